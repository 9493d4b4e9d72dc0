package parlor.transcripts.lp96;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.testing.Modes;

class Lp96TranscriptWriterTest {

    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
    private static final Instant START = Instant.parse("1996-04-16T18:12:00Z");

    @TempDir
    Path folder;

    @Test
    void aConversationThroughTheDisciplineMatchesTheGoldenTranscript() throws IOException {
        LineDiscipline discipline = new LineDiscipline(3);
        try (Lp96TranscriptWriter writer = Lp96TranscriptWriter.create(folder, header(), NEW_YORK)) {
            type(discipline, writer, "@@04\r\r", 20);
            discipline
                    .entitySaid(List.of("Good afternoon, judge 4."), START.plusSeconds(25))
                    .forEach(writer::record);
            type(discipline, writer, "Is it going to\rrain on the parade\rtomorrow?\r\r", 32);
            discipline
                    .entitySaid(List.of("Only if the forecast", "is wrong again."), START.plusSeconds(75))
                    .forEach(writer::record);
            assertThat(writer.file().getFileName().toString()).isEqualTo("LP96-01.TXT");
        }

        byte[] golden = getClass().getResourceAsStream("/golden/LP96-01.TXT").readAllBytes();
        assertThat(Files.readAllBytes(folder.resolve("LP96-01.TXT"))).asString().isEqualTo(new String(golden));
    }

    @Test
    void eachExecutionTakesTheNextFreeCycleNumber() {
        for (int expected = 1; expected <= 3; expected++) {
            try (Lp96TranscriptWriter writer = Lp96TranscriptWriter.create(folder, header(), NEW_YORK)) {
                assertThat(writer.file().getFileName().toString()).isEqualTo(String.format("LP96-%02d.TXT", expected));
            }
        }
    }

    @Test
    void aLineIsOnDiskAsSoonAsItIsRecordedWithoutClosing() throws IOException {
        Lp96TranscriptWriter writer = Lp96TranscriptWriter.create(folder, header(), NEW_YORK);
        LineDiscipline discipline = new LineDiscipline(4);
        type(discipline, writer, "still open\r", 0);

        assertThat(Files.readString(writer.file())).endsWith("JUDGE04[14:12:10]still open\r\n");
        writer.close();
    }

    @Test
    void aNewTranscriptAndTheFoldersMadeForItAreForItsOwnerOnly() {
        Path entity = folder.resolve("transcripts").resolve("E1");
        try (Lp96TranscriptWriter writer = Lp96TranscriptWriter.create(entity, header(), NEW_YORK)) {
            assertThat(Modes.of(writer.file())).as("the transcript").isEqualTo(Modes.OWNER_ONLY_FILE);
        }

        assertThat(Modes.of(entity)).as("the entity's folder").isEqualTo(Modes.OWNER_ONLY_FOLDER);
        assertThat(Modes.of(entity.getParent())).as("the transcripts folder").isEqualTo(Modes.OWNER_ONLY_FOLDER);
    }

    private static TranscriptHeader header() {
        return new TranscriptHeader("(c)1996 Parlor test contest", "Demo entry", "Parlor", START);
    }

    /** Types one key a second, the first at the given second after the start. */
    private static void type(LineDiscipline discipline, Lp96TranscriptWriter writer, String typed, int second) {
        List<Key> keys = Key.typing(typed);
        for (int i = 0; i < keys.size(); i++) {
            discipline.accept(keys.get(i), START.plusSeconds(second + i)).forEach(writer::record);
        }
    }
}
