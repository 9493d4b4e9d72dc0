package parlor.transcripts.rules;

import static java.time.Duration.ofHours;
import static java.time.Duration.ofMinutes;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import parlor.transcripts.rules.Timing.ReviewAt;

/**
 * The published rules a contest is judged by. Each carries its round times, whether a round puts
 * two entities side by side, and the forms its judges fill in. Numbers come from the rules text in
 * {@code shared/rules/}; where a text is silent, the comment says so and what we chose.
 */
public enum RuleSet {

    /*
     * 1996 rule 14 only says judges have "one or more opportunities" at each terminal, and rule 17
     * that they rate "how human" each seemed; it gives no times. 15 minutes a terminal and 5 to
     * change places are our choice. Judges rate each conversation while it is fresh: a 2-minute
     * review after each round (a rating is one number, and the conversation is on the screen).
     */
    LOEBNER_1996(
            "loebner-1996",
            "Loebner Prize 1996",
            Pairing.ONE_ENTITY,
            new Timing(ofMinutes(15), Optional.empty(), ofMinutes(2), ReviewAt.EACH_ROUND, ofMinutes(5)),
            List.of(VerdictForm.HUMANNESS)),

    /* The 2003 rules (v2.0) give no times either (rule 42 repeats 1996's wording; rule 46 asks for a rating of each partner): same choice as 1996. */
    LOEBNER_2003(
            "loebner-2003",
            "Loebner Prize 2003",
            Pairing.ONE_ENTITY,
            new Timing(ofMinutes(15), Optional.empty(), ofMinutes(2), ReviewAt.EACH_ROUND, ofMinutes(5)),
            List.of(VerdictForm.RATING)),

    /* 2006 items d. and e.: 27 minutes with each pair, a 3-minute break, 20 minutes of review after the seven rounds. */
    LOEBNER_2006(
            "loebner-2006",
            "Loebner Prize 2006",
            Pairing.PAIR_AT_ONCE,
            new Timing(ofMinutes(27), Optional.empty(), ofMinutes(20), ReviewAt.END_OF_CONTEST, ofMinutes(3)),
            List.of(VerdictForm.SPLIT)),

    /* 2009 section 3: 5 minutes with the left entity then 5 with the right, 10 minutes to review, 5 between rounds. */
    LOEBNER_2009(
            "loebner-2009",
            "Loebner Prize 2009",
            Pairing.PAIR_LEFT_THEN_RIGHT,
            new Timing(ofMinutes(10), Optional.of(ofMinutes(5)), ofMinutes(10), ReviewAt.EACH_ROUND, ofMinutes(5)),
            List.of(VerdictForm.PICK, VerdictForm.RANK)),

    /*
     * The wager: in each trial each judge interviews each candidate "for two hours each", then
     * votes ("a set of Turing Test Interviews will take place, followed by voting"). Breaks and the
     * time to vote are left to the Turing Test Committee; 15 minutes between interviews and 30
     * minutes to vote are our choice.
     */
    KURZWEIL_KAPOR(
            "kurzweil-kapor",
            "Kurzweil-Kapor wager (2002)",
            Pairing.ONE_ENTITY,
            new Timing(ofHours(2), Optional.empty(), ofMinutes(30), ReviewAt.EACH_TRIAL, ofMinutes(15)),
            List.of(VerdictForm.CANDIDATE));

    /** What a judge faces in one round. */
    public enum Pairing {
        /** One hidden entity at a terminal. */
        ONE_ENTITY,
        /** Two, left and right, both open for the whole round (2006). */
        PAIR_AT_ONCE,
        /** Two, the left one first and then the right; which side the human sits is drawn at random (2009). */
        PAIR_LEFT_THEN_RIGHT
    }

    private final String name;
    private final String title;
    private final Pairing pairing;
    private final Timing timing;
    private final List<VerdictForm> forms;

    RuleSet(String name, String title, Pairing pairing, Timing timing, List<VerdictForm> forms) {
        this.name = name;
        this.title = title;
        this.pairing = pairing;
        this.timing = timing;
        this.forms = forms;
    }

    /** The rule set called {@code name} (as contest files and verdict logs write it), or an error listing every valid name. */
    public static RuleSet byName(String name) {
        return Arrays.stream(values())
                .filter(r -> r.name.equals(name.strip()))
                .findFirst()
                .orElseThrow(() ->
                        new IllegalArgumentException("unknown rule set '" + name + "': choose one of " + names()));
    }

    public static String names() {
        return Arrays.stream(values()).map(RuleSet::ruleName).collect(Collectors.joining(", "));
    }

    /** {@code loebner-2006}: the name contest files and verdict logs use. */
    public String ruleName() {
        return name;
    }

    /** The rules' name and year as published ("Loebner Prize 2009"): how results cite them. */
    public String title() {
        return title;
    }

    public Pairing pairing() {
        return pairing;
    }

    /** Whether each round puts two entities, left and right, before a judge. */
    public boolean paired() {
        return pairing != Pairing.ONE_ENTITY;
    }

    /** Round times the rules give; a contest file may override them with {@link Timing#overriddenBy}. */
    public Timing timing() {
        return timing;
    }

    /** The forms judges fill in, in the order the rules ask for them. */
    public List<VerdictForm> forms() {
        return forms;
    }

    /**
     * The cash the rules give with a medal, and where they say so; empty where they give none
     * (1996 has no silver; the wager is for charity and names no sum).
     */
    public Optional<String> prize(Outcome.Medal medal) {
        return switch (this) {
            // "In 1996, $2,000 and a bronze medal will be awarded to the designer of the Most Human Computer"
            case LOEBNER_1996 ->
                medal == Outcome.Medal.BRONZE ? Optional.of("$2,000 (the announcement; rule 5)") : Optional.empty();
            // rule 54: "The Bronze Medal will be accompanied by a Cash Award of US$2,000 in 2003"; rule 56: "The Silver
            // Medal ... US$25,000"
            case LOEBNER_2003 ->
                Optional.of(medal == Outcome.Medal.BRONZE ? "US$2,000 (rule 54)" : "US$25,000 (rule 56)");
            // "$2000 and a Bronze Medal - In 2006, $25,000 and the Silver Medal will be at risk"
            case LOEBNER_2006 ->
                Optional.of(medal == Outcome.Medal.BRONZE ? "$2,000 (the announcement)" : "$25,000 (the announcement)");
            // "US$3000 and a Bronze Annual Medal"; "the US$25,000 and the Silver Medal will not be at risk"
            case LOEBNER_2009 ->
                medal == Outcome.Medal.BRONZE ? Optional.of("US$3,000 (the announcement)") : Optional.empty();
            case KURZWEIL_KAPOR -> Optional.empty();
        };
    }

    /**
     * The cash as {@link #prize(Outcome.Medal)}, for a final of this many entries. 2006 item a.: "Final Four entrants
     * will each be awarded a USD 250 stipend. The winner of the Final Four round will receive the Competition Cash
     * prize of USD 2000, making a total cash award of USD 2250 to the winner (unless there is only one compliant entry,
     * in which case the cash award will be USD 2000." Beside the Silver Medal's $25,000 the rules say nothing of the
     * $2,000; the stipend is every entrant's.
     */
    public Optional<String> prize(Outcome.Medal medal, int entries) {
        if (this != LOEBNER_2006 || entries < 2) {
            return prize(medal);
        }
        return Optional.of(
                medal == Outcome.Medal.BRONZE
                        ? "$2,000 with the $250 stipend, $2,250 in all (the announcement; item a.)"
                        : "$25,000 (the announcement) with the $250 stipend (item a.)");
    }

    @Override
    public String toString() {
        return name;
    }
}
