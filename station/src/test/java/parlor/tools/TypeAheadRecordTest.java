package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keys.Key;
import parlor.transcripts.testing.KeyRecords;

/**
 * A message the judge typed ahead, while the reply before it was still being paced out (issue 41), as the organiser
 * publishes it: every format keeps it after the reply, as the conversation went, with the time it took effect, and
 * says when it was typed where there is room to.
 */
class TypeAheadRecordTest {

    private static final Instant T0 = Instant.parse("2026-11-28T16:06:00Z");

    @TempDir
    Path folder;

    @Test
    void theReportPageKeepsTheOrderAndSaysTheMessageWasTypedAhead() throws IOException {
        Path day = folder.resolve("transcripts");
        record(day.resolve("E1"));

        CommandRun run = CommandRun.of(
                new TranscriptsMain(),
                "report",
                day.toString(),
                "--out",
                folder.resolve("site").toString(),
                "--zone",
                "UTC");

        String page = Files.readString(folder.resolve("site").resolve("unplaced-E1-LP26-01.html"));
        String reply = "<span class=\"t\">16:07:16</span><span class=\"who\">E1</span>"
                + "<span class=\"text\">Hello there, how are you?</span>";
        String ahead = "<span class=\"t\">16:07:16</span><span class=\"who\">Judge 1</span>"
                + "<span class=\"text\">And?</span><span class=\"ahead\">typed ahead at 16:07:05, during the other side's turn</span>";
        assertThat(page).as(run.err()).contains(reply, ahead);
        assertThat(page.indexOf(ahead)).isGreaterThan(page.indexOf(reply));
    }

    @Test
    void theJsonLineStampsItWhenItTookEffectAndSaysWhenItWasTyped() throws IOException {
        record(folder);
        Path out = folder.resolve("out");

        CommandRun run = CommandRun.of(
                new TranscriptsMain(),
                "convert",
                "--to",
                "json",
                "--out",
                out.toString(),
                folder.resolve("LP26-01.keys").toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(out.resolve("LP26-01.json")))
                .contains(
                        "{\"at\":\"2026-11-28T16:07:16Z\",\"speaker\":\"hidden\",\"judge\":1,\"text\":\"Hello there, how are you?\"},"
                                + "{\"at\":\"2026-11-28T16:07:16Z\",\"speaker\":\"judge\",\"judge\":1,\"text\":\"And?\","
                                + "\"typedAhead\":\"2026-11-28T16:07:05Z\"}");
    }

    @Test
    void theTranscriptIsStampedWhenTheLineTookEffectAndCheckStillTakesOneAnOlderRelayStampedWhenTyped()
            throws IOException {
        record(folder);
        Path text = folder.resolve("LP26-01.TXT");
        assertThat(Files.readString(text))
                .endsWith("PROGRAM[16:07:16]Hello there, how are you?\r\nJUDGE01[16:07:16]And?\r\n");
        assertThat(check().out()).startsWith(ENDED + "\n");

        Files.writeString(text, Files.readString(text).replace("JUDGE01[16:07:16]", "JUDGE01[16:07:05]"));
        assertThat(check().out())
                .as("as relays wrote it before")
                .contains(ENDED + "; lines typed ahead are"
                        + " stamped when typed, after the reply they followed, as a relay before issue 41 wrote them");

        Files.writeString(text, Files.readString(text).replace("JUDGE01[16:07:05]", "JUDGE01[16:07:09]"));
        assertThat(check().out())
                .contains("PROBLEM     LP26-01: transcript and keystroke log disagree at line 6: transcript has"
                        + " 'JUDGE01[16:07:09]And?', keystrokes give 'JUDGE01[16:07:16]And?'");
    }

    private static final String ENDED =
            "OK          LP26-01: ended: time up, while the judge waited for a reply; 13 keys, 3 transcript lines";

    private CommandRun check() {
        return CommandRun.of(new TranscriptsMain(), "check", folder.toString());
    }

    /**
     * Judge 01 says Hello (16:06:50-56); E1's reply is paced out until 16:07:16, and meanwhile, 16:07:01-06, the judge
     * types "And?" and its two Returns.
     */
    private static void record(Path entity) throws IOException {
        List<KeyLogLine> log = new ArrayList<>(List.of(TypedRecords.begin(T0, 1)));
        keys(log, "Hello\r\r", T0.plusSeconds(50));
        keys(log, "And?\r\r", T0.plusSeconds(61));
        Instant replied = T0.plusSeconds(76);
        log.add(new KeyLogLine(replied, "T1", 1, "-", "E1", KeyLogLine.What.SAY, "Hello there, how are you?"));
        log.add(new KeyLogLine(replied, "T1", 1, "-", "E1", KeyLogLine.What.END, ""));
        log.add(new KeyLogLine(replied.plusSeconds(30), "T1", 1, "-", "relay", KeyLogLine.What.CLOSE, "time up"));
        KeyRecords.write(entity, "LP26-01", log);
    }

    private static void keys(List<KeyLogLine> log, String typed, Instant from) {
        List<Key> keys = Key.typing(typed);
        for (int i = 0; i < keys.size(); i++) {
            log.add(new KeyLogLine(
                    from.plusSeconds(i),
                    "T1",
                    1,
                    "-",
                    "judge",
                    KeyLogLine.What.KEY,
                    keys.get(i).name()));
        }
    }
}
