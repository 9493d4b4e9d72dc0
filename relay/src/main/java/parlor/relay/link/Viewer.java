package parlor.relay.link;

import java.util.List;

/** A station's link as a session sees it: somewhere to send frames. Must not block. */
public interface Viewer {

    void write(List<Frame> frames);

    /**
     * What was written so far may go to the wire now instead of when the caller's work is done.
     * Only the link's own reading thread writes for itself: anyone else's writes go at once anyway.
     */
    default void flush() {}

    /** Another station took the terminal over. */
    void displaced();
}
