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
import parlor.relay.entity.EntityListener;
import parlor.transcripts.keys.Key;

/**
 * What the judge sees of a key comes before the relay's own work on it: a message's last Return
 * draws its new line on the station before the message is logged and handed to the entry.
 */
class EchoFirstTest {

    @TempDir
    Path folder;

    @Test
    void aMessagesNewLineIsOnTheWireBeforeTheEntryIsHandedTheMessage() {
        Contest contest = ContestLoader.demo(folder);
        StationWire station = new StationWire();
        List<List<String>> wireWhenHandedOn = new CopyOnWriteArrayList<>();
        Entity entry = new Entity() {
            @Override
            public void start(EntityListener listener) {}

            @Override
            public void judgeSaid(String message) {
                wireWhenHandedOn.add(List.copyOf(station.onTheWire));
            }

            @Override
            public void close() {}
        };
        Seat seat = DemoSeat.attached(contest, entry, station, java.time.Instant.parse("2026-11-23T09:00:00Z"));
        station.flush();
        long seq = 0;
        for (Key key : List.of(Key.of('h'), Key.of('i'), Key.RETURN, Key.RETURN)) {
            seat.keyPressed(key, ++seq);
            // the reading thread writes what is left once it has handled the frame
            station.flush();
        }
        seat.close();

        assertThat(wireWhenHandedOn).hasSize(1);
        assertThat(wireWhenHandedOn.getFirst())
                .as("the station's wire when the entry was handed the message")
                .last()
                .isEqualTo("NL ");
    }
}
