package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.GoldenText;

/**
 * What the room sees of a whole 1996 day, through the real relay: an audience wall's pane and a
 * watcher at T1. A judge's verdicts are their own until the results (2003 rule 45: "Judges will not
 * be allowed to confer with each other or with spectators"), so neither ever sees the review; after
 * the end the last conversation stays, the end's words under it, and the reveal goes above it.
 */
class RoomAtTheReviewAndTheEndTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final Duration DELAY = Duration.ofSeconds(5);
    /** What each judge answers at the review: a rating no line of a conversation here holds. */
    private static final String VERDICT = "7";

    @TempDir
    Path folder;

    private static String yaml() {
        String entry =
                "$|=1; print \"ready> \"; while (my $l = <STDIN>) { chomp $l; print \"%s heard: $l\\nready> \" }";
        return """
            name: A watched 1996 day
            listen: 127.0.0.1:0
            rules: loebner-1996
            rehearsal: true
            audience: { delay: %ds }
            terminals:
              T1: { judge: 1 }
              T2: { judge: 2 }
            entities:
              E1: { program: [perl, -e, '%s'], prompt: 'ready>\\s*' }
              E2: { program: [perl, -e, '%s'], prompt: 'ready>\\s*' }
            """.formatted(DELAY.toSeconds(), entry.formatted("E1"), entry.formatted("E2"));
    }

    /** The day from its start to its end, the wall's delay past it; each judge says who they are each round and rates 7. */
    private List<String> runTheDay(DayRun day, HeadlessStation wall) {
        List<String> said = new ArrayList<>();
        day.run(
                (phase, judge, terminal) -> said.add(judge.say("round " + phase.round() + " at " + terminal)),
                (phase, judge, terminal) -> judge.answerAll(phase.round(), question -> VERDICT));
        day.advance(DELAY);
        Eventually.waitFor(
                "the end on the wall",
                DEADLINE,
                () -> String.join("\n", wall.lines()).contains("The contest is over. Thank you."),
                wall::lines);
        return said;
    }

    @Test
    void neitherTheWallNorAWatcherEverSeesAJudgeAtTheReview() throws Exception {
        try (DayRun day = new DayRun(yaml(), folder, List.of("T1", "T2"))) {
            HeadlessStation wall = day.onlooker("T1", "audience");
            HeadlessStation watcher = day.onlooker("T1", "watcher");
            runTheDay(day, wall);

            for (HeadlessStation onlooker : List.of(wall, watcher)) {
                assertThat(onlooker.everDrawn())
                        .as("what the review showed T1's judge, and what they typed there")
                        .noneMatch(text -> text.contains("How human"))
                        .noneMatch(text -> text.matches(".*Round \\d+ is over.*"))
                        .doesNotContain(VERDICT);
            }
        }
    }

    @Test
    void afterTheEndEachPaneKeepsItsLastConversationAndTheRevealGoesAboveIt() throws Exception {
        try (DayRun day = new DayRun(yaml(), folder, List.of("T1", "T2"))) {
            HeadlessStation wall = day.onlooker("T1", "audience");
            List<String> said = runTheDay(day, wall);
            String lastAnswer = said.stream()
                    .filter(answer -> answer.endsWith(" at T1"))
                    .reduce((earlier, later) -> later)
                    .orElseThrow();

            List<String> ended = wall.asWallPane(60, 12);
            assertThat(ended)
                    .as("the wall after the end")
                    .anyMatch(row -> row.startsWith(" T1  judge 01  contest over"))
                    .anyMatch(row -> row.startsWith(lastAnswer.substring(0, Math.min(60, lastAnswer.length()))))
                    .anyMatch(row -> row.startsWith("The contest is over. Thank you."));
            GoldenText.assertMatches("screens", "wall-pane-after-the-end.txt", String.join("\n", ended));

            day.controls().reveal();
            day.advance(DELAY);
            Eventually.waitFor(
                    "the reveal on the wall",
                    DEADLINE,
                    () -> String.join("\n", wall.asWallPane(60, 12)).contains("round 1: "),
                    () -> wall.asWallPane(60, 12));
            List<String> revealed = wall.asWallPane(60, 12);
            assertThat(String.join("\n", revealed))
                    .as("the wall after the reveal")
                    .contains("(program)", lastAnswer, "The contest is over. Thank you.");
            GoldenText.assertMatches("screens", "wall-pane-after-the-reveal.txt", String.join("\n", revealed));
        }
    }
}
