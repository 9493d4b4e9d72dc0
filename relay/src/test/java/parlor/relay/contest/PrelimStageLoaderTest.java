package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import parlor.relay.rounds.Meeting;
import parlor.relay.rounds.Schedule;
import parlor.transcripts.rules.Stage;
import parlor.transcripts.rules.Timing;

/** {@code stage: prelim}: a selection stage as a day of its own, with its plan, no confederates and its own cast. */
class PrelimStageLoaderTest {

    private static final Path BASE = Path.of("/srv/contest");

    /** A contest file of {@code rules} with {@code judges} judges and {@code entries} echoing entries, and {@code more} lines. */
    private static String prelim(String rules, int judges, int entries, String more) {
        return "name: Prelim\nrules: " + rules + "\nstage: prelim\nseed: 3\n" + more + "terminals:\n"
                + IntStream.rangeClosed(1, judges)
                        .mapToObj(j -> "  T" + j + ": { judge: " + j + " }\n")
                        .collect(Collectors.joining())
                + "entities:\n"
                + IntStream.rangeClosed(1, entries)
                        .mapToObj(e -> "  E" + e + ": { program: [cat] }\n")
                        .collect(Collectors.joining());
    }

    private static Contest.DayRules day(String yaml) {
        return ContestLoader.parse(yaml, "prelim.yaml", BASE).day().orElseThrow();
    }

    @Test
    void thePrelimEightSeatsEachJudgeWithEachEntryAloneAndRanksAfterTheLastRound() {
        Contest.DayRules day = day(prelim("loebner-2006", 2, 5, ""));

        assertThat(day.stage()).isEqualTo(Stage.PRELIM);
        assertThat(day.rightTerminalOf()).isEmpty();
        Schedule schedule = day.schedule();
        assertThat(schedule.rounds())
                .allSatisfy(round -> assertThat(round.meetings()).allMatch(m -> m instanceof Meeting.OneToOne));
        for (String judge : List.of("T1", "T2")) {
            assertThat(schedule.rounds().stream()
                            .flatMap(r -> r.meetings().stream())
                            .filter(m -> m.judge().name().equals(judge))
                            .map(m -> m.hidden().getFirst().name()))
                    .as(judge + " meets each entry once")
                    .containsExactlyInAnyOrder("E1", "E2", "E3", "E4", "E5");
        }
        assertThat(day.timing().reviewAt()).isEqualTo(Timing.ReviewAt.END_OF_CONTEST);
        assertThat(seats(schedule))
                .as("the stage's own plan, as bin/relay schedule prints it")
                .isEqualTo(seats(parlor.relay.rounds.SelectionStage.of("loebner-2006")
                                .orElseThrow()
                                .plan(2, 5))
                        .replace('J', 'T'));
    }

    /** Who meets whom, round by round: "T1 E1, T2 E2 / ...". */
    private static String seats(Schedule schedule) {
        return schedule.rounds().stream()
                .map(r -> r.meetings().stream()
                        .map(m -> m.judge().name() + " " + m.hidden().getFirst().name())
                        .collect(Collectors.joining(", ")))
                .collect(Collectors.joining(" / "));
    }

    @Test
    void aConfederateIsRefusedQuotingTheRule() {
        String yaml = prelim("loebner-2006", 2, 5, "") + "  C1: { confederate: D1 }\n";

        assertThatThrownBy(() -> ContestLoader.parse(yaml, "prelim.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessageStartingWith("prelim.yaml:3")
                .hasMessageContaining("C1 is one")
                .hasMessageContaining("No human confederates will be employed")
                .hasMessageNotContaining("\n");
    }

    @Test
    void theCastIsCheckedAgainstTheStagesOwnNeedsUnlessItIsARehearsal() {
        assertThatThrownBy(() -> day(prelim("loebner-2006", 2, 3, "")))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining("Prelim Eight is for 5 - 8 entries")
                .hasMessageContaining("not 3 (for a rehearsal, add rehearsal: true)");
        assertThatThrownBy(() -> day(prelim("loebner-2006", 2, 9, "")))
                .hasMessageContaining("takes at most 8 entries, not 9");
        assertThatThrownBy(() -> day(prelim("loebner-2003", 2, 9, "")))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining("rule 34: each entry is judged by at least three judges")
                .hasMessageContaining("9 entries need at least 3 judges, not 2");
        assertThatThrownBy(() -> day(prelim("loebner-2003", 3, 8, "")))
                .hasMessageContaining("If more than eight Entries are submitted");

        assertThat(day(prelim("loebner-2006", 2, 3, "rehearsal: true\n"))
                        .schedule()
                        .rounds())
                .hasSize(3);
        // the final's least cast (2003 rules 40 and 42: five judges, a confederate) is not the prelim's
        assertThat(day(prelim("loebner-2003", 3, 9, "")).schedule().rounds()).hasSize(9);
    }

    @Test
    void aStageThatIsNotOneOrHasNoRulesIsRefusedNamingItsLine() {
        assertThatThrownBy(() -> day(prelim("loebner-2006", 2, 5, "").replace("stage: prelim", "stage: semi")))
                .isInstanceOf(ContestFileException.class)
                .hasMessageStartingWith("prelim.yaml:3")
                .hasMessageContaining("stage is prelim or final, not 'semi'");
        assertThatThrownBy(() -> day(prelim("loebner-2006", 2, 5, "")
                        .replace("rules: loebner-2006\n", "")
                        .replace("seed: 3\n", "")))
                .isInstanceOf(ContestFileException.class)
                .hasMessageStartingWith("prelim.yaml:2")
                .hasMessageContaining("stage: belongs to a contest run in rounds");
        assertThatThrownBy(() -> day(prelim("loebner-2009", 2, 5, "")))
                .isInstanceOf(ContestFileException.class)
                .hasMessageStartingWith("prelim.yaml:3")
                .hasMessageContaining("loebner-2009 has no selection stage");
        assertThat(day(prelim("loebner-2006", 2, 5, "")
                                .replace("stage: prelim", "stage: final")
                                .replace("entities:\n", "entities:\n  C1: { confederate: D1 }\n")
                                .replace("T2: { judge: 2 }", "T2: { judge: 1, side: right }")
                                .replace("T1: { judge: 1 }", "T1: { judge: 1, side: left }"))
                        .stage())
                .as("stage: final is today's day")
                .isEqualTo(Stage.FINAL);
    }
}
