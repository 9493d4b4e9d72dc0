package parlor.transcripts.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.TranscriptHeader;
import parlor.transcripts.testing.KeyRecords;

class FolderCheckTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    @TempDir
    Path folder;

    @Test
    void aCompleteConversationIsOk() throws IOException {
        write("E1/LP26-01", conversation("Hello?\r\r", true));

        assertThat(FolderCheck.check(folder))
                .singleElement()
                .satisfies(f -> assertThat(f.state()).isEqualTo(FolderCheck.State.OK))
                .hasToString("OK          E1/LP26-01: 8 keys, 2 transcript lines");
    }

    @Test
    void aConversationCutShortIsNamedWithHowItStood() throws IOException {
        write("E1/LP26-01", conversation("Hello?\r\rAnd th", true));
        write("E2/LP26-01", conversation("Hello?\r\r", false));

        List<FolderCheck.Finding> findings = FolderCheck.check(folder);

        assertThat(findings).extracting(FolderCheck.Finding::state).containsOnly(FolderCheck.State.INTERRUPTED);
        assertThat(findings.get(0).detail())
                .startsWith(
                        "record ends mid-conversation: the judge was typing a message (0 finished line(s), current line 'And th')");
        assertThat(findings.get(1).detail())
                .startsWith("record ends mid-conversation: the judge's message was sent and no reply was recorded");
    }

    @Test
    void aConversationTheRelayClosedEndedHoweverItStoodAndSaysHowAtATerminalOrAConfederatesDesk() throws IOException {
        // at a desk the confederate types, and the judge's messages arrive as the other side's lines
        write(".desk-D1/LP26-01", closed(conversation("I am here\r\rMe t", true), "time up"));
        write(".desk-D2/LP26-01", closed(conversation("I am here\r\r", false), "time up"));
        write(".desk-D3/LP26-01", conversation("I am here\r\r", false));
        write("E1/LP26-01", closed(conversation("Hello?\r\rStill here\r", true), "time up"));
        write("E2/LP26-01", closed(conversation("Hello?\r\rAnd th", true), "ended by the operator"));
        write("E3/LP26-01", closed(conversation("Hello?\r\r", false), "the contest is over"));
        write("E4/LP26-01", closed(conversation("Hello?\r\r", true), ""));
        write("E5/LP26-01", conversation("Hello?\r\rStill here\r", true));

        assertThat(FolderCheck.check(folder))
                .extracting(FolderCheck.Finding::toString)
                .containsExactly(
                        "OK          .desk-D1/LP26-01: ended: time up, while the confederate was typing (current line 'Me t'); 15 keys, 2 transcript lines",
                        "OK          .desk-D2/LP26-01: ended: time up, while the confederate waited for the judge; 11 keys, 1 transcript lines",
                        "INTERRUPTED .desk-D3/LP26-01: record ends mid-conversation: the judge's message was sent and no reply was recorded; "
                                + "11 keys, 1 transcript lines",
                        "OK          E1/LP26-01: ended: time up, while the judge was typing (1 finished line); 19 keys, 3 transcript lines",
                        "OK          E2/LP26-01: ended by the operator, while the judge was typing (current line 'And th'); 14 keys, 2 transcript lines",
                        "OK          E3/LP26-01: ended: the contest is over, while the judge waited for a reply; 8 keys, 1 transcript lines",
                        "OK          E4/LP26-01: ended by the relay; 8 keys, 2 transcript lines",
                        "INTERRUPTED E5/LP26-01: record ends mid-conversation: the judge was typing a message (1 finished line(s), current line ''); "
                                + "19 keys, 3 transcript lines");
    }

    @Test
    void aClosedRecordWhoseTranscriptIsShortIsAProblemNotAnEnd() throws IOException {
        write("E1/LP26-01", closed(conversation("Hello?\r\rStill here\r", true), "time up"));
        Path text = folder.resolve("E1/LP26-01.TXT");
        String full = Files.readString(text);
        Files.writeString(text, full.substring(0, full.lastIndexOf("JUDGE00")));

        assertThat(FolderCheck.check(folder)).singleElement().satisfies(f -> {
            assertThat(f.state()).isEqualTo(FolderCheck.State.PROBLEM);
            assertThat(f.detail())
                    .startsWith("the record was closed (ended: time up, while the judge was typing (1 finished line)); "
                            + "the transcript lacks its last 1 line(s)");
        });
    }

    @Test
    void anEditedTranscriptIsCaughtWithTheLineWhereItDisagrees() throws IOException {
        write("E1/LP26-01", conversation("Hello?\r\r", true));
        Path text = folder.resolve("E1/LP26-01.TXT");
        Files.writeString(text, Files.readString(text).replace("Hello?", "Goodbye?"));

        assertThat(FolderCheck.check(folder)).singleElement().satisfies(f -> {
            assertThat(f.state()).isEqualTo(FolderCheck.State.PROBLEM);
            assertThat(f.detail())
                    .isEqualTo(
                            "transcript and keystroke log disagree at line 4: transcript has 'JUDGE00[10:00:07]Goodbye?', keystrokes give 'JUDGE00[10:00:07]Hello?'");
        });
    }

    @Test
    void aTranscriptOneLineShortOfItsKeystrokeLogIsInterruptedNotBroken() throws IOException {
        write("E1/LP26-01", conversation("Hello?\r\rStill here\r", true));
        Path text = folder.resolve("E1/LP26-01.TXT");
        String full = Files.readString(text);
        Files.writeString(text, full.substring(0, full.lastIndexOf("JUDGE00")));

        assertThat(FolderCheck.check(folder)).singleElement().satisfies(f -> {
            assertThat(f.state()).isEqualTo(FolderCheck.State.INTERRUPTED);
            assertThat(f.detail())
                    .contains(
                            "the judge was typing a message (1 finished line(s)",
                            "the transcript lacks its last 1 line(s)");
        });
    }

    @Test
    void missingAndDamagedFilesAreProblems() throws IOException {
        write("E1/LP26-01", conversation("Hi\r\r", true));
        Files.delete(folder.resolve("E1/LP26-01.keys"));
        write("E2/LP26-01", conversation("Hi\r\r", true));
        Files.writeString(folder.resolve("E2/LP26-01.keys"), "garbage\n", java.nio.file.StandardOpenOption.APPEND);

        assertThat(FolderCheck.check(folder))
                .extracting(FolderCheck.Finding::toString)
                .containsExactly(
                        "PROBLEM     E1/LP26-01: no keystroke log beside the transcript",
                        "PROBLEM     E2/LP26-01: 1 damaged line(s) in the keystroke log, first: LP26-01.keys:8: expected at least 6 fields, found 1: garbage");
    }

    @Test
    void aByteThatIsNotUtf8IsAProblemWithItsLineAndTheOtherConversationsAreStillChecked() throws IOException {
        write("E1/LP26-01", conversation("Hi\r\r", true));
        write("E2/LP26-01", conversation("Hi\r\r", true));
        write("E3/LP26-01", conversation("Hi\r\r", true));
        Files.write(
                folder.resolve("E1/LP26-01.keys"),
                new byte[] {(byte) 0xC3, '\n'},
                java.nio.file.StandardOpenOption.APPEND);
        Path text = folder.resolve("E2/LP26-01.TXT");
        byte[] damaged = Files.readAllBytes(text);
        damaged[damaged.length - 3] = (byte) 0xFF;
        Files.write(text, damaged);

        assertThat(FolderCheck.check(folder))
                .extracting(FolderCheck.Finding::toString)
                .containsExactly(
                        "PROBLEM     E1/LP26-01: LP26-01.keys:8: damaged bytes (not UTF-8 text)",
                        "PROBLEM     E2/LP26-01: LP26-01.TXT:5: damaged bytes (not UTF-8 text)",
                        "OK          E3/LP26-01: 4 keys, 2 transcript lines");
    }

    /** A keystroke log: the judge types, and (if asked) the entity answers once. */
    static List<KeyLogLine> conversation(String typed, boolean answered) {
        List<KeyLogLine> log = new ArrayList<>();
        log.add(new KeyLogLine(
                T0,
                "T1",
                -1,
                "-",
                "relay",
                KeyLogLine.What.BEGIN,
                new BeginFacts(new TranscriptHeader("(c)2026 Test", "Eliza", "Debian", T0), ZoneId.of("UTC"))
                        .payload()));
        List<Key> keys = Key.typing(typed);
        int second = 0;
        int sent = typed.indexOf("\r\r") + 2;
        for (int i = 0; i < keys.size(); i++) {
            log.add(new KeyLogLine(
                    T0.plusSeconds(++second),
                    "T1",
                    -1,
                    "-",
                    "judge",
                    KeyLogLine.What.KEY,
                    keys.get(i).name()));
            if (answered && i == sent - 1) {
                log.add(new KeyLogLine(T0.plusSeconds(++second), "T1", -1, "-", "E1", KeyLogLine.What.SAY, "Hi."));
                log.add(new KeyLogLine(T0.plusSeconds(second), "T1", -1, "-", "E1", KeyLogLine.What.END, ""));
            }
        }
        return log;
    }

    /** The relay's last line when it ends a conversation normally. */
    static List<KeyLogLine> closed(List<KeyLogLine> log, String reason) {
        List<KeyLogLine> closedLog = new ArrayList<>(log);
        closedLog.add(new KeyLogLine(
                log.getLast().at().plusSeconds(1), "T1", -1, "-", "relay", KeyLogLine.What.CLOSE, reason));
        return closedLog;
    }

    private void write(String stem, List<KeyLogLine> log) throws IOException {
        KeyRecords.write(folder, stem, log);
    }
}
