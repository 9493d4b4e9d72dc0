package parlor.relay.prescreen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import parlor.relay.contest.ContestFacts;
import parlor.relay.contest.ContestFileException;

/** The question suite as an organiser writes it: the shipped 2009 example, its defaults, and its mistakes named by line and column. */
class PrescreenSuiteTest {

    @Test
    void theShipped2009SuiteHasTwentyItemsInFourSets() {
        Suite suite = SuiteLoader.load(Path.of("..", "examples", "prescreen-2009.yaml"));

        assertThat(suite.name()).isEqualTo("2009 selection questions");
        assertThat(suite.items()).hasSize(20);
        assertThat(suite.questions()).isEqualTo(18);
        assertThat(suite.items()).extracting(SuiteItem::set).containsOnly("time", "things", "relationships", "memory");
        assertThat(suite.items().get(3))
                .isEqualTo(new SuiteItem(
                        "Q04",
                        "memory",
                        SuiteItem.Kind.TELL,
                        "I have a friend named Harry who likes to play tennis.",
                        java.util.List.of(),
                        java.util.List.of()));
        assertThat(suite.items().get(5).set())
                .as("a set runs on until another is named")
                .isEqualTo("things");
        assertThat(suite.finalists()).isEqualTo(4);
        assertThat(suite.replyTimeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(suite.facts().start()).as("start: run").isEmpty();
        assertThat(suite.facts().rounds()).isEqualTo(7);
    }

    @Test
    void thePrescreeningPagesSuiteLoadsAsWritten() throws java.io.IOException {
        String readme = java.nio.file.Files.readString(Path.of("..", "docs", "prescreening.md"));
        int start = readme.indexOf("```yaml\nname: 2009 selection questions") + "```yaml\n".length();
        Suite suite = SuiteLoader.parse(readme.substring(start, readme.indexOf("```", start)), "docs/prescreening.md");

        assertThat(suite.items())
                .extracting(SuiteItem::set)
                .containsExactly("time", "time", "memory", "relationships", "memory");
        assertThat(suite.facts().start())
                .hasValue(ZonedDateTime.of(2009, 9, 6, 10, 0, 0, 0, ZoneId.of("Europe/London")));
    }

    @Test
    void theFactsAsThe2009RulesGaveThemReachEntriesAsEnvironmentVariables() {
        Suite suite = SuiteLoader.parse("""
            facts: { start: 2009-09-06T10:00, timezone: Europe/London, round: 20m, rounds: 7 }
            items: [ { ask: 'What round is this?' } ]
            """, "suite.yaml");

        assertThat(suite.facts().environment())
                .containsEntry("PARLOR_CONTEST_START", "2009-09-06T10:00:00+01:00")
                .containsEntry("PARLOR_ROUND_MINUTES", "20")
                .containsEntry("PARLOR_ROUNDS", "7")
                .containsEntry("PARLOR_TIMEZONE", "Europe/London")
                .containsEntry("TZ", "Europe/London");
        Instant tenFortyFive = ZonedDateTime.of(2009, 9, 6, 10, 45, 0, 0, ZoneId.of("Europe/London"))
                .toInstant();
        assertThat(suite.facts().roundAt(tenFortyFive)).hasValue(3);
        assertThat(suite.facts().roundAt(tenFortyFive.minus(Duration.ofHours(1))))
                .as("before the start")
                .isEmpty();
        assertThat(suite.facts().roundAt(tenFortyFive.plus(Duration.ofHours(2))))
                .as("after the 7th round")
                .isEmpty();
    }

    @Test
    void aStartAtTheRunIsFixedWhenTheRunStarts() {
        ContestFacts facts =
                SuiteLoader.parse("items: [ { tell: hello } ]", "suite.yaml").facts();
        Instant run = Instant.parse("2026-11-22T14:03:27.5Z");

        assertThat(facts.at(run).startTime().toInstant()).isEqualTo(Instant.parse("2026-11-22T14:03:27Z"));
        assertThat(facts.at(run).roundAt(run.plus(Duration.ofMinutes(19)))).hasValue(1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        items: [ { ask: hi, answer: hello } ]                     | suite.yaml:1:21: unknown key 'answer' in item 1
        items: [ { set: time } ]                                  | suite.yaml:1:10: item 1 needs either ask: (a question) or tell: (a statement), not neither
        items: [ { ask: hi, tell: hi } ]                          | not both
        items: [ { ask: hi, expect: '(unclosed' } ]               | suite.yaml:1:29: '(unclosed' is not a valid regular expression
        items: [ { ask: hi, expect: '{clock}' } ]                 | unknown placeholder {clock} in '{clock}' (known: {time}, {round}, {daypart})
        facts: { start: soon }\\nitems: [ { tell: hi } ]          | suite.yaml:1:17: start must be run, or a date and time like 2009-09-06T10:00
        facts: { round: 90s }\\nitems: [ { tell: hi } ]           | a round must last a whole number of minutes
        finalists: none\\nitems: [ { tell: hi } ]                 | suite.yaml:1:12: finalists must be a whole number from 1 up
        items: []                                                 | suite.yaml:1:8: the suite has no items
        name: no items                                            | the question suite needs 'items'
        """)
    void mistakesAreNamedWithTheirPlace(String yaml, String message) {
        assertThatThrownBy(() -> SuiteLoader.parse(yaml.replace("\\n", "\n"), "suite.yaml"))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining(message);
    }

    @org.junit.jupiter.api.Test
    void aPatternTooLongToCompileQuicklyIsRefusedWhereItIsWritten() {
        String yaml = "items: [ { ask: hello, expect: '"
                + "a".repeat(parlor.relay.contest.YamlNode.MAX_PATTERN_CHARS + 1) + "' } ]";
        assertThatThrownBy(() -> SuiteLoader.parse(yaml, "suite.yaml"))
                .isInstanceOf(ContestFileException.class)
                .hasMessageStartingWith("suite.yaml:1:")
                .hasMessageContaining("1001 characters long; a pattern may have at most 1000");
    }
}
