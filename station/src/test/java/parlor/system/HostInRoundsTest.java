package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.host.HiddenHost;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.TestScripts;
import parlor.transcripts.keys.Key;

/** An entry on a hidden host takes part in a contest day like any other: each round's judge is routed to it in turn. */
class HostInRoundsTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void eachRoundsJudgeTalksWithTheEntryOnItsHiddenHost() throws Exception {
        Path asked = folder.resolve("asked.txt");
        Path script = TestScripts.copy("/hosts/slow-entry.pl", folder);
        String yaml = OneEntryDay.yaml("Hosted day", "{ host: H1 }");
        try (Relay relay =
                new Relay(ContestLoader.parse(yaml, "day.yaml", folder), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            var entry = ContestLoader.entry(
                    "H1",
                    "{ program: [perl, %s, %s, '0'], prompt: 'ready> ', isolation: none }".formatted(script, asked),
                    "--entry",
                    folder);
            try (HiddenHost host = new HiddenHost("H1", entry, Clock.systemDefaultZone(), line -> {})
                    .start(RelayConnection.Dialer.tcp(address), Optional.empty(), Clock.systemDefaultZone())) {
                HeadlessStation first = new HeadlessStation("T1");
                HeadlessStation second = new HeadlessStation("T2");
                try (RelayConnection one =
                                new RelayConnection(RelayConnection.Dialer.tcp(address), "T1", first).start();
                        RelayConnection two =
                                new RelayConnection(RelayConnection.Dialer.tcp(address), "T2", second).start()) {
                    relay.controls().start();
                    HeadlessStation talking = relay.controls()
                                    .overview()
                                    .terminals()
                                    .get(0)
                                    .entity()
                                    .equals("E1")
                            ? first
                            : second;
                    RelayConnection link = talking == first ? one : two;
                    Eventually.waitFor(
                            "a prompt for the first round's judge",
                            DEADLINE,
                            () -> talking.lines().equals(List.of(">")),
                            talking::lines);
                    Key.typing("hello host\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "the hosted entry's answer",
                            DEADLINE,
                            () -> talking.lines().contains("slow: hello host"),
                            talking::lines);

                    // the round's talk, its review and the break
                    while (!relay.controls().overview().phase().startsWith("round 2")) {
                        relay.controls().endPhase();
                    }
                    HeadlessStation next = talking == first ? second : first;
                    RelayConnection nextLink = talking == first ? two : one;
                    Eventually.waitFor(
                            "a prompt for the second round's judge",
                            DEADLINE,
                            () -> next.lines().equals(List.of(">")),
                            next::lines);
                    Key.typing("hello again\r\r").forEach(nextLink::send);
                    Eventually.waitFor(
                            "the same hosted entry answering the next judge",
                            DEADLINE,
                            () -> next.lines().contains("slow: hello again"),
                            next::lines);
                    assertThat(next.lines()).doesNotContain("slow: hello host");
                }
            }
        }
    }
}
