package parlor.relay.pacing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

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
    }

    private final List<PersonsReply> people;

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

    private static ComposingModel of(List<String> lines) {
        List<PersonsReply> people = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split("\\s+");
            people.add(new PersonsReply(
                    Integer.parseInt(f[0]), Integer.parseInt(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3])));
        }
        return new ComposingModel(people);
    }

    /** How long after the judge's message of {@code messageChars} a person would have a reply of {@code replyChars} ready. */
    public Duration time(int messageChars, int replyChars, Random random) {
        List<PersonsReply> nearest = people.stream()
                .sorted(Comparator.comparingDouble(p -> p.distanceTo(messageChars, replyChars)))
                .limit(NEIGHBOURS)
                .toList();
        PersonsReply like = nearest.get(random.nextInt(nearest.size()));
        double typing = like.typingMillis() * (Math.max(1, replyChars) / (double) Math.max(1, like.replyChars()));
        return Duration.ofMillis(like.thinkMillis() + Math.round(typing));
    }

    public List<PersonsReply> people() {
        return people;
    }
}
