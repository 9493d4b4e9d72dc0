package parlor.tools.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.rules.PlannedRound;

/** Each record of a day finds its round and side in the plan, from its terminal and entity alone. */
class PlacingTest {

    private static final Instant NINE = Instant.parse("2026-11-26T09:00:00Z");

    private static final List<PlannedRound> PLAN = List.of(
            new PlannedRound(1, List.of(new PlannedRound.Seat(1, "T1", List.of("E1", "C1")))),
            new PlannedRound(2, List.of(new PlannedRound.Seat(1, "T1", List.of("C2", "E2")))),
            new PlannedRound(3, List.of(new PlannedRound.Seat(1, "T1", List.of("C1", "E1")))));

    @Test
    void anEntityMeetingATerminalTwiceIsPlacedInTimeOrderAndAStrayRecordIsListedWithoutARound() {
        List<Talk> talks = Placing.place(
                PLAN,
                List.of(
                        found("E1/LP26-02.keys", "E1", "T1", 50),
                        found("E9/LP26-01.keys", "E9", "T1", 5),
                        found("C1/LP26-01.keys", "C1", "T1", 0),
                        found("E1/LP26-01.keys", "E1", "T1", 1),
                        found("C1/LP26-02.keys", "C1", "T1", 51),
                        found("E2/LP26-01.keys", "E2", "T1", 21)));

        assertThat(talks)
                .extracting(t -> t.roundText() + " " + t.side() + " " + t.record())
                .containsExactly(
                        "1 left E1/LP26-01.keys",
                        "1 right C1/LP26-01.keys",
                        "2 right E2/LP26-01.keys",
                        "3 left C1/LP26-02.keys",
                        "3 right E1/LP26-02.keys",
                        "? - E9/LP26-01.keys");
        assertThat(talks.getFirst().judge()).isEqualTo(1);
    }

    @Test
    void aSecondRecordBeyondThePlanKeepsItsPlaceInTheListWithoutARound() {
        List<Talk> talks = Placing.place(
                PLAN.subList(0, 1), List.of(found("E1/a.keys", "E1", "T1", 0), found("E1/b.keys", "E1", "T1", 9)));

        assertThat(talks).extracting(Talk::roundText).containsExactly("1", "?");
    }

    @Test
    void withoutAPlanEveryRecordIsListedWithoutARound() {
        assertThat(Placing.place(List.of(), List.of(found("E1/a.keys", "E1", "T1", 0))))
                .singleElement()
                .satisfies(t -> assertThat(t.round()).isEmpty());
    }

    private static Placing.Found found(String record, String entity, String terminal, int minutes) {
        Conversation said = new Conversation(
                record,
                terminal,
                entity,
                NINE.plusSeconds(60L * minutes),
                List.of(),
                List.of(),
                List.of(),
                List.of(),
                List.of());
        return new Placing.Found(record, entity, terminal, 1, said);
    }
}
