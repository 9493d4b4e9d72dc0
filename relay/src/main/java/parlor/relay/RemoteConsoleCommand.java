package parlor.relay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import parlor.relay.console.RemoteConsole;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SteadyClock;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code bin/relay console}: the operator's console from another machine, for a relay started with --no-console. */
@Command(
        name = "console",
        mixinStandardHelpOptions = true,
        description =
                "Opens the operator console (relay> prompt: status, start, pause, resume, extend, end, restart, watch) "
                        + "on a running relay from this machine, with the operator's seat key (keys/operator.key from bin/relay seats). "
                        + "Every command is logged by the relay with where it came from. Reconnects by itself if the link drops; "
                        + "quit leaves the console, never the relay.")
final class RemoteConsoleCommand implements Callable<Integer> {

    @Option(
            names = "--connect",
            required = true,
            paramLabel = "HOST:PORT",
            description = "the relay's address (where its stations connect)")
    String connect;

    @Mixin
    SeatKeyOption seatKeyOption = new SeatKeyOption();

    @Option(
            names = "--history",
            paramLabel = "FILE",
            description = "where the commands typed are kept between runs (default: ~/.parlor/console.history)")
    Path history;

    @Option(
            names = "--logs",
            paramLabel = "DIR",
            description = "the console's own log folder (default: ~/.parlor/logs)")
    Path logs;

    @Override
    public Integer call() throws IOException {
        Path home = Path.of(System.getProperty("user.home"), ".parlor");
        // before the first logger exists: logback reads these when it configures itself
        System.setProperty(
                "parlor.logs",
                (logs != null ? logs : home.resolve("logs")).toAbsolutePath().toString());
        System.setProperty("parlor.log.name", "console");
        HostPort relay;
        Optional<String> seatKey;
        try {
            relay = HostPort.parse(connect);
            seatKey = seatKeyOption.seatKey();
        } catch (IllegalArgumentException e) {
            System.err.println("relay console: " + e.getMessage());
            return 2;
        }
        return RemoteConsole.onSystemTerminal(
                RelayConnection.Dialer.tcp(relay),
                seatKey,
                SteadyClock.startingNow(),
                Optional.of(history != null ? history : home.resolve("console.history")));
    }
}
