package parlor.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import parlor.relay.pacing.TypingModel;

/**
 * {@code bench/load --stations N --seconds S}: N simulated judges type at once, as the 2012 judges
 * typed, first through {@code socat} (the baseline: the bare wire, carrying the stations' own
 * frames, then a byte per key) and then through the real relay; prints keystroke-to-echo percentiles side by side, the servers' CPU and memory, and ends
 * with {@code lost: K keystrokes, R replies}. Exits 1 if the relay lost anything (or recorded a key twice).
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
        System.out.printf("load: %d stations typing for %d s each, first through socat (the stations' frames, then a byte per key),"
            + " then through the relay%n", options.stations(), options.seconds());
        System.out.printf("load average before: %s; files under %s%n", loadAverage(), work);
        System.out.printf("the relay's JVM options (PARLOR_JVM_OPTS): '%s', then bin/relay's own for what they leave out%n",
            RelayUnderLoad.jvmOptions());
        System.out.printf("the load generator's collector warmed up: %s%n", CollectorWarmUp.run());
        LoadPhase phase = new LoadPhase(options, TypingModel.judges2012());
        List<LoadPhase.Result> baselines = new ArrayList<>();
        for (SocatEcho.Wire wire : SocatEcho.Wire.values()) {
            try (SocatEcho socat = SocatEcho.start(wire)) {
                baselines.add(phase.run(socat));
            }
        }
        LoadPhase.Result relay;
        long relayPeakKb;
        RelayUnderLoad server = RelayUnderLoad.start(options.stations(), work);
        try {
            relay = phase.run(server);
            relayPeakKb = server.peakResidentKb();
        } finally {
            server.close();
        }
        System.out.printf("load average after: %s%n", loadAverage());
        LoadReport report = new LoadReport(System.out);
        report.latencies(baselines, relay);
        report.usage(baselines, relay, relayPeakKb);
        baselines.forEach(report::baselineAccount);
        RelayUnderLoad.RecordedKeys recorded = server.recordedKeys();
        System.exit(report.relayAccount(relay, recorded) ? 0 : 1);
    }

    private static String loadAverage() throws java.io.IOException {
        String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
        return fields[0] + " " + fields[1] + " " + fields[2] + " (1, 5, 15 min)";
    }
}
