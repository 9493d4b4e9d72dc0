package parlor.transcripts.keylog;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.TranscriptHeader;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;
import parlor.transcripts.text.Skipped;

/** A keystroke log replayed line by line: what each line showed, and how the record left the conversation. */
class KeyLogReplayTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    private final List<KeyLogLine> log = new ArrayList<>(List.of(line(
            "relay",
            KeyLogLine.What.BEGIN,
            new BeginFacts(new TranscriptHeader("(c)2026 Test", "Eliza", "Debian", T0), ZoneId.of("UTC")).payload())));
    private final KeyLogReplay replay = new KeyLogReplay(log, "T1.keys");

    @Test
    void anEntrysTypedKeysShowAsTypedAndItsBackSpacesEraseOnlyWithinTheLineItTypes() {
        List<ScreenEvent> shown = new ArrayList<>();
        for (String key : List.of("h", "i", "BackSpace", "o", "Return", "x", "BackSpace", "BackSpace")) {
            replay.replay(line("E1", KeyLogLine.What.KEY, key)).forEach(event -> shown.add(screen(event)));
        }

        assertThat(shown)
                .containsExactly(
                        new ScreenEvent.EntityType("h"),
                        new ScreenEvent.EntityType("i"),
                        new ScreenEvent.Erase(1),
                        new ScreenEvent.EntityType("o"),
                        new ScreenEvent.NewLine(),
                        new ScreenEvent.EntityType("x"),
                        new ScreenEvent.Erase(1));
        assertThat(replay.typedSoFar()).isEqualTo("ho\n");
    }

    @Test
    void aReplyCutShortShowsTheLinesTypedSoFar() {
        judgeTypes("hi\r\r");
        for (String key : List.of("o", "k", "Return", "n")) {
            replay.replay(line("E1", KeyLogLine.What.KEY, key));
        }
        Screen screen = new Screen();
        List<String> recorded = new ArrayList<>();
        replay.replay(line("E1", KeyLogLine.What.END, KeyLogLine.CUT)).forEach(event -> {
            if (event instanceof DisciplineEvent.Show show) {
                screen.apply(show.screen());
            } else if (event instanceof DisciplineEvent.EntityLine said) {
                recorded.add(said.text());
            }
        });

        assertThat(replay.typedSoFar()).isEmpty();
        assertThat(replay.standing()).isEqualTo(new Standing.AtRest());
        assertThat(recorded).containsExactly("ok", "n");
        assertThat(String.join("|", screen.lines())).doesNotContain("hi");
    }

    @Test
    void theRecordSaysWhatWasUnderWayWhereItEnds() {
        assertThat(replay.interruption()).isEmpty();

        judgeTypes("hi");
        assertThat(replay.standing()).isEqualTo(new Standing.Typing(0, "hi"));
        assertThat(replay.interruption())
                .contains("the judge was typing a message (0 finished line(s), current line 'hi')");

        judgeTypes("\rthere\r");
        assertThat(replay.standing()).isEqualTo(new Standing.Typing(2, ""));

        judgeTypes("\r");
        assertThat(replay.interruption()).contains("the judge's message was sent and no reply was recorded");

        replay.replay(line("E1", KeyLogLine.What.SAY, "Hello."));
        assertThat(replay.unfinishedReply()).containsExactly("Hello.");
        assertThat(replay.unfinishedReplyLines()).isEqualTo(1);
        assertThat(replay.interruption()).contains("a reply was being shown (1 line(s) recorded)");

        replay.replay(line("E1", KeyLogLine.What.END, ""));
        assertThat(replay.unfinishedReply()).isEmpty();
        assertThat(replay.interruption()).isEmpty();
    }

    @Test
    void aReplyTypedKeyByKeyIsNotShownAgainWhenItEnds() {
        judgeTypes("hi\r\r");
        replay.replay(line("E1", KeyLogLine.What.SAY, "ok"));

        List<DisciplineEvent> ended = replay.replay(line("E1", KeyLogLine.What.END, "typed"));

        assertThat(ended).contains(new DisciplineEvent.EntityLine("ok", T0));
        assertThat(ended).doesNotContain(new DisciplineEvent.Show(new ScreenEvent.EntityLine("ok")));
        assertThat(replay.replay(line("E1", KeyLogLine.What.SAY, "again"))).isEmpty();
        assertThat(replay.replay(line("E1", KeyLogLine.What.END, "")))
                .contains(new DisciplineEvent.Show(new ScreenEvent.EntityLine("again")));
    }

    @Test
    void theJudgeAnnouncedIsTheJudgeOfTheReplay() {
        judgeTypes("@@04\r\r");

        assertThat(replay.judge()).isEqualTo(4);
    }

    @Test
    void replayingAllReportsKeysThatAreNotKeysAndAReplyThatNeverEnded() {
        log.add(line("judge", KeyLogLine.What.KEY, "\u00e9 1"));
        log.add(line("judge", KeyLogLine.What.KEY, "a 2"));
        log.add(line("E1", KeyLogLine.What.SAY, "never ended"));
        List<DisciplineEvent> events = new ArrayList<>();

        List<Skipped> problems = replay.replayAll(log, "T1.keys", events::add);

        assertThat(problems)
                .containsExactly(
                        new Skipped("T1.keys", 2, "not a key name: '\u00e9'", "\u00e9 1"),
                        new Skipped("T1.keys", 4, "reply of 1 line(s) never finished (relay stopped?)", ""));
        assertThat(events).contains(new DisciplineEvent.Show(new ScreenEvent.Echo("a")));
    }

    private void judgeTypes(String text) {
        for (Key key : Key.typing(text)) {
            replay.replay(line("judge", KeyLogLine.What.KEY, key.name()));
        }
    }

    private static ScreenEvent screen(DisciplineEvent event) {
        return ((DisciplineEvent.Show) event).screen();
    }

    private static KeyLogLine line(String who, KeyLogLine.What what, String payload) {
        return new KeyLogLine(T0, "T1", -1, "-", who, what, payload);
    }
}
