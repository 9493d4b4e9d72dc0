package parlor.transcripts.discipline;

import static org.assertj.core.api.Assertions.assertThat;
import static parlor.transcripts.discipline.Keyboard.T0;
import static parlor.transcripts.discipline.Keyboard.feed;
import static parlor.transcripts.discipline.Keyboard.keys;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.Screen;

class LineDisciplineTest {

    /** What a judge typed, the messages the hidden side receives, the judge afterwards, the screen. */
    static Stream<Arguments> table() {
        return Stream.of(
                row("one line, two CRs", "hello\r\r", List.of(List.of("hello")), -1, ">hello", ">", ""),
                row(
                        "CR LF pairs count once",
                        "hello\r\nthere\r\n\r\n",
                        List.of(List.of("hello", "there")),
                        -1,
                        ">hello",
                        ">there",
                        ">",
                        ""),
                row("bare LFs count as CRs", "hello\n\n", List.of(List.of("hello")), -1, ">hello", ">", ""),
                row("LF CR is two line ends", "hello\n\r", List.of(List.of("hello")), -1, ">hello", ">", ""),
                row(
                        "multi-line message",
                        "Do you\rlike tea?\r\r",
                        List.of(List.of("Do you", "like tea?")),
                        -1,
                        ">Do you",
                        ">like tea?",
                        ">",
                        ""),
                row("@@nn CR CR switches the judge", "@@04\r\r", List.of(), 4, ">@@04", ">", ">"),
                row("@@nn with CR LF", "@@12\r\n\r\n", List.of(), 12, ">@@12", ">", ">"),
                row("spaces around @@nn are tolerated", " @@07 \r\r", List.of(), 7, "> @@07 ", ">", ">"),
                row("one digit is not a judge number, nor a message", "@@4\r\r", List.of(), -1, ">@@4", ">", ">"),
                row(
                        "three digits are not a judge number, nor a message",
                        "@@123\r\r",
                        List.of(),
                        -1,
                        ">@@123",
                        ">",
                        ">"),
                row(
                        "@@ and words is a message",
                        "@@ is what I type\r\r",
                        List.of(List.of("@@ is what I type")),
                        -1,
                        ">@@ is what I type",
                        ">",
                        ""),
                row(
                        "@@nn followed by words is a message",
                        "@@04\rhello\r\r",
                        List.of(List.of("@@04", "hello")),
                        -1,
                        ">@@04",
                        ">hello",
                        ">",
                        ""),
                row("backspace edits the line", "ab\b\bc\r\r", List.of(List.of("c")), -1, ">c", ">", ""),
                row("DEL edits like backspace", "ab\u007fc\r\r", List.of(List.of("ac")), -1, ">ac", ">", ""),
                row("backspace never eats the prompt", "\b\b\bx\r\r", List.of(List.of("x")), -1, ">x", ">", ""),
                row(
                        "backspace never reaches an earlier line",
                        "ab\r\b\b\bc\r\r",
                        List.of(List.of("ab", "c")),
                        -1,
                        ">ab",
                        ">c",
                        ">",
                        ""),
                row("CRs on an empty prompt send nothing", "\r\r\r", List.of(), -1, ">", ">", ">", ">"),
                row(
                        "non-printable keys are not echoed",
                        "a\tb\u001bc\r\r",
                        List.of(List.of("abc")),
                        -1,
                        ">abc",
                        ">",
                        ""),
                row(
                        "a judge then a question",
                        "@@04\r\rHi there\r\r",
                        List.of(List.of("Hi there")),
                        4,
                        ">@@04",
                        ">",
                        ">Hi there",
                        ">",
                        ""),
                row("unicode is echoed", "caf\u00e9\r\r", List.of(List.of("caf\u00e9")), -1, ">caf\u00e9", ">", ""));
    }

    private static Arguments row(String why, String typed, List<List<String>> messages, int judge, String... screen) {
        return Arguments.of(why, typed, messages, judge, List.of(screen));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void typingGivesMessagesJudgeAndScreen(
            String why, String typed, List<List<String>> messages, int judge, List<String> screen) {
        LineDiscipline discipline = new LineDiscipline();
        List<DisciplineEvent> events = new ArrayList<>(discipline.start());
        events.addAll(feed(discipline, keys(typed), 0));

        assertThat(messagesIn(events)).as(why).isEqualTo(messages);
        assertThat(discipline.judge()).as(why).isEqualTo(judge);
        assertThat(screenOf(events)).as(why).isEqualTo(screen);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void splittingTheInputAnywhereChangesNothing(
            String why, String typed, List<List<String>> messages, int judge, List<String> screen) {
        List<Key> keys = keys(typed);
        List<DisciplineEvent> whole = feed(new LineDiscipline(), keys, 0);
        for (int split = 0; split <= keys.size(); split++) {
            LineDiscipline discipline = new LineDiscipline();
            List<DisciplineEvent> parts = new ArrayList<>(feed(discipline, keys.subList(0, split), 0));
            parts.addAll(feed(discipline, keys.subList(split, keys.size()), split));
            assertThat(parts).as("%s, split at %d", why, split).isEqualTo(whole);
        }
    }

    @Test
    void eachJudgeLineIsTranscribedWhenItsReturnIsPressedWithTheJudgeNumber() {
        LineDiscipline discipline = new LineDiscipline();
        List<DisciplineEvent> events = feed(discipline, keys("@@04\r\rab\rc\r\r"), 0);

        assertThat(events)
                .filteredOn(DisciplineEvent.JudgeLine.class::isInstance)
                .containsExactly(
                        new DisciplineEvent.JudgeLine(4, "ab", T0.plusSeconds(8)),
                        new DisciplineEvent.JudgeLine(4, "c", T0.plusSeconds(10)));
        assertThat(events)
                .filteredOn(DisciplineEvent.JudgeChanged.class::isInstance)
                .containsExactly(new DisciplineEvent.JudgeChanged(-1, 4, T0.plusSeconds(5)));
    }

    @Test
    void aLineThatLookedLikeAnAnnouncementIsTranscribedOnceTheMessageGoesOn() {
        List<DisciplineEvent> events = feed(new LineDiscipline(), keys("@@04\rhi\r\r"), 0);

        assertThat(events)
                .filteredOn(DisciplineEvent.JudgeLine.class::isInstance)
                .extracting("text")
                .containsExactly("@@04", "hi");
    }

    @Test
    void keysTypedDuringTheRepliesTurnAppearAfterTheReply() {
        LineDiscipline discipline = new LineDiscipline();
        List<DisciplineEvent> events = new ArrayList<>(discipline.start());
        events.addAll(feed(discipline, keys("Hello?\r\rAnd\r"), 0));
        assertThat(discipline.judgeHasTurn()).isFalse();

        events.addAll(discipline.entitySaid(List.of("Hi.", "Who are you?"), T0.plusSeconds(30)));

        assertThat(discipline.judgeHasTurn()).isTrue();
        assertThat(screenOf(events)).containsExactly(">Hello?", ">", "Hi.", "Who are you?", ">And", ">");
        assertThat(messagesIn(events)).containsExactly(List.of("Hello?"));
    }

    @Test
    void typeAheadThatCompletesAMessagePassesTheTurnAgain() {
        LineDiscipline discipline = new LineDiscipline();
        feed(discipline, keys("one\r\rtwo\r\r"), 0);

        List<DisciplineEvent> afterReply = discipline.entitySaid(List.of("1"), T0.plusSeconds(20));

        assertThat(messagesIn(afterReply)).containsExactly(List.of("two"));
        assertThat(discipline.judgeHasTurn()).isFalse();
    }

    @Test
    void unpromptedLinesAppearAboveAFreshPromptThatKeepsTheJudgesUnfinishedLine() {
        LineDiscipline discipline = new LineDiscipline();
        List<DisciplineEvent> events = new ArrayList<>(discipline.start());
        events.addAll(feed(discipline, keys("@@04\r\rWel"), 0));

        events.addAll(discipline.entitySaid(List.of("Welcome judge 4"), T0.plusSeconds(9)));

        assertThat(screenOf(events)).containsExactly(">@@04", ">", ">Wel", "Welcome judge 4", ">Wel");
        assertThat(discipline.pendingLine()).isEqualTo("Wel");
    }

    @Test
    void returningTheTurnWithoutAReplyGivesAPrompt() {
        LineDiscipline discipline = new LineDiscipline();
        List<DisciplineEvent> events = new ArrayList<>(discipline.start());
        events.addAll(feed(discipline, keys("anyone?\r\r"), 0));

        events.addAll(discipline.returnTurn());

        assertThat(discipline.judgeHasTurn()).isTrue();
        assertThat(screenOf(events)).containsExactly(">anyone?", ">", ">");
    }

    @Test
    void everyKeyIsAnnouncedWhenItTakesEffectAndTypeAheadOnlyAfterTheReply() {
        LineDiscipline discipline = new LineDiscipline();
        List<DisciplineEvent> live = feed(discipline, keys("hi\r\rok"), 0);
        List<DisciplineEvent> afterReply = discipline.entitySaid(List.of("Hello."), T0.plusSeconds(9));

        assertThat(live)
                .filteredOn(DisciplineEvent.KeyApplied.class::isInstance)
                .extracting("key.name")
                .containsExactly("h", "i", "Return", "Return");
        assertThat(afterReply)
                .filteredOn(DisciplineEvent.KeyApplied.class::isInstance)
                .extracting("key.name")
                .containsExactly("o", "k");
    }

    @Test
    void anOverlongLineIsCappedAndTheRestRefused() {
        LineDiscipline discipline = new LineDiscipline();
        List<DisciplineEvent> events = feed(discipline, keys("x".repeat(LineDiscipline.MAX_LINE_LENGTH + 5)), 0);

        assertThat(discipline.pendingLine()).hasSize(LineDiscipline.MAX_LINE_LENGTH);
        assertThat(events).filteredOn(DisciplineEvent.Refused.class::isInstance).hasSize(5);
    }

    @Test
    void namedKeysThatPrintNothingAreRefusedWithAReason() {
        List<DisciplineEvent> events = feed(new LineDiscipline(), List.of(new Key("Up"), new Key("F1")), 0);

        assertThat(events)
                .filteredOn(DisciplineEvent.Refused.class::isInstance)
                .containsExactly(
                        new DisciplineEvent.Refused("Up", "not a printable key"),
                        new DisciplineEvent.Refused("F1", "not a printable key"));
    }

    static List<List<String>> messagesIn(List<DisciplineEvent> events) {
        return events.stream()
                .filter(DisciplineEvent.MessageCompleted.class::isInstance)
                .map(e -> ((DisciplineEvent.MessageCompleted) e).lines())
                .toList();
    }

    static List<String> screenOf(List<DisciplineEvent> events) {
        Screen screen = new Screen();
        events.stream()
                .filter(DisciplineEvent.Show.class::isInstance)
                .forEach(e -> screen.apply(((DisciplineEvent.Show) e).screen()));
        return screen.lines();
    }
}
