package parlor.relay.switchboard;

import parlor.relay.link.LinkMessage;

/** Something that shows a terminal's conversation: a station's link. Must not block. */
public interface Viewer {

    void show(LinkMessage message);

    /** Another station took the terminal over. */
    void displaced();
}
