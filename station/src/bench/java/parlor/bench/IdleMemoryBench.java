package parlor.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code bench/idle-memory [--stations N[,N...]] [--idle S] [--nmt]}: what a connected idle terminal
 * costs the relay. For each N, the real relay ({@code bin/relay --no-console}, the options an operator
 * gets unless PARLOR_JVM_OPTS says otherwise) on a contest of N terminals with built-in entries, as
 * {@code bench/load} starts it; measured once with no station connected (the baseline), then with N
 * stations connected and left idle for S seconds (their keep-alives still running), each time after
 * a full collection. The difference over N is a connected terminal's cost; the difference between two
 * Ns' connected relays, over the difference of the Ns, is a terminal's whole cost (its seat too), the
 * relay's fixed costs cancelling. With {@code --nmt} the relay's JVM also tracks its native memory
 * (a little more of it), and the growth is given by kind (thread stacks, the JVM's own, the heap).
 */
public final class IdleMemoryBench {

    private static final int SHOWN = 14;

    private IdleMemoryBench() {
    }

    /** What to measure: how many stations (one relay each), how long they idle, and whether native memory is tracked. */
    private record Options(List<Integer> sizes, int idleSeconds, boolean nmt) {

        static final String USAGE = "usage: bench/idle-memory [--stations N[,N...]] [--idle S] [--nmt]   (default 100,1000 stations, 15 s idle: a writer thread left idle ends 5 s later)";

        static Options parse(String... args) {
            List<Integer> sizes = List.of(100, 1000);
            int idleSeconds = 15;
            boolean nmt = false;
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--stations" -> sizes = java.util.Arrays.stream(args[++i].split(",")).map(Options::positive).toList();
                    case "--idle" -> idleSeconds = positive(args[++i]);
                    case "--nmt" -> nmt = true;
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            }
            return new Options(sizes, idleSeconds, nmt);
        }

        private static int positive(String text) {
            try {
                int value = Integer.parseInt(text);
                if (value > 0) {
                    return value;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException("'" + text + "' is not a whole number above 0");
        }
    }

    /** One relay's measure: before and after its stations connected. */
    private record Measured(int stations, RelayMemory empty, RelayMemory connected) {
    }

    public static void main(String[] args) throws Exception {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            System.err.println("bench/idle-memory: " + (e instanceof IllegalArgumentException ? e.getMessage() + "; " : "") + Options.USAGE);
            System.exit(2);
            return;
        }
        List<Integer> sizes = options.sizes();
        int idleSeconds = options.idleSeconds();
        boolean nmt = options.nmt();
        String jvmOptions = (RelayUnderLoad.jvmOptions() + (nmt ? " -XX:NativeMemoryTracking=summary" : "")).trim();
        System.out.printf("idle-memory: the relay (bin/relay --no-console) with N terminals, each a built-in entry; no station, then N stations idle %d s%n", idleSeconds);
        System.out.printf("load average before: %s%n", Files.readString(Path.of("/proc/loadavg")).trim());
        System.out.printf("the relay's JVM options (PARLOR_JVM_OPTS): '%s', then bin/relay's own for what they leave out%n", jvmOptions);
        List<Measured> runs = new ArrayList<>();
        for (int stations : sizes) {
            runs.add(measure(stations, idleSeconds, jvmOptions));
        }
        System.out.printf("load average after: %s%n", Files.readString(Path.of("/proc/loadavg")).trim());
        for (int i = 1; i < runs.size(); i++) {
            Measured small = runs.get(i - 1);
            Measured large = runs.get(i);
            int more = large.stations - small.stations;
            System.out.printf("%d against %d terminals, connected, per terminal more (fixed costs cancel): live heap %,.0f bytes, RSS %,.1f KiB, threads %.2f%n",
                large.stations, small.stations, (large.connected.liveHeapBytes() - small.connected.liveHeapBytes()) / (double) more,
                (large.connected.residentKb() - small.connected.residentKb()) / (double) more,
                (large.connected.threads() - small.connected.threads()) / (double) more);
            System.out.printf("  RSS by kind, KiB: %s%n", small.connected.residentGrowthPer(large.connected, more));
        }
    }

    private static Measured measure(int stations, int idleSeconds, String options) throws Exception {
        Path work = Files.createTempDirectory("parlor-idle");
        System.setProperty("parlor.logs", work.resolve("bench-logs").toString());
        RelayUnderLoad relay = RelayUnderLoad.start(stations, false, work, options);
        List<LoadTerminal> connected = new ArrayList<>();
        try {
            Thread.sleep(idleSeconds * 1000L); // its entries and seats settle, as the stations' will
            RelayMemory empty = RelayMemory.of(relay.pid());
            for (int i = 0; i < stations; i++) {
                connected.add(relay.open(i, new StationTally(RelayUnderLoad.terminal(i))));
            }
            Thread.sleep(idleSeconds * 1000L);
            RelayMemory full = RelayMemory.of(relay.pid());
            report(stations, empty, full);
            return new Measured(stations, empty, full);
        } finally {
            connected.forEach(LoadTerminal::close);
            relay.close();
        }
    }

    private static void report(int stations, RelayMemory empty, RelayMemory full) {
        System.out.printf("%n%d terminals: no station connected (baseline): live heap %,d KiB, RSS %,d KiB, %d threads%n",
            stations, empty.liveHeapBytes() / 1024, empty.residentKb(), empty.threads());
        System.out.printf("%d terminals: %d stations connected, idle:       live heap %,d KiB, RSS %,d KiB, %d threads%n",
            stations, stations, full.liveHeapBytes() / 1024, full.residentKb(), full.threads());
        System.out.printf("per connected terminal: live heap %,.0f bytes, RSS %,.1f KiB, threads %.2f%n",
            (full.liveHeapBytes() - empty.liveHeapBytes()) / (double) stations, (full.residentKb() - empty.residentKb()) / (double) stations,
            (full.threads() - empty.threads()) / (double) stations);
        System.out.printf("  RSS per connected terminal by kind, KiB: %s%n", empty.residentGrowthPer(full, stations));
        System.out.println("  live heap per connected terminal by class, bytes:");
        shown(empty.heapGrowthPer(full, stations));
        List<Map.Entry<String, Double>> natives = empty.nativeGrowthPer(full, stations);
        if (!natives.isEmpty()) {
            System.out.println("  the JVM's committed memory per connected terminal by kind (native memory tracking), bytes:");
            shown(natives);
        }
    }

    private static void shown(List<Map.Entry<String, Double>> growth) {
        double rest = growth.stream().skip(SHOWN).mapToDouble(Map.Entry::getValue).sum();
        growth.stream().limit(SHOWN).forEach(entry -> System.out.printf("    %9.0f  %s%n", entry.getValue(), entry.getKey()));
        System.out.printf("    %9.0f  (the rest)%n", rest);
    }
}
