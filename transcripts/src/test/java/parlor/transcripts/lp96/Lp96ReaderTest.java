package parlor.transcripts.lp96;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.Utterance;

class Lp96ReaderTest {

    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

    @Test
    void theGoldenTranscriptReadsBackAndWritesOutByteForByte() throws IOException {
        String golden = new String(
                getClass().getResourceAsStream("/golden/LP96-01.TXT").readAllBytes(), StandardCharsets.UTF_8);

        Conversation read = Lp96Reader.read(new StringReader(golden), "LP96-01.TXT", NEW_YORK);
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        ConversationTo96.write(read, NEW_YORK, written);

        assertThat(read.skipped()).isEmpty();
        assertThat(read.hidden()).isEqualTo("Demo entry");
        assertThat(read.lines()).hasSize(6);
        assertThat(read.lines().get(0))
                .isEqualTo(new Utterance(
                        Instant.parse("1996-04-16T18:12:25Z"), Speaker.HIDDEN, 4, "Good afternoon, judge 4."));
        assertThat(written.toString(StandardCharsets.UTF_8)).isEqualTo(golden);
    }

    @Test
    void laterVariantsAreReadAlike() throws IOException {
        String variant = """
            (c) 2004 another rights line
            [Alice] [A. Author]
            Start at: [2004/09/18 23:59:50]
            ***JUDGE02***
            JUDGE02[23:59:55] Hello there
            PROGRAM[00:00:03] Hi, it is past midnight.
            this line belongs to nothing
            """;

        Conversation read = Lp96Reader.read(new StringReader(variant), "LP04-03.TXT", ZoneId.of("UTC"));

        assertThat(read.header()).containsExactly("(c) 2004 another rights line");
        assertThat(read.lines())
                .containsExactly(
                        new Utterance(Instant.parse("2004-09-18T23:59:55Z"), Speaker.JUDGE, 2, "Hello there"),
                        new Utterance(
                                Instant.parse("2004-09-19T00:00:03Z"), Speaker.HIDDEN, 2, "Hi, it is past midnight."));
        assertThat(read.skipped())
                .singleElement()
                .hasToString("LP04-03.TXT:7: not a transcript line: this line belongs to nothing");
    }

    @Test
    void aStartThatIsNoRealDateIsReportedAndTheLinesAreStillRead() throws IOException {
        String damaged = "(c) 1996\n[A] [B]\nStart at: [1996/31/16 14:12:25]\nPROGRAM[14:12:25]Hello.\n";

        Conversation read = Lp96Reader.read(new StringReader(damaged), "LP96-01.TXT", NEW_YORK);

        assertThat(read.skipped())
                .extracting(Object::toString)
                .containsExactly(
                        "LP96-01.TXT:3: 'Start at:' is not a real date and time: Start at: [1996/31/16 14:12:25]",
                        "LP96-01.TXT:4: no 'Start at:' line before the first transcript line; times are placed on 1970-01-01");
        assertThat(read.lines()).extracting(Utterance::text).containsExactly("Hello.");
    }

    @Test
    void aHeaderLineOfManyBracketsIsReadInLinearTime() throws IOException {
        String brackets = "[" + "] [".repeat(300_000) + "x";

        Conversation read = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                java.time.Duration.ofSeconds(5),
                () -> Lp96Reader.read(
                        new StringReader("(c) 1996\n" + brackets + "\n[Prog]ram] [An Author]\n"),
                        "LP96-01.TXT",
                        NEW_YORK));

        assertThat(read.header()).containsExactly("(c) 1996", brackets);
        assertThat(read.hidden()).isEqualTo("Prog]ram");
        assertThat(read.label()).isEqualTo("An Author");
    }
}
