package parlor.station.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.link.LinkMessage;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;

/** The judge's screen, drawn by the real Lanterna code into an 80x24 virtual terminal. */
class StationScreenTest {

    private static final java.time.Instant T0 = java.time.Instant.parse("2026-11-22T10:00:00Z");

    private final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(GoldenScreens.SIZE);

    @Test
    void theFirstPromptAfterConnecting() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T1")) {
            connected(station, discipline -> List.of());

            GoldenScreens.assertMatches("first-prompt", terminal);
            assertThat(terminal.getCursorBufferPosition()).isEqualTo(new TerminalPosition(1, 0));
        }
    }

    @Test
    void aJudgeAnnouncesThemselvesAndAsksATwoLineQuestion() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T1")) {
            connected(station, discipline -> {
                List<DisciplineEvent> events = new ArrayList<>(type(discipline, "@@04\r\r"));
                events.addAll(discipline.entitySaid(List.of("Good afternoon, judge 4."), T0));
                events.addAll(type(discipline, "Do you think it will\rrain on the parade?\r\r"));
                events.addAll(discipline.entitySaid(List.of("Only if the forecast", "is wrong again."), T0));
                events.addAll(type(discipline, "Ha"));
                return events;
            });
            station.received(new LinkMessage.Status(4, ""));

            GoldenScreens.assertMatches("judge-04-conversation", terminal);
            assertThat(terminal.getCursorBufferPosition()).isEqualTo(new TerminalPosition(3, 8));
        }
    }

    @Test
    void theRelayCannotBeReached() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T2")) {
            station.linkIs("relay unreachable at relay.lan:7070; retrying");

            GoldenScreens.assertMatches("relay-unreachable", terminal);
        }
    }

    @Test
    void theOtherSideStoppedResponding() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T1")) {
            connected(station, discipline -> {
                List<DisciplineEvent> events = new ArrayList<>(type(discipline, "Hello?\r\r"));
                events.addAll(discipline.returnTurn());
                return events;
            });
            station.received(new LinkMessage.Status(-1, "the other side is not responding"));

            GoldenScreens.assertMatches("not-responding", terminal);
        }
    }

    @Test
    void aLongConversationScrollsAndPageUpShowsItsBeginning() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T1")) {
            connected(station, discipline -> {
                List<DisciplineEvent> events = new ArrayList<>();
                for (int i = 1; i <= 15; i++) {
                    events.addAll(type(discipline, "Question " + i + "\r\r"));
                    events.addAll(discipline.entitySaid(List.of("Answer " + i), T0));
                }
                return events;
            });
            GoldenScreens.assertMatches("long-conversation-bottom", terminal);

            terminal.addInput(new KeyStroke(KeyType.PageUp));
            terminal.addInput(new KeyStroke(KeyType.PageUp));
            terminal.addInput(new KeyStroke(KeyType.EOF));
            station.connectTo(null);
            station.run();

            GoldenScreens.assertMatches("long-conversation-scrolled", terminal);
        }
    }

    @Test
    void aVeryLongLineWrapsInsteadOfRunningOffTheScreen() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T1")) {
            connected(station, discipline -> type(discipline, "x".repeat(100)));

            assertThat(GoldenScreens.text(terminal)).startsWith(">" + "x".repeat(79) + "\n" + "x".repeat(21) + "\n");
            assertThat(terminal.getCursorBufferPosition()).isEqualTo(new TerminalPosition(21, 1));
        }
    }

    @Test
    void aJudgeInTheLeftTurnOfRoundTwoSeesTheRoundSideAndTimeLeft() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T3")) {
            connected(station, discipline -> {
                List<DisciplineEvent> events = new ArrayList<>(type(discipline, "Hello, who are you?\r\r"));
                events.addAll(discipline.entitySaid(List.of("Hello, my name is Joan, and I am a woman."), T0));
                return events;
            });
            station.received(new LinkMessage.Status(3, ""));
            station.received(new LinkMessage.RoundClock(2, 4, "talk", "left", 252, false));

            GoldenScreens.assertMatches("round-2-left", terminal);
        }
    }

    @Test
    void anExcusedJudgeWaits() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T4")) {
            station.linkIs("connected");
            station.received(new LinkMessage.Draw(new parlor.transcripts.screen.ScreenEvent.Clear()));
            station.received(new LinkMessage.Draw(
                    new parlor.transcripts.screen.ScreenEvent.EntityLine("You are excused this time. Please wait.")));
            station.received(new LinkMessage.Status(4, "please wait"));
            station.received(new LinkMessage.RoundClock(2, 4, "excused", "-", 300, false));

            GoldenScreens.assertMatches("excused", terminal);
        }
    }

    @Test
    void theVerdictQuestionRefusesAnAnswerThatIsNoSideAsItIsTyped() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T3")) {
            connected(station, discipline -> {
                List<DisciplineEvent> events = new ArrayList<>();
                events.addAll(discipline.entitySaid(
                        List.of(
                                "---- round 2, left ----",
                                ">Hello, who are you?",
                                ">",
                                "Hello, my name is Joan, and I am a woman.",
                                ">",
                                "---- round 2, right ----",
                                ">And you?",
                                ">",
                                "Hello, my name is John and I am a man.",
                                ">",
                                "Round 2 is over. Your conversations are above: PgUp scrolls back to them.",
                                "Which of the two was the human: left or right?"),
                        T0));
                events.addAll(type(discipline, "50"));
                return events;
            });
            station.received(new LinkMessage.Status(3, "answer left or right"));
            station.received(new LinkMessage.RoundClock(2, 4, "review", "-", 540, false));

            GoldenScreens.assertMatches("verdict-question", terminal);
        }
    }

    /** Seen in tmux at 80x24: the link's state ran off the edge mid-word ("retryin"). */
    @Test
    void theLinkLostDuringARoundWithANoticeFitsWithoutCuttingAWord() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T1")) {
            connected(station, discipline -> type(discipline, "Are you still there?\r\r"));
            station.received(new LinkMessage.Status(1, parlor.relay.switchboard.Seat.NOT_RESPONDING));
            station.received(new LinkMessage.RoundClock(1, 4, "talk", "left", 17, false));
            station.linkIs("lost the relay at 127.0.0.1:7301 (no word from it for 10 s); retrying");

            GoldenScreens.assertMatches("link-lost-in-a-round", terminal);
            assertThat(statusRow())
                    .contains("round 1/4 left 0:17", "relay lost; retrying")
                    .endsWith("...");
        }
    }

    @Test
    void aLongNoticeIsCutBetweenWords() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "T3")) {
            connected(station, discipline -> List.of());
            station.received(new LinkMessage.Status(
                    3,
                    "the entry at this terminal was restarted by the operator; "
                            + "please go on with your conversation where you left off"));
            station.received(new LinkMessage.RoundClock(2, 4, "talk", "right", 135, false));

            GoldenScreens.assertMatches("long-notice", terminal);
        }
    }

    /** The confederate sees the end of what the judge is typing, the words being typed now. */
    @Test
    void aConfederateWatchingTheJudgeTypeSeesTheLatestWords() throws IOException {
        try (LanternaStation station = new LanternaStation(terminal, "C1")) {
            connected(
                    station, discipline -> new ArrayList<>(discipline.entitySaid(List.of("Hello, who are you?"), T0)));
            station.received(new LinkMessage.Status(
                    -1,
                    "judge typing (2 lines so far): I would like to know what you think "
                            + "of the weather in Brighton at this time of the year"));
            station.received(new LinkMessage.RoundClock(2, 4, "talk", "left", 252, false));

            GoldenScreens.assertMatches("confederate-watching-the-judge-type", terminal);
            assertThat(statusRow()).endsWith("PAUSED  | judge typing: ...time of the year");
        }
    }

    private String statusRow() {
        return GoldenScreens.text(terminal).lines().toList().get(GoldenScreens.SIZE.getRows() - 1);
    }

    /** Connects the station as the relay would: welcome, a fresh conversation, the first prompt. */
    private static void connected(
            LanternaStation station, java.util.function.Function<LineDiscipline, List<DisciplineEvent>> script) {
        station.linkIs("connected");
        station.received(new LinkMessage.Welcome("T1", "e1", 0, true, LinkMessage.NONE, "Demo contest"));
        LineDiscipline discipline = new LineDiscipline();
        List<DisciplineEvent> events = new ArrayList<>(discipline.start());
        events.addAll(script.apply(discipline));
        events.stream()
                .filter(DisciplineEvent.Show.class::isInstance)
                .map(e -> ((DisciplineEvent.Show) e).screen())
                .forEach(screen -> station.received(new LinkMessage.Draw(screen)));
    }

    private static List<DisciplineEvent> type(LineDiscipline discipline, String typed) {
        return discipline.acceptAll(Key.typing(typed), T0);
    }
}
