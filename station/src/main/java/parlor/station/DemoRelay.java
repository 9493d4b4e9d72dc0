package parlor.station;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SteadyClock;
import parlor.relay.link.Transport;
import parlor.relay.ops.LogConfigurator;
import parlor.relay.server.Relay;

/**
 * The demo's in-process relay, made on a thread of its own while the station makes its screen: the
 * relay's logs, records and entry were about half of a demo's start, the screen a quarter of it.
 */
final class DemoRelay {

    /** The arguments the README starts the demo with: they can mean nothing else, so its relay need not wait for them to be read. */
    private static final List<String> PLAIN_DEMO = List.of("--demo");

    private final Path folder;
    private final CompletableFuture<Relay> relay = new CompletableFuture<>();

    private DemoRelay(Path folder) {
        this.folder = folder;
        // here, not on the relay's thread: whichever thread logs first configures logback, and it must find these
        StationMain.configureLogs(folder.resolve("logs"), "relay");
        // a demo lasts minutes: its logs roll by size alone (see LogConfigurator.rollBySize)
        System.setProperty(LogConfigurator.DAILY, "false");
        Thread.ofPlatform().name("demo-relay-start").daemon().start(this::make);
    }

    /** A demo relay for the transcripts and logs in {@code folder}, begun now. */
    static DemoRelay startingIn(Path folder) {
        return new DemoRelay(folder);
    }

    /**
     * For {@code bin/station --demo} as the README gives it, the demo relay in the default folder, begun
     * before the command line is read (reading it was a quarter of the start); for any other arguments none.
     */
    static Optional<DemoRelay> before(String[] args, Path defaultFolder) {
        return List.of(args).equals(PLAIN_DEMO) ? Optional.of(startingIn(defaultFolder)) : Optional.empty();
    }

    Path folder() {
        return folder;
    }

    private void make() {
        try {
            // each demo is a new conversation, not the last one continued
            relay.complete(new Relay(
                            ContestLoader.demo(folder.resolve("transcripts").toAbsolutePath()),
                            SteadyClock.startingNow(),
                            true)
                    .start());
        } catch (RuntimeException | Error e) {
            relay.completeExceptionally(e);
        }
    }

    /** The relay once it has started; what stopped it from starting is thrown here, as if it had been made on this thread. */
    Relay relay() {
        try {
            return relay.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            if (e.getCause() instanceof Error cause) {
                throw cause;
            }
            throw e;
        }
    }

    /** A dialer that reaches this relay through an in-process pipe. */
    RelayConnection.Dialer dialer() {
        Relay started = relay();
        return new RelayConnection.Dialer() {
            @Override
            public Transport dial() {
                Transport[] ends = Transport.pipePair("demo");
                Thread.ofVirtual().name("demo-relay-link").start(() -> started.connect(ends[1]));
                return ends[0];
            }

            @Override
            public String describe() {
                return "the built-in demo relay";
            }
        };
    }

    /** Stops the relay once it has started; false if it failed to start, and there was nothing to stop. */
    boolean stop() {
        Relay started = relay.exceptionally(failed -> null).join();
        if (started == null) {
            return false;
        }
        started.close();
        return true;
    }
}
