package parlor.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import parlor.relay.pacing.TypingModel;

/**
 * {@code bench/load --stations N --seconds S --slices K}: N simulated judges type at once, as the
 * 2012 judges typed, through {@code socat} (the baseline: the bare wire, carrying the stations' own
 * frames, and beside it a byte per key) and through the real relay; prints keystroke-to-echo
 * percentiles side by side, the servers' CPU and memory, and ends with
 * {@code lost: K keystrokes, R replies}. Exits 1 if the relay lost anything (or recorded a key twice).
 * <p>
 * The servers take turns: after warm-up rounds (about 10 s of typing each), K rounds, in each of
 * which every server gets S/K seconds of typing (2 s by default), the order turning round by
 * round, every judge carrying on where it left off. A whole server after another, socat's p99
 * alone went from 1.1 to 7.7 ms in runs minutes apart on this shared machine, and the relay's
 * ratio to it from 0.44 to 2.2: the machine's other load, which comes and goes over seconds and
 * minutes, fell on one server and not the other. In turns of 10 s the ratio still went from 0.91
 * to 2.88; in turns of a couple of seconds the machine's bad stretches fall on all of them alike.
 */
public final class LoadBench {

    private LoadBench() {
    }

    public static void main(String[] args) throws Exception {
        LoadOptions options = optionsOrExit(args);
        Path work = Files.createTempDirectory("parlor-load");
        System.setProperty("parlor.logs", work.resolve("bench-logs").toString());
        System.out.printf("load: %d stations typing for %d s through each of socat (the stations' frames, then a byte per key)"
            + " and the relay, in %d turns of %.1f s each after %d warm-up turns each, the order turning every round%n", options.stations(), options.seconds(),
            options.slices(), options.turnNanos() / 1e9, options.warmUpTurns());
        System.out.printf("load average before: %s; files under %s%n", loadAverage(), work);
        System.out.printf("the machine: %s%n", machine());
        System.out.printf("the relay's contest: %s%n", options.keyed() ? "keyed (every frame after the handshake with a MAC; socat echoes CRC frames)"
            : "without a key (CRC frames)");
        System.out.printf("the relay's JVM options (PARLOR_JVM_OPTS): '%s', then bin/relay's own for what they leave out%n",
            RelayUnderLoad.jvmOptions());
        System.out.printf("the load generator's collector warmed up: %s%n", CollectorWarmUp.run());
        boolean nothingLost;
        try (LoadPhase phase = new LoadPhase(options, TypingModel.judges2012());
                SocatEcho frames = SocatEcho.start(SocatEcho.Wire.STATION_FRAMES); SocatEcho bytes = SocatEcho.start(SocatEcho.Wire.RAW_BYTES)) {
            RelayUnderLoad relay = RelayUnderLoad.start(options.stations(), options.keyed(), work);
            List<LoadPhase.Result> results;
            long relayPeakKb;
            try {
                results = inTurns(phase, options, List.of(frames, bytes, relay));
                relayPeakKb = relay.peakResidentKb();
            } finally {
                relay.close();
            }
            System.out.printf("load average after: %s%n", loadAverage());
            List<LoadPhase.Result> baselines = results.subList(0, 2);
            LoadReport report = new LoadReport(System.out);
            report.latencies(baselines, results.get(2));
            report.usage(baselines, results.get(2), relayPeakKb);
            baselines.forEach(report::echoAccount);
            nothingLost = report.relayAccount(results.get(2), relay.recordedKeys());
        }
        // only now, with both socat listeners stopped: exiting inside the block above left them running
        System.exit(nothingLost ? 0 : 1);
    }

    /** The options {@code args} give, or exits with status 2 saying what is wrong with them. */
    static LoadOptions optionsOrExit(String[] args) {
        try {
            return LoadOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            throw e;
        }
    }

    /** The load generator's garbage is collected between rounds this many apart, never among the keys it times (see bench/load). */
    private static final int ROUNDS_PER_COLLECTION = 5;

    /**
     * Every server's turns, taking turns, after warm-up rounds (not measured: the relay's compiler
     * and its collector's first collections happen there, once per relay run, as before a contest's
     * first judge types); each server's results added up, in the order given. The warm-up's keys
     * are in the same tallies, so they are accounted for too.
     */
    static List<LoadPhase.Result> inTurns(LoadPhase phase, LoadOptions options, List<LoadTarget> servers) throws Exception {
        System.out.printf("each round, p99 and max in microseconds: %s%n", String.join("; ", servers.stream().map(LoadTarget::name).toList()));
        List<LoadPhase.Judges> judges = servers.stream().map(phase::judges).toList();
        LoadPhase.Result[] warmUps = new LoadPhase.Result[servers.size()];
        LoadPhase.Result[] results = new LoadPhase.Result[servers.size()];
        int rounds = options.warmUpTurns() + options.slices();
        for (int round = 0; round < rounds; round++) {
            if (round % ROUNDS_PER_COLLECTION == 0) {
                System.gc();
            }
            String clock = java.time.LocalTime.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS).toString();
            LoadPhase.Result[] thisRound = new LoadPhase.Result[servers.size()];
            for (int turn = 0; turn < servers.size(); turn++) {
                int which = (round + turn) % servers.size();
                LoadPhase.Judges these = judges.get(which);
                List<LoadTarget> others = servers.stream().filter(other -> other != these.server()).toList();
                LoadPhase.Result result = phase.turn(these, round * options.turnNanos(), options.turnNanos(), others, round == rounds - 1);
                thisRound[which] = result;
                LoadPhase.Result[] into = round < options.warmUpTurns() ? warmUps : results;
                into[which] = into[which] == null ? result : into[which].plus(result);
            }
            roundDone(round + 1, rounds, round < options.warmUpTurns(), clock, thisRound);
        }
        for (int i = 0; i < servers.size(); i++) {
            results[i] = results[i].afterWarmUp(warmUps[i]);
        }
        return List.of(results);
    }

    /** A line per round as it ends, with each server's p99 and slowest key in it: a bad stretch shows when it was, and on whom. */
    private static void roundDone(int round, int rounds, boolean warmUp, String clock, LoadPhase.Result[] results) {
        StringBuilder line = new StringBuilder(String.format("  round %3d of %d, from %s:", round, rounds, clock));
        for (LoadPhase.Result result : results) {
            LatencySummary keys = result.turns().getFirst();
            line.append(String.format("   %6d %7d", keys.p99(), keys.max()));
        }
        System.out.println(line.append(warmUp ? " us (warm-up, not measured)" : " us"));
    }

    /**
     * The kernel and its Meltdown mitigation: with page-table isolation every system call costs more,
     * and socat makes some 21 a key against the relay's 4, so the two figures move apart between machines.
     */
    static String machine() throws java.io.IOException {
        Path meltdown = Path.of("/sys/devices/system/cpu/vulnerabilities/meltdown");
        return "Linux " + System.getProperty("os.version") + ", " + Runtime.getRuntime().availableProcessors()
            + " cores, Meltdown: " + (Files.isReadable(meltdown) ? Files.readString(meltdown).trim() : "not said");
    }

    static String loadAverage() throws java.io.IOException {
        String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
        return fields[0] + " " + fields[1] + " " + fields[2] + " (1, 5, 15 min)";
    }
}
