package parlor.station;

import com.googlecode.lanterna.terminal.Terminal;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import parlor.relay.SeatKeyOption;
import parlor.relay.SerialOptions;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.Role;
import parlor.station.ui.LanternaStation;
import parlor.station.ui.LanternaWall;
import parlor.station.ui.Terminals;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code bin/station}: a judge's terminal, connected to a relay or to a built-in demo. */
@Command(
        name = "station",
        mixinStandardHelpOptions = true,
        versionProvider = parlor.relay.ParlorVersion.class,
        description =
                "A judge's terminal under the 1996 rules: '>' prompt, echo, two Returns end a message, @@nn Return Return announces judge nn.")
public final class StationMain implements Callable<Integer> {

    /** The terminal a station takes when none is named. */
    static final String FIRST_TERMINAL = "T1";

    /** Where a demo's transcripts and logs go when no --demo-dir is given. */
    static final String DEFAULT_DEMO_DIR = "parlor-demo";

    static final class Target {
        @Option(names = "--connect", paramLabel = "HOST:PORT", description = "the relay to connect to")
        String connect;

        @Option(names = "--demo", description = "talk to a built-in demo entry through an in-process relay")
        boolean demo;

        @Option(
                names = "--serial",
                paramLabel = "PATH",
                description = "the serial line to the relay (e.g. /dev/ttyUSB0)")
        String serial;
    }

    @Mixin
    SerialOptions serialOptions = new SerialOptions();

    @ArgGroup(multiplicity = "1")
    Target target;

    @Option(
            names = "--terminal",
            paramLabel = "ID",
            description = "this terminal's id in the contest file (default: " + FIRST_TERMINAL
                    + "), or a confederate's desk; for the audience wall, the terminals to show, e.g. T1,T2,T3,T4"
                    + " (default: every judge's terminal of the contest, as the relay lists them)")
    String terminal;

    @Option(
            names = "--role",
            paramLabel = "ROLE",
            defaultValue = "judge",
            description =
                    "judge (at a terminal), confederate (at a desk in the back room: --terminal C1), "
                            + "watcher (sees a terminal's conversation, read-only), "
                            + "or audience (a wall of every judge's terminal at once, or of those --terminal lists, read-only and delayed); default: ${DEFAULT-VALUE}")
    String role;

    @Mixin
    SeatKeyOption seatKeyOption = new SeatKeyOption();

    @Option(
            names = "--demo-dir",
            paramLabel = "DIR",
            defaultValue = DEFAULT_DEMO_DIR,
            description = "with --demo: where its transcripts and logs go (default: ${DEFAULT-VALUE})")
    Path demoDir;

    @Option(
            names = "--trace",
            description = "with --serial: keep the link's frames readable on the line, to watch them (socat -v); "
                    + "otherwise they go in the compact form there")
    boolean trace;

    @Option(
            names = "--logs",
            paramLabel = "DIR",
            description = "the station's own log folder (default: ~/.parlor/logs)")
    Path logs;

    /** The demo's relay when it was begun before the command line was read (see {@link DemoRelay#before}). */
    private final Optional<DemoRelay> demoBegun;

    public StationMain() {
        this(Optional.empty());
    }

    private StationMain(Optional<DemoRelay> demoBegun) {
        this.demoBegun = demoBegun;
    }

    public static void main(String[] args) {
        Optional<DemoRelay> plainDemo = DemoRelay.before(args, Path.of(DEFAULT_DEMO_DIR));
        StationMain station = new StationMain(plainDemo);
        if (plainDemo.isPresent()) {
            // `--demo` alone, a new judge's first command: nothing to parse, and picocli reading its annotations
            // (a proxy class made for each kind, which the AOT cache does not keep) was ~60 ms of the start
            System.exit(station.demoWithDefaults());
        }
        System.exit(new CommandLine(station).execute(args));
    }

    /** What {@code --demo} alone means, every other option at its default: the screen, talking to the demo's relay. */
    private int demoWithDefaults() {
        target = new Target();
        target.demo = true;
        role = Role.JUDGE.wire();
        demoDir = Path.of(DEFAULT_DEMO_DIR);
        try {
            return call();
        } catch (IOException | RuntimeException e) {
            // as picocli's execute does for every other command line: the trace, and 1
            e.printStackTrace();
            return 1;
        }
    }

    @Override
    public Integer call() throws IOException {
        Supplier<RelayConnection.Dialer> dialer;
        DemoRelay demoRelay = null;
        if (target.demo) {
            demoRelay = demoBegun
                    .filter(begun -> begun.folder().equals(demoDir))
                    .orElseGet(() -> DemoRelay.startingIn(demoDir));
            dialer = demoRelay::dialer;
        } else if (target.serial != null) {
            configureLogs(logs != null ? logs : Path.of(System.getProperty("user.home"), ".parlor", "logs"), "station");
            try {
                RelayConnection.Dialer serial = RelayConnection.Dialer.serial(serialOptions.line(target.serial));
                dialer = () -> serial;
            } catch (IllegalArgumentException e) {
                System.err.println("station: " + e.getMessage());
                return 2;
            }
        } else {
            configureLogs(logs != null ? logs : Path.of(System.getProperty("user.home"), ".parlor", "logs"), "station");
            HostPort relay;
            try {
                relay = HostPort.parse(target.connect);
            } catch (IllegalArgumentException e) {
                System.err.println("station: --connect " + e.getMessage());
                return 2;
            }
            RelayConnection.Dialer tcp = tcpTo(relay);
            dialer = () -> tcp;
        }
        Optional<Role> seatRole = Role.named(role).filter(Role::atAStation);
        if (seatRole.isEmpty()) {
            System.err.println("station: --role must be judge, confederate, watcher or audience, not '" + role + "'");
            return 2;
        }
        if (seatRole.get() == Role.AUDIENCE && target.connect == null) {
            System.err.println("station: --role audience needs --connect HOST:PORT (it opens a link per terminal)");
            return 2;
        }
        Optional<String> seatKey;
        try {
            seatKey = seatKeyOption.seatKey();
        } catch (IllegalArgumentException e) {
            System.err.println("station: " + e.getMessage());
            return 2;
        }
        try {
            return runScreen(dialer, seatRole.get(), seatKey);
        } finally {
            if (demoRelay != null && demoRelay.stop()) {
                System.out.println("Demo transcripts are in "
                        + demoDir.resolve("transcripts").resolve("DEMO"));
            }
        }
    }

    /**
     * The station's screen on this terminal, linked to the relay {@code dialer} gives: asked for once the
     * terminal is open, for the demo's relay starts meanwhile.
     */
    private int runScreen(Supplier<RelayConnection.Dialer> dialer, Role seatRole, Optional<String> seatKey)
            throws IOException {
        boolean wall = seatRole == Role.AUDIENCE;
        if (wall && terminal != null && WallTerminals.parse(terminal).isEmpty()) {
            System.err.println("station: --terminal for the audience wall: " + WallTerminals.problem(terminal));
            return 2;
        }
        Terminal screenTerminal;
        try {
            screenTerminal = Terminals.open();
        } catch (IOException | RuntimeException e) {
            System.err.println(
                    "station: needs a text terminal to draw on (run it in a terminal window or over ssh -t): "
                            + e.getMessage());
            return 1;
        }
        if (wall) {
            return runWall(
                    screenTerminal, dialer.get(), Optional.ofNullable(terminal).map(WallTerminals::parse), seatKey);
        }
        String seat = terminal != null ? terminal : FIRST_TERMINAL;
        boolean watcher = seatRole == Role.WATCHER;
        try (LanternaStation station = new LanternaStation(screenTerminal, seat, watcher);
                RelayConnection connection = new RelayConnection(
                        dialer.get(), seat, seatRole, seatKey, station, parlor.relay.link.SteadyClock.startingNow())) {
            station.connectTo(connection);
            if (trace) {
                connection.readableOnly();
            }
            connection.start();
            station.run();
        }
        return 0;
    }

    /**
     * The audience wall: a read-only link to each terminal shown, all drawn on one screen; with no
     * terminals {@code given}, those the relay lists for the contest.
     */
    private static int runWall(
            Terminal screenTerminal,
            RelayConnection.Dialer dialer,
            Optional<List<String>> given,
            Optional<String> seatKey)
            throws IOException {
        try (LanternaWall wall = new LanternaWall(screenTerminal, WallTerminals.asking("connecting"));
                WallLinks links = new WallLinks(dialer, seatKey, wall)) {
            given.ifPresentOrElse(
                    terminals -> links.show(new WallTerminals.Shown(terminals, List.of())), links::askTheRelay);
            wall.run();
        }
        return 0;
    }

    static void configureLogs(Path folder, String name) {
        // before any logger exists: logback reads these when it configures itself
        System.setProperty("parlor.logs", folder.toAbsolutePath().toString());
        System.setProperty("parlor.log.name", name);
    }

    public static RelayConnection.Dialer tcpTo(HostPort relay) {
        return RelayConnection.Dialer.tcp(relay);
    }
}
