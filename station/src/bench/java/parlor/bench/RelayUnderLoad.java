package parlor.bench;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import parlor.relay.link.HostPort;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;

/**
 * The real relay, as an operator starts it ({@code bin/relay --no-console} from the packaged jar),
 * on a contest of N terminals, each with an entry of its own that answers at once.
 *
 * <p>The entries are the built-in demo entry ({@code demo: true}): it answers on its own thread with
 * no deliberate delay, and costs neither a process nor a socket. A {@code tcp:} entry per terminal
 * against one echo server would add a thousand more sockets and a third busy process to the two
 * cores, so the figures would measure that server as much as the relay; the echo path, which is
 * what is timed, is the same for every kind of entry.
 */
final class RelayUnderLoad implements LoadTarget {

    private static final Path LAUNCHER = Path.of("bin", "relay");
    private static final Pattern LISTENING = Pattern.compile("listening on (\\S+)");

    private final Process relay;
    private final HostPort address;
    private final Path transcripts;
    /** The contest's key, when the bench runs keyed: each station derives its seat's key from it, as bin/relay seats does. */
    private final java.util.Optional<String> contestKey;
    /** How the report names it: several relays in one run (bench/load-variants) each by their options. */
    private final String name;

    private RelayUnderLoad(Process relay, HostPort address, Path transcripts, java.util.Optional<String> contestKey, String name) {
        this.relay = relay;
        this.name = name;
        this.address = address;
        this.transcripts = transcripts;
        this.contestKey = contestKey;
    }

    /** Starts the relay for {@code stations} terminals, with its contest, logs and transcripts under {@code work}. */
    static RelayUnderLoad start(int stations, boolean keyed, Path work) throws IOException, InterruptedException {
        return start(stations, keyed, work, jvmOptions());
    }

    /** The same, with {@code jvmOptions} in PARLOR_JVM_OPTS. */
    static RelayUnderLoad start(int stations, boolean keyed, Path work, String jvmOptions) throws IOException, InterruptedException {
        return start(stations, keyed, work, jvmOptions, "relay (bin/relay), station link");
    }

    /** The same, named {@code name} in the report. */
    static RelayUnderLoad start(int stations, boolean keyed, Path work, String jvmOptions, String name)
            throws IOException, InterruptedException {
        if (!Files.isExecutable(LAUNCHER)) {
            throw new IOException(LAUNCHER.toAbsolutePath() + " not found: run the bench from the repository's root");
        }
        Path transcripts = work.resolve("transcripts");
        Path contest = work.resolve("load.yaml");
        java.util.Optional<String> key = keyed
            ? java.util.Optional.of(java.util.HexFormat.of().formatHex(java.security.SecureRandom.getSeed(16)))
            : java.util.Optional.empty();
        Files.writeString(contest, contest(stations, transcripts) + key.map(k -> "key: " + k + "\n").orElse(""));
        Path output = work.resolve("relay.out");
        ProcessBuilder builder = new ProcessBuilder(List.of(LAUNCHER.toString(), "--contest", contest.toString(),
            "--logs", work.resolve("logs").toString(), "--no-console"))
            .redirectErrorStream(true).redirectOutput(output.toFile());
        // the bench script has just built the jar: never rebuild while measuring
        builder.environment().put("PARLOR_NO_BUILD", "1");
        builder.environment().put("PARLOR_JVM_OPTS", jvmOptions);
        Process relay = builder.start();
        return new RelayUnderLoad(relay, awaitListening(relay, output), transcripts, key, name);
    }

    /**
     * The relay's JVM options: the operator's, if PARLOR_JVM_OPTS is set, else none, so the relay
     * runs with what {@code bin/relay} gives an operator by default (bin/lib/java.sh). Until 26
     * November the bench gave it the options once advised for hundreds of terminals
     * ({@code -Xms1g -Xmx1g -XX:+AlwaysPreTouch -XX:TieredStopAtLevel=4}); see bench/README.md, Load.
     */
    static String jvmOptions() {
        String operators = System.getenv("PARLOR_JVM_OPTS");
        return operators != null ? operators : "";
    }

    static String terminal(int station) {
        return String.format("T%04d", station + 1);
    }

    private static String entity(int station) {
        return String.format("E%04d", station + 1);
    }

    private static String contest(int stations, Path transcripts) {
        StringBuilder yaml = new StringBuilder("name: Load bench\nlisten: 127.0.0.1:0\ntranscripts: " + transcripts + "\nterminals:\n");
        for (int i = 0; i < stations; i++) {
            yaml.append("  ").append(terminal(i)).append(": { entity: ").append(entity(i)).append(" }\n");
        }
        yaml.append("entities:\n");
        for (int i = 0; i < stations; i++) {
            // an entry of its own for each terminal: its transcripts go to a folder of their own
            yaml.append("  ").append(entity(i)).append(": { demo: true }\n");
        }
        return yaml.toString();
    }

    private static HostPort awaitListening(Process relay, Path output) throws IOException, InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < giveUp) {
            Matcher listening = LISTENING.matcher(Files.readString(output));
            if (listening.find()) {
                return HostPort.parse(listening.group(1));
            }
            if (!relay.isAlive()) {
                throw new IOException("the relay ended without listening:\n" + Files.readString(output));
            }
            Thread.sleep(100);
        }
        relay.destroyForcibly();
        throw new IOException("the relay did not say where it listens within 120 s; see " + output);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public LoadTerminal open(int station, StationTally tally) throws InterruptedException {
        return RelayStation.open(address, tally,
            contestKey.map(key -> parlor.relay.link.SeatKeys.seatKey(key, parlor.relay.link.SeatKeys.seat("judge", tally.terminal()))));
    }

    @Override
    public long cpuNanos() {
        return ProcStats.cpuNanos(relay.pid());
    }

    @Override
    public long waitNanos() {
        return ProcStats.waitNanos(relay.pid());
    }

    @Override
    public java.util.Map<String, Long> cpuNanosByThread() {
        return ProcStats.cpuNanosByThread(relay.pid());
    }

    @Override
    public long memoryKb() {
        return ProcStats.statusKb(relay.pid(), "VmRSS");
    }

    @Override
    public String memoryMeasure() {
        return "RSS of the relay's JVM";
    }

    /** The relay's JVM (bin/relay replaces its shell with it). */
    long pid() {
        return relay.pid();
    }

    /** The most memory the relay has held since it started (VmHWM). */
    long peakResidentKb() {
        return ProcStats.statusKb(relay.pid(), "VmHWM");
    }

    /** Keys typed by the judge, as the relay recorded them in its keystroke logs: count per terminal. */
    RecordedKeys recordedKeys() throws IOException {
        Map<String, Long> perTerminal = new HashMap<>();
        long skipped = 0;
        List<Path> logs;
        try (Stream<Path> files = Files.walk(transcripts)) {
            logs = files.filter(file -> file.getFileName().toString().endsWith(".keys")).toList();
        }
        for (Path log : logs) {
            try (Reader reader = Files.newBufferedReader(log)) {
                KeyLogReader.Result result = KeyLogReader.read(reader, log.toString());
                skipped += result.skipped().size();
                result.lines().stream()
                    .filter(line -> line.what() == KeyLogLine.What.KEY && line.who().equals("judge"))
                    .forEach(line -> perTerminal.merge(line.terminal(), 1L, Long::sum));
            }
        }
        return new RecordedKeys(perTerminal, logs.size(), skipped);
    }

    /** Judge keys on record per terminal, from how many keystroke logs, and how many lines could not be read. */
    record RecordedKeys(Map<String, Long> perTerminal, int logs, long unreadableLines) {

        long of(String terminal) {
            return perTerminal.getOrDefault(terminal, 0L);
        }

        long total() {
            return perTerminal.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    /** Stops the relay as Ctrl-C does: it closes every conversation's record on the way out. */
    @Override
    public void close() throws InterruptedException {
        relay.destroy();
        if (!relay.waitFor(30, TimeUnit.SECONDS)) {
            relay.destroyForcibly();
        }
    }
}
