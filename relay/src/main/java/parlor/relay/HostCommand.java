package parlor.relay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.host.HiddenHost;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.SteadyClock;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code bin/relay host}: runs an entry on its own (hidden) machine and links it to the relay. */
@Command(
        name = "host",
        mixinStandardHelpOptions = true,
        description =
                "Runs one entry on this machine (a hidden host) and links it to the contest's relay as seat --seat, "
                        + "over the network (--connect) or a serial cable (--serial). The entry is described as in a contest file's entities: "
                        + "--entry \"{ program: [perl, eliza.pl], prompt: 'you:\\s*' }\".")
final class HostCommand implements Callable<Integer> {

    static final class RelayAt {
        @Option(names = "--connect", paramLabel = "HOST:PORT", description = "the relay's address")
        String connect;

        @Option(
                names = "--serial",
                paramLabel = "PATH",
                description = "the serial line to the relay (e.g. /dev/ttyUSB0)")
        String serial;
    }

    static final class Entry {
        @Option(
                names = "--entry",
                paramLabel = "YAML",
                description = "the entry, as in a contest file: { program: [...], prompt: ... }, "
                        + "{ tcp: HOST:PORT }, { lpp: DIR } or { http: URL, model: ... }")
        String inline;

        @Option(names = "--entry-file", paramLabel = "FILE", description = "the same, from a file")
        Path file;
    }

    @ArgGroup(multiplicity = "1")
    RelayAt relay;

    @ArgGroup(multiplicity = "1")
    Entry entry;

    @Mixin
    SerialOptions serialOptions = new SerialOptions();

    @Option(
            names = "--seat",
            required = true,
            paramLabel = "ID",
            description = "this host's seat in the contest file (E7: { host: H7 } means H7)")
    String seat;

    @Mixin
    SeatKeyOption seatKeyOption = new SeatKeyOption();

    @Option(
            names = "--logs",
            paramLabel = "DIR",
            defaultValue = "logs",
            description = "folder for host-SEAT.log and host-SEAT.jsonl; default: ${DEFAULT-VALUE}")
    Path logs;

    @Override
    public Integer call() throws InterruptedException {
        // before the first logger exists: logback reads these when it configures itself
        System.setProperty("parlor.logs", logs.toAbsolutePath().toString());
        System.setProperty("parlor.log.name", "host-" + seat);
        EntitySpec spec;
        RelayConnection.Dialer dialer;
        Optional<String> seatKey;
        try {
            spec = entrySpec();
            dialer = relay.connect != null
                    ? RelayConnection.Dialer.tcp(HostPort.parse(relay.connect))
                    : RelayConnection.Dialer.serial(serialOptions.line(relay.serial));
            seatKey = seatKeyOption.seatKey();
        } catch (ContestFileException | IllegalArgumentException | IOException e) {
            System.err.println("relay host: " + e.getMessage());
            return 2;
        }
        if (!StartChecks.entriesShutIn(
                java.util.List.of(spec), Path.of(entry.file != null ? entry.file.toString() : "--entry"), System.err)) {
            return 2;
        }
        System.out.printf(
                "Parlor hidden host %s: entry %s, relay at %s%n  log: %s%n",
                seat, describe(spec), dialer.describe(), logs.resolve("host-" + seat + ".log"));
        Clock steady = SteadyClock.startingNow();
        HiddenHost host = new HiddenHost(seat, spec, steady, line -> {
                    System.out.println("  " + line);
                    System.out.flush();
                })
                .start(dialer, seatKey, steady);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            host.close();
            stopped.countDown();
        }));
        stopped.await();
        return 0;
    }

    private EntitySpec entrySpec() throws IOException {
        if (entry.file != null) {
            return ContestLoader.entry(
                    seat,
                    Files.readString(entry.file),
                    entry.file.toString(),
                    entry.file.toAbsolutePath().getParent());
        }
        return ContestLoader.entry(seat, entry.inline, "--entry", Path.of("").toAbsolutePath());
    }

    private static String describe(EntitySpec spec) {
        return switch (spec) {
            case EntitySpec.Program program -> String.join(" ", program.command());
            case EntitySpec.Tcp tcp -> "tcp " + tcp.address();
            case EntitySpec.Lpp lpp -> "lpp " + lpp.directory();
            case EntitySpec.Http http -> "http " + http;
            case EntitySpec.Web web -> "web " + web;
            default -> spec.id();
        };
    }
}
