package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keys.Key;

/**
 * The relay's machine loses power under {@code durability: flush}: the last keys the relay had
 * acknowledged never reached its disk. The station still holds them, and sends them again to the
 * relay that starts afterwards; the judge goes on typing, and every key is on record once.
 */
class PowerCutTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    /** One terminal and an entry that answers each line at once: also {@link ForgedRecordRestartTest}'s. */
    static final String CONTEST = """
        name: Power cut
        listen: 127.0.0.1:0
        terminals:
          T1: { entity: E1 }
        entities:
          E1: { program: [perl, -e, '$|=1; print "ready> "; while (my $l = <STDIN>) { chomp $l; print "E1 heard: $l\\nready> " }'], prompt: 'ready>\\s*' }
        """;

    @TempDir
    Path folder;

    @Test
    void keysTheRelaysDiskLostComeAgainFromTheStation() throws Exception {
        Contest contest = ContestLoader.parse(CONTEST, "cut.yaml", folder);
        Relay relay = new Relay(contest, Clock.systemUTC()).start();
        HostPort address = relay.listen();
        HeadlessStation judge = new HeadlessStation("T1");
        try (RelayConnection link = judge.connect(address, "judge")) {
            Key.typing("first message\r\r").forEach(link::send);
            Eventually.waitFor(
                    "the first answer",
                    DEADLINE,
                    () -> judge.lines().contains("E1 heard: first message"),
                    judge::lines);
            Key.typing("second mess").forEach(link::send);
            Eventually.waitFor("the keys echoed", DEADLINE, () -> judge.lines().contains(">second mess"), judge::lines);
            relay.close();
            Path keys = folder.resolve("transcripts/E1/LP26-01.keys");
            List<String> onDisk = Files.readAllLines(keys);
            // the power cut: the disk never had the last five keys
            Files.write(keys, onDisk.subList(0, onDisk.size() - 5));

            relay = new Relay(contest.withListen(address), Clock.systemUTC()).start();
            relay.listen();
            Eventually.waitFor("the station back", DEADLINE, () -> judge.link().equals("connected"), judge::link);
            Key.typing("age\r\r").forEach(link::send);
            Eventually.waitFor(
                    "the second answer",
                    DEADLINE,
                    () -> judge.lines().contains("E1 heard: second message"),
                    judge::lines);
        } finally {
            relay.close();
        }
        List<Long> numbers =
                KeyLogReader.read(Files.newBufferedReader(folder.resolve("transcripts/E1/LP26-01.keys")), "keys")
                        .lines()
                        .stream()
                        .filter(line ->
                                line.what() == KeyLogLine.What.KEY && line.who().equals("judge"))
                        .map(KeyLogLine::keySeq)
                        .toList();
        assertThat(numbers)
                .as("every key the station sent, once, in order")
                .isEqualTo(LongStream.rangeClosed(1, "first message\r\rsecond message\r\r".length())
                        .boxed()
                        .toList());
        assertThat(Files.readString(folder.resolve("transcripts/E1/LP26-01.TXT")))
                .contains("]second message");
    }
}
