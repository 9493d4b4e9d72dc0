package parlor.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** Prints a load run's figures: the baseline and the relay side by side, then what was lost. */
final class LoadReport {

    private final PrintStream out;

    LoadReport(PrintStream out) {
        this.out = out;
    }

    /** The first baseline carries the same traffic as the relay: the goal is measured against it. */
    void latencies(List<LoadPhase.Result> baselines, LoadPhase.Result relay) {
        latencyHeader();
        List<LatencySummary> socat = baselines.stream().map(this::row).toList();
        LatencySummary parlor = row(relay);
        for (int i = 0; i < baselines.size(); i++) {
            out.printf("  relay p99 / %s p99: %.2f%s%n", baselines.get(i).server(),
                ratio(parlor.p99(), socat.get(i).p99()),
                i == 0 ? " (goal: at most 2, and the relay's p99 under 5000 us)" : "");
        }
        medianTurnP99s(everyRun(baselines, relay));
        out.printf("  relay / %s, the turns' median p99: %.2f%n", baselines.getFirst().server(),
            ratio(relay.medianTurnP99(), baselines.getFirst().medianTurnP99()));
        out.printf("  by key, past the warm-up: a message's last Return is where the relay records, logs and hands the message on%n");
        for (LoadTerminal.Stroke stroke : LoadTerminal.Stroke.values()) {
            for (LoadPhase.Result run : everyRun(baselines, relay)) {
                LatencySummary kind = LatencySummary.of(run.latencies(true, java.util.EnumSet.of(stroke)));
                out.printf("    %-17s %-34s %8d %7d %7d %7d %7d %8d%n", STROKE_NAMES.get(stroke), run.server(),
                    kind.count(), kind.p50(), kind.p90(), kind.p99(), kind.p999(), kind.max());
            }
        }
    }

    private static final java.util.Map<LoadTerminal.Stroke, String> STROKE_NAMES = java.util.Map.of(
        LoadTerminal.Stroke.CHARACTER, "characters", LoadTerminal.Stroke.END_OF_LINE, "Return (line)",
        LoadTerminal.Stroke.END_OF_MESSAGE, "Return (message)");

    /** The baselines, then the relay: the order every table lists them in. */
    private static List<LoadPhase.Result> everyRun(List<LoadPhase.Result> baselines, LoadPhase.Result relay) {
        List<LoadPhase.Result> all = new ArrayList<>(baselines);
        all.add(relay);
        return all;
    }

    private void latencyHeader() {
        out.printf("%nkeystroke to echo, microseconds (key sent by the station -> its echo back), keys sent after each server's warm-up turns%n");
        out.printf("  %-36s %8s %7s %7s %7s %7s %8s   %s%n", "through", "keys", "p50", "p90", "p99", "p99.9", "max", "max incl. warm-up");
    }

    private void medianTurnP99s(List<LoadPhase.Result> runs) {
        out.printf("  the median of the turns' p99s (one stall of the machine's moves a p99 of all the keys far): %s%n",
            String.join(", ", runs.stream().map(run -> run.server() + " " + run.medianTurnP99()).toList()));
    }

    private LatencySummary row(LoadPhase.Result run) {
        LatencySummary steady = LatencySummary.of(run.latencies(true));
        LatencySummary all = LatencySummary.of(run.latencies(false));
        out.printf("  %-36s %8d %7d %7d %7d %7d %8d   %d%n", run.server(), steady.count(), steady.p50(), steady.p90(),
            steady.p99(), steady.p999(), steady.max(), all.max());
        return steady;
    }

    void usage(List<LoadPhase.Result> baselines, LoadPhase.Result relay, long relayPeakResidentKb) {
        cpu(everyRun(baselines, relay));
        out.printf("memory%n");
        baselines.forEach(this::memory);
        out.printf("  %-36s %.0f MB (%s, once the last answers were in); peak %.0f MB (VmHWM)%n", relay.server(),
            relay.memoryKb() / 1024.0, relay.memoryMeasure(), relayPeakResidentKb / 1024.0);
    }

    private void cpu(List<LoadPhase.Result> runs) {
        out.printf("%nCPU while the judges typed (%.0f s each; 100 %% = one core of this machine's %d); steal: the time the host"
            + " took from this machine's cores meanwhile%n", runs.getFirst().typingSeconds(), Runtime.getRuntime().availableProcessors());
        for (LoadPhase.Result run : runs) {
            LoadPhase.CpuUsed cpu = run.cpu();
            out.printf("  %-36s server %5.1f s = %3.0f %%   load generator %5.1f s = %3.0f %%   the other servers, idle %4.1f s   steal %4.1f s%n",
                run.server(), cpu.serverNanos() / 1e9, 100 * cpu.serverNanos() / 1e9 / run.typingSeconds(),
                cpu.benchNanos() / 1e9, 100 * cpu.benchNanos() / 1e9 / run.typingSeconds(), cpu.othersNanos() / 1e9, cpu.stolenNanos() / 1e9);
            if (cpu.serverWaitNanos() > 0) {
                out.printf("    waited for a core meanwhile (ready to run, the cores busy): %.1f s, %.2f s for each second it ran%n",
                    cpu.serverWaitNanos() / 1e9, (double) cpu.serverWaitNanos() / Math.max(1, cpu.serverNanos()));
            }
            threads(cpu.serverThreads());
        }
    }

    /** Where a server's CPU went, by kind of thread, the busiest first (threads that came and went meanwhile are not counted). */
    private void threads(java.util.Map<String, Long> byKind) {
        String busiest = byKind.entrySet().stream()
            .filter(kind -> kind.getValue() >= 50_000_000L)
            .sorted(java.util.Map.Entry.<String, Long>comparingByValue().reversed())
            .map(kind -> String.format("%s %.2f s", kind.getKey(), kind.getValue() / 1e9))
            .collect(java.util.stream.Collectors.joining(", "));
        if (!busiest.isEmpty()) {
            out.printf("    by thread (0.05 s or more): %s%n", busiest);
        }
    }

    private void memory(LoadPhase.Result run) {
        out.printf("  %-36s %.0f MB (%s, once the last answers were in)%n", run.server(), run.memoryKb() / 1024.0, run.memoryMeasure());
    }

    /**
     * Echo servers side by side, the first the baseline: each one's keystroke-to-echo percentiles
     * and their ratio to the baseline's, its CPU and memory, and what it lost. Returns true if no
     * server lost anything.
     */
    boolean echoes(List<LoadPhase.Result> runs) {
        latencyHeader();
        List<LatencySummary> rows = runs.stream().map(this::row).toList();
        LoadPhase.Result baseline = runs.getFirst();
        for (int i = 1; i < runs.size(); i++) {
            out.printf("  %s / %s: p99 %.2f, the turns' median p99 %.2f%n", runs.get(i).server(), baseline.server(),
                ratio(rows.get(i).p99(), rows.getFirst().p99()), ratio(runs.get(i).medianTurnP99(), baseline.medianTurnP99()));
        }
        medianTurnP99s(runs);
        cpu(runs);
        for (int i = 1; i < runs.size(); i++) {
            out.printf("  %s / %s, server CPU: %.2f%n", runs.get(i).server(), baseline.server(),
                ratio(runs.get(i).cpu().serverNanos(), baseline.cpu().serverNanos()));
        }
        out.printf("memory%n");
        runs.forEach(this::memory);
        boolean nothingLost = true;
        for (LoadPhase.Result run : runs) {
            nothingLost &= echoAccount(run);
        }
        return nothingLost;
    }

    private static double ratio(long of, long to) {
        return to == 0 ? Double.NaN : (double) of / to;
    }

    /** Keys and replies sent and seen, for an echo server (a baseline); true if it lost none. */
    boolean echoAccount(LoadPhase.Result echo) {
        StationTally.Counts counts = echo.counts();
        out.printf("%n%s: %d keys sent, %d echoed; %d messages, %d ended%n", echo.server(), counts.sent(), counts.answered(),
            counts.messages(), counts.replies());
        problems(echo);
        out.printf("%s lost %d keystrokes, %d replies%n", echo.server(), counts.unansweredKeys(), counts.missingReplies());
        return counts.unansweredKeys() == 0 && counts.missingReplies() == 0 && counts.wrong() + counts.unexpected() == 0;
    }

    /**
     * Keys and replies for the relay, against its own record. A key is lost if its echo never came,
     * or if the relay's keystroke log for its terminal holds fewer judge keys than were sent.
     * Returns true if nothing was lost and nothing recorded twice.
     */
    boolean relayAccount(LoadPhase.Result relay, RelayUnderLoad.RecordedKeys recorded) {
        StationTally.Counts counts = relay.counts();
        long lostKeys = 0;
        long missingFromRecord = 0;
        long recordedTwice = 0;
        for (StationTally tally : relay.tallies()) {
            StationTally.Counts station = tally.counts();
            long onRecord = recorded.of(tally.terminal());
            missingFromRecord += Math.max(0, station.sent() - onRecord);
            recordedTwice += Math.max(0, onRecord - station.sent());
            lostKeys += Math.max(station.unansweredKeys(), station.sent() - onRecord);
        }
        out.printf("%s: %d keys sent, %d answered by their echo, prompt or new line; %d messages, %d replied to%n",
            relay.server(), counts.sent(), counts.answered(), counts.messages(), counts.replies());
        out.printf("the relay's record: %d judge keys in %d keystroke logs (%d missing, %d more than sent, %d unreadable lines)%n",
            recorded.total(), recorded.logs(), missingFromRecord, recordedTwice, recorded.unreadableLines());
        problems(relay);
        out.printf("lost: %d keystrokes, %d replies%n", lostKeys, counts.missingReplies());
        return lostKeys == 0 && counts.missingReplies() == 0 && recordedTwice == 0;
    }

    private void problems(LoadPhase.Result run) {
        StationTally.Counts counts = run.counts();
        if (counts.wrong() + counts.unexpected() > 0) {
            out.printf("  WRONG: %d answers did not match their key, %d came with no key waiting%n", counts.wrong(), counts.unexpected());
        }
        if (run.reconnections() > 0) {
            out.printf("  %d reconnections: links dropped during the run%n", run.reconnections());
        }
        run.failures().stream().limit(5).forEach(failure -> out.printf("  judge stopped: %s%n", failure));
        if (run.failures().size() > 5) {
            out.printf("  ... and %d more judges stopped%n", run.failures().size() - 5);
        }
    }
}
