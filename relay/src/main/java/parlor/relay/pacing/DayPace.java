package parlor.relay.pacing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import parlor.relay.pacing.ComposingModel.PersonsReply;

/**
 * The pace of the day's own people, which programs are given: each confederate's reply as the
 * judge saw it is heard as the day goes (a restarted relay hears again what the record holds), and
 * a program's reply is composed like theirs. Until enough are heard, the 2012 confederates stand in.
 *
 * <p>The blend, with {@code n} of the day's replies heard: a reply is drawn from the day's own (the
 * nearest in length, as {@link ComposingModel} draws) with probability {@code n / (n + }{@link
 * #PRIOR_WEIGHT}{@code )}, each a little blurred; otherwise from 2012's, moved towards the day's:
 * its thinking and its typing each shifted by the day's median ratio to what 2012 expects of the
 * same lengths, and their spread about it narrowed or widened to the day's, both by the same share.
 * So one quick reply already moves programs towards the day's people, and after a dozen they are
 * mostly the day's. The gaps between keys come from the
 * day's people's keys with the same probability, else from 2012's judges. docs/pacing.md gives the
 * measurements behind the weight.
 */
public final class DayPace {

    /** How many replies 2012's people count for against the day's: chosen by {@code DayPaceTest}'s measurements. */
    public static final int PRIOR_WEIGHT = 2;

    /** The least spread taken for the day's people, in log time: a day of five identical replies is not taken to be a machine. */
    private static final double FINEST_SPREAD = 0.05;

    /** The day's gaps between keys kept to draw from: the newest this many (a whole day holds about this many keys). */
    private static final int GAPS_KEPT = 50_000;

    private final ComposingModel prior;
    private final TypingModel priorTyping;
    private final boolean pinned;
    private final int priorWeight;
    private final List<PersonsReply> heard = new ArrayList<>();
    private final List<Double> thinkingRatios = new ArrayList<>();
    private final List<Double> typingRatios = new ArrayList<>();
    private final List<Duration> gaps = new ArrayList<>();
    private ComposingModel day;

    private DayPace(ComposingModel prior, TypingModel priorTyping, boolean pinned, int priorWeight) {
        this.prior = prior;
        this.priorTyping = priorTyping;
        this.pinned = pinned;
        this.priorWeight = priorWeight;
    }

    /** Learns the day's people, from {@code prior}'s. */
    public static DayPace learning(ComposingModel prior, TypingModel priorTyping) {
        return learning(prior, priorTyping, PRIOR_WEIGHT);
    }

    /** As {@link #learning(ComposingModel, TypingModel)}, the prior's people counting for {@code priorWeight} replies. */
    public static DayPace learning(ComposingModel prior, TypingModel priorTyping, int priorWeight) {
        return new DayPace(prior, priorTyping, false, priorWeight);
    }

    /** As the contest asks: learning from the day, or held to 2012's people ({@code model: loebner-2012}). */
    public static DayPace forContest(Pacing pacing) {
        return new DayPace(
                ComposingModel.confederates2012(),
                TypingModel.judges2012(),
                pacing.model() == Pacing.Model.LOEBNER_2012,
                PRIOR_WEIGHT);
    }

    /** One of the day's people's replies as the judge saw it, with the gaps between its keys on the judge's screen. */
    public synchronized void heard(PersonsReply reply, List<Duration> keyGaps) {
        if (pinned) {
            return;
        }
        heard.add(reply);
        day = null;
        Composed expected = prior.typical(reply.messageChars(), reply.replyChars());
        thinkingRatios.add(ComposingModel.logRatio(reply.thinkMillis(), expected.thinking()));
        typingRatios.add(ComposingModel.logRatio(reply.typingMillis(), expected.typing()));
        gaps.addAll(keyGaps);
        if (gaps.size() > GAPS_KEPT) {
            gaps.subList(0, gaps.size() - GAPS_KEPT).clear();
        }
    }

    /** How many of the day's people's replies have been heard. */
    public synchronized int replies() {
        return heard.size();
    }

    /** How a person of this day would compose a reply of {@code replyChars} to a message of {@code messageChars}. */
    public synchronized Composed draw(int messageChars, int replyChars, Random random) {
        if (random.nextDouble() < dayShare()) {
            if (day == null) {
                day = new ComposingModel(heard);
            }
            Composed theirs = day.draw(messageChars, replyChars, random);
            // a few replies are a lumpy picture of the people who gave them: each is taken as a little blurred
            return new Composed(
                    blurred(theirs.thinking(), width(thinkingSpread()), random),
                    blurred(theirs.typing(), width(typingSpread()), random));
        }
        Composed like2012 = prior.draw(messageChars, replyChars, random);
        Composed typical = prior.typical(messageChars, replyChars);
        ComposingModel.Spreads spreads = prior.spreads();
        return new Composed(
                towardsTheDay(like2012.thinking(), typical.thinking(), thinkingRatios, spreads.thinking()),
                towardsTheDay(like2012.typing(), typical.typing(), typingRatios, spreads.typing()));
    }

    /**
     * A time drawn from 2012's people, moved towards the day's: how far it lies from what 2012
     * expects (in log time) is rescaled from 2012's spread to the day's, and the day's median shift
     * added, both weighed by the day's share. So a day of quick, steady people gets quick, steady
     * times from 2012's too, while the day has said little.
     */
    private Duration towardsTheDay(Duration drawn, Duration typical, List<Double> dayRatios, double priorSpread) {
        if (dayRatios.isEmpty()) {
            return drawn;
        }
        double share = dayShare();
        double spread = dayRatios.size() < 2
                ? priorSpread
                : Math.exp((1 - share) * Math.log(priorSpread)
                        + share * Math.log(Math.max(FINEST_SPREAD, ComposingModel.deviation(dayRatios))));
        double fromTypical = ComposingModel.logRatio(drawn.toMillis(), typical) * spread / priorSpread;
        return ComposingModel.scaled(typical, Math.exp(share * median(dayRatios) + fromTypical));
    }

    /** A gap between two keys of a reply typed on the judge's screen. */
    public synchronized Duration gap(Random random) {
        if (!gaps.isEmpty() && random.nextDouble() < dayShare()) {
            return gaps.get(random.nextInt(gaps.size()));
        }
        return priorTyping.nextGap(random);
    }

    private double dayShare() {
        return heard.size() / (double) (heard.size() + priorWeight);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static Duration blurred(Duration time, double width, Random random) {
        return ComposingModel.scaled(time, Math.exp(width * random.nextGaussian()));
    }

    /**
     * How wide a kernel each of the day's replies is drawn with, in log time: Silverman's rule,
     * 0.9 times the spread of the day's own times over the fifth root of how many there are. A day
     * of steady people is blurred little, one of varied people more, and less as more are heard.
     */
    private double width(double spread) {
        return 0.9 * spread * Math.pow(heard.size(), -0.2);
    }

    private double thinkingSpread() {
        return ComposingModel.deviation(heard.stream()
                .map(r -> Math.log(r.thinkMillis() + ComposingModel.STEADY_MILLIS))
                .toList());
    }

    /** The spread of the day's typing speeds: a long reply takes longer, so it is the time a character that is compared. */
    private double typingSpread() {
        return ComposingModel.deviation(heard.stream()
                .map(r -> Math.log((r.typingMillis() + ComposingModel.STEADY_MILLIS) / (r.replyChars() + 1.0)))
                .toList());
    }
}
