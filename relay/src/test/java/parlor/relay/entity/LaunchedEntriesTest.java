package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordingListener;
import parlor.relay.testing.TestScripts;

/**
 * Entries of the other kinds that the relay starts itself run unchanged in their sandbox: a Perl
 * entry speaking the Loebner Prize Protocol through its communications folder, and a Python entry
 * listening on TCP (in the sandbox's own network, reached through socat beside it).
 */
class LaunchedEntriesTest {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @TempDir
    Path folder;

    @Test
    void aPerlLppEntryAndATcpEntryStartedByTheRelayAnswerFromTheirSandboxes() throws Exception {
        TestScripts.copy("/lpp/echo-entry.pl", folder);
        TestScripts.copy("/entries/tcp-entry.py", folder);
        Files.createDirectories(folder.resolve("comms"));
        Contest contest = ContestLoader.parse("""
            name: Launched
            terminals:
              T1: { entity: E1 }
              T2: { entity: E2 }
            entities:
              E1: { lpp: comms, program: [perl, echo-entry.pl, comms], quiet: 500ms }
              E2: { tcp: 127.0.0.1:9123, program: [python3, tcp-entry.py, '9123'], prompt: 'you> ' }
            """, "launched.yaml", folder);
        assertThat(((EntitySpec.Lpp) contest.entities().get("E1")).launched()).isPresent();
        assertThat(contest.entities().get("E2")).isInstanceOf(EntitySpec.Program.class);

        assertThat(answer(contest, "E1", "hello lpp")).isEqualTo("You said: hello lpp");
        assertThat(answer(contest, "E2", "hello tcp")).isEqualTo("tcp heard: hello tcp");
    }

    private static String answer(Contest contest, String entity, String message) {
        RecordingListener heard = new RecordingListener();
        try (Entity entry = Entities.supervised(contest.entities().get(entity), "T1", Clock.systemUTC())) {
            entry.start(heard);
            entry.judgeSaid(message);
            Eventually.waitFor(entity + "'s answer", DEADLINE, () -> !heard.replies.isEmpty(), () -> heard.failures);
        }
        return heard.replies.getFirst().strip();
    }
}
