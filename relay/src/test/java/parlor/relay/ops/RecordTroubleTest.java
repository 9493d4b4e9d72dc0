package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.OpsEvents;
import parlor.relay.testing.UnwritableLog;
import parlor.transcripts.keys.Key;

/**
 * A record that cannot be written reaches the operator's console and the judge's status line even
 * when the operator log cannot be written either (logs and transcripts on one full disk).
 */
class RecordTroubleTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String NOT_WRITTEN = "! RECORD NOT WRITTEN";
    /** What the judge reads: neutral, the same whoever the other side is. */
    private static final String TROUBLE = "record trouble: please tell the operator";

    @TempDir
    Path folder;

    private final List<String> notices = new CopyOnWriteArrayList<>();

    @Test
    void theConsolesNoticeAndTheJudgesStatusLineSayItWhileTheLogCannotBeWritten() throws Exception {
        try (UnwritableLog log = new UnwritableLog(folder);
                Relay relay = relayWhoseRecordCannotBeWritten();
                RelayConnection station = judgeAt(relay)) {
            Key.typing("@@04\r\rhello\r").forEach(station::send);

            Eventually.waitFor("the judge's status line", DEADLINE, () -> notices.contains(TROUBLE), () -> notices);
            Eventually.waitFor(
                    "the console's NOTICE", DEADLINE, () -> notice(relay).equals(NOT_WRITTEN), () -> notice(relay));
            assertThat(log.folder()).as("the log could not be written").doesNotExist();
        }
    }

    @Test
    void anEntryRestartedMeanwhileDoesNotClearIt() throws Exception {
        try (UnwritableLog log = new UnwritableLog(folder);
                Relay relay = relayWhoseRecordCannotBeWritten();
                RelayConnection station = judgeAt(relay);
                OpsEvents events = new OpsEvents()) {
            Key.typing("@@04\r\rhello\r").forEach(station::send);
            Eventually.waitFor(
                    "the console's NOTICE", DEADLINE, () -> notice(relay).equals(NOT_WRITTEN), () -> notice(relay));

            relay.controls().restartEntity("T1");
            Eventually.waitFor(
                    "the entry started again",
                    DEADLINE,
                    () -> events.named("entity-started").stream()
                            .anyMatch(e -> OpsEvents.field(e, "restarted").equals("true")));

            assertThat(notice(relay)).as("the record still fails").isEqualTo(NOT_WRITTEN);
            assertThat(notices.getLast()).isEqualTo(TROUBLE);
        }
    }

    /** T1's transcripts folder is taken by a plain file: every write of its record fails, as on a full disk. */
    private Relay relayWhoseRecordCannotBeWritten() throws Exception {
        Files.createDirectories(folder.resolve("transcripts"));
        Files.writeString(folder.resolve("transcripts/E1"), "");
        String yaml = """
            name: Record trouble
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [cat], isolation: none }
            """;
        return new Relay(ContestLoader.parse(yaml, "trouble.yaml", folder), Clock.systemDefaultZone()).start();
    }

    private RelayConnection judgeAt(Relay relay) {
        RelayConnection.Events events = new RelayConnection.Events() {
            @Override
            public void received(LinkMessage message) {
                if (message instanceof LinkMessage.Status status) {
                    notices.add(status.notice());
                }
            }

            @Override
            public void linkIs(String description) {
                // the test reads the status line only
            }
        };
        return new RelayConnection(RelayConnection.Dialer.tcp(relay.listen()), "T1", events).start();
    }

    private static String notice(Relay relay) {
        return relay.controls().overview().terminals().getFirst().notice();
    }
}
