package parlor.transcripts.keylog;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Checks a keystroke log's chain line by line, as it is read. Each value is checked against the
 * value written on the line before, so the first line found wrong is the first one not as the
 * relay wrote it.
 */
public final class ChainVerifier {

    /** The record key, or empty when none is known (a keyed chain then cannot be checked). */
    private final Optional<byte[]> recordKey;
    /** {@code k} or {@code h} from the first line; {@code -} for a record with no chain; 0 before the first line. */
    private char kind;

    private KeyLogChain chain;
    private String previous = "";
    private ChainVerdict.Broken broken;

    public ChainVerifier(Optional<byte[]> recordKey) {
        this.recordKey = recordKey;
    }

    /** Takes the next line as read (blank lines too); false from the first line that breaks the chain on. */
    public boolean take(int number, KeyLogChain.Sealed line) {
        if (broken == null) {
            Optional<String> why = wrong(line);
            why.ifPresent(reason -> broken = new ChainVerdict.Broken(number, reason));
        }
        return broken == null;
    }

    private Optional<String> wrong(KeyLogChain.Sealed line) {
        if (kind == 0) {
            kind = line.value().map(v -> v.isEmpty() ? '?' : v.charAt(0)).orElse('-');
            if (kind == 'h' && recordKey.isPresent()) {
                return Optional.of(
                        "is chained without the contest key (a plain hash chain, which anyone can recompute)");
            }
            chain = kind == 'k' || kind == 'h' ? KeyLogChain.of(kind == 'k' ? recordKey : Optional.empty()) : null;
        }
        if (line.value().isEmpty()) {
            return kind == '-'
                    ? Optional.empty()
                    : Optional.of("carries no chain value: it was added, or its value cut off");
        }
        String value = line.value().get();
        if (value.length() != KeyLogChain.VALUE_LENGTH || value.charAt(0) != kind || chain == null) {
            return Optional.of(
                    kind == '-'
                            ? "carries a chain value in a record that has none"
                            : "does not end in a chain value of this record");
        }
        String expected =
                chain.kind() == kind ? chain.next(previous, line.text().getBytes(StandardCharsets.UTF_8)) : null;
        previous = value;
        if (expected != null && !KeyLogChain.same(expected, value)) {
            return Optional.of("is not as the relay wrote it (changed, added, or a line before it removed)");
        }
        return Optional.empty();
    }

    public ChainVerdict verdict() {
        if (broken != null) {
            return broken;
        }
        if (kind == 0 || kind == '-') {
            return new ChainVerdict.None();
        }
        return kind == 'k' && recordKey.isEmpty()
                ? new ChainVerdict.Unverifiable()
                : new ChainVerdict.Verified(kind == 'k');
    }
}
