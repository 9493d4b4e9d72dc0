package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.relay.link.Frame;
import parlor.relay.link.Viewer;
import parlor.transcripts.keys.Key;

/**
 * A judge's key is in the keystroke log before its echo leaves for the station: a relay killed
 * between the two would otherwise have shown the judge a key its record never had.
 */
class KeyRecordedFirstTest {

    @TempDir
    Path folder;

    /** The key being pressed, while it is. */
    private volatile Key pressing;
    /** For each key, the keystroke log's last line when the first frame it caused went to the station. */
    private final Map<Key, String> logWhenShown = new ConcurrentHashMap<>();

    @Test
    void eachKeyIsOnRecordWhenTheFirstFrameItCausesGoesToTheStation() {
        Contest contest = ContestLoader.demo(folder);
        Viewer station = new Viewer() {
            @Override
            public void write(List<Frame> frames) {
                Key key = pressing;
                if (key != null && !frames.isEmpty()) {
                    logWhenShown.putIfAbsent(key, lastLogLine());
                }
            }

            @Override
            public void displaced() {}
        };
        Seat seat = DemoSeat.attached(contest, silentEntry(), station, Instant.parse("2026-11-26T09:00:00Z"));
        List<Key> typed = List.of(Key.of('h'), Key.of('i'), Key.BACKSPACE, Key.of('o'), Key.RETURN);
        long seq = 0;
        for (Key key : typed) {
            pressing = key;
            seat.keyPressed(key, ++seq);
        }
        pressing = null;
        seat.close();

        assertThat(logWhenShown).as("keys that drew something").containsOnlyKeys(typed);
        for (int i = 0; i < typed.size(); i++) {
            Key key = typed.get(i);
            // its line: when, terminal, who, the key and its frame number, then the record's running MAC
            assertThat(logWhenShown.get(key))
                    .as("the record's last line when %s was shown", key)
                    .contains(" judge key " + key.name() + " " + (i + 1) + "\t");
        }
    }

    private static Entity silentEntry() {
        return new Entity() {
            @Override
            public void start(EntityListener listener) {}

            @Override
            public void judgeSaid(String message) {}

            @Override
            public void close() {}
        };
    }

    private String lastLogLine() {
        try (Stream<Path> files = Files.walk(folder)) {
            Path keys = files.filter(f -> f.toString().endsWith(".keys"))
                    .findFirst()
                    .orElseThrow();
            List<String> lines = new ArrayList<>(Files.readAllLines(keys, StandardCharsets.UTF_8));
            return lines.isEmpty() ? "" : lines.getLast();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
