package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.entity.Entity;
import parlor.relay.link.Frame;
import parlor.relay.link.Viewer;

/**
 * A reply reaches the judge's station as one write: its lines and the prompt after them each went
 * as a write of their own, and each woke the station to read it.
 */
class ReplyInOneWriteTest {

    @TempDir
    Path folder;

    @Test
    void aReplysLinesAndThePromptAfterThemGoToTheStationInOneWrite() {
        Contest contest = ContestLoader.demo(folder);
        List<List<String>> writes = new CopyOnWriteArrayList<>();
        Viewer station = new Viewer() {
            @Override
            public void write(List<Frame> frames) {
                writes.add(frames.stream()
                        .map(frame -> frame.type() + " " + frame.payload())
                        .toList());
            }

            @Override
            public void displaced() {}
        };
        Entity entry = DemoSeat.replyingWith("I am a program\nand this is my second line");
        Seat seat = DemoSeat.attached(contest, entry, station, java.time.Instant.parse("2026-11-26T09:00:00Z"));
        DemoSeat.sayHiAndClose(seat);

        List<List<String>> withTheReply = writes.stream()
                .filter(frames -> frames.stream().anyMatch(frame -> frame.contains("I am a program")))
                .toList();
        assertThat(withTheReply).hasSize(1);
        assertThat(withTheReply.getFirst())
                .anyMatch(frame -> frame.contains("and this is my second line"))
                .anyMatch(frame -> frame.startsWith("PROMPT"));
    }
}
