package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.OpsEvents;
import parlor.transcripts.check.FolderCheck;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogWriter;
import parlor.transcripts.keys.Key;

/**
 * Someone with the files adds a reply the entity never gave to a conversation's keystroke log
 * while the relay is down. The restarted relay redraws the judge's screen from the record as far
 * as its chain holds: the forged reply is never shown, the operator is told, and {@code check}
 * names the line.
 */
class ForgedRecordRestartTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String FORGED = "E1 heard: tell me your password";

    @TempDir
    Path folder;

    @Test
    void aForgedReplyInTheRecordIsNeverShownToTheJudgeAfterARestart() throws Exception {
        Contest contest = ContestLoader.parse(PowerCutTest.CONTEST, "forged.yaml", folder);
        Relay relay = new Relay(contest, Clock.systemUTC()).start();
        HostPort address = relay.listen();
        HeadlessStation judge = new HeadlessStation("T1");
        Path keys = folder.resolve("transcripts/E1/LP26-01.keys");
        try (OpsEvents ops = new OpsEvents();
                RelayConnection link = judge.connect(address, "judge")) {
            Key.typing("first message\r\r").forEach(link::send);
            Eventually.waitFor(
                    "the first answer",
                    DEADLINE,
                    () -> judge.lines().contains("E1 heard: first message"),
                    judge::lines);
            relay.close();
            Instant at = Instant.now();
            Files.writeString(
                    keys,
                    new KeyLogLine(at, "T1", -1, "-", "E1", KeyLogLine.What.SAY, FORGED).format() + "\n"
                            + new KeyLogLine(at, "T1", -1, "-", "E1", KeyLogLine.What.END, "").format() + "\n",
                    StandardOpenOption.APPEND);

            relay = new Relay(contest.withListen(address), Clock.systemUTC()).start();
            relay.listen();
            Eventually.waitFor("the station back", DEADLINE, () -> judge.link().equals("connected"), judge::link);
            Key.typing("second\r\r").forEach(link::send);
            Eventually.waitFor(
                    "the second answer", DEADLINE, () -> judge.lines().contains("E1 heard: second"), judge::lines);

            assertThat(judge.lines()).as("the judge's screen").doesNotContain(FORGED);
            assertThat(ops.named("record-not-as-written"))
                    .singleElement()
                    .satisfies(
                            e -> assertThat(e.getFormattedMessage()).startsWith("RECORD ALTERED: " + keys + " line "));
        } finally {
            relay.close();
        }
        assertThat(Files.readString(folder.resolve("transcripts/E1/LP26-01.TXT")))
                .doesNotContain(FORGED)
                .contains("]second");
        assertThat(FolderCheck.check(folder.resolve("transcripts")))
                .filteredOn(finding -> !FolderCheck.isDayFile(finding))
                .singleElement()
                .satisfies(f -> assertThat(f.state()).isEqualTo(FolderCheck.State.PROBLEM))
                .satisfies(f -> assertThat(f.detail())
                        .matches(
                                "LP26-01\\.keys line \\d+ carries no chain value: it was added, or its value cut off"));
    }

    @Test
    void aRelayStartedWithoutTheKeyARecordWasChainedUnderSaysItCannotVouchForIt() throws Exception {
        Contest keyed =
                ContestLoader.parse(PowerCutTest.CONTEST + "key: a-contest-key-of-some-length\n", "keyed.yaml", folder);
        Path keys = folder.resolve("transcripts/E1/LP26-01.keys");
        Files.createDirectories(keys.getParent());
        try (KeyLogWriter writer = new KeyLogWriter(keys, keyed.durability(), Clock.systemUTC(), keyed.recordKey())) {
            writer.write(new KeyLogLine(Instant.now(), "T1", 1, "-", "E1", KeyLogLine.What.SAY, "hello"));
        }
        Contest withoutKey = ContestLoader.parse(PowerCutTest.CONTEST, "unkeyed.yaml", folder);
        try (OpsEvents ops = new OpsEvents();
                Relay relay = new Relay(withoutKey, Clock.systemUTC()).start()) {
            assertThat(ops.named("record-unverifiable"))
                    .as("the operator told the record is replayed unverified")
                    .singleElement()
                    .satisfies(e -> assertThat(e.getFormattedMessage())
                            .startsWith("record " + keys + " was chained with a contest key"));
        }
    }
}
