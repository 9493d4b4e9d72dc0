package parlor.relay.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.time.Clock;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import parlor.relay.contest.Contest;
import parlor.relay.link.HostPort;
import parlor.relay.link.Transport;
import parlor.relay.ops.EntityLog;
import parlor.relay.ops.OpsLog;
import parlor.relay.server.loop.LinkLoops;
import parlor.relay.server.loop.LoopChannel;
import parlor.relay.switchboard.Switchboard;

/** The switchboard with its links: stations connect over TCP, or in-process for the demo. */
public final class Relay implements AutoCloseable {

    /**
     * How often the relay looks at every seat for acknowledgements, resends and keep-alives, and
     * at the round clock. None of it is on a key's way to its echo; a look at 1,000 seats 50 times
     * a second was 5 % of the relay's time under bench/load, 10 times a second is a fifth of that.
     */
    private static final java.time.Duration TICK = java.time.Duration.ofMillis(100);
    /** Connections the kernel holds for the accept loop: the default 50 overflowed in a connect storm, and clients waited 1 s to try again. */
    private static final int BACKLOG = 1024;
    /**
     * Bytes a station may have sent that its link has not yet read before the loop stops reading
     * it: the kernel's buffers then hold the rest, and the station waits, as it would on a thread.
     */
    public static final int INBOUND_LIMIT = 64 * 1024;

    private final Contest contest;
    private final Clock clock;
    private final Switchboard switchboard;
    private final RefusalLimiter limiter;
    private final ConnectionGate gate;
    /** Connections turned away or cut off (at the gate, at a taken telnet seat), logged once per episode. */
    private final Episodes turnedAway;

    private final java.util.Optional<parlor.relay.day.ContestDay> day;
    private final parlor.relay.console.RelayControls controls;
    private final parlor.relay.ops.Alerts alerts = parlor.relay.ops.Alerts.listening();
    private final parlor.relay.console.RemoteOperators operators;
    private final Set<StationConnection> connections = ConcurrentHashMap.newKeySet();
    /**
     * Every TCP link's bytes, each link on one of the loops (see {@link #admit}); started by
     * {@link #listen}: a relay reached only through pipes (the station's demo) needs none.
     */
    private volatile LinkLoops loops;
    /** This run of the relay: stations that heard an earlier run get their screens redrawn. */
    private final String epoch = parlor.relay.link.SeatKeys.fresh(6);

    private volatile boolean closed;
    private ServerSocketChannel server;
    private SerialTerminals serialTerminals;
    private TelnetTerminals telnetTerminals;

    /** A relay that picks up any conversation a previous run left open. */
    public Relay(Contest contest, Clock clock) {
        this(contest, clock, false);
    }

    /** With {@code fresh}, conversations a previous run left open are ended and new ones begin. */
    public Relay(Contest contest, Clock clock, boolean fresh) {
        this.contest = contest;
        this.clock = clock;
        this.switchboard = new Switchboard(contest, clock, fresh);
        this.limiter = new RefusalLimiter(clock);
        this.turnedAway = Episodes.turnedAway(clock);
        this.gate = new ConnectionGate(ConnectionGate.Limits.DEFAULT, clock, turnedAway);
        this.day = contest.day().map(rules -> new parlor.relay.day.ContestDay(contest, switchboard, clock));
        this.controls = new parlor.relay.day.DayControls(contest.name(), switchboard, day, alerts);
        this.operators = new parlor.relay.console.RemoteOperators(controls, clock);
    }

    /** Starts every terminal's entity. */
    public Relay start() {
        parlor.relay.ops.EntityLogGuard.startAfresh();
        // an entry with isolation: none is only cut off from the network; a sandboxed one has a network namespace of
        // its own
        boolean isolating = contest.entities().values().stream()
                .anyMatch(e -> e instanceof parlor.relay.contest.EntitySpec.Program p
                        && !p.network()
                        && !p.isolation().sandboxed());
        if (isolating) {
            parlor.relay.entity.NetworkIsolation.unavailable().ifPresent(EntityLog::noNetworkIsolation);
        }
        switchboard.start();
        day.ifPresent(parlor.relay.day.ContestDay::open);
        Thread.ofVirtual().name("relay-tick").start(this::tickLoop);
        serialTerminals = new SerialTerminals(contest, this, clock);
        telnetTerminals = new TelnetTerminals(contest, this, clock, turnedAway);
        return this;
    }

    /** Acknowledgements owed and frames to send again, for every terminal, and the round clock, every {@link #TICK}. */
    private void tickLoop() {
        while (!closed) {
            try {
                switchboard.tick(clock.instant());
                day.ifPresent(parlor.relay.day.ContestDay::tick);
                operators.tick(clock.instant());
                gate.tick(clock.instant());
                turnedAway.tick(clock.instant());
            } catch (RuntimeException e) {
                // the tick keeps every link and the round clock going: one failure must not stop it
                OpsLog.relayFault("the relay's tick", e);
            }
            try {
                Thread.sleep(TICK);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /**
     * Listens for stations on the contest's address; returns the address actually bound. Asked
     * again, it answers with the same address: a second socket would have left the first one's
     * port with nobody accepting on it (a test that asked twice saw its hidden host never heard).
     */
    public synchronized HostPort listen() {
        HostPort wanted = contest.listen();
        if (server != null) {
            return new HostPort(wanted.host(), port());
        }
        try {
            server = ServerSocketChannel.open();
            server.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            server.bind(new InetSocketAddress(InetAddress.getByName(wanted.host()), wanted.port()), BACKLOG);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot listen on " + wanted + ": " + e.getMessage(), e);
        }
        HostPort bound = new HostPort(wanted.host(), port());
        loops = LinkLoops.start("link-loop", LinkLoops.forThisMachine());
        LinkLoops.countOverruled().ifPresent(OpsLog::optionOverruled);
        // a platform thread, like the links': a virtual one is woken for every connection through the poller
        parlor.relay.link.Link.platformThread("relay-accept", this::acceptLoop);
        OpsLog.relayStarted(
                contest.name(), bound.toString(), contest.terminals().size());
        if (contest.key().isEmpty()) {
            OpsLog.noContestKey(bound.toString());
        }
        return bound;
    }

    private int port() {
        return server.socket().getLocalPort();
    }

    private void acceptLoop() {
        while (server.isOpen()) {
            try {
                admit(server.accept());
            } catch (IOException e) {
                if (server.isOpen()) {
                    OpsLog.badInput("-", "listener", "accept failed: " + e.getMessage());
                }
            }
        }
    }

    /**
     * A new TCP connection: its bytes moved by the loop, its frames handled on a virtual thread of
     * its own (which parks while the station is idle, holding no thread of the kernel's), or turned
     * away at once if it is over a cap.
     */
    private void admit(SocketChannel socket) throws IOException {
        socket.setOption(StandardSocketOptions.TCP_NODELAY, true);
        String name = "tcp:" + socket.getRemoteAddress().toString().replaceFirst("^/", "");
        LoopChannel channel = loops.next().connection(socket, name, INBOUND_LIMIT);
        ConnectionGate.Admitted admitted = gate.admit(Transport.hostOf(name), channel);
        if (admitted.ticket().isEmpty()) {
            turnAway(socket, admitted.refusal());
            return;
        }
        channel.start();
        ConnectionGate.Ticket ticket = admitted.ticket().get();
        Transport transport = new Transport(name, ticket.budgeted(channel.in()), channel.out(), channel);
        Thread.ofVirtual().name("link-" + name).start(() -> serve(transport, contest.key(), admitted.ticket()));
    }

    /** Says why, and closes: a fresh socket's send buffer takes one line without waiting. */
    private static void turnAway(SocketChannel socket, String why) {
        try (socket) {
            socket.write(java.nio.ByteBuffer.wrap(parlor.relay.link.FrameCodec.encode(
                            parlor.relay.link.LinkCodec.toFrame(new parlor.relay.link.LinkMessage.Refused(
                                    "turned away: " + why + "; try again shortly")))
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (IOException gone) {
            // it left first
        }
    }

    /**
     * Serves one station over a link that counts as wiring (a serial line, an in-process pipe): no
     * key is asked for. Blocks until the station leaves: call on its own thread.
     */
    public void connect(Transport transport) {
        serve(transport, java.util.Optional.empty(), java.util.Optional.empty());
    }

    private void serve(
            Transport transport,
            java.util.Optional<String> contestKey,
            java.util.Optional<ConnectionGate.Ticket> ticket) {
        StationConnection connection = new StationConnection(
                transport, switchboard, operators, epoch, new StationConnection.Admission(contestKey, limiter, ticket));
        connections.add(connection);
        connection.serve(() -> {
            connections.remove(connection);
            ticket.ifPresent(ConnectionGate.Ticket::release);
        });
    }

    /** TCP connections now held. */
    int connectionsHeld() {
        return gate.held();
    }

    /** A terminal's seat (the terminal is known to exist: it came from the contest). */
    parlor.relay.switchboard.Seat seat(String terminal) {
        return switchboard.seat(terminal).orElseThrow();
    }

    /** The port a telnet terminal's listener took, in the order the contest lists such terminals. */
    public int telnetPort(int index) {
        return telnetTerminals.port(index);
    }

    /** What the operator's console sees and does. */
    public parlor.relay.console.RelayControls controls() {
        return controls;
    }

    /** The day's rounds, in a contest run under a rule set. */
    public java.util.Optional<parlor.relay.day.ContestDay> day() {
        return day;
    }

    public Contest contest() {
        return contest;
    }

    @Override
    public void close() {
        closed = true;
        if (serialTerminals != null) {
            serialTerminals.close();
        }
        if (telnetTerminals != null) {
            telnetTerminals.close();
        }
        try {
            if (server != null) {
                server.close();
            }
        } catch (IOException ignored) {
            // closing anyway
        }
        connections.forEach(StationConnection::close);
        if (loops != null) {
            loops.close();
        }
        turnedAway.flush();
        operators.close();
        switchboard.close();
        // the entries have stopped with the switchboard: their disks are free to unmount
        parlor.relay.entity.EntryDisks.unmountAll();
        alerts.close();
    }
}
