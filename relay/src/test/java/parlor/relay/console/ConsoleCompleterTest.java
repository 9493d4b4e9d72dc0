package parlor.relay.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jline.reader.Candidate;
import org.jline.reader.impl.DefaultParser;
import org.junit.jupiter.api.Test;
import parlor.relay.console.RelayControls.TerminalRow;

/** Tab completion asked directly, as the reader asks it, with the line parsed as the reader parses it. */
class ConsoleCompleterTest {

    private final RecordingControls controls = new RecordingControls();
    private final ConsoleCompleter completer = new ConsoleCompleter(controls);

    @Test
    void theFirstWordCompletesToCommandNames() {
        assertThat(candidates(""))
                .containsExactly(
                        "status",
                        "start",
                        "pause",
                        "resume",
                        "extend",
                        "end",
                        "restart",
                        "watch",
                        "reveal",
                        "disqualify",
                        "help",
                        "quit");
    }

    @Test
    void watchAndRestartCompleteToTheTerminalsTheConsoleHasNow() {
        assertThat(candidates("watch ")).containsExactly("T1", "T2");
        assertThat(candidates("RESTART T")).containsExactly("T1", "T2");

        controls.overview = new RelayControls.Overview(
                "Cup",
                "r",
                "round",
                1,
                1,
                Duration.ZERO,
                false,
                List.of(new TerminalRow("J7", "07", "E1", "-", "connected", "")));
        assertThat(candidates("watch ")).containsExactly("J7");
    }

    @Test
    void otherArgumentsCompleteToNothing() {
        assertThat(candidates("extend ")).isEmpty();
        assertThat(candidates("pause ")).isEmpty();
        assertThat(candidates("watch T1 ")).isEmpty();
    }

    @Test
    void aDeskThatCannotAnswerOffersNoTerminalsRatherThanBreakingThePrompt() {
        controls.overviewFails(new IllegalStateException("the relay is starting"));

        assertThat(candidates("watch ")).isEmpty();
    }

    /** JLine filters the candidates by the word typed so far; this returns them all, in the completer's order. */
    private List<String> candidates(String typed) {
        List<Candidate> found = new ArrayList<>();
        completer.complete(null, new DefaultParser().parse(typed, typed.length()), found);
        return found.stream().map(Candidate::value).toList();
    }
}
