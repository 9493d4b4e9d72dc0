package parlor.relay.plain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import parlor.transcripts.screen.ScreenEvent;

/**
 * Random judges and entities through the real line discipline, checked after every step against
 * what the station would show: typing, erasing, judge changes, replies of any length, the other
 * side dying, and screens cleared for a replay.
 */
class RandomSessionsTest {

    private static final int SESSIONS = 80;
    private static final int STEPS = 120;
    /** Long enough to wrap over several rows, and to scroll some of them away while typing. */
    private static final int LONG_LINE = 400;

    /** Lines the judge types stay within a row (replies need not): the VT100 then shows exactly the station's rows. */
    @Test
    void onAVt100TheJudgeSeesExactlyWhatTheStationShows() {
        for (boolean autowrap : new boolean[] {true, false}) {
            for (int seed = 0; seed < SESSIONS; seed++) {
                runAnsi(seed, autowrap, AnsiScreenWriter.COLUMNS - 1, (terminal, session, step) -> {
                    assertThat(terminal.rows().subList(0, AnsiScreenWriter.CONVERSATION_ROWS))
                            .as(step)
                            .isEqualTo(AnsiScreenWriterTest.stationRows(session.screen()));
                    assertCursorAtTheEndOfTheLine(terminal, session, step);
                });
            }
        }
    }

    /**
     * Long lines typed and erased across row boundaries: the VT100 shows the station's rows in the
     * same order, possibly a row or two higher after erasing back up over rows that had scrolled.
     */
    @Test
    void onAVt100LongLinesTypedAndErasedAcrossRowsStayInOrder() {
        for (boolean autowrap : new boolean[] {true, false}) {
            for (int seed = 0; seed < SESSIONS; seed++) {
                runAnsi(seed, autowrap, LONG_LINE, (terminal, session, step) -> {
                    List<String> expected =
                            AnsiScreenWriterTest.wrapped(session.screen().lines());
                    List<String> shown = terminal.rows().subList(0, terminal.cursorRow() + 1);
                    assertThat(shown)
                            .as(step)
                            .isEqualTo(expected.subList(expected.size() - shown.size(), expected.size()));
                    assertThat(terminal.rows().subList(terminal.cursorRow() + 1, AnsiScreenWriter.CONVERSATION_ROWS))
                            .as(step)
                            .allMatch(String::isEmpty);
                    assertCursorAtTheEndOfTheLine(terminal, session, step);
                });
            }
        }
    }

    @Test
    void onATeletypeTheLineBeingTypedIsAlwaysRightAndNoEscapeIsSent() {
        for (int seed = 0; seed < SESSIONS; seed++) {
            for (int longest : new int[] {AnsiScreenWriter.COLUMNS - 1, LONG_LINE}) {
                LinesWriter writer = new LinesWriter("T1", TerminalCharset.ASCII);
                ScriptedTerminal session = new ScriptedTerminal(writer);
                Vt100Grid terminal = new Vt100Grid(80, 24, seed % 2 == 0);
                Random random = new Random(seed);
                int sent = 0;
                for (int step = 0; step < STEPS; step++) {
                    String what = act(random, session, longest);
                    byte[] all = session.sent();
                    byte[] fresh = Arrays.copyOfRange(all, sent, all.length);
                    sent = all.length;
                    String context = "seed " + seed + " step " + step + " after " + what;
                    assertThat(fresh).as(context).doesNotContain((byte) 0x1b);
                    terminal.feed(fresh);
                    assertTeletypeCursorLine(terminal, session, context);
                }
            }
        }
    }

    private interface Check {
        void after(Vt100Grid terminal, ScriptedTerminal session, String step);
    }

    private static void runAnsi(int seed, boolean autowrap, int longest, Check check) {
        ScriptedTerminal session = new ScriptedTerminal(new AnsiScreenWriter("T1", TerminalCharset.ASCII));
        Vt100Grid terminal = new Vt100Grid(80, 24, autowrap);
        Random random = new Random(seed);
        int sent = 0;
        for (int step = 0; step < STEPS; step++) {
            String what = act(random, session, longest);
            byte[] all = session.sent();
            terminal.feed(Arrays.copyOfRange(all, sent, all.length));
            sent = all.length;
            check.after(
                    terminal, session, "seed " + seed + " autowrap " + autowrap + " step " + step + " after " + what);
        }
    }

    private static void assertCursorAtTheEndOfTheLine(Vt100Grid terminal, ScriptedTerminal session, String step) {
        List<String> cursorRows = Rows.wrap(session.screen().cursorLine(), AnsiScreenWriter.COLUMNS);
        String last = cursorRows.get(cursorRows.size() - 1);
        assertThat(terminal.rows().get(terminal.cursorRow())).as(step).isEqualTo(last.stripTrailing());
        assertThat(terminal.cursorColumn()).as(step).isEqualTo(Math.min(last.length(), AnsiScreenWriter.COLUMNS - 1));
    }

    /** The cursor's row shows the line's last row, or is the empty row left after erasing a wrapped row's only character. */
    private static void assertTeletypeCursorLine(Vt100Grid terminal, ScriptedTerminal session, String context) {
        String line = session.screen().cursorLine();
        List<String> rows = Rows.wrap(line, LinesWriter.DEFAULT_COLUMNS - 1);
        String last = rows.get(rows.size() - 1);
        String shown = terminal.rows().get(terminal.cursorRow());
        boolean erasedBackToAnEmptyRow =
                terminal.cursorColumn() == 0 && last.length() == LinesWriter.DEFAULT_COLUMNS - 1;
        if (erasedBackToAnEmptyRow) {
            assertThat(shown).as(context).isEmpty();
            return;
        }
        assertThat(shown).as(context).isEqualTo(last.stripTrailing());
        assertThat(terminal.cursorColumn()).as(context).isEqualTo(last.length());
    }

    /** One random thing a judge, the entity or the relay does, the judge's lines kept within {@code longest}; returns what, for failure messages. */
    private static String act(Random random, ScriptedTerminal session, int longest) {
        if (session.awaitingReply()) {
            int pick = random.nextInt(10);
            if (pick == 0) {
                session.entityFails();
                return "the entity failing";
            }
            List<String> reply = new ArrayList<>();
            for (int i = random.nextInt(4); i >= 0; i--) {
                reply.add(words(random, random.nextInt(120)));
            }
            session.entitySays(reply.toArray(String[]::new));
            return "a reply " + reply;
        }
        return switch (random.nextInt(12)) {
            case 0, 1 -> typed(session, "\r");
            case 2 -> typed(session, "\b".repeat(1 + random.nextInt(Math.min(longest, 100))));
            case 3 -> typed(session, "\u007f");
            case 4 -> typed(session, "@@" + random.nextInt(10) + random.nextInt(10) + "\r\r");
            case 5 -> {
                session.entitySays(words(random, random.nextInt(100)));
                yield "an unprompted line";
            }
            case 6 -> {
                if (random.nextInt(8) > 0) {
                    yield typed(session, "x");
                }
                session.draws(new ScreenEvent.Clear());
                yield "a clear";
            }
            default -> {
                int room = longest - session.screen().cursorLine().length();
                yield typed(session, room > 0 ? words(random, 1 + random.nextInt(Math.min(room, 150))) : "\r");
            }
        };
    }

    private static String typed(ScriptedTerminal session, String keys) {
        session.types(keys);
        return "typing " + keys.replace("\r", "\\r").replace("\b", "\\b").replace("\u007f", "\\x7f");
    }

    private static String words(Random random, int length) {
        StringBuilder out = new StringBuilder();
        while (out.length() < length) {
            out.append(random.nextInt(6) == 0 ? ' ' : (char) ('a' + random.nextInt(26)));
        }
        return out.toString();
    }
}
