package parlor.transcripts.discipline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.keys.Key;

/** The discipline at its limits: the longest message, keys arriving together, the judges a roll seats. */
class DisciplineLimitsTest {

    private static final Instant T0 = Instant.parse("1996-04-16T18:12:00Z");

    @Test
    void aMessageMayHaveTwoHundredLinesAndNotOneMore() {
        LineDiscipline discipline = new LineDiscipline(4, JudgeRoll.UNCHECKED);
        List<DisciplineEvent> events = new ArrayList<>();
        for (int i = 1; i <= LineDiscipline.MAX_MESSAGE_LINES; i++) {
            events.addAll(discipline.acceptAll(Key.typing("line " + i + "\r"), T0));
        }
        // the 201st line is refused; erased, an empty line sends the 200
        events.addAll(discipline.acceptAll(Key.typing("x\r\b\r"), T0));

        assertThat(events)
                .filteredOn(DisciplineEvent.Refused.class::isInstance)
                .containsExactly(new DisciplineEvent.Refused("Return", "message longer than 200 lines"));
        DisciplineEvent.MessageCompleted sent = events.stream()
                .filter(DisciplineEvent.MessageCompleted.class::isInstance)
                .map(DisciplineEvent.MessageCompleted.class::cast)
                .findFirst()
                .orElseThrow();
        assertThat(sent.lines()).hasSize(200).endsWith("line 200");
        assertThat(sent.text()).startsWith("line 1\nline 2\n");
    }

    @Test
    void keysTypedAheadWhileTheOtherSideHasTheTurnWaitForIt() {
        LineDiscipline discipline = new LineDiscipline(4, JudgeRoll.UNCHECKED);
        discipline.acceptAll(Key.typing("hi\r\r"), T0);

        assertThat(discipline.acceptAll(Key.typing("ok"), T0)).isEmpty();
        assertThat(discipline.entitySaid(List.of("Hello."), T0))
                .contains(new DisciplineEvent.Show(new parlor.transcripts.screen.ScreenEvent.Echo("o")));
        assertThat(discipline.pendingLine()).isEqualTo("ok");
    }

    @Test
    void aRollSeatsJudgesZeroToNinetyNineAndNamesNoneOutsideThem() {
        assertThat(JudgeRoll.ANYONE.admits(0)).isTrue();
        assertThat(JudgeRoll.ANYONE.admits(99)).isTrue();
        assertThat(JudgeRoll.ANYONE.admits(-1)).isFalse();
        assertThat(JudgeRoll.ANYONE.admits(100)).isFalse();
        assertThat(JudgeRoll.of(List.of(0, 99)).fact()).contains("00,99");
        assertThatThrownBy(() -> JudgeRoll.of(List.of(100)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("judge numbers run from 00 to 99, not 100");
        assertThatThrownBy(() -> JudgeRoll.of(List.of(-1))).hasMessage("judge numbers run from 00 to 99, not -1");
        JudgeRoll roll = JudgeRoll.of(List.of(4));
        assertThat(new LineDiscipline(4, roll).roll()).isSameAs(roll);
    }
}
