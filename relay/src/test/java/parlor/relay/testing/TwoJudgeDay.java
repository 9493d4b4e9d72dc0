package parlor.relay.testing;

/**
 * A short 2009-style contest day for tests that run one at a real relay: two judges, two entries
 * and two confederates, drawn with seed 3 (round 1's left-hand turn puts judge 1 with a
 * confederate and excuses judge 2; the right-hand turn brings an entry).
 */
public final class TwoJudgeDay {

    /** The contest key, where the day has one; each seat's key derives from it. */
    public static final String CONTEST_KEY = "correct-horse-battery-staple-2026";

    private TwoJudgeDay() {}

    /**
     * The contest file: with the key or without, each entry running {@code entry} (a YAML list:
     * {@code [cat]}), and {@code more} lines (a transcripts folder, say) at the top.
     */
    public static String yaml(boolean keyed, String entry, String more) {
        return """
            name: Two-judge day
            listen: 127.0.0.1:0
            %s
            %s
            rules: loebner-2009
            seed: 3
            timing: { talk: 10m, review: 4m, break: 2m }
            terminals:
              T1: { judge: 1 }
              T2: { judge: 2 }
            entities:
              E1: { program: %s }
              E2: { program: %s }
              C1: { confederate: D1 }
              C2: { confederate: D2 }
            """.formatted(keyed ? "key: " + CONTEST_KEY : "", more, entry, entry);
    }
}
