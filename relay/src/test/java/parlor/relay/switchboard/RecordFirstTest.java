package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.entity.Entity;
import parlor.relay.link.Frame;
import parlor.relay.link.Viewer;

/**
 * A reply's line is in the 1996 transcript before any of it is drawn on the judge's screen: a relay
 * killed between the two would otherwise leave a transcript short of what the judge read.
 */
class RecordFirstTest {

    @TempDir
    Path folder;

    @Test
    void aReplysTranscriptLineIsWrittenBeforeItsFirstFrameGoesToTheStation() {
        Contest contest = ContestLoader.demo(folder);
        List<String> transcriptWhenDrawn = new CopyOnWriteArrayList<>();
        Viewer station = new Viewer() {
            @Override
            public void write(List<Frame> frames) {
                if (frames.stream().anyMatch(frame -> frame.payload().contains("I am a program"))) {
                    transcriptWhenDrawn.add(transcript());
                }
            }

            @Override
            public void displaced() {}
        };
        Entity entry = DemoSeat.replyingWith("I am a program");
        Seat seat = DemoSeat.attached(contest, entry, station, java.time.Instant.parse("2026-11-26T09:00:00Z"));
        DemoSeat.sayHiAndClose(seat);

        assertThat(transcriptWhenDrawn).isNotEmpty();
        assertThat(transcriptWhenDrawn.getFirst())
                .as("the .TXT when the reply's first frame went to the station")
                .contains("PROGRAM[09:00:00]I am a program");
    }

    private String transcript() {
        try (Stream<Path> files = Files.walk(folder)) {
            Path txt =
                    files.filter(f -> f.toString().endsWith(".TXT")).findFirst().orElseThrow();
            return Files.readString(txt, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
