package parlor.relay.server;

import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import parlor.relay.link.Link;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Transport;
import parlor.relay.ops.OpsLog;
import parlor.relay.switchboard.Switchboard;
import parlor.relay.switchboard.TerminalSession;
import parlor.relay.switchboard.Viewer;

/**
 * The relay's side of one station's link: the handshake, then keystrokes in and screen events out.
 * Outgoing messages queue so a slow station never holds up a conversation.
 */
final class StationConnection implements Viewer {

    /** A station this far behind is not keeping up; it is dropped and may reconnect. */
    private static final int MAX_QUEUED = 50_000;
    private static final LinkMessage CLOSE = new LinkMessage.Bye("closing");

    private final Link link;
    private final Switchboard switchboard;
    private final BlockingQueue<LinkMessage> outgoing = new LinkedBlockingQueue<>();
    private volatile String terminal = "-";

    StationConnection(Transport transport, Switchboard switchboard) {
        this.switchboard = switchboard;
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
            why = readKeys(session);
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
        Optional<LinkMessage> first = link.receive();
        if (first.isEmpty()) {
            return null;
        }
        if (!(first.get() instanceof LinkMessage.Hello hello)) {
            return refuse("expected HELLO first, got " + first.get().getClass().getSimpleName());
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
        OpsLog.stationConnected(terminal, link.name());
        show(new LinkMessage.Welcome(terminal, switchboard.contestName()));
        session.get().attach(this);
        return session.get();
    }

    private String readKeys(TerminalSession session) throws IOException {
        while (true) {
            Optional<LinkMessage> message = link.receive();
            if (message.isEmpty()) {
                return "link closed";
            }
            switch (message.get()) {
                case LinkMessage.KeyPressed key -> session.keyPressed(key.key());
                case LinkMessage.Bye bye -> {
                    return "said goodbye (" + bye.reason() + ")";
                }
                default -> OpsLog.badInput(terminal, link.name(), "unexpected " + message.get().getClass().getSimpleName());
            }
        }
    }

    private TerminalSession refuse(String reason) {
        OpsLog.stationRefused(link.name(), reason);
        show(new LinkMessage.Refused(reason));
        return null;
    }

    @Override
    public void show(LinkMessage message) {
        if (outgoing.size() >= MAX_QUEUED) {
            OpsLog.badInput(terminal, link.name(), "station not reading; dropping the link");
            link.close();
            return;
        }
        outgoing.add(message);
    }

    @Override
    public void displaced() {
        show(new LinkMessage.Bye("another station took terminal " + terminal));
        outgoing.add(CLOSE);
    }

    /** The relay is stopping: the station will notice the link is gone and keep retrying. */
    void close() {
        link.close();
    }

    private void writeLoop() {
        try {
            while (true) {
                LinkMessage next = outgoing.take();
                if (next == CLOSE) {
                    break;
                }
                link.send(next);
            }
        } catch (IOException | InterruptedException e) {
            // the station went away; the reading side notices and reports it
        } finally {
            link.close();
        }
    }
}
