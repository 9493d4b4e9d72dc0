package parlor.relay.server;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import parlor.relay.link.Frame;
import parlor.relay.link.Link;
import parlor.relay.link.LinkCodec;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Transport;
import parlor.relay.ops.OpsLog;
import parlor.relay.switchboard.Switchboard;
import parlor.relay.switchboard.TerminalSession;
import parlor.relay.switchboard.Viewer;

/**
 * The relay's side of one station's link: the handshake, then frames in (to the terminal's
 * session) and frames out. Outgoing frames queue so a slow station never holds up a conversation.
 */
final class StationConnection implements Viewer {

    /** A station this far behind is not keeping up; it is dropped and may reconnect. */
    private static final int MAX_QUEUED = 50_000;
    private static final List<Frame> CLOSE = List.of();

    private final Link link;
    private final Switchboard switchboard;
    private final String relayEpoch;
    private final BlockingQueue<List<Frame>> outgoing = new LinkedBlockingQueue<>();
    private volatile String terminal = "-";

    StationConnection(Transport transport, Switchboard switchboard, String relayEpoch) {
        this.switchboard = switchboard;
        this.relayEpoch = relayEpoch;
        this.link = new Link(transport, damage -> OpsLog.badInput(terminal, transport.name(), damage));
    }

    void serve() {
        Thread.ofVirtual().name("link-out-" + link.name()).start(this::writeLoop);
        TerminalSession session = null;
        String why = "link closed";
        try {
            session = handshake();
            if (session == null) {
                return;
            }
            why = readFrames(session);
        } catch (IOException e) {
            why = e.getMessage();
        } finally {
            if (session != null) {
                session.detach(this);
                OpsLog.stationLeft(terminal, link.name(), why);
            }
            outgoing.add(CLOSE);
        }
    }

    private TerminalSession handshake() throws IOException {
        Optional<Frame> first = link.next();
        if (first.isEmpty()) {
            return null;
        }
        LinkMessage message;
        try {
            message = LinkCodec.fromFrame(first.get());
        } catch (IllegalArgumentException e) {
            return refuse("unreadable first frame: " + e.getMessage());
        }
        if (!(message instanceof LinkMessage.Hello hello)) {
            return refuse("expected HELLO first, got " + first.get().type());
        }
        if (!LinkMessage.PROTOCOL.equals(hello.protocol())) {
            return refuse("this relay speaks " + LinkMessage.PROTOCOL + ", the station " + hello.protocol());
        }
        if (!"judge".equals(hello.role())) {
            return refuse("role '" + hello.role() + "' is not available on this relay yet (use judge)");
        }
        Optional<TerminalSession> session = switchboard.session(hello.terminal());
        if (session.isEmpty()) {
            return refuse("no terminal " + hello.terminal() + " in this contest (terminals: " + switchboard.terminalNames() + ")");
        }
        terminal = hello.terminal();
        LinkMessage.Welcome welcome = session.get().attach(this, hello, relayEpoch, LinkMessage.NONE, switchboard.contestName());
        OpsLog.stationConnected(terminal, link.name(), welcome.fresh() ? "screen redrawn" : "resumed after frame " + hello.delivered());
        return session.get();
    }

    private String readFrames(TerminalSession session) throws IOException {
        while (true) {
            Optional<Frame> frame = link.next();
            if (frame.isEmpty()) {
                return "link closed";
            }
            if (frame.get().type().equals("BYE")) {
                return "said goodbye (" + frame.get().payload() + ")";
            }
            try {
                session.fromStation(frame.get());
            } catch (IllegalArgumentException e) {
                OpsLog.badInput(terminal, link.name(), "unusable " + frame.get().type() + " frame: " + e.getMessage());
            }
        }
    }

    private TerminalSession refuse(String reason) {
        OpsLog.stationRefused(link.name(), reason);
        outgoing.add(List.of(LinkCodec.toFrame(new LinkMessage.Refused(reason))));
        return null;
    }

    @Override
    public void write(List<Frame> frames) {
        if (outgoing.size() >= MAX_QUEUED) {
            OpsLog.badInput(terminal, link.name(), "station not reading; dropping the link");
            link.close();
            return;
        }
        outgoing.add(frames);
    }

    @Override
    public void displaced() {
        outgoing.add(List.of(LinkCodec.toFrame(new LinkMessage.Bye("another station took terminal " + terminal))));
        outgoing.add(CLOSE);
    }

    /** The relay is stopping: the station will notice the link is gone and keep retrying. */
    void close() {
        link.close();
    }

    private void writeLoop() {
        try {
            while (true) {
                List<Frame> next = outgoing.take();
                if (next == CLOSE) {
                    break;
                }
                link.write(next);
            }
        } catch (IOException | InterruptedException e) {
            // the station went away; the reading side notices and reports it
        } finally {
            link.close();
        }
    }
}
