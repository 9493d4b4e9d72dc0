package parlor.relay.switchboard;

import parlor.relay.link.LinkMessage;

/** A plain terminal (no Parlor software) shows the conversation: it is drawn for, and cannot acknowledge. */
public interface PlainViewer {
    void show(LinkMessage.Data message);

    void redraw(parlor.transcripts.screen.Screen conversation, int judge, String notice);

    void displaced();

    /**
     * The operator frees the seat (restart): a telnet client is let go, and true; a terminal on a
     * serial line is wiring, and stays.
     */
    default boolean release() {
        return false;
    }
}
