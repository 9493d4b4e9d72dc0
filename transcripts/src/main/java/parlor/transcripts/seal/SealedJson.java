package parlor.transcripts.seal;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import parlor.transcripts.keylog.ChainVerdict;
import parlor.transcripts.keylog.ChainVerifier;
import parlor.transcripts.keylog.KeyLogChain;
import parlor.transcripts.text.BoundedLines;

/**
 * A JSON line sealed with its chain value ({@link KeyLogChain}) as its last field,
 * {@code {...,"chain":"kVALUE"}}: each line stays one JSON object (jq reads it as before), and the
 * value covers the line as it was without that field, and the value before it.
 */
public final class SealedJson {

    private static final String FIELD = ",\"chain\":\"";
    private static final int TAIL = FIELD.length() + KeyLogChain.VALUE_LENGTH + 2;

    /** One line as read: its number, its JSON without the chain field, and its value ({@code ""} if it has none). */
    public record Line(int number, String json, String value) {}

    /** A file's lines and what its chain says of them. */
    public record Read(List<Line> lines, ChainVerdict chain) {

        /** The value of line {@code number} (1-based), or {@code ""} past the end. */
        public String valueAt(int number) {
            return number >= 1 && number <= lines.size() ? lines.get(number - 1).value() : "";
        }
    }

    private SealedJson() {}

    /** {@code json} (one object, as written) with {@code value} as its last field. */
    public static String seal(String json, String value) {
        return json.substring(0, json.length() - 1) + FIELD + value + "\"}";
    }

    /** A line's JSON as it was sealed, and its value if it carries one. */
    public static KeyLogChain.Sealed split(String line) {
        int length = line.length();
        if (length >= TAIL && line.endsWith("\"}") && line.startsWith(FIELD, length - TAIL)) {
            return new KeyLogChain.Sealed(
                    line.substring(0, length - TAIL) + "}",
                    Optional.of(line.substring(length - TAIL + FIELD.length(), length - 2)));
        }
        return new KeyLogChain.Sealed(line, Optional.empty());
    }

    public static Read read(Path file, Optional<byte[]> recordKey) throws IOException {
        try (Reader reader = new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8)) {
            return read(reader, recordKey);
        }
    }

    /** Every line, blank ones too (the chain covers them), checked under {@code recordKey} as far as it can be. */
    public static Read read(Reader source, Optional<byte[]> recordKey) throws IOException {
        BoundedLines reader = new BoundedLines(source);
        ChainVerifier verifier = new ChainVerifier(recordKey);
        List<Line> lines = new ArrayList<>();
        for (BoundedLines.Line next = reader.next(); next != null; next = reader.next()) {
            KeyLogChain.Sealed sealed = split(next.text());
            verifier.take(next.number(), sealed);
            lines.add(new Line(next.number(), sealed.text(), sealed.value().orElse("")));
        }
        return new Read(List.copyOf(lines), verifier.verdict());
    }
}
