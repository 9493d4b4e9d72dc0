package parlor.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import parlor.relay.pacing.TypingModel;

/**
 * {@code bench/load --stations N --seconds S --slices K}: N simulated judges type at once, as the
 * 2012 judges typed, through {@code socat} (the baseline: the bare wire, carrying the stations' own
 * frames, and beside it a byte per key) and through the real relay; prints keystroke-to-echo
 * percentiles side by side, the servers' CPU and memory, and ends with
 * {@code lost: K keystrokes, R replies}. Exits 1 if the relay lost anything (or recorded a key twice).
 * <p>
 * The servers take turns: after a warm-up round, K rounds, in each of which every server gets S/K
 * seconds of typing, the order turning round by round. A whole server after another, socat's p99 alone went from 1.1 to
 * 7.7 ms in runs minutes apart on this shared machine, and the relay's ratio to it from 0.44 to 2.2:
 * the machine's other load, which comes and goes over minutes, fell on one server and not the
 * other. In turns of about 10 s it falls on all of them alike.
 */
public final class LoadBench {

    private LoadBench() {
    }

    public static void main(String[] args) throws Exception {
        LoadOptions options;
        try {
            options = LoadOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        Path work = Files.createTempDirectory("parlor-load");
        System.setProperty("parlor.logs", work.resolve("bench-logs").toString());
        System.out.printf("load: %d stations typing for %d s through each of socat (the stations' frames, then a byte per key)"
            + " and the relay, in %d turns of %.1f s each after a warm-up turn each, the order turning every round%n", options.stations(), options.seconds(),
            options.slices(), (double) options.seconds() / options.slices());
        System.out.printf("load average before: %s; files under %s%n", loadAverage(), work);
        System.out.printf("the relay's JVM options (PARLOR_JVM_OPTS): '%s', then bin/relay's own for what they leave out%n",
            RelayUnderLoad.jvmOptions());
        System.out.printf("the load generator's collector warmed up: %s%n", CollectorWarmUp.run());
        LoadPhase phase = new LoadPhase(options, TypingModel.judges2012());
        boolean nothingLost;
        try (SocatEcho frames = SocatEcho.start(SocatEcho.Wire.STATION_FRAMES); SocatEcho bytes = SocatEcho.start(SocatEcho.Wire.RAW_BYTES)) {
            RelayUnderLoad relay = RelayUnderLoad.start(options.stations(), work);
            List<LoadPhase.Result> results;
            long relayPeakKb;
            try {
                results = inTurns(phase, options.slices(), List.of(frames, bytes, relay));
                relayPeakKb = relay.peakResidentKb();
            } finally {
                relay.close();
            }
            System.out.printf("load average after: %s%n", loadAverage());
            List<LoadPhase.Result> baselines = results.subList(0, 2);
            LoadReport report = new LoadReport(System.out);
            report.latencies(baselines, results.get(2));
            report.usage(baselines, results.get(2), relayPeakKb);
            baselines.forEach(report::baselineAccount);
            nothingLost = report.relayAccount(results.get(2), relay.recordedKeys());
        }
        // only now, with both socat listeners stopped: exiting inside the block above left them running
        System.exit(nothingLost ? 0 : 1);
    }

    /**
     * Every server's slices, taking turns, after a warm-up round (a turn each, the same length, not
     * measured: the relay's compiler and its collector's first collections happen there, once per
     * relay run, as before a contest's first judge types); each server's results added up, in the
     * order given. The warm-up's keys are in the same tallies, so they are accounted for too.
     */
    private static List<LoadPhase.Result> inTurns(LoadPhase phase, int slices, List<LoadTarget> servers) throws Exception {
        List<List<StationTally>> tallies = servers.stream().map(server -> phase.tallies()).toList();
        LoadPhase.Result[] warmUps = new LoadPhase.Result[servers.size()];
        LoadPhase.Result[] results = new LoadPhase.Result[servers.size()];
        int turns = (slices + 1) * servers.size();
        for (int round = 0; round <= slices; round++) {
            for (int turn = 0; turn < servers.size(); turn++) {
                int which = (round + turn) % servers.size();
                LoadTarget server = servers.get(which);
                List<LoadTarget> others = servers.stream().filter(other -> other != server).toList();
                String clock = java.time.LocalTime.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS).toString();
                // the warm-up round types the slice numbered after the last measured one: the measured slices type the same keys whatever the warm-up
                LoadPhase.Result result = phase.run(server, tallies.get(which), round == 0 ? slices : round - 1, others);
                if (round == 0) {
                    warmUps[which] = result;
                } else {
                    results[which] = results[which] == null ? result : results[which].plus(result);
                }
                turnDone(round * servers.size() + turn + 1, turns, round == 0, clock, result);
            }
        }
        for (int i = 0; i < servers.size(); i++) {
            results[i] = results[i].afterWarmUp(warmUps[i]);
        }
        return List.of(results);
    }

    /** A line per turn as it ends, with its own percentiles: a bad stretch shows when it was. */
    private static void turnDone(int turn, int turns, boolean warmUp, String clock, LoadPhase.Result result) {
        LatencySummary keys = result.turns().getFirst();
        System.out.printf("  turn %2d of %d, from %s: %-36s %7d keys, p50 %6d, p99 %6d, max %7d us%s%n", turn, turns, clock, result.server(),
            keys.count(), keys.p50(), keys.p99(), keys.max(), warmUp ? " (warm-up, not measured)" : "");
    }

    private static String loadAverage() throws java.io.IOException {
        String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
        return fields[0] + " " + fields[1] + " " + fields[2] + " (1, 5, 15 min)";
    }
}
