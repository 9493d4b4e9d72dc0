package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordingListener;
import parlor.relay.testing.TestScripts;

/**
 * An entry that tries, on a judge's message, every attack a hostile entry managed on c4a2797: the
 * contest's key and the seat keys, the relay's environment, another terminal's transcript, the
 * relay's process, a socket of the operator's, another terminal's record, a competitor's script,
 * the network, a child left running after it is stopped, 300 processes. In its sandbox every one fails; the same
 * entry with {@code isolation: none} shows each would have worked (the environment and the
 * network apart: an entry never gets the relay's environment, and is always cut off from the
 * network unless the contest allows it).
 */
class HostileEntryInSandboxTest {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @TempDir
    Path folder;

    @Test
    void inTheSandboxEveryAttackFails() throws Exception {
        Map<String, String> report = attack("sandbox");
        assertThat(report)
                .as(report.toString())
                .allSatisfy((attack, outcome) -> assertThat(outcome).as(attack).startsWith("blocked"));
        Eventually.waitFor(
                "the child it left running gone with its sandbox",
                DEADLINE,
                () -> childrenLeft().isEmpty());
    }

    @Test
    void withoutTheSandboxTheSameAttacksWork() throws Exception {
        Map<String, String> report = attack("none");
        try {
            assertThat(report)
                    .as(report.toString())
                    .hasEntrySatisfying("contest-key", got())
                    .hasEntrySatisfying("seat-keys", got())
                    .hasEntrySatisfying("transcript", got())
                    .hasEntrySatisfying("signal-relay", got())
                    .hasEntrySatisfying("unix-socket", got())
                    .hasEntrySatisfying("forge-record", got())
                    .hasEntrySatisfying("edit-competitor", got())
                    .hasEntrySatisfying("fork-bomb", got());
            assertThat(report)
                    .as("never the relay's environment, never the network unless allowed")
                    .hasEntrySatisfying("relay-environment", blocked())
                    .hasEntrySatisfying("network", blocked());
            assertThat(childrenLeft())
                    .as("without the sandbox the child outlives the entry")
                    .isNotEmpty();
        } finally {
            childrenLeft().forEach(ProcessHandle::destroyForcibly);
        }
    }

    private static java.util.function.Consumer<String> got() {
        return outcome -> assertThat(outcome).startsWith("GOT");
    }

    private static java.util.function.Consumer<String> blocked() {
        return outcome -> assertThat(outcome).startsWith("blocked");
    }

    private String childMark() {
        return "parlor-hostile-" + folder.getFileName();
    }

    private List<ProcessHandle> childrenLeft() {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info()
                        .commandLine()
                        .map(line -> line.contains(childMark()))
                        .orElse(false))
                .toList();
    }

    /** The relay's things the entry goes after, made here; the entry run as the contest file says, asked once; its report. */
    private Map<String, String> attack(String isolation) throws Exception {
        Path script = TestScripts.copy("/entries/hostile-entry.py", folder);
        Path contest = Files.writeString(
                folder.resolve("contest.yaml"), "name: Hostile\nkey: correct-horse-battery-staple-2026\n");
        Path keys = Files.createDirectories(folder.resolve("keys"));
        Files.writeString(keys.resolve("judge-T1.key"), "00112233\n");
        Path other = Files.createDirectories(folder.resolve("transcripts/C1"));
        Path transcript = Files.writeString(
                other.resolve("LP26-01.TXT"), "PROGRAM[10:00:00]My PIN is 4711 and I grew up in Leeds\r\n");
        Path record = Files.writeString(other.resolve("LP26-01.keys"), "");
        Path competitor = Files.writeString(folder.resolve("competitor.pl"), "print 'I am E2'\n");
        Path socketPath = folder.resolve("operator.sock");
        try (ServerSocketChannel operatorSocket = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
                ServerSocket listening = new ServerSocket(0)) {
            operatorSocket.bind(UnixDomainSocketAddress.of(socketPath));
            String where = """
                {"contest":"%s","keys":"%s","transcript":"%s","relay_pid":%d,"socket":"%s","record":"%s","competitor":"%s",\
                "port":%d,"child_mark":"%s"}""".formatted(
                            contest,
                            keys,
                            transcript,
                            ProcessHandle.current().pid(),
                            socketPath,
                            record,
                            competitor,
                            listening.getLocalPort(),
                            childMark());
            EntitySpec.Program entry = (EntitySpec.Program) ContestLoader.entry(
                    "E1",
                    "{ program: [python3, hostile-entry.py, '%s'], prompt: 'you> ', isolation: %s }"
                            .formatted(where.replace("'", "''"), isolation),
                    "the test",
                    folder);
            RecordingListener heard = new RecordingListener();
            try (ProgramEntity hostile = new ProgramEntity(entry, "T1", Clock.systemUTC())) {
                hostile.start(heard);
                hostile.judgeSaid("hello");
                Eventually.waitFor(
                        "the entry's report", DEADLINE, () -> !heard.replies.isEmpty(), () -> heard.failures);
            }
            return heard.replies
                    .getFirst()
                    .lines()
                    .filter(line -> line.contains(": "))
                    .collect(Collectors.toMap(
                            line -> line.substring(0, line.indexOf(": ")),
                            line -> line.substring(line.indexOf(": ") + 2),
                            (a, b) -> a,
                            LinkedHashMap::new));
        }
    }
}
