package parlor.tools.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import parlor.transcripts.conversation.Conversation;

/** Page names say where a conversation was held, never who was in it when blind, and never overwrite each other. */
class PageNamesTest {

    @Test
    void aPlacedConversationIsNamedByRoundTerminalAndSideAndAStrayOneByItsRecordUnlessBlind() {
        List<Talk> talks = List.of(
                talk("C1/LP26-01.keys", OptionalInt.of(1), "T1", "left"),
                talk("E1/LP26-01.keys", OptionalInt.of(1), "T2", "-"),
                talk("E1/LP26-05.keys", OptionalInt.empty(), "T1", "-"));

        assertThat(PageNames.of(talks, false))
                .containsExactly("round-1-T1-left.html", "round-1-T2.html", "unplaced-E1-LP26-05.html");
        assertThat(PageNames.of(talks, true))
                .containsExactly("round-1-T1-left.html", "round-1-T2.html", "unplaced-1.html");
    }

    @Test
    void twoConversationsThatWouldShareAPageAreRefusedNamingBothRecords() {
        List<Talk> talks = List.of(
                talk("C1/LP26-01.keys", OptionalInt.of(1), "T1", "left"),
                talk("E1/LP26-01.keys", OptionalInt.of(1), "T1", "left"));

        assertThatThrownBy(() -> PageNames.of(talks, false))
                .hasMessage("two pages would both be round-1-T1-left.html: C1/LP26-01.keys and E1/LP26-01.keys"
                        + " (nothing written)");
    }

    private static Talk talk(String record, OptionalInt round, String terminal, String side) {
        Conversation said = new Conversation(
                record, terminal, "x", Instant.EPOCH, List.of(), List.of(), List.of(), List.of(), List.of());
        return new Talk(record, record.substring(0, 2), terminal, 1, round, side, said);
    }
}
