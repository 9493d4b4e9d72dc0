package parlor.relay.switchboard;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import parlor.relay.link.Frame;
import parlor.relay.link.Viewer;

/**
 * A station's link as the relay's reading thread drives it: frames it is given wait until the
 * handling of the station's frame is over, unless the session flushes them to the wire sooner.
 */
final class StationWire implements Viewer {
    final List<String> onTheWire = new CopyOnWriteArrayList<>();
    private final List<Frame> waiting = new ArrayList<>();
    volatile boolean displaced;

    @Override
    public synchronized void write(List<Frame> frames) {
        waiting.addAll(frames);
    }

    @Override
    public synchronized void flush() {
        waiting.forEach(frame -> onTheWire.add(frame.type() + " " + frame.payload()));
        waiting.clear();
    }

    @Override
    public void displaced() {
        displaced = true;
    }
}
