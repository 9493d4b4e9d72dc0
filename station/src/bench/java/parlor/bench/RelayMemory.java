package parlor.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a running relay holds, read from outside after a full collection: its live heap by class
 * ({@code jcmd PID GC.class_histogram}, which collects first and counts only what is reachable), its
 * resident memory and its threads (/proc), and, when its JVM tracks native memory, the JVM's own
 * account of it by kind ({@code jcmd PID VM.native_memory summary}).
 */
record RelayMemory(long liveHeapBytes, Map<String, Long> bytesByClass, long residentKb, Map<String, Long> residentKbByKind, long threads,
        Map<String, Long> nativeCommittedKb) {

    /** /proc's split of resident memory: ZGC's heap is shared memory (a memfd), so its touched pages count as RssShmem. */
    static final List<String> RESIDENT_KINDS = List.of("RssAnon", "RssFile", "RssShmem");

    private static final Pattern HISTOGRAM_LINE = Pattern.compile("^\\s*\\d+:\\s+(\\d+)\\s+(\\d+)\\s+(\\S+)");
    private static final Pattern HISTOGRAM_TOTAL = Pattern.compile("^Total\\s+\\d+\\s+(\\d+)");
    private static final Pattern NATIVE_KIND = Pattern.compile("^-\\s+(.+?) \\(reserved=\\d+KB, committed=(\\d+)KB");

    static RelayMemory of(long pid) throws IOException, InterruptedException {
        Map<String, Long> byClass = new HashMap<>();
        long live = 0;
        for (String line : jcmd(pid, "GC.class_histogram")) {
            Matcher entry = HISTOGRAM_LINE.matcher(line);
            Matcher total = HISTOGRAM_TOTAL.matcher(line);
            if (entry.find()) {
                byClass.merge(entry.group(3), Long.parseLong(entry.group(2)), Long::sum);
            } else if (total.find()) {
                live = Long.parseLong(total.group(1));
            }
        }
        Map<String, Long> nativeKb = new HashMap<>();
        for (String line : jcmd(pid, "VM.native_memory", "summary")) {
            Matcher kind = NATIVE_KIND.matcher(line.trim());
            if (kind.find()) {
                nativeKb.put(kind.group(1), Long.parseLong(kind.group(2)));
            }
        }
        Map<String, Long> residentByKind = new java.util.LinkedHashMap<>();
        RESIDENT_KINDS.forEach(kind -> residentByKind.put(kind, ProcStats.statusKb(pid, kind)));
        return new RelayMemory(live, byClass, ProcStats.statusKb(pid, "VmRSS"), residentByKind, ProcStats.statusKb(pid, "Threads"), nativeKb);
    }

    /** What {@code later} holds beyond this, per one of {@code count} terminals, in bytes, by class or kind, largest first. */
    List<Map.Entry<String, Double>> heapGrowthPer(RelayMemory later, int count) {
        return growth(bytesByClass, later.bytesByClass, count, 1);
    }

    /** What {@code later} holds resident beyond this, per one of {@code count} terminals, in KiB, by /proc's kinds. */
    String residentGrowthPer(RelayMemory later, int count) {
        return RESIDENT_KINDS.stream()
            .map(kind -> String.format("%s %,.1f", kind, (later.residentKbByKind.get(kind) - residentKbByKind.get(kind)) / (double) count))
            .collect(java.util.stream.Collectors.joining(", "));
    }

    List<Map.Entry<String, Double>> nativeGrowthPer(RelayMemory later, int count) {
        return growth(nativeCommittedKb, later.nativeCommittedKb, count, 1024);
    }

    private static List<Map.Entry<String, Double>> growth(Map<String, Long> before, Map<String, Long> after, int count, long unit) {
        Map<String, Double> per = new HashMap<>();
        after.forEach((name, value) -> per.put(name, (value - before.getOrDefault(name, 0L)) * (double) unit / count));
        return per.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed()).toList();
    }

    private static List<String> jcmd(long pid, String... command) throws IOException, InterruptedException {
        List<String> args = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(), Long.toString(pid)));
        args.addAll(List.of(command));
        Process jcmd = new ProcessBuilder(args).redirectErrorStream(true).start();
        String out = new String(jcmd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!jcmd.waitFor(120, TimeUnit.SECONDS) || jcmd.exitValue() != 0) {
            throw new IOException("jcmd " + String.join(" ", command) + " failed: " + out);
        }
        return out.lines().toList();
    }
}
