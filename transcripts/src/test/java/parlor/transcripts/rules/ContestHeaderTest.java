package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.json.FlatJson;

/** A verdict log's header: who met whom in the plan, its trials, its checks, and its line read back. */
class ContestHeaderTest {

    private static final List<HiddenEntity> ENTITIES = List.of(
            new HiddenEntity("M1", "the Computer", false),
            new HiddenEntity("H1", "", true),
            new HiddenEntity("H2", "", true));

    /** Trial 1 in rounds 1-2, trial 2 in round 3; round 4 of no trial. Judge 99 meets H2 twice. */
    private static final ContestHeader PLANNED = new ContestHeader(
            "Wager",
            RuleSet.KURZWEIL_KAPOR,
            ENTITIES,
            List.of(0, 99),
            List.of(
                    new PlannedRound(1, 1, List.of(seat(0, "M1"), seat(99, "H2"))),
                    new PlannedRound(2, 1, List.of(seat(0, "H1"), seat(99, "M1"))),
                    new PlannedRound(3, 2, List.of(seat(0, "H2"), seat(99, "H2"))),
                    new PlannedRound(4, 0, List.of(seat(0, "M1")))));

    private static PlannedRound.Seat seat(int judge, String entity) {
        return new PlannedRound.Seat(judge, "T" + judge, List.of(entity));
    }

    @Test
    void whomAJudgeMetIsInTheOrderMetOnceEach() {
        assertThat(PLANNED.metBy(0)).containsExactly("M1", "H1", "H2");
        assertThat(PLANNED.metBy(99)).containsExactly("H2", "M1");
        assertThat(PLANNED.metBy(5)).isEmpty();
    }

    @Test
    void theTrialsAreThoseThePlanNumbersAndEachHoldsItsOwnRounds() {
        assertThat(PLANNED.trials()).containsExactly(1, 2);
        assertThat(PLANNED.metInTrial(1, 0)).contains(List.of("M1", "H1"));
        assertThat(PLANNED.metInTrial(2, 99)).contains(List.of("H2"));
        assertThat(PLANNED.metInTrial(3, 0)).isEmpty();
        assertThat(PLANNED.metInTrial(0, 0)).as("round 4 is of no trial").isEmpty();
    }

    @Test
    void judgesAreDistinctNumbersFromZeroToNinetyNine() {
        assertThat(new ContestHeader("ok", RuleSet.LOEBNER_1996, ENTITIES, List.of(0, 99), List.of()).judges())
                .containsExactly(0, 99);
        for (List<Integer> judges : List.of(List.of(-1), List.of(100), List.of(4, 4))) {
            assertThatThrownBy(() -> new ContestHeader("bad", RuleSet.LOEBNER_1996, ENTITIES, judges, List.of()))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("judges must be distinct numbers from 0 to 99: " + judges);
        }
    }

    @Test
    void aHeaderReadsBackAsWrittenWithItsTrials() {
        ContestHeader read = ContestHeader.fromJson(FlatJson.parse(PLANNED.toJson()));

        assertThat(read).isEqualTo(PLANNED);
        assertThat(PLANNED.toJson()).contains("{\"round\":1,\"trial\":1,").contains("{\"round\":4,\"seats\"");
    }
}
