package parlor.transcripts.keylog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.TimedKey;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.TranscriptHeader;
import parlor.transcripts.text.Skipped;

/** What a keystroke log is to the tools that read it: its chain's values, its conversation's keys, its 1996 transcript. */
class KeyLogRecordsTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    /**
     * The chain's values are fixed by its formula (the first 12 bytes, base64url, of HMAC-SHA-256 under
     * HMAC-SHA-256(contest key, "parlor record"), or of SHA-256, over the previous value, a newline and
     * the line; worked out apart, in Python): a record this release writes verifies in the next.
     */
    @Test
    void theChainsValuesAreThoseItsFormulaGives() {
        KeyLogChain keyed = KeyLogChain.of(Optional.of(KeyLogChain.recordKey("a contest key of some length")));
        KeyLogChain plain = KeyLogChain.of(Optional.empty());

        assertThat(keyed.next("", bytes("line one"))).isEqualTo("k9js_LTHcJu08uFfs");
        assertThat(keyed.next("k9js_LTHcJu08uFfs", bytes("line two"))).isEqualTo("k82kBiAUUHrnjsnxV");
        assertThat(plain.next("", bytes("line one"))).isEqualTo("hCHKrYU04iwVB_Qno");
        assertThat(plain.next("hCHKrYU04iwVB_Qno", bytes("line two"))).isEqualTo("hlblWIxH3jxq-IWtv");
    }

    @Test
    void aConversationsKeysAreTheJudgesAndTheHiddenSidesLeavingOutNamesThatAreNotKeys() {
        List<KeyLogLine> log = List.of(
                begin(),
                line(1, "judge", KeyLogLine.What.KEY, "h 1"),
                line(2, "E1", KeyLogLine.What.KEY, "o"),
                line(3, "judge", KeyLogLine.What.KEY, "\u00e9 2"),
                line(4, "E1", KeyLogLine.What.SAY, "key"),
                line(5, "E1", KeyLogLine.What.END, ""));

        Conversation conversation = KeyLogConversation.of(new KeyLogReader.Result(log, List.of()), "T1.keys");

        assertThat(conversation.keys())
                .containsExactly(
                        new TimedKey(T0.plusSeconds(1), Speaker.JUDGE, Key.of('h')),
                        new TimedKey(T0.plusSeconds(2), Speaker.HIDDEN, Key.of('o')));
    }

    @Test
    void writingA1996TranscriptReturnsTheLinesThatCouldNotBeReplayed() {
        List<KeyLogLine> log = List.of(
                begin(),
                line(1, "judge", KeyLogLine.What.KEY, "h 1"),
                line(2, "judge", KeyLogLine.What.KEY, "\u00e9 2"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        List<Skipped> skipped = KeyLogTo96.write(log, "T1.keys", out);

        assertThat(skipped).containsExactly(new Skipped("T1.keys", 3, "not a key name: '\u00e9'", "\u00e9 2"));
        assertThat(out.toString(StandardCharsets.ISO_8859_1)).contains("(c)2026 Test");
    }

    private static KeyLogLine begin() {
        return line(
                0,
                "relay",
                KeyLogLine.What.BEGIN,
                new BeginFacts(new TranscriptHeader("(c)2026 Test", "Eliza", "Debian", T0), ZoneId.of("UTC"))
                        .payload());
    }

    private static KeyLogLine line(int second, String who, KeyLogLine.What what, String payload) {
        return new KeyLogLine(T0.plusSeconds(second), "T1", -1, "-", who, what, payload);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
