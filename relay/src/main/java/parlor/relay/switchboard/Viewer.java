package parlor.relay.switchboard;

import java.util.List;
import parlor.relay.link.Frame;

/** A station's link as a session sees it: somewhere to send frames. Must not block. */
public interface Viewer {

    void write(List<Frame> frames);

    /** Another station took the terminal over. */
    void displaced();
}
