package parlor.transcripts.keylog;

/** What a keystroke log's chain says about it (see {@link KeyLogChain}). */
public sealed interface ChainVerdict {

    /** Every line carries its value and each is right: nothing was added, removed or changed. */
    record Verified(boolean keyed) implements ChainVerdict {}

    /** The record carries no chain (written before records were chained): an edit cannot be told. */
    record None() implements ChainVerdict {}

    /** Chained under a contest key that was not given: its values cannot be checked. */
    record Unverifiable() implements ChainVerdict {}

    /** The first line that is not as the relay wrote it (changed, added, or a line before it removed), and why. */
    record Broken(int line, String why) implements ChainVerdict {}

    /** In the organiser's words. */
    default String words() {
        return switch (this) {
            case Verified v ->
                v.keyed() ? "chain verified with the contest key" : "hash chain verified (no contest key)";
            case None ignored -> "no chain (written before records were chained): an edit cannot be detected";
            case Unverifiable ignored ->
                "chained with a contest key, which was not given: the chain cannot be verified "
                        + "(give --contest FILE or --contest-key-file FILE)";
            case Broken b -> "line " + b.line() + " " + b.why();
        };
    }
}
