package parlor.transcripts.lpp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.testing.Allocation;

class LppLogReaderTest {

    /**
     * Reading a key line makes little besides what is kept of it (the line as read, its key line,
     * its time): no pattern's matcher, no string per field. Until 26 November it took 1,376 bytes.
     */
    @Test
    void aKeyLineIsReadWithLittleGarbage() throws Exception {
        StringBuilder log = new StringBuilder("Loebner Prize 2012\nLeft =human\n");
        for (int i = 0; i < 20_000; i++) {
            log.append("J1 0133701523802")
                    .append(String.format("%05d", i))
                    .append(i % 2 == 0 ? " judge left " : " b-wilcox-angela right ")
                    .append((char) ('a' + i % 26))
                    .append('\n');
        }
        String text = log.toString();
        LppLogReader.read(new StringReader(text), "warm-up.log");

        long bytes = Allocation.bytesOf(() -> assertThat(
                        LppLogReader.read(new StringReader(text), "2012.log").keys())
                .hasSize(20_000));

        assertThat(bytes / 20_000).as("bytes a line").isLessThan(400);
    }

    @Test
    void the2007FormWithTwoNumbersAndItsKeyNamesIsRead() throws IOException {
        String log = """
            Loebner Prize 2007
            J3 1192202400 1192202400 local left H
            J3 1192202401 1192202401 local left i
            J3 1192202402 1192202402 local left CR
            J3 1192202403 1192202403 local left o
            J3 1192202405 1192202405 remote left quotedble
            J3 1192202406 1192202406 remote left Y
            J3 1192202407 1192202407 remote left tab
            J3 1192202408 1192202408 remote left o
            J3 1192202409 1192202409 remote left quotedl
            J3 1192202410 1192202410 remote left Return
            """;

        LppLog read = LppLogReader.read(new StringReader(log), "2007.log");
        List<Conversation> conversations = LppConversations.of(read);

        assertThat(read.skipped()).isEmpty();
        assertThat(read.keys()).hasSize(10);
        assertThat(read.keys().get(0).at()).isEqualTo(Instant.ofEpochSecond(1192202400));
        assertThat(read.keys().get(0).speaker()).isEqualTo(Speaker.JUDGE);
        assertThat(conversations)
                .singleElement()
                .satisfies(c -> assertThat(c.lines())
                        .extracting(u -> u.speaker() + ":" + u.text())
                        .containsExactly("JUDGE:Hi", "JUDGE:o", "HIDDEN:\"Y o\""));
        assertThat(conversations.get(0).repairs())
                .singleElement()
                .asString()
                .startsWith("line by judge unfinished when the record ends");
    }

    @Test
    void stampsOfEveryKnownWidthAreDecoded() {
        assertThat(LppStamp.decode("013370740040391417")).isEqualTo(Instant.parse("2012-05-15T09:26:44.391417Z"));
        assertThat(LppStamp.decode("1337074004")).isEqualTo(Instant.parse("2012-05-15T09:26:44Z"));
        assertThat(LppStamp.decode("133707400439")).isEqualTo(Instant.parse("2012-05-15T09:26:44.39Z"));
        assertThat(LppStamp.decode("1337074004391")).isEqualTo(Instant.parse("2012-05-15T09:26:44.391Z"));
    }

    @Test
    void eighteenDigitsOfMillisecondsAsThe2009RulesSayAreDecodedBesideThe2012Form() {
        assertThat(LppStamp.decode("000001252231200123")).isEqualTo(Instant.parse("2009-09-06T10:00:00.123Z"));
        assertThat(LppStamp.decode("013370740040391417")).isEqualTo(Instant.parse("2012-05-15T09:26:44.391417Z"));
    }

    @Test
    void damagedLinesAreReportedAndReadingGoesOn() throws IOException {
        String log = """
            Transcripts of judge 2 program x round 1
            J2 013370740040391417 judge right H
            J2 013370740040391417 judge right
            J2 0133707400403
            J2 01337074004039141x judge right i
            J2 013370740049391417 judge right i
            """;

        LppLog read = LppLogReader.read(new StringReader(log), "bad.log");

        assertThat(read.keys()).hasSize(1);
        assertThat(read.skipped())
                .extracting(s -> s.line() + " " + s.reason())
                .containsExactly(
                        "3 no key name",
                        "4 key line cut short or garbled",
                        "5 key line cut short or garbled",
                        "6 time stamp '013370740049391417' has more than a second of microseconds");
    }
}
