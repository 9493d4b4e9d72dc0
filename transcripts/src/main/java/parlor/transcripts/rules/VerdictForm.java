package parlor.transcripts.rules;

import java.util.List;
import java.util.Map;

/** The kinds of form judges fill in, with their fields. The log's {@code "form"} field names one. */
public enum VerdictForm {
    HUMANNESS("humanness", false, Field.entity("entity"), Field.whole("rating", "the rating")),
    RATING("rating", false, Field.entity("entity"), Field.decimal("rating", "the rating")),
    SPLIT(
            "split",
            false,
            Field.entity("left"),
            Field.entity("right"),
            Field.whole("leftPoints", "the left side's points"),
            Field.whole("rightPoints", "the right side's points")),
    PICK("pick", false, Field.entity("left"), Field.entity("right"), Field.entity("human")),
    RANK("rank", false, Field.entity("entity"), Field.whole("rank", "the rank")),
    /* the wager's judges vote again in every trial, so its verdicts are one per candidate per round */
    CANDIDATE(
            "candidate",
            true,
            Field.entity("entity"),
            Field.yesNo("human", "human or machine"),
            Field.whole("rank", "the rank"));

    /** 2003 rule 46's question to each judge about each conversational partner, verbatim. */
    public static final String RATING_QUESTION = "Was your conversational partner a human or a machine?";

    /** 2003 rule 46's scale, each rating with its label, verbatim, then its word on fractions. */
    public static final List<String> RATING_SCALE = List.of(
            "0 Partner not accessible, or severe system malfunction",
            "1 Definitely a machine",
            "2 Probably a machine",
            "3 Could be either a machine or a human; undecided",
            "4 Probably a human",
            "5 Definitely a human",
            "Fractional scores (e.g. 3.25, 4.1) will be allowed.");

    /** One field of a form: its name in the log, what kind of value it takes, and how to call it to a judge. */
    public record Field(String name, Kind kind, String label) {

        public enum Kind {
            ENTITY,
            WHOLE,
            DECIMAL,
            YES_NO
        }

        static Field entity(String name) {
            return new Field(name, Kind.ENTITY, name);
        }

        static Field whole(String name, String label) {
            return new Field(name, Kind.WHOLE, label);
        }

        static Field decimal(String name, String label) {
            return new Field(name, Kind.DECIMAL, label);
        }

        static Field yesNo(String name, String label) {
            return new Field(name, Kind.YES_NO, label);
        }
    }

    private final String formName;
    private final boolean oncePerRound;
    private final List<Field> fields;

    VerdictForm(String formName, boolean oncePerRound, Field... fields) {
        this.formName = formName;
        this.oncePerRound = oncePerRound;
        this.fields = List.of(fields);
    }

    public static VerdictForm byName(String name) {
        for (VerdictForm form : values()) {
            if (form.formName.equals(name)) {
                return form;
            }
        }
        throw new IllegalArgumentException("unknown form '" + name + "'");
    }

    /** {@code split}: as the log writes it. */
    public String formName() {
        return formName;
    }

    public List<Field> fields() {
        return fields;
    }

    /** Whether a judge gives this form again in every round (the wager's trials) rather than once per contest. */
    public boolean oncePerRound() {
        return oncePerRound;
    }

    /** The verdict these fields make; throws {@link IllegalArgumentException} naming a missing or unreadable field. */
    public Verdict verdict(Map<String, String> values) {
        Draft draft = new Draft(this, values);
        draft.requireComplete();
        return switch (this) {
            case HUMANNESS ->
                new Verdict.Humanness(
                        draft.entity("entity").orElseThrow(),
                        draft.whole("rating").getAsInt());
            case RATING ->
                new Verdict.Rating(
                        draft.entity("entity").orElseThrow(),
                        draft.decimal("rating").orElseThrow());
            case SPLIT ->
                new Verdict.Split(
                        draft.entity("left").orElseThrow(),
                        draft.whole("leftPoints").getAsInt(),
                        draft.entity("right").orElseThrow(),
                        draft.whole("rightPoints").getAsInt());
            case PICK ->
                new Verdict.Pick(
                        draft.entity("left").orElseThrow(),
                        draft.entity("right").orElseThrow(),
                        draft.entity("human").orElseThrow());
            case RANK ->
                new Verdict.Rank(
                        draft.entity("entity").orElseThrow(),
                        draft.whole("rank").getAsInt());
            case CANDIDATE ->
                new Verdict.Candidate(
                        draft.entity("entity").orElseThrow(),
                        draft.yesNo("human").orElseThrow(),
                        draft.whole("rank").getAsInt());
        };
    }

    @Override
    public String toString() {
        return formName;
    }
}
