package parlor.relay.testing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import parlor.relay.pacing.Composed;
import parlor.relay.pacing.ComposingModel;
import parlor.relay.pacing.ComposingModel.PersonsReply;
import parlor.relay.pacing.DayPace;
import parlor.relay.pacing.Pacing;
import parlor.relay.pacing.TypingModel;

/**
 * Simulated contest days, to see how programs paced to the day's people compare with them: people
 * who think a set time and type a set number of characters a second (each reply varying about that,
 * log-normally), answering messages of the 2012 confederates' lengths. After so many of their replies
 * are heard, programs' replies of the same lengths are drawn and compared with the people's own on
 * the judge's screen (first and last character, from the judge's message): the ratio of the medians
 * and the KS distance. {@code DayPaceTest} holds the pace to it; {@code bench/day-pace} prints it.
 */
public final class SimulatedDays {

    /** The contest's pacing in these days: 2003's minimum delay and the default window. */
    public static final Pacing PACING = Pacing.human(Duration.ofSeconds(5));

    private static final List<PersonsReply> LENGTHS =
            ComposingModel.confederates2012().people();
    private static final int DRAWS = 300;

    private SimulatedDays() {}

    /** A day's people: thinking {@code thinkSeconds} and typing {@code perSecond} characters a second, each reply varying by {@code spread}. */
    public record Typist(String name, double thinkSeconds, double perSecond, double spread) {

        public PersonsReply reply(int messageChars, int replyChars, Random random) {
            double think = thinkSeconds * Math.exp(spread * random.nextGaussian());
            double typing = replyChars / perSecond * Math.exp(spread * random.nextGaussian());
            return new PersonsReply(messageChars, replyChars, Math.round(think * 1000), Math.round(typing * 1000));
        }
    }

    public static final Typist QUICK = new Typist("quick (3 s, 5/s)", 3, 5, 0.25);
    public static final Typist SLOW = new Typist("slow (10 s, 2/s)", 10, 2, 0.25);
    public static final Typist STEADY = new Typist("steady (6 s, 3/s)", 6, 3, 0.1);
    /** The typists of the tmux test (DaysOwnPeopleIT): a test's clockwork, varying only a little. */
    public static final Typist CLOCKWORK_QUICK = new Typist("quick (3 s, 5/s)", 3, 5, 0.05);

    public static final Typist CLOCKWORK_SLOW = new Typist("slow (10 s, 2/s)", 10, 2, 0.05);

    /** How programs compare with the day's people after {@code heard} of their replies: programs over people, and the KS distances. */
    public record Comparison(int heard, double firstRatio, double lastRatio, double firstD, double lastD) {}

    /** What the judge's screen shows of a reply so composed: its first and last character, from the message. */
    private record OnScreen(double first, double last) {
        static OnScreen of(Duration thinking, Duration typing) {
            Duration first = thinking.plus(PACING.shownBehind(thinking));
            return new OnScreen(seconds(first), seconds(first.plus(typing)));
        }

        static OnScreen of(PersonsReply reply) {
            return of(Duration.ofMillis(reply.thinkMillis()), Duration.ofMillis(reply.typingMillis()));
        }
    }

    /** {@link #compare} over {@code days} simulated days: the ratios' geometric mean, the distances' mean. */
    public static Comparison meanOfDays(Typist day, int heard, double peopleDiffer, int days, Random random) {
        double first = 0;
        double last = 0;
        double firstD = 0;
        double lastD = 0;
        for (int i = 0; i < days; i++) {
            Comparison one = compare(day, heard, peopleDiffer, random);
            first += Math.log(one.firstRatio()) / days;
            last += Math.log(one.lastRatio()) / days;
            firstD += one.firstD() / days;
            lastD += one.lastD() / days;
        }
        return new Comparison(heard, Math.exp(first), Math.exp(last), firstD, lastD);
    }

    /** One day: programs drawn after its people have given {@code heard} replies, against the people's own. */
    public static Comparison compare(Typist day, int heard, double peopleDiffer, Random random) {
        DayPace pace = DayPace.learning(ComposingModel.confederates2012(), TypingModel.judges2012(), peopleDiffer);
        for (int i = 0; i < heard; i++) {
            PersonsReply like = LENGTHS.get(random.nextInt(LENGTHS.size()));
            OnScreen shown = OnScreen.of(day.reply(like.messageChars(), like.replyChars(), random));
            pace.heard(
                    PersonsReply.asShown(
                            like.messageChars(),
                            like.replyChars(),
                            millis(shown.first()),
                            millis(shown.last()),
                            PACING.correctionWindow()),
                    List.of());
        }
        List<Double> peopleFirst = new ArrayList<>();
        List<Double> peopleLast = new ArrayList<>();
        List<Double> programsFirst = new ArrayList<>();
        List<Double> programsLast = new ArrayList<>();
        for (int i = 0; i < DRAWS; i++) {
            PersonsReply like = LENGTHS.get(random.nextInt(LENGTHS.size()));
            OnScreen person = OnScreen.of(day.reply(like.messageChars(), like.replyChars(), random));
            Composed composed = pace.draw(like.messageChars(), like.replyChars(), random);
            OnScreen program = OnScreen.of(composed.thinking(), composed.typing());
            peopleFirst.add(person.first());
            peopleLast.add(person.last());
            programsFirst.add(program.first());
            programsLast.add(program.last());
        }
        return new Comparison(
                heard,
                median(programsFirst) / median(peopleFirst),
                median(programsLast) / median(peopleLast),
                KolmogorovSmirnov.statistic(peopleFirst, programsFirst),
                KolmogorovSmirnov.statistic(peopleLast, programsLast));
    }

    /**
     * A day whose people are 2012's own: their 237 replies, each given three times, in turn, each
     * heard once {@code inFlight} later replies have been drawn (as many lanes answering at once).
     * Returns the KS distances, programs against people, over the whole day: first character and
     * last, replies up to 40 characters and longer.
     */
    public static double[] a2012Day(double peopleDiffer, int inFlight, Random random) {
        List<PersonsReply> order = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            order.addAll(LENGTHS);
        }
        DayPace pace = DayPace.learning(ComposingModel.confederates2012(), TypingModel.judges2012(), peopleDiffer);
        List<List<Double>> seen = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            seen.add(new ArrayList<>());
        }
        for (int i = 0; i < order.size(); i++) {
            if (i >= inFlight) {
                pace.heard(order.get(i - inFlight), List.of());
            }
            PersonsReply person = order.get(i);
            Composed composed = pace.draw(person.messageChars(), person.replyChars(), random);
            OnScreen theirs = OnScreen.of(person);
            OnScreen program = OnScreen.of(composed.thinking(), composed.typing());
            int band = person.replyChars() <= 40 ? 0 : 4;
            seen.get(band).add(theirs.first());
            seen.get(band + 1).add(program.first());
            seen.get(band + 2).add(theirs.last());
            seen.get(band + 3).add(program.last());
        }
        double[] distances = new double[4];
        for (int i = 0; i < 4; i++) {
            distances[i] = KolmogorovSmirnov.statistic(seen.get(2 * i), seen.get(2 * i + 1));
        }
        return distances;
    }

    /**
     * The day of a steady typist (the tmux test's): {@code warmUps} of their short replies heard
     * (16 characters), then three questions to them and to a program giving their answer (51
     * characters to a 26-character question), each reply heard as it ends. True if the program's medians of the three, first
     * and last character, are within 1.3 times the person's.
     */
    public static boolean threeWithinAThird(Typist day, int warmUps, double peopleDiffer, Random random) {
        DayPace pace = DayPace.learning(ComposingModel.confederates2012(), TypingModel.judges2012(), peopleDiffer);
        for (int i = 0; i < warmUps; i++) {
            // the warm-up answers are short ("Yes, I think so."): the pace must carry to a longer one
            pace.heard(day.reply(24, 16, random), List.of());
        }
        List<Double> people = new ArrayList<>();
        List<Double> peopleLast = new ArrayList<>();
        List<Double> programs = new ArrayList<>();
        List<Double> programsLast = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Composed composed = pace.draw(26, 51, random);
            OnScreen program = OnScreen.of(composed.thinking(), composed.typing());
            PersonsReply reply = day.reply(26, 51, random);
            OnScreen person = OnScreen.of(reply);
            pace.heard(reply, List.of());
            people.add(person.first());
            peopleLast.add(person.last());
            programs.add(program.first());
            programsLast.add(program.last());
        }
        double first = median(programs) / median(people);
        double last = median(programsLast) / median(peopleLast);
        return first > 1 / 1.3 && first < 1.3 && last > 1 / 1.3 && last < 1.3;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static double seconds(Duration d) {
        return d.toMillis() / 1000.0;
    }

    private static Duration millis(double seconds) {
        return Duration.ofMillis(Math.round(seconds * 1000));
    }
}
