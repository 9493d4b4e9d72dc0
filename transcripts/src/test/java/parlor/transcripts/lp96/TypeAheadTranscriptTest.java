package parlor.transcripts.lp96;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;

/**
 * A message the judge typed while the reply before it was still coming (issue 41): the 1996 transcript keeps the
 * conversation's order, the reply first, as the judge's screen showed it and the hidden side heard it, and its times
 * never go back: the typed-ahead line is stamped when it took effect, as the reply ended.
 */
class TypeAheadTranscriptTest {

    private static final Instant START = Instant.parse("2026-11-28T16:06:00Z");

    @TempDir
    Path folder;

    @Test
    void aLineTypedAheadFollowsTheReplyStampedWhenItTookEffect() throws IOException {
        LineDiscipline discipline = new LineDiscipline(1);
        try (Lp96TranscriptWriter writer = Lp96TranscriptWriter.create(
                folder, new TranscriptHeader("(c)2026 Test", "Eliza", "Debian", START), ZoneOffset.UTC)) {
            type(discipline, writer, "Hello\r\r", START.plusSeconds(50));
            // the reply is paced: while it comes, 16:07:01-16:07:05, the judge types the next message ahead
            type(discipline, writer, "And?\r\r", START.plusSeconds(61));
            discipline
                    .entitySaid(List.of("Hello there, how are you?"), START.plusSeconds(76))
                    .forEach(writer::record);
        }

        assertThat(Files.readAllLines(folder.resolve("LP26-01.TXT")))
                .containsExactly(
                        "(c)2026 Test",
                        "[Eliza] [Debian]",
                        "Start at: [2026/11/28 16:06:00]",
                        "JUDGE01[16:06:55]Hello",
                        "PROGRAM[16:07:16]Hello there, how are you?",
                        "JUDGE01[16:07:16]And?");
    }

    /** Types one key a second from {@code from}. */
    private static void type(LineDiscipline discipline, Lp96TranscriptWriter writer, String typed, Instant from) {
        List<Key> keys = Key.typing(typed);
        for (int i = 0; i < keys.size(); i++) {
            discipline.accept(keys.get(i), from.plusSeconds(i)).forEach(writer::record);
        }
    }
}
