package parlor.relay;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import parlor.relay.ops.OpsLog;
import parlor.relay.server.Relay;

/**
 * The relay's one way to stop, whatever asked for it (the console, SIGTERM, Ctrl-C without a
 * console): the relay is closed as it always was (conversations stay open to be recovered) and
 * {@code relay stopped (why)} is the operator log's last line.
 */
final class RelayStop {

    /** Whether a relay's stop is set to close the operator log as the JVM ends (see {@link #closesTheLog}). */
    private static final AtomicBoolean ON_SHUTDOWN = new AtomicBoolean();

    private final Relay relay;
    private final AtomicBoolean done = new AtomicBoolean();
    private final CountDownLatch stopped = new CountDownLatch(1);
    /** The signal that began the JVM's shutdown, if one did: the shutdown hook cannot tell by itself. */
    private final AtomicReference<String> signal = new AtomicReference<>();

    RelayStop(Relay relay) {
        this.relay = relay;
    }

    /** Stops on SIGTERM, SIGINT and SIGHUP, and on any other end of the JVM, naming which in the log. */
    RelayStop onShutdown() {
        ON_SHUTDOWN.set(true);
        for (String name : new String[] {"TERM", "INT", "HUP"}) {
            trap(name);
        }
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> stop(
                                signal.get() == null ? "the JVM is shutting down" : "SIG" + signal.get() + " received"),
                        "relay-stop"));
        return this;
    }

    /**
     * Notes the signal, then exits as the JVM's own handler does (128 + the signal's number), which
     * runs the shutdown hook. A signal this JVM may not trap is left to the JVM.
     */
    private void trap(String name) {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal(name), received -> {
                signal.compareAndSet(null, received.getName());
                new Thread(() -> System.exit(128 + received.getNumber()), "relay-exit").start();
            });
        } catch (IllegalArgumentException cannot) {
            // the JVM keeps it (-Xrs, or a signal it uses itself): the hook still runs, without the name
        }
    }

    /** Stops the relay once; later calls (the shutdown hook after the console's stop) do nothing. */
    void stop(String why) {
        if (done.compareAndSet(false, true)) {
            try {
                relay.close();
            } finally {
                OpsLog.relayStopped(why);
                OpsLog.close();
                stopped.countDown();
            }
        }
    }

    /** True once a relay's stop will close the operator log at the JVM's end, after its last line. */
    static boolean closesTheLog() {
        return ON_SHUTDOWN.get();
    }

    /** Waits until something has stopped the relay. */
    void await() throws InterruptedException {
        stopped.await();
    }
}
