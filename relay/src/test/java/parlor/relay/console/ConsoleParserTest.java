package parlor.relay.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import parlor.relay.console.ConsoleCommand.Blank;
import parlor.relay.console.ConsoleCommand.Extend;
import parlor.relay.console.ConsoleCommand.Plain;
import parlor.relay.console.ConsoleCommand.Refused;
import parlor.relay.console.ConsoleCommand.Restart;
import parlor.relay.console.ConsoleCommand.Watch;

/** Every spelling the console takes or refuses, without controls or a terminal. */
class ConsoleParserTest {

    @ParameterizedTest
    @CsvSource({
        "status, STATUS",
        "s, STATUS",
        "  STATUS  , STATUS",
        "start, START",
        "pause, PAUSE",
        "resume, RESUME",
        "end, END",
        "help, HELP",
        "?, HELP",
        "quit, QUIT",
        "exit, QUIT"
    })
    void commandsWithoutArgumentsAreKnownByAnyOfTheirNamesInAnyCase(String typed, ConsoleVerb verb) {
        assertThat(ConsoleParser.parse(typed)).isEqualTo(new Plain(verb));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "\t"})
    void aBlankLineIsNothingToDo(String typed) {
        assertThat(ConsoleParser.parse(typed)).isEqualTo(new Blank());
    }

    @ParameterizedTest
    @CsvSource({"extend 30s, 30", "extend 2m, 120", "extend 90, 90", "EXTEND 2M, 120", "extend   45s , 45"})
    void extendTakesSecondsOrMinutesAndBareNumbersAreSeconds(String typed, long seconds) {
        assertThat(ConsoleParser.parse(typed)).isEqualTo(new Extend(Duration.ofSeconds(seconds)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1h", "2 m", "-30s", "1.5m", "PT2M", "2min", "99999", "s"})
    void extendRefusesAnythingElseAndSaysWhatItTakes(String amount) {
        assertThat(ConsoleParser.parse("extend " + amount))
                .isIn(
                        new Refused("extend: '" + amount + "' is not a duration; say 30s, 2m or 90 (seconds)"),
                        new Refused("usage: extend DURATION"));
    }

    @Test
    void extendByNothingIsRefused() {
        assertThat(ConsoleParser.parse("extend 0m"))
                .isEqualTo(new Refused("extend: give it some time: 30s, 2m or 90 (seconds)"));
    }

    @Test
    void terminalsAreTakenAsTyped() {
        assertThat(ConsoleParser.parse("restart T3")).isEqualTo(new Restart("T3"));
        assertThat(ConsoleParser.parse("watch t1")).isEqualTo(new Watch("t1"));
    }

    @ParameterizedTest
    @CsvSource({
        "watch, usage: watch TERMINAL",
        "restart, usage: restart TERMINAL",
        "extend, usage: extend DURATION",
        "watch T1 T2, usage: watch TERMINAL",
        "pause now, usage: pause",
        "s T1, usage: status"
    })
    void aWrongNumberOfArgumentsShowsTheUsage(String typed, String usage) {
        assertThat(ConsoleParser.parse(typed)).isEqualTo(new Refused(usage));
    }

    @ParameterizedTest
    @CsvSource({
        "strat, start",
        "stat, start",
        "stauts, status",
        "pasue, pause",
        "wach, watch",
        "reume, resume",
        "qiut, quit",
        "Restrat T1, restart",
        "hlep, help"
    })
    void anUnknownCommandCloseToAKnownOneSuggestsIt(String typed, String meant) {
        String word = typed.split(" ")[0];
        assertThat(ConsoleParser.parse(typed))
                .isEqualTo(new Refused("unknown command '" + word + "' (did you mean '" + meant + "'?)"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"xyzzy", "x", "shutdown", "kill T1"})
    void anUnknownCommandFarFromAnyPointsAtHelp(String typed) {
        String word = typed.split(" ")[0];
        assertThat(ConsoleParser.parse(typed))
                .isEqualTo(new Refused("unknown command '" + word + "' (help lists the commands)"));
    }

    @Test
    void twoSwappedLettersCountAsOneEdit() {
        assertThat(ConsoleVerb.edits("strat", "start")).isEqualTo(1);
        assertThat(ConsoleVerb.edits("start", "start")).isZero();
        assertThat(ConsoleVerb.edits("", "end")).isEqualTo(3);
        assertThat(ConsoleVerb.edits("pause", "resume")).isEqualTo(4);
    }
}
