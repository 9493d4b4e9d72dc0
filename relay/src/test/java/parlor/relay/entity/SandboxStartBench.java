package parlor.relay.entity;

import com.pty4j.PtyProcess;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;

/**
 * The start-up cost the sandbox adds to an entry: the time from starting an entry program, as the
 * relay starts it ({@link EntryProcess#start}), to its first prompt on its pty, for Chatbot::Eliza
 * and examples/stdio-entry.py, each in its sandbox and with {@code isolation: none}. The cases take
 * turns, run after run, so a busy moment of the machine falls on all of them; two rounds of warm-up
 * are not counted. In this package because the relay's way of starting an entry is not public.
 * Usage: {@code SandboxStartBench RUNS EXAMPLES-FOLDER ELIZA-SCRIPT} (bench/sandbox-start).
 */
public final class SandboxStartBench {

    private static final int WARM_UP = 2;
    private static final long GIVE_UP_SECONDS = 30;

    private SandboxStartBench() {}

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        Path examples = Path.of(args[1]).toAbsolutePath();
        Path eliza = Path.of(args[2]);
        Path scratch = Files.createTempDirectory("parlor-sandbox-start");
        Map<String, EntitySpec.Program> cases = new LinkedHashMap<>();
        for (String isolation : List.of("sandbox", "none")) {
            cases.put(
                    name("Chatbot::Eliza", isolation),
                    entry(
                            "{ program: [perl, " + eliza + "], prompt: 'you:\\s*', isolation: " + isolation + " }",
                            scratch));
            cases.put(
                    name("stdio-entry.py", isolation),
                    entry(
                            "{ program: [python3, stdio-entry.py], prompt: 'you> ', isolation: " + isolation + " }",
                            examples));
        }
        Map<String, List<Double>> took = new LinkedHashMap<>();
        cases.keySet().forEach(name -> took.put(name, new ArrayList<>()));
        for (int round = 0; round < WARM_UP + runs; round++) {
            for (var each : cases.entrySet()) {
                double millis = toFirstPrompt(each.getValue());
                if (round >= WARM_UP) {
                    took.get(each.getKey()).add(millis);
                }
            }
        }
        report(runs, took);
        Files.deleteIfExists(scratch);
    }

    private static String name(String entry, String isolation) {
        return String.format(Locale.ROOT, "%-16s isolation: %-7s", entry, isolation);
    }

    private static EntitySpec.Program entry(String yaml, Path folder) {
        return (EntitySpec.Program) ContestLoader.entry("E1", yaml, "the bench", folder);
    }

    /** Milliseconds from starting the entry as the relay does to its first prompt; the entry stopped after. */
    static double toFirstPrompt(EntitySpec.Program entry) throws Exception {
        long began = System.nanoTime();
        EntryProcess run = EntryProcess.start(entry, "-");
        PtyProcess process = run.process();
        try {
            CompletableFuture<Long> prompted = new CompletableFuture<>();
            Thread.ofPlatform().daemon().start(() -> awaitPrompt(process.getInputStream(), entry, prompted));
            return (prompted.get(GIVE_UP_SECONDS, TimeUnit.SECONDS) - began) / 1e6;
        } finally {
            ProcessHandle.of(process.pid())
                    .ifPresent(handle -> handle.descendants().forEach(ProcessHandle::destroyForcibly));
            process.destroyForcibly();
            process.waitFor(5, TimeUnit.SECONDS);
            run.ended();
        }
    }

    /** Completes with the moment the prompt shows after the wrapper's ready marker, or fails when the output ends first. */
    private static void awaitPrompt(InputStream in, EntitySpec.Program entry, CompletableFuture<Long> prompted) {
        StringBuilder output = new StringBuilder();
        byte[] chunk = new byte[4096];
        try {
            for (int n = in.read(chunk); n >= 0; n = in.read(chunk)) {
                output.append(new String(chunk, 0, n, StandardCharsets.UTF_8));
                int ready = output.indexOf(ProgramEntity.READY);
                if (ready >= 0
                        && entry.prompt()
                                .orElseThrow()
                                .matcher(output.substring(ready + ProgramEntity.READY.length()))
                                .find()) {
                    prompted.complete(System.nanoTime());
                    return;
                }
            }
        } catch (IOException ended) {
            // a pty reports EIO once the program has gone
        }
        prompted.completeExceptionally(new IllegalStateException("no prompt before the output ended: " + output));
    }

    private static void report(int runs, Map<String, List<Double>> took) {
        System.out.printf(
                Locale.ROOT,
                "time from starting an entry to its first prompt, %d runs each after %d of warm-up (ms):%n",
                runs,
                WARM_UP);
        took.forEach((name, all) ->
                System.out.printf(Locale.ROOT, "  %s   median %7.1f   p90 %7.1f%n", name, median(all), p90(all)));
        for (String entry : List.of("Chatbot::Eliza", "stdio-entry.py")) {
            List<Double> boxed = took.get(name(entry, "sandbox"));
            List<Double> open = took.get(name(entry, "none"));
            System.out.printf(
                    Locale.ROOT,
                    "  the sandbox adds to %s: %+.1f ms at the median, %+.1f ms at p90%n",
                    entry,
                    median(boxed) - median(open),
                    p90(boxed) - p90(open));
        }
    }

    static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** The nearest-rank 90th percentile. */
    static double p90(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get((int) Math.ceil(0.9 * sorted.size()) - 1);
    }
}
