package parlor.station.screen;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.link.LinkMessage;
import parlor.relay.testing.GoldenText;
import parlor.transcripts.screen.ScreenEvent;

/** The audience wall as text: panes tiled to the screen, each with its title and its latest lines. */
class WallViewTest {

    @Test
    void fourTerminalsInASquareEachTitledWithItsJudgeAndRoundAndNothingElse() {
        List<StationState> panes = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            StationState pane = pane("T" + i, i);
            typed(pane, "Hello from judge " + i);
            pane.apply(new LinkMessage.Draw(new ScreenEvent.EntityLine("Good afternoon.")), Instant.EPOCH);
            panes.add(pane);
        }

        WallView.Layout layout = WallView.layout(panes, " AUDIENCE  T1 T2 T3 T4", 80, 12);

        GoldenText.assertMatches("screens", "wall-four-terminals.txt", String.join("\n", layout.rows()) + "\n");
        assertThat(reversedRows(layout))
                .as("the two rows of titles and the last row")
                .containsExactly(0, 5, 11);
    }

    @Test
    void eachPaneScrollsToItsLatestLinesOnItsOwn() {
        StationState busy = pane("T1", 1);
        for (int line = 1; line <= 30; line++) {
            typed(busy, "line " + line);
        }
        StationState quiet = pane("T2", 2);
        typed(quiet, "only line");

        List<String> rows = WallView.layout(List.of(busy, quiet), "", 60, 10).rows();

        assertThat(rows.get(7)).as("the busy pane at its latest line").startsWith(">line 30 ");
        assertThat(rows.get(8)).startsWith("> ");
        assertThat(String.join("\n", rows)).doesNotContain(">line 23 ");
        assertThat(rows.get(1))
                .as("the quiet pane from its top")
                .startsWith(">line 24 ")
                .endsWith("\u2502>@@02" + " ".repeat(24));
        assertThat(rows.get(2)).endsWith("\u2502>only line" + " ".repeat(19));
    }

    @Test
    void whatTheOperatorRevealedStaysInSightAboveTheConversation() {
        StationState pane = pane("T3", 3);
        for (int line = 1; line <= 30; line++) {
            typed(pane, "question " + line);
        }
        pane.apply(new LinkMessage.Reveal("round 1: left Eliza (program), right Carol (human)"), Instant.EPOCH);

        List<String> rows = WallView.pane(pane, 40, 8);

        assertThat(rows.get(1)).isEqualTo("round 1: left Eliza (program), right Car");
        assertThat(rows.get(2).strip()).isEqualTo("ol (human)");
        assertThat(rows.get(3)).isEqualTo("-".repeat(40));
        assertThat(rows.get(7).strip()).isEqualTo(">");
    }

    @Test
    void upToEightTerminalsFitSideBySideInTwoRows() {
        assertThat(List.of(1, 2, 3, 4, 5, 6, 7, 8).stream().map(WallView::across))
                .containsExactly(1, 2, 2, 2, 3, 3, 4, 4);
    }

    private static StationState pane(String terminal, int judge) {
        StationState pane = new StationState(terminal, true);
        pane.linkIs("connected");
        pane.apply(new LinkMessage.Status(judge, ""), Instant.EPOCH);
        pane.apply(new LinkMessage.RoundClock(2, 4, "talk", "left", 272, false), Instant.EPOCH);
        pane.apply(new LinkMessage.Draw(new ScreenEvent.Prompt()), Instant.EPOCH);
        typed(pane, "@@0" + judge);
        return pane;
    }

    /** A judge's line as the relay draws it after a prompt: the echoed text, a new line, and the next prompt. */
    private static void typed(StationState pane, String text) {
        pane.apply(new LinkMessage.Draw(new ScreenEvent.Echo(text)), Instant.EPOCH);
        pane.apply(new LinkMessage.Draw(new ScreenEvent.NewLine()), Instant.EPOCH);
        pane.apply(new LinkMessage.Draw(new ScreenEvent.Prompt()), Instant.EPOCH);
    }

    private static List<Integer> reversedRows(WallView.Layout layout) {
        List<Integer> rows = new ArrayList<>();
        for (int row = 0; row < layout.reversed().length; row++) {
            if (layout.reversed()[row]) {
                rows.add(row);
            }
        }
        return rows;
    }
}
