package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.TmuxPane;
import parlor.transcripts.keys.Key;

/**
 * The audience wall as the room sees it: the real {@code bin/station --role audience} in a real
 * terminal (tmux), showing two terminals' conversations at once, one with a program and one with a
 * confederate typing at a desk; everything reaches the wall the contest's delay after the judge
 * saw it, and nothing on it says which side is human until the operator reveals it.
 */
class AudienceWallIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);
    private static final Duration DELAY = Duration.ofSeconds(4);
    private static final Path LAUNCHER =
            Path.of("..", "bin", "station").toAbsolutePath().normalize();
    /** Words that would tell the room who or what is behind a side. */
    private static final List<String> GIVEAWAYS =
            List.of("Carol", "Alpha", "human", "program", "confederate", "D1", "E1", "E2");

    @TempDir
    Path folder;

    private final List<List<String>> seen = new ArrayList<>();

    @Test
    void theRoomSeesBothConversationsAdvanceTheDelayAfterTheJudgesAndNoOneNamedUntilTheReveal() throws Exception {
        String yaml = """
            name: Wall
            listen: 127.0.0.1:0
            audience: { delay: %ds }
            terminals:
              T1: { entity: E1 }
              T2: { entity: E2 }
            entities:
              E1: { program: [perl, -e, '$|=1; print "ready> "; while (<STDIN>) { print "I would rather talk about the weather\\nready> " }'], prompt: 'ready>\\s*', name: Alpha }
              E2: { confederate: D1, name: Carol }
            """.formatted(DELAY.toSeconds());
        try (Relay relay = new Relay(ContestLoader.parse(yaml, "wall.yaml", folder), Clock.systemUTC()).start()) {
            HostPort address = relay.listen();
            HeadlessStation one = new HeadlessStation("T1");
            HeadlessStation two = new HeadlessStation("T2");
            HeadlessStation desk = new HeadlessStation("D1");
            try (RelayConnection judgeOne = one.connect(address, "judge");
                    RelayConnection judgeTwo = two.connect(address, "judge");
                    RelayConnection confederate = desk.connect(address, "confederate");
                    TmuxPane wall = TmuxPane.running(
                            "PARLOR_NO_BUILD=1 " + LAUNCHER + " --role audience --connect " + address
                                    + " --terminal T1,T2 --logs " + folder.resolve("wall-logs")
                                    + "; echo WALL-EXITED-$?; sleep 60",
                            120,
                            30)) {
                watch(
                        wall,
                        "both panes",
                        rows -> rows.getFirst().contains(" T1  judge --")
                                && rows.getFirst().contains(" T2  judge --")
                                && rows.get(29).contains("AUDIENCE"));

                type(judgeOne, "@@01\r\rWhat did you have for breakfast?\r\r");
                type(judgeTwo, "@@02\r\rWhere did you grow up?\r\r");
                Eventually.waitFor(
                        "the question at the desk", DEADLINE, () -> desk.lines().contains("Where did you grow up?"));
                type(confederate, "In a small town by the sea.\r\r");
                Eventually.waitFor(
                        "both answers on the judges' screens",
                        DEADLINE,
                        () -> one.lines().contains("I would rather talk about the weather")
                                && two.lines().contains("In a small town by the sea."));
                long judgesSaw = System.nanoTime();
                List<String> meanwhile = wall.rows();
                seen.add(meanwhile);
                assertThat(String.join("\n", meanwhile))
                        .as("the room has not seen the answers yet")
                        .doesNotContain("weather", "small town");

                List<String> both = watch(wall, "both answers on the wall", rows -> {
                    String screen = String.join("\n", rows);
                    return screen.contains("weather") && screen.contains("small town");
                });
                Duration behind = Duration.ofNanos(System.nanoTime() - judgesSaw);
                System.out.printf(
                        "audience wall: both answers on the wall %d ms after the judges saw them (delay %d s)%n",
                        behind.toMillis(), DELAY.toSeconds());
                assertThat(behind).as("the wall runs the delay behind").isGreaterThan(DELAY.minusMillis(500));
                assertThat(both.get(1))
                        .as("the two conversations side by side")
                        .startsWith(">@@01")
                        .contains("\u2502>@@02");

                // a second exchange: both panes move on again, at once
                type(judgeOne, "Do you like rain?\r\r");
                type(judgeTwo, "What was the town called?\r\r");
                Eventually.waitFor(
                        "the second question at the desk",
                        DEADLINE,
                        () -> desk.lines().contains("What was the town called?"));
                type(confederate, "I would rather not say.\r\r");
                watch(wall, "both second exchanges on the wall", rows -> {
                    String screen = String.join("\n", rows);
                    return screen.contains("Do you like rain?")
                            && screen.contains("rather not say")
                            && screen.split("weather", -1).length == 3;
                });
                for (List<String> rows : seen) {
                    assertThat(String.join("\n", rows))
                            .as("nothing on the wall says who is behind a side before the reveal")
                            .doesNotContain(GIVEAWAYS);
                }

                List<String> beforeReveal = seen.getLast();
                String said = relay.controls().reveal();
                assertThat(said).contains("T1", "T2");
                // each pane's link is told on its own tick: the two may land a moment apart
                watch(wall, "the reveal in both panes", rows -> {
                    String screen = String.join("\n", rows);
                    return screen.contains("Carol (human)") && screen.contains("Alpha (program)");
                });
                List<String> revealed = wall.rows();
                Files.createDirectories(Path.of("target", "wall-artifacts"));
                Files.write(Path.of("target", "wall-artifacts", "wall-before-reveal.txt"), beforeReveal);
                Files.write(Path.of("target", "wall-artifacts", "wall-revealed.txt"), revealed);

                wall.press("C-]");
                wall.waitForRows(
                        "the wall to close",
                        DEADLINE,
                        rows -> String.join("\n", rows).contains("WALL-EXITED-0"));
            }
        }
    }

    /**
     * The organiser who starts the wall with no {@code --terminal}: it asks the relay and shows every
     * judge's terminal of the contest, tiled (three here: two above, one below), and never the
     * confederate's desk behind T3.
     */
    @Test
    void withNoTerminalNamedTheWallShowsEveryJudgesTerminalOfTheContest() throws Exception {
        String yaml = """
            name: Wall of three
            listen: 127.0.0.1:0
            audience: { delay: 1s }
            terminals:
              T1: { entity: E1 }
              T2: { entity: E2 }
              T3: { entity: C1 }
            entities:
              E1: { program: [cat] }
              E2: { program: [cat] }
              C1: { confederate: D1 }
            """;
        try (Relay relay = new Relay(ContestLoader.parse(yaml, "three.yaml", folder), Clock.systemUTC()).start();
                TmuxPane wall = TmuxPane.running(
                        "PARLOR_NO_BUILD=1 " + LAUNCHER + " --role audience --connect " + relay.listen() + " --logs "
                                + folder.resolve("wall-logs") + "; echo WALL-EXITED-$?; sleep 60",
                        120,
                        30)) {
            List<String> rows = wall.waitForRows(
                    "three panes, T3 under T1, each connected",
                    DEADLINE,
                    shown -> shown.getFirst().contains(" T1  judge")
                            && shown.getFirst().contains(" T2  judge")
                            && shown.get(14).startsWith(" T3  judge")
                            && shown.get(29).startsWith(" AUDIENCE  T1 T2 T3 ")
                            && !String.join("\n", shown).contains("connecting"));
            assertThat(String.join("\n", rows))
                    .as("a desk is never on the wall")
                    .doesNotContain("D1");
            Files.createDirectories(Path.of("target", "wall-artifacts"));
            Files.write(Path.of("target", "wall-artifacts", "wall-three-terminals.txt"), rows);
            wall.press("C-]");
            wall.waitForRows(
                    "the wall to close",
                    DEADLINE,
                    shown -> String.join("\n", shown).contains("WALL-EXITED-0"));
        }
    }

    /** Waits for the wall to show something, keeping every screen seen on the way. */
    private List<String> watch(TmuxPane wall, String what, java.util.function.Predicate<List<String>> condition) {
        return wall.waitForRows(what, DEADLINE, rows -> {
            seen.add(rows);
            return condition.test(rows);
        });
    }

    private static void type(RelayConnection link, String text) {
        Key.typing(text).forEach(link::send);
    }
}
