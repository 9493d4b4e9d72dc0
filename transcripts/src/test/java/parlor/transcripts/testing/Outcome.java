package parlor.transcripts.testing;

/** What a reading gave, or the reason it refused: for comparing a reader with the one it replaces, refusals included. */
public final class Outcome {

    /** A reading that may refuse with {@link IllegalArgumentException}. */
    @FunctionalInterface
    public interface Reading {
        Object read();
    }

    private Outcome() {}

    public static Object of(Reading reading) {
        try {
            return reading.read();
        } catch (IllegalArgumentException e) {
            return "refused: " + e.getMessage();
        }
    }
}
