package parlor.transcripts;

/** {@code bin/transcripts}: the record's tools. Until they exist, it says so rather than failing obscurely. */
public final class TranscriptsMain {

    private TranscriptsMain() {
    }

    public static void main(String[] args) {
        System.err.println("transcripts: no commands yet. The relay already writes 1996 transcripts (LPyy-nn.TXT) under its");
        System.err.println("transcripts folder; convert, replay, stats and check are still to come.");
        System.exit(2);
    }
}
