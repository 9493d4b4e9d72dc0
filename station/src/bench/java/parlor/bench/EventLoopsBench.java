package parlor.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import parlor.relay.pacing.TypingModel;

/**
 * {@code bench/event-loops --stations N --seconds S --slices K}: the relay's event loop (issue 42)
 * against Netty's. N simulated judges type, as in {@code bench/load}, through three echo servers
 * that carry the stations' own frames back: socat (the baseline, a process per connection), an
 * echo on the relay's own NIO loop ({@code LinkLoop}, {@code LoopChannel}) and one on Netty's
 * epoll transport, each loop one thread in a JVM of its own with the relay's JVM options. The
 * servers take turns as in {@link LoadBench}; prints keystroke-to-echo percentiles, each server's
 * CPU and memory, and what was lost. Exits 1 if any server lost a key.
 */
public final class EventLoopsBench {

    private EventLoopsBench() {
    }

    public static void main(String[] args) throws Exception {
        LoadOptions options = LoadBench.optionsOrExit(args);
        if (options.keyed()) {
            System.err.println("bench/event-loops: --keyed has no meaning here: the echo servers carry the frames back unread");
            System.exit(2);
        }
        Path work = Files.createTempDirectory("parlor-event-loops");
        System.setProperty("parlor.logs", work.resolve("bench-logs").toString());
        System.out.printf("event loops: %d stations typing for %d s through each of socat, an echo on the relay's NIO loop and one on"
            + " Netty's epoll loop (the stations' frames, echoed), in %d turns of %.1f s each after %d warm-up turns each,"
            + " the order turning every round%n", options.stations(), options.seconds(), options.slices(), options.turnNanos() / 1e9,
            options.warmUpTurns());
        System.out.printf("load average before: %s; files under %s%n", LoadBench.loadAverage(), work);
        System.out.printf("the machine: %s%n", LoadBench.machine());
        System.out.printf("the echo servers' JVM options (%s): '%s'%n", LoopEcho.JVM_OPTIONS_VARIABLE, LoopEcho.jvmOptions());
        System.out.printf("the load generator's collector warmed up: %s%n", CollectorWarmUp.run());
        boolean nothingLost;
        try (LoadPhase phase = new LoadPhase(options, TypingModel.judges2012());
                SocatEcho socat = SocatEcho.start(SocatEcho.Wire.STATION_FRAMES);
                LoopEcho nio = LoopEcho.start(LoopEcho.Loop.NIO, work);
                LoopEcho netty = LoopEcho.start(LoopEcho.Loop.NETTY, work)) {
            List<LoadPhase.Result> results = LoadBench.inTurns(phase, options, List.of(socat, nio, netty));
            System.out.printf("load average after: %s%n", LoadBench.loadAverage());
            // read now: a server may take its first connection before it has said what it is
            System.out.printf("the echo servers said: %s%n                        %s%n", nio.startedAs(), netty.startedAs());
            nothingLost = new LoadReport(System.out).echoes(results);
        }
        // only now, with every server stopped: exiting inside the block above left them running
        System.exit(nothingLost ? 0 : 1);
    }
}
