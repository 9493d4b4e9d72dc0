package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;

/** {@code bin/transcripts check} after a short day: the relay closed its conversations when their time was up, and one was killed. */
class CheckCommandTest {

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

    private void record(String stem, String typed, String reason) throws IOException {
        TypedRecords.write(folder, stem, typed, reason);
    }
}
