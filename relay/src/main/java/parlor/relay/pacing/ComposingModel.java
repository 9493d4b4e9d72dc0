package parlor.relay.pacing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * How long a person takes to have a reply ready: to think, then to type it, correcting as they
 * go. Drawn from people's own replies: those of the 2012 Loebner Prize confederates, one per
 * reply, shipped with their provenance (see the resource's header). A reply is given the time of
 * one of the {@link #NEIGHBOURS} people's replies nearest to it in length (and, less, in the length
 * of the judge's message), its typing scaled to the reply's length.
 */
public final class ComposingModel {

    public static final String RESOURCE = "/parlor/replies-2012.txt";

    /**
     * How many of the nearest people's replies one is drawn from: enough to vary, few enough to stay
     * alike. Tried against the confederates' own replies (2, 3 or 4 length bands, 4 to 20 neighbours,
     * the message's length weighed 0 to 0.5): 6 and 0.25 kept the largest KS distance lowest.
     */
    static final int NEIGHBOURS = 6;

    /** One person's reply: the message it answered and itself in characters, the thinking and the typing. */
    public record PersonsReply(int messageChars, int replyChars, long thinkMillis, long typingMillis) {

        double distanceTo(int message, int reply) {
            return Math.abs(Math.log((replyChars + 1.0) / (reply + 1.0)))
                    + 0.25 * Math.abs(Math.log((messageChars + 1.0) / (message + 1.0)));
        }

        /**
         * A reply's length as the model counts it: its lines' characters, the spaces at either end
         * of each left out (a program's lines never have them, a person's as typed may).
         */
        public static int chars(List<String> lines) {
            return lines.stream().mapToInt(line -> line.strip().length()).sum();
        }

        /** This person's thinking, and their typing as it would be for a reply of {@code chars}. */
        Composed scaledTo(int chars) {
            double typing = typingMillis * (Math.max(1, chars) / (double) Math.max(1, replyChars));
            return new Composed(Duration.ofMillis(thinkMillis), Duration.ofMillis(Math.round(typing)));
        }

        /**
         * A person's reply as the judge's screen showed it: its first character {@code toFirst} after
         * the judge's message and its last {@code toLast}, shown {@code window} behind the person's
         * keys (or later, to keep the minimum delay: then any thinking up to that shows alike).
         */
        public static PersonsReply asShown(
                int messageChars, int replyChars, Duration toFirst, Duration toLast, Duration window) {
            long thinking = Math.max(0, toFirst.minus(window).toMillis());
            return new PersonsReply(
                    messageChars,
                    replyChars,
                    thinking,
                    Math.max(0, toLast.minus(toFirst).toMillis()));
        }
    }

    /** Times compared in ratios of (time + this), so that a zero does not rule. */
    static final long STEADY_MILLIS = 1_000;

    /** How far the people's own thinking and typing lie from what the model expects of their replies: in log time, their spread. */
    public record Spreads(double thinking, double typing) {}

    private final List<PersonsReply> people;
    private Spreads spreads;

    public ComposingModel(List<PersonsReply> people) {
        if (people.isEmpty()) {
            throw new IllegalArgumentException("a composing model needs at least one person's reply");
        }
        this.people = List.copyOf(people);
    }

    /** The model drawn from the 2012 confederates, as shipped; read once. */
    public static ComposingModel confederates2012() {
        return Confederates2012.MODEL;
    }

    private static final class Confederates2012 {
        static final ComposingModel MODEL = of(ShippedData.lines(RESOURCE));
    }

    /** Between a row's fields; compiled once, where String.split compiled it again for each of the file's rows. */
    private static final Pattern FIELDS = Pattern.compile("\\s+");

    private static ComposingModel of(List<String> lines) {
        List<PersonsReply> people = new ArrayList<>();
        for (String line : lines) {
            String[] f = FIELDS.split(line);
            people.add(new PersonsReply(
                    Integer.parseInt(f[0]), Integer.parseInt(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3])));
        }
        return new ComposingModel(people);
    }

    /**
     * How a person would compose a reply of {@code replyChars} to the judge's message of {@code
     * messageChars}: one of the nearest people's replies, its typing scaled to the reply's length.
     */
    public Composed draw(int messageChars, int replyChars, Random random) {
        List<PersonsReply> nearest = nearest(messageChars, replyChars);
        return nearest.get(random.nextInt(nearest.size())).scaledTo(replyChars);
    }

    /** The middle of the nearest people's thinking and (scaled) typing: what the model expects of such a reply. */
    public Composed typical(int messageChars, int replyChars) {
        List<Composed> nearest = nearest(messageChars, replyChars).stream()
                .map(p -> p.scaledTo(replyChars))
                .toList();
        return new Composed(
                median(nearest.stream().map(Composed::thinking).toList()),
                median(nearest.stream().map(Composed::typing).toList()));
    }

    private List<PersonsReply> nearest(int messageChars, int replyChars) {
        return people.stream()
                .sorted(Comparator.comparingDouble(p -> p.distanceTo(messageChars, replyChars)))
                .limit(NEIGHBOURS)
                .toList();
    }

    /** The spread of the people's own times about what the model expects of replies like theirs; worked out once. */
    public synchronized Spreads spreads() {
        if (spreads == null) {
            List<Double> thinking = new ArrayList<>();
            List<Double> typing = new ArrayList<>();
            for (PersonsReply p : people) {
                Composed expected = typical(p.messageChars(), p.replyChars());
                thinking.add(logRatio(p.thinkMillis(), expected.thinking()));
                typing.add(logRatio(p.typingMillis(), expected.typing()));
            }
            spreads = new Spreads(Math.max(0.05, deviation(thinking)), Math.max(0.05, deviation(typing)));
        }
        return spreads;
    }

    /** A time against an expected one, in log time. */
    static double logRatio(long millis, Duration expected) {
        return Math.log((millis + STEADY_MILLIS) / (double) (expected.toMillis() + STEADY_MILLIS));
    }

    /** {@code time} made {@code factor} times as long, in the same terms as {@link #logRatio}. */
    static Duration scaled(Duration time, double factor) {
        double millis = (time.toMillis() + STEADY_MILLIS) * factor - STEADY_MILLIS;
        return Duration.ofMillis(Math.max(0, Math.round(millis)));
    }

    /** The sample standard deviation; 0 for fewer than two values. */
    static double deviation(List<Double> values) {
        if (values.size() < 2) {
            return 0;
        }
        double mean = values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double squares =
                values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        return Math.sqrt(squares / (values.size() - 1));
    }

    private static Duration median(List<Duration> values) {
        List<Duration> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    public List<PersonsReply> people() {
        return people;
    }
}
