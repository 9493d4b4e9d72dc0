package parlor.transcripts.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.keylog.BeginFacts;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.lp96.TranscriptHeader;

/** What was on the judge's screen at any moment of a record, the answer replay draws from. */
class TimelineTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    @Test
    void aRecordOfLinesShowsEachLineFromWhenItWasFinished() {
        Timeline timeline = Timeline.ofLines(new Conversation(
                "T1.TXT",
                "T1.TXT",
                "E1",
                T0,
                List.of(),
                List.of(
                        new Utterance(T0.plusSeconds(5), Speaker.JUDGE, 4, "hello"),
                        new Utterance(T0.plusSeconds(8), Speaker.HIDDEN, 4, "hi there")),
                List.of(),
                List.of(),
                List.of()));

        assertThat(timeline.start()).isEqualTo(T0);
        assertThat(timeline.end()).isEqualTo(T0.plusSeconds(8));
        assertThat(timeline.screenAt(T0.plusSeconds(4)).lines()).containsExactly(">");
        assertThat(timeline.screenAt(T0.plusSeconds(5)).lines()).containsExactly(">hello", ">");
        assertThat(timeline.screenAt(T0.plusSeconds(9)).lines()).containsExactly(">hello", "hi there", ">");
        assertThat(timeline.stepsBy(T0.minusSeconds(1))).isZero();
        assertThat(timeline.stepsBy(T0.plusSeconds(4))).isEqualTo(1);
        assertThat(timeline.stepsBy(T0.plusSeconds(5))).isEqualTo(3);
        assertThat(timeline.stepsBy(T0.plusSeconds(60))).isEqualTo(5);
        assertThat(timeline.steps()).hasSize(5);
    }

    @Test
    void aKeystrokeLogShowsKeyByKeyAndPassesOverAKeyNameThatIsNotAKey() {
        Timeline timeline = Timeline.ofKeyLog(
                List.of(
                        line(
                                0,
                                "relay",
                                KeyLogLine.What.BEGIN,
                                new BeginFacts(
                                                new TranscriptHeader("(c)2026 Test", "Eliza", "Debian", T0),
                                                ZoneId.of("UTC"))
                                        .payload()),
                        line(1, "judge", KeyLogLine.What.KEY, "h 1"),
                        line(2, "judge", KeyLogLine.What.KEY, "\u00e9 2"),
                        line(3, "judge", KeyLogLine.What.KEY, "i 3")),
                "T1.keys");

        assertThat(timeline.start()).isEqualTo(T0);
        assertThat(timeline.end()).isEqualTo(T0.plusSeconds(3));
        assertThat(timeline.screenAt(T0).lines()).containsExactly(">");
        assertThat(timeline.screenAt(T0.plusSeconds(2)).lines()).containsExactly(">h");
        assertThat(timeline.screenAt(T0.plusSeconds(3)).lines()).containsExactly(">hi");
    }

    private static KeyLogLine line(int second, String who, KeyLogLine.What what, String payload) {
        return new KeyLogLine(T0.plusSeconds(second), "T1", -1, "-", who, what, payload);
    }
}
