package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogTo96;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.TranscriptHeader;

/** {@code bin/transcripts check} after a short day: the relay closed its conversations when their time was up, and one was killed. */
class CheckCommandTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    @TempDir
    Path folder;

    @Test
    void conversationsClosedWhenTheirTimeWasUpCountAsOkAndOnlyTheKilledOneAsInterrupted() throws IOException {
        record("E1/LP26-01", "Hello?\rAre y", "time up");
        record(".desk-D1/LP26-01", "I am her", "time up");
        record("E2/LP26-01", "Hello?\rAre y", null);

        CommandRun run = CommandRun.of(new TranscriptsMain(), "check", folder.toString());

        assertThat(run.exit()).isZero();
        assertThat(run.out().lines()).containsExactly(
            "OK          .desk-D1/LP26-01: ended: time up, while the confederate was typing (current line 'I am her'); 8 keys, 0 transcript lines",
            "OK          E1/LP26-01: ended: time up, while the judge was typing (1 finished line, current line 'Are y'); 12 keys, 1 transcript lines",
            "INTERRUPTED E2/LP26-01: record ends mid-conversation: the judge was typing a message (1 finished line(s), current line 'Are y'); "
                + "12 keys, 1 transcript lines",
            "3 conversation(s): 2 ok, 1 interrupted, 0 with problems");
    }

    /** A record of keys typed; closed by the relay with {@code reason}, or (null) cut off by a kill. */
    private void record(String stem, String typed, String reason) throws IOException {
        List<KeyLogLine> log = new ArrayList<>(List.of(new KeyLogLine(T0, "T1", 4, "-", "relay", KeyLogLine.What.BEGIN,
            new BeginFacts(new TranscriptHeader("(c)2026 Test", "Eliza", "Debian", T0), ZoneId.of("UTC")).payload())));
        Instant at = T0;
        for (Key key : Key.typing(typed)) {
            at = at.plusSeconds(1);
            log.add(new KeyLogLine(at, "T1", 4, "-", "judge", KeyLogLine.What.KEY, key.name()));
        }
        if (reason != null) {
            log.add(new KeyLogLine(at.plusSeconds(1), "T1", 4, "-", "relay", KeyLogLine.What.CLOSE, reason));
        }
        Path keys = folder.resolve(stem + ".keys");
        Files.createDirectories(keys.getParent());
        Files.write(keys, log.stream().map(KeyLogLine::format).toList());
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        KeyLogTo96.write(log, stem, text);
        Files.write(folder.resolve(stem + ".TXT"), text.toByteArray());
    }
}
