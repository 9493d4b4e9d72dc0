package parlor.tools;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.TranscriptHeader;

/** A relay's records of a judge typing, made by hand: {@code STEM.keys} and the {@code STEM.TXT} the relay derives from it. */
final class TypedRecords {

    static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    private TypedRecords() {}

    /** Judge 4 typed {@code typed} at a key a second; the relay then closed the record with {@code reason}, or (null) was killed. */
    static void write(Path folder, String stem, String typed, String reason) throws IOException {
        write(folder, stem, typed, reason, java.util.Optional.empty());
    }

    /** As above, by a relay whose contest key gives this record key (empty: none). */
    static void write(Path folder, String stem, String typed, String reason, java.util.Optional<byte[]> recordKey)
            throws IOException {
        List<KeyLogLine> log = new ArrayList<>(List.of(begin(T0, 4)));
        Instant at = T0;
        for (Key key : Key.typing(typed)) {
            at = at.plusSeconds(1);
            log.add(new KeyLogLine(at, "T1", 4, "-", "judge", KeyLogLine.What.KEY, key.name()));
        }
        if (reason != null) {
            log.add(new KeyLogLine(at.plusSeconds(1), "T1", 4, "-", "relay", KeyLogLine.What.CLOSE, reason));
        }
        parlor.transcripts.testing.KeyRecords.write(folder, stem, log, recordKey);
    }

    /** The line a relay opens a record at T1 with, at {@code at}, judge {@code judge} talking with Eliza. */
    static KeyLogLine begin(Instant at, int judge) {
        return new KeyLogLine(
                at,
                "T1",
                judge,
                "-",
                "relay",
                KeyLogLine.What.BEGIN,
                new BeginFacts(new TranscriptHeader("(c)2026 Test", "Eliza", "Debian", at), ZoneId.of("UTC"))
                        .payload());
    }
}
