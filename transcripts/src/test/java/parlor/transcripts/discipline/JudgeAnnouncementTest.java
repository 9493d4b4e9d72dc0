package parlor.transcripts.discipline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static parlor.transcripts.discipline.Keyboard.feed;
import static parlor.transcripts.discipline.Keyboard.keys;
import static parlor.transcripts.discipline.LineDisciplineTest.messagesIn;
import static parlor.transcripts.discipline.LineDisciplineTest.screenOf;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code @@nn} CR CR: who sits down, and what a judge is told when no one does. */
class JudgeAnnouncementTest {

    private static final JudgeRoll JUDGES_1_TO_4 = JudgeRoll.of(List.of(1, 2, 3, 4));

    /**
     * Typed at a terminal that seats judges 01-04 (judge 02 sitting): the notices on the status
     * line, the judge afterwards, the transcript's judge lines and the messages the entry receives.
     */
    static Stream<Arguments> table() {
        return Stream.of(
                row(
                        "one digit",
                        "@@5\r\r",
                        List.of("judge numbers have two digits: type @@05"),
                        2,
                        List.of(),
                        List.of()),
                row(
                        "three digits",
                        "@@123\r\r",
                        List.of("judge numbers have two digits, as in @@05"),
                        2,
                        List.of(),
                        List.of()),
                row(
                        "letters",
                        "@@ab\r\r",
                        List.of("judge numbers have two digits, as in @@05"),
                        2,
                        List.of(),
                        List.of()),
                row(
                        "@@ alone",
                        "@@\r\r",
                        List.of("judge numbers have two digits, as in @@05"),
                        2,
                        List.of(),
                        List.of()),
                row("a space inside", "@@ 03\r\r", List.of("no space after @@: type @@03"), 2, List.of(), List.of()),
                row(
                        "spaces around, CR LF",
                        "  @@7 \r\n\r\n",
                        List.of("judge numbers have two digits: type @@07"),
                        2,
                        List.of(),
                        List.of()),
                row(
                        "a judge not in the contest",
                        "@@07\r\r",
                        List.of("there is no judge 07 in this contest"),
                        2,
                        List.of(),
                        List.of()),
                row("a judge in the contest", "@@04\r\r", List.of(), 4, List.of(), List.of()),
                row(
                        "refused, then right: the notice goes",
                        "@@4\r\r@@04\r\r",
                        List.of("judge numbers have two digits: type @@04", ""),
                        4,
                        List.of(),
                        List.of()),
                row(
                        "refused, then a message: the notice goes",
                        "@@07\r\rHello\r\r",
                        List.of("there is no judge 07 in this contest", ""),
                        2,
                        List.of("Hello"),
                        List.of(List.of("Hello"))),
                row(
                        "refused twice: each says why",
                        "@@5\r\r@@09\r\r",
                        List.of("judge numbers have two digits: type @@05", "there is no judge 09 in this contest"),
                        2,
                        List.of(),
                        List.of()),
                row(
                        "a malformed first line of a longer message is words",
                        "@@5\rhello\r\r",
                        List.of(),
                        2,
                        List.of("@@5", "hello"),
                        List.of(List.of("@@5", "hello"))),
                row(
                        "an unknown judge's first line of a longer message is words",
                        "@@07\rhello\r\r",
                        List.of(),
                        2,
                        List.of("@@07", "hello"),
                        List.of(List.of("@@07", "hello"))));
    }

    private static Arguments row(
            String why,
            String typed,
            List<String> notices,
            int judge,
            List<String> transcribed,
            List<List<String>> messages) {
        return Arguments.of(why, typed, notices, judge, transcribed, messages);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void announcementsSeatOnlyTheContestsJudges(
            String why,
            String typed,
            List<String> notices,
            int judge,
            List<String> transcribed,
            List<List<String>> messages) {
        LineDiscipline discipline = new LineDiscipline(2, JUDGES_1_TO_4);
        List<DisciplineEvent> events = feed(discipline, keys(typed), 0);

        assertThat(noticesIn(events)).as(why).isEqualTo(notices);
        assertThat(discipline.judge()).as(why).isEqualTo(judge);
        assertThat(events)
                .as(why)
                .filteredOn(DisciplineEvent.JudgeLine.class::isInstance)
                .extracting("text")
                .isEqualTo(transcribed);
        assertThat(messagesIn(events)).as(why).isEqualTo(messages);
    }

    @Test
    void aRefusedAnnouncementLeavesTheJudgeAtAFreshPromptWithTheTurn() {
        LineDiscipline discipline = new LineDiscipline(2, JUDGES_1_TO_4);
        List<DisciplineEvent> events = new java.util.ArrayList<>(discipline.start());
        events.addAll(feed(discipline, keys("@@5\r\r"), 0));

        assertThat(screenOf(events)).containsExactly(">@@5", ">", ">");
        assertThat(discipline.judgeHasTurn()).isTrue();
        assertThat(events).noneMatch(DisciplineEvent.JudgeChanged.class::isInstance);
    }

    @Test
    void aContestThatNamesNoJudgesSeatsAnyTwoDigitNumber() {
        LineDiscipline discipline = new LineDiscipline(LineDiscipline.NO_JUDGE, JudgeRoll.ANYONE);

        assertThat(noticesIn(feed(discipline, keys("@@99\r\r"), 0))).isEmpty();
        assertThat(discipline.judge()).isEqualTo(99);
        assertThat(noticesIn(feed(discipline, keys("@@5\r\r"), 10)))
                .containsExactly("judge numbers have two digits: type @@05");
        assertThat(discipline.judge()).isEqualTo(99);
    }

    /** A record made before announcements were checked replays as it was made: its @@5 was a message. */
    @Test
    void anOldRecordsMalformedAnnouncementIsStillWords() {
        LineDiscipline discipline = new LineDiscipline(LineDiscipline.NO_JUDGE, JudgeRoll.UNCHECKED);
        List<DisciplineEvent> events = feed(discipline, keys("@@07\r\r@@5\r\r"), 0);

        assertThat(discipline.judge()).isEqualTo(7);
        assertThat(messagesIn(events)).containsExactly(List.of("@@5"));
        assertThat(noticesIn(events)).isEmpty();
        assertThat(events)
                .filteredOn(DisciplineEvent.JudgeLine.class::isInstance)
                .extracting("text")
                .containsExactly("@@5");
    }

    @Test
    void theRollTravelsInABeginLineAndBack() {
        assertThat(JudgeRoll.parse(JUDGES_1_TO_4.fact())).isEqualTo(JUDGES_1_TO_4);
        assertThat(JUDGES_1_TO_4.fact()).contains("01,02,03,04");
        assertThat(JudgeRoll.parse(JudgeRoll.ANYONE.fact())).isEqualTo(JudgeRoll.ANYONE);
        assertThat(JudgeRoll.UNCHECKED.fact()).isEmpty();
        assertThat(JudgeRoll.parse(Optional.empty())).isEqualTo(JudgeRoll.UNCHECKED);
        assertThat(JudgeRoll.of(List.of())).isEqualTo(JudgeRoll.ANYONE);
        assertThatThrownBy(() -> JudgeRoll.parse(Optional.of("1,2")))
                .hasMessage("judges must be 'any' or two-digit numbers separated by commas, not '1,2'");
    }

    private static List<String> noticesIn(List<DisciplineEvent> events) {
        return events.stream()
                .filter(DisciplineEvent.JudgeNotice.class::isInstance)
                .map(e -> ((DisciplineEvent.JudgeNotice) e).text())
                .toList();
    }
}
