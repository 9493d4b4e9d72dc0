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
 * <p>How much the day's replies count, its share, grows with how many are
 * heard and with how alike they are: {@code n / (n + v / τ²)}, where {@code v} is how much the
 * day's replies vary about what 2012 expects of their lengths (in log time) and {@code τ} ({@link
 * #PEOPLE_DIFFER}) how much one day's people may differ from another's. A few steady replies are
 * soon believed; as many varied ones, less soon. With that share a reply is drawn from the day's
 * own (the six nearest in length, as 2012's are drawn); otherwise from 2012's, moved towards the
 * day's: shifted by the day's median and its spread narrowed or widened to the day's, both by the
 * same share. The gaps between keys come from the day's people's keys with the same share, else
 * from 2012's judges. docs/pacing.md gives the measurements behind it ({@code bench/day-pace}).
 */
public final class DayPace {

    /** How far apart (in log time) one day's people may be from another's in pace: a factor of 1.65 either way. */
    public static final double PEOPLE_DIFFER = 0.5;

    /** The least spread taken for the day's people, in log time: a day of five identical replies is not taken to be a machine's. */
    private static final double FINEST_SPREAD = 0.05;

    /** The day's gaps between keys kept to draw from: the newest this many (a whole day holds about this many keys). */
    private static final int GAPS_KEPT = 50_000;

    private final ComposingModel prior;
    private final TypingModel priorTyping;
    private final boolean pinned;
    private final double peopleDiffer;
    private final List<PersonsReply> heard = new ArrayList<>();
    private final List<Double> thinkingRatios = new ArrayList<>();
    private final List<Double> typingRatios = new ArrayList<>();
    private final List<Duration> gaps = new ArrayList<>();
    private ComposingModel day;
    /** The day's replies against 2012's, summed up as each is heard (a draw, and each key's gap, only read them); null before the first. */
    private Summary thinking;

    private Summary typing;
    private double share;

    /**
     * The day's replies against what 2012 expects of the same lengths, in log time: their median,
     * and their spread (2012's own while fewer than two are heard, none to be had).
     */
    private record Summary(double median, double spread) {

        static Summary of(List<Double> ratios, double priorSpread) {
            double spread = ratios.size() < 2 ? priorSpread : Math.max(FINEST_SPREAD, ComposingModel.deviation(ratios));
            return new Summary(DayPace.median(ratios), spread);
        }
    }

    private DayPace(ComposingModel prior, TypingModel priorTyping, boolean pinned, double peopleDiffer) {
        this.prior = prior;
        this.priorTyping = priorTyping;
        this.pinned = pinned;
        this.peopleDiffer = peopleDiffer;
    }

    /** Learns the day's people, from {@code prior}'s. */
    public static DayPace learning(ComposingModel prior, TypingModel priorTyping) {
        return learning(prior, priorTyping, PEOPLE_DIFFER);
    }

    /** As {@link #learning(ComposingModel, TypingModel)}, one day's people taken to differ from another's by {@code peopleDiffer}. */
    public static DayPace learning(ComposingModel prior, TypingModel priorTyping, double peopleDiffer) {
        return new DayPace(prior, priorTyping, false, peopleDiffer);
    }

    /** As the contest asks: learning from the day, or held to 2012's people ({@code model: loebner-2012}). */
    public static DayPace forContest(Pacing pacing) {
        return new DayPace(
                ComposingModel.confederates2012(),
                TypingModel.judges2012(),
                pacing.model() == Pacing.Model.LOEBNER_2012,
                PEOPLE_DIFFER);
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
        ComposingModel.Spreads spreads = prior.spreads();
        thinking = Summary.of(thinkingRatios, spreads.thinking());
        typing = Summary.of(typingRatios, spreads.typing());
        double varies = (thinking.spread() * thinking.spread() + typing.spread() * typing.spread()) / 2;
        share = heard.size() / (heard.size() + varies / (peopleDiffer * peopleDiffer));
    }

    /** How many of the day's people's replies have been heard. */
    public synchronized int replies() {
        return heard.size();
    }

    /** How a person of this day would compose a reply of {@code replyChars} to a message of {@code messageChars}. */
    public synchronized Composed draw(int messageChars, int replyChars, Random random) {
        if (random.nextDouble() < share) {
            if (day == null) {
                day = new ComposingModel(heard);
            }
            return day.draw(messageChars, replyChars, random);
        }
        Composed like2012 = prior.draw(messageChars, replyChars, random);
        if (heard.isEmpty()) {
            return like2012;
        }
        Composed typical = prior.typical(messageChars, replyChars);
        ComposingModel.Spreads spreads = prior.spreads();
        return new Composed(
                towardsTheDay(like2012.thinking(), typical.thinking(), thinking, spreads.thinking()),
                towardsTheDay(like2012.typing(), typical.typing(), typing, spreads.typing()));
    }

    /** A gap between two keys of a reply typed on the judge's screen. */
    public synchronized Duration gap(Random random) {
        if (!gaps.isEmpty() && random.nextDouble() < share) {
            return gaps.get(random.nextInt(gaps.size()));
        }
        return priorTyping.nextGap(random);
    }

    /**
     * A time drawn from 2012's people, moved towards the day's: how far it lies from what 2012
     * expects (in log time) is rescaled from 2012's spread to the day's, and the day's median shift
     * added, both weighed by the day's share. So a day of quick, steady people gets quick, steady
     * times from 2012's too, while the day has said little.
     */
    private Duration towardsTheDay(Duration drawn, Duration typical, Summary day, double priorSpread) {
        double spread = Math.exp((1 - share) * Math.log(priorSpread) + share * Math.log(day.spread()));
        double fromTypical = ComposingModel.logRatio(drawn.toMillis(), typical) * spread / priorSpread;
        return ComposingModel.scaled(typical, Math.exp(share * day.median() + fromTypical));
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
