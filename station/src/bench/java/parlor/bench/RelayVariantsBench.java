package parlor.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import parlor.relay.pacing.TypingModel;

/**
 * {@code bench/load-variants}: the judges of {@code bench/load} type through socat (the stations'
 * frames) and through several relays at once, each started with JVM options of its own
 * ({@code PARLOR_VARIANTS}, split on {@code |}), all taking turns round by round. Two relays
 * compared in runs minutes apart differ by the machine's load as much as by their options (the
 * relay's p99 against socat's went from 0.50 to 1.53 times in three runs of the same code, 30
 * November); in the same rounds they share it.
 */
public final class RelayVariantsBench {

    private RelayVariantsBench() {
    }

    public static void main(String[] args) throws Exception {
        LoadOptions options = LoadBench.optionsOrExit(args);
        String given = System.getenv("PARLOR_VARIANTS");
        if (given == null) {
            System.err.println("bench/load-variants: say the relays' JVM options in PARLOR_VARIANTS, split on '|' (an empty one: bin/relay's defaults)");
            System.exit(2);
        }
        List<String> variants = List.of(given.split("\\|", -1));
        Path work = Files.createTempDirectory("parlor-variants");
        System.setProperty("parlor.logs", work.resolve("bench-logs").toString());
        System.out.printf("variants: %s; load average before: %s; %s%n", variants, LoadBench.loadAverage(), LoadBench.machine());
        System.out.printf("the load generator's collector warmed up: %s%n", CollectorWarmUp.run());
        List<RelayUnderLoad> relays = new ArrayList<>();
        try (LoadPhase phase = new LoadPhase(options, TypingModel.judges2012()); SocatEcho frames = SocatEcho.start(SocatEcho.Wire.STATION_FRAMES)) {
            List<LoadTarget> servers = new ArrayList<>(List.of(frames));
            for (int i = 0; i < variants.size(); i++) {
                RelayUnderLoad relay = RelayUnderLoad.start(options.stations(), options.keyed(), Files.createDirectories(work.resolve("relay-" + i)),
                    variants.get(i), "relay '" + variants.get(i) + "'");
                relays.add(relay);
                servers.add(relay);
            }
            List<LoadPhase.Result> results = LoadBench.inTurns(phase, options, servers);
            LoadReport report = new LoadReport(System.out);
            for (int i = 0; i < relays.size(); i++) {
                LoadPhase.Result relay = results.get(i + 1);
                report.latencies(List.of(results.getFirst()), relay);
                report.usage(List.of(results.getFirst()), relay, relays.get(i).peakResidentKb());
            }
        } finally {
            for (RelayUnderLoad relay : relays) {
                relay.close();
            }
        }
        System.exit(0);
    }
}
