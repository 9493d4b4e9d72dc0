package parlor.relay.server;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import parlor.relay.console.RemoteOperators;
import parlor.relay.host.HostEntity;
import parlor.relay.link.Frame;
import parlor.relay.link.Link;
import parlor.relay.link.LinkCodec;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Role;
import parlor.relay.link.Transport;
import parlor.relay.link.Viewer;
import parlor.relay.ops.ConsoleLog;
import parlor.relay.ops.OpsLog;
import parlor.relay.server.loop.LoopChannel;
import parlor.relay.switchboard.Switchboard;

/**
 * The relay's side of one station's link (or a hidden host's, or an operator's console's): once
 * its handshake admits it ({@link RelayHandshake}), the seat it takes, then frames in (to the
 * terminal's seat) and frames out. Outgoing frames
 * queue so a slow station never holds up a conversation (see {@link FrameSender}).
 */
final class StationConnection implements Viewer {

    /** Damaged lines a TCP connection may send before its HELLO (a serial line's leftovers are wiring, and unlimited). */
    static final int MAX_DAMAGED_BEFORE_HELLO = 3;

    /**
     * How the relay admits this link: by seat key (TCP with a contest key), or as wiring (serial,
     * in-process, no key); a TCP connection holds a ticket from the {@link ConnectionGate}.
     */
    record Admission(Optional<String> contestKey, RefusalLimiter limiter, Optional<ConnectionGate.Ticket> ticket) {}

    private final Link link;
    private final Transport transport;
    private final Switchboard switchboard;
    private final RemoteOperators operators;
    private final String relayEpoch;
    private final Admission admission;
    private final FrameSender outgoing;
    private final RelayHandshake handshake;
    private volatile String terminal = "-";
    /** The seat this link took, in words: terminal T1, hidden host H7. */
    private volatile String seatName = "-";

    private boolean watching;
    private boolean welcomed;
    /** Set on the loop once the link's end has been handled there. */
    private boolean finished;

    private int damagedBeforeHello;

    StationConnection(
            Transport transport,
            Switchboard switchboard,
            RemoteOperators operators,
            String relayEpoch,
            Admission admission) {
        this.transport = transport;
        this.switchboard = switchboard;
        this.operators = operators;
        this.relayEpoch = relayEpoch;
        this.admission = admission;
        this.link = new Link(transport, this::damaged);
        this.outgoing = new FrameSender(
                link,
                !(transport.out() instanceof parlor.relay.link.QueuedOutput),
                () -> OpsLog.badInput(terminal, link.name(), "station not reading; dropping the link"));
        this.handshake = new RelayHandshake(link, transport, admission, outgoing);
    }

    /** What an admitted link serves: a terminal's seat (its station, or a watcher), or a hidden host's entry. */
    private interface Seated {
        void from(Frame frame);

        void leave(String why);

        /** Its frames are handled without waiting on anything slow: a station's, not a console's or a hidden host's. */
        default boolean quick() {
            return false;
        }

        static Seated of(Consumer<Frame> from, Consumer<String> leave) {
            return new Seated() {
                @Override
                public void from(Frame frame) {
                    from.accept(frame);
                }

                @Override
                public void leave(String why) {
                    leave.accept(why);
                }
            };
        }
    }

    /**
     * Serves the station: its handshake on the calling thread, which waits for its frames; then, on
     * the relay's event loop, a station's frames are handled as they arrive, on the loop's thread
     * (an operator's console or a hidden host, whose frames may take a while, and any link not on
     * the loop go on being read on the calling thread). {@code ended} runs once, as the link ends.
     */
    void serve(Runnable ended) {
        outgoing.handledBy(Thread.currentThread());
        Seated seat = null;
        String why = "link closed";
        try {
            seat = admit();
            if (seat == null) {
                return;
            }
            welcomed = true;
            admission.ticket().ifPresent(ConnectionGate.Ticket::welcomed);
            outgoing.startWriter();
            outgoing.sendQueued();
            if (transport.closer() instanceof LoopChannel channel && seat.quick()) {
                outgoing.handledBy(null);
                Seated onLoop = seat;
                channel.deliverTo(() -> applyArrived(channel, onLoop, ended));
                seat = null; // it leaves from the loop
                return;
            }
            why = readFrames(seat);
        } catch (HandshakeBudget.Exceeded e) {
            admission.ticket().ifPresent(ticket -> ticket.cutOff(e.getMessage()));
        } catch (IOException e) {
            why = e.getMessage();
        } finally {
            if (seat != null || !welcomed) {
                finish(seat, why, ended);
            }
        }
    }

    /** The link is over: the seat left ({@code seat} null if none was taken), what was queued written, then the link closed. */
    private void finish(Seated seat, String why, Runnable ended) {
        try {
            link.macFailureSummary().ifPresent(summary -> OpsLog.badInput(terminal, link.name(), summary));
            if (seat != null) {
                seat.leave(why);
            }
            outgoing.closeAfterQueued();
        } finally {
            ended.run();
        }
    }

    /**
     * On the loop: the frames the station's bytes so far make, each handled as on a reading
     * thread; at the link's end, the seat left. Nothing here may wait long: every link waits for it.
     */
    private void applyArrived(LoopChannel channel, Seated seat, Runnable ended) {
        if (finished) {
            return;
        }
        String why = null;
        outgoing.handledBy(Thread.currentThread());
        try {
            // read before the bytes are: once ended, all there is to read is here, and reading does not wait
            boolean over = channel.ended();
            while (why == null) {
                Optional<Frame> frame = over ? link.next() : link.nextWithoutWaiting();
                if (frame.isEmpty()) {
                    break;
                }
                why = apply(seat, frame.get()).orElse(null);
                outgoing.sendQueued();
            }
            if (why == null && over) {
                why = "link closed";
            }
        } catch (IOException e) {
            why = e.getMessage();
        } catch (RuntimeException e) {
            OpsLog.relayFault("the link of " + seatName, e);
            why = "the relay failed handling its frames: " + e;
        } finally {
            outgoing.handledBy(null);
        }
        outgoing.sendQueued();
        if (why != null) {
            finished = true;
            finish(seat, why, ended);
        }
    }

    /** Hears the station's HELLO and seats it where its role says; null if it was refused or went away. */
    private Seated admit() throws IOException {
        Optional<RelayHandshake.Claim> claim = handshake.claim();
        if (claim.isEmpty()) {
            return null;
        }
        return switch (claim.get().role()) {
            case HOST -> seatHost(claim.get());
            case OPERATOR -> seatConsole(claim.get());
            case JUDGE, CONFEDERATE, WATCHER, AUDIENCE -> seatStation(claim.get());
        };
    }

    /** A judge's or a confederate's station taking its terminal or desk, or a watcher watching one. */
    private Seated seatStation(RelayHandshake.Claim claim) throws IOException {
        LinkMessage.Hello hello = claim.hello();
        if (claim.role() == Role.AUDIENCE && hello.terminal().equals(LinkMessage.EVERY_TERMINAL)) {
            return listTerminals(claim);
        }
        Optional<parlor.relay.switchboard.Seat> seat = switchboard.seat(hello.terminal());
        if (seat.isEmpty()) {
            return refuse("no terminal or desk " + hello.terminal() + " in this contest (there: "
                    + switchboard.terminalNames() + ")");
        }
        if (claim.role() == Role.JUDGE && seat.get().isDesk()) {
            return refuse(hello.terminal() + " is a confederate's desk, not a judge's terminal");
        }
        if (claim.role() == Role.CONFEDERATE && !seat.get().isDesk()) {
            return refuse(hello.terminal() + " is a judge's terminal, not a confederate's desk");
        }
        if (claim.role() == Role.AUDIENCE && seat.get().isDesk()) {
            // a desk's screen says a person is there: the room sees only what the judges see
            return refuse(hello.terminal() + " is a confederate's desk, which the audience never sees");
        }
        Optional<String> proof = handshake.proof(claim);
        if (proof.isEmpty()) {
            return null;
        }
        terminal = hello.terminal();
        seatName = "terminal " + hello.terminal();
        watching = claim.role().onlooker();
        java.time.Duration delay =
                claim.role() == Role.AUDIENCE ? switchboard.audienceDelay() : java.time.Duration.ZERO;
        LinkMessage.Welcome welcome = watching
                ? seat.get().watch(this, delay, relayEpoch, proof.get(), switchboard.contestName())
                : seat.get().attach(this, hello, relayEpoch, proof.get(), switchboard.contestName());
        OpsLog.stationConnected(
                terminal,
                link.name(),
                watching
                        ? claim.role() == Role.AUDIENCE
                                ? "audience wall, read-only, " + delay.toSeconds() + " s behind"
                                : "watcher, read-only"
                        : welcome.fresh() ? "screen redrawn" : "resumed after frame " + hello.delivered());
        parlor.relay.switchboard.Seat seated = seat.get();
        return new Seated() {
            @Override
            public boolean quick() {
                return true;
            }

            private int afterDisplaced;
            /** A watcher's keys, counted once each however often its station sends them, and logged once as it leaves. */
            private long watcherKeys;

            private long lastWatcherKey;

            @Override
            public void from(Frame frame) {
                if (watching) {
                    if (frame.type().equals("KEY") && frame.seq() > lastWatcherKey) {
                        lastWatcherKey = frame.seq();
                        watcherKeys++;
                    }
                    seated.fromWatcher(StationConnection.this, frame, link.name());
                } else if (!seated.fromStation(StationConnection.this, frame)) {
                    afterDisplaced++;
                }
            }

            @Override
            public void leave(String why) {
                seated.detach(StationConnection.this);
                OpsLog.stationLeft(terminal, link.name(), why);
                if (afterDisplaced > 0) {
                    OpsLog.badInput(
                            terminal,
                            link.name(),
                            afterDisplaced + " frame(s) came on this link after another station took the seat;"
                                    + " not applied (they belong to the station that was replaced)");
                }
                if (watcherKeys > 0) {
                    ConsoleLog.watcherTyped(terminal, link.name(), watcherKeys);
                }
            }
        };
    }

    /**
     * An audience wall that named no terminal: once its key is proven, it is told every judge's
     * terminal of the contest, to open a link to each; nothing more is sent on this link.
     */
    private Seated listTerminals(RelayHandshake.Claim claim) throws IOException {
        Optional<String> proof = handshake.proof(claim);
        if (proof.isEmpty()) {
            return null;
        }
        seatName = "the list of terminals";
        List<String> terminals = WallListing.terminals(switchboard);
        write(WallListing.frames(terminals, relayEpoch, proof.get(), switchboard.contestName()));
        OpsLog.stationConnected("-", link.name(), "audience wall, told the terminals " + String.join(" ", terminals));
        return Seated.of(frame -> {}, why -> {});
    }

    /**
     * An operator's console ({@code bin/relay console}) taking the seat {@code operator:}. Only that
     * seat's key admits one; a relay without a contest key takes consoles from its own machine only
     * (and from wiring: a serial line, an in-process pipe).
     */
    private Seated seatConsole(RelayHandshake.Claim claim) throws IOException {
        LinkMessage.Hello hello = claim.hello();
        if (admission.contestKey().isEmpty() && handshake.fromAnotherMachine()) {
            return refuse("this relay has no contest key, so it takes operator consoles only from its own machine"
                    + " (give the contest a key, then: bin/relay seats --out keys/ writes keys/operator.key)");
        }
        Optional<String> proof = handshake.proof(claim);
        if (proof.isEmpty()) {
            return null;
        }
        seatName = "the operator's console";
        RemoteOperators.Wire wire = new RemoteOperators.Wire() {
            @Override
            public void write(List<Frame> frames) {
                StationConnection.this.write(frames);
            }

            @Override
            public void displaced() {
                StationConnection.this.displaced();
            }

            @Override
            public String peer() {
                return link.name();
            }
        };
        RemoteOperators.Admitted admitted =
                operators.attach(wire, hello, relayEpoch, proof.get(), switchboard.contestName());
        ConsoleLog.operatorConnected(
                link.name(), admitted.welcome().fresh() ? "a new console" : "resumed after frame " + hello.delivered());
        return Seated.of(admitted.seat()::from, why -> {
            admitted.seat().leave();
            ConsoleLog.operatorLeft(link.name(), why);
        });
    }

    /** A hidden host taking its seat ({@code host:H7}) to link its entry to the terminal that talks to it. */
    private Seated seatHost(RelayHandshake.Claim claim) throws IOException {
        LinkMessage.Hello hello = claim.hello();
        Optional<HostEntity> host = switchboard.host(hello.terminal());
        if (host.isEmpty()) {
            return refuse(
                    "no hidden host " + hello.terminal() + " in this contest (there: " + switchboard.hostNames() + ")");
        }
        Optional<String> proof = handshake.proof(claim);
        if (proof.isEmpty()) {
            return null;
        }
        terminal = host.get().terminal();
        seatName = "hidden host " + hello.terminal();
        LinkMessage.Welcome welcome =
                host.get().attach(this, hello, relayEpoch, proof.get(), switchboard.contestName());
        OpsLog.hostConnected(
                terminal,
                hello.terminal(),
                link.name(),
                welcome.fresh() ? "from the start" : "resumed after frame " + hello.delivered());
        return new Seated() {
            @Override
            public void from(Frame frame) {
                host.get().fromHost(frame);
            }

            @Override
            public void leave(String why) {
                host.get().detach(StationConnection.this);
                OpsLog.hostLeft(terminal, hello.terminal(), link.name(), why);
            }
        };
    }

    /**
     * A damaged line. Before a TCP connection's welcome it is counted, not logged (a flood of
     * garbage must not become a flood of log lines), and a few end the connection.
     */
    private void damaged(String damage) {
        Optional<ConnectionGate.Ticket> ticket = admission.ticket();
        if (ticket.isEmpty() || welcomed) {
            OpsLog.badInput(terminal, transport.name(), damage);
        } else if (++damagedBeforeHello == MAX_DAMAGED_BEFORE_HELLO) {
            ticket.get().cutOff("sent " + MAX_DAMAGED_BEFORE_HELLO + " damaged lines before a HELLO");
        }
    }

    private String readFrames(Seated seat) throws IOException {
        while (true) {
            Optional<Frame> frame = link.next();
            if (frame.isEmpty()) {
                return "link closed";
            }
            Optional<String> end = apply(seat, frame.get());
            if (end.isPresent()) {
                return end.get();
            }
            outgoing.sendQueued();
        }
    }

    /** One frame from the station, handled: the reason the link ends if it says goodbye, else empty. */
    private Optional<String> apply(Seated seat, Frame frame) {
        if (frame.type().equals("BYE")) {
            return Optional.of("said goodbye (" + frame.payload() + ")");
        }
        try {
            seat.from(frame);
        } catch (IllegalArgumentException e) {
            OpsLog.badInput(terminal, link.name(), "unusable " + frame.type() + " frame: " + e.getMessage());
        }
        return Optional.empty();
    }

    private Seated refuse(String reason) {
        handshake.refuse(reason);
        return null;
    }

    @Override
    public void write(List<Frame> frames) {
        outgoing.send(frames);
    }

    @Override
    public void flush() {
        outgoing.sendQueuedIfReading();
    }

    @Override
    public void displaced() {
        outgoing.send(List.of(LinkCodec.toFrame(new LinkMessage.Bye("another station took " + seatName))));
        outgoing.closeAfterQueued();
    }

    @Override
    public String toString() {
        return "StationConnection[" + link.name() + " " + seatName + " queued " + outgoing.queuedBatches() + "]";
    }

    /** The relay is stopping: the station will notice the link is gone and keep retrying. */
    void close() {
        link.close();
    }
}
