package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** 2006's opening assertion, conversation by conversation, in the results and in the verdict log. */
class OpeningAssertionsTest {

    private static final Instant AT = Instant.parse("2006-09-17T10:00:00Z");

    private static ContestHeader header(RuleSet rules) {
        return new ContestHeader(
                "2006",
                rules,
                List.of(new HiddenEntity("E1", "Joan", false), new HiddenEntity("C1", "", true)),
                List.of(1, 2),
                List.of(
                        new PlannedRound(
                                1,
                                List.of(
                                        new PlannedRound.Seat(2, "T2", List.of("C1")),
                                        new PlannedRound.Seat(1, "T1", List.of("E1")))),
                        new PlannedRound(2, List.of(new PlannedRound.Seat(1, "T1", List.of("C1"))))));
    }

    @Test
    void everyPlannedConversationHasARowAndTheLastCheckOfOneStands() {
        List<OpeningCheck> checks = List.of(
                new OpeningCheck(AT, 1, 1, "T1", "E1", OpeningCheck.Said.NOT_MADE),
                new OpeningCheck(AT.plusSeconds(30), 1, 1, "T1", "E1", OpeningCheck.Said.MADE_LATE),
                new OpeningCheck(AT, 1, 2, "T2", "C1", OpeningCheck.Said.MADE),
                new OpeningCheck(AT, 3, 2, "T2", "X9", OpeningCheck.Said.NOT_MADE));

        Table table = OpeningAssertions.table(header(RuleSet.LOEBNER_2006), checks);

        assertThat(table.rows())
                .containsExactly(
                        List.of("1", "J1", "E1", "entry", "T1", "made late"),
                        List.of("1", "J2", "C1", "confederate", "T2", "made"),
                        List.of("2", "J1", "C1", "confederate", "-", "no check on record"),
                        List.of("3", "J2", "X9", "?", "T2", "not made"));
    }

    @Test
    void onlyA2006ContestsResultsGetTheTable() {
        List<OpeningCheck> checks = List.of(new OpeningCheck(AT, 1, 1, "T1", "E1", OpeningCheck.Said.MADE));
        Results of2006 = Scoring.score(header(RuleSet.LOEBNER_2006), List.of());
        Results of2009 = Scoring.score(header(RuleSet.LOEBNER_2009), List.of());

        assertThat(OpeningAssertions.withTable(of2006, checks).tables())
                .hasSize(of2006.tables().size() + 1)
                .last()
                .extracting(Table::title)
                .isEqualTo("Opening assertion (2006): each entity's first words to each judge");
        assertThat(OpeningAssertions.withTable(of2009, checks)).isSameAs(of2009);
    }

    @Test
    void aCheckIsALineOfTheVerdictLogAndReadsBackTheSame() {
        OpeningCheck check = new OpeningCheck(AT, 2, 4, "T\"1", "E1", OpeningCheck.Said.MADE_LATE);

        assertThat(check.toJson())
                .isEqualTo("{\"type\":\"opening\",\"time\":\"2006-09-17T10:00:00Z\",\"round\":2,\"judge\":4,"
                        + "\"terminal\":\"T\\\"1\",\"entity\":\"E1\",\"said\":\"made-late\"}");
        assertThat(OpeningCheck.fromJson(Map.of(
                        "time", "2006-09-17T10:00:00Z",
                        "round", "2",
                        "judge", "4",
                        "terminal", "T\"1",
                        "entity", "E1",
                        "said", "made-late")))
                .isEqualTo(check);
        assertThat(OpeningCheck.Said.NOT_MADE).hasToString("not made");
    }

    @Test
    void anUnreadableCheckIsRefusedSayingWhatIsWrong() {
        Map<String, String> fields =
                Map.of("time", "2006-09-17T10:00:00Z", "round", "2", "judge", "4", "entity", "E1", "said", "maybe");
        assertThatThrownBy(() -> OpeningCheck.fromJson(fields))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'said' must be made, not-made or made-late, not 'maybe'");
        assertThat(OpeningCheck.fromJson(Map.of(
                                "time",
                                "2006-09-17T10:00:00Z",
                                "round",
                                "2",
                                "judge",
                                "4",
                                "entity",
                                "E1",
                                "said",
                                "made"))
                        .terminal())
                .isEmpty();
        assertThatThrownBy(() -> OpeningCheck.fromJson(
                        Map.of("time", "yesterday", "round", "2", "judge", "4", "entity", "E1", "said", "made")))
                .hasMessage("unreadable time 'yesterday'");
    }
}
