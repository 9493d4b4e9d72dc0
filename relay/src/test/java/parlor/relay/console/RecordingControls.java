package parlor.relay.console;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Controls that record what the console asked of them and answer in canned words; they can be told
 * to refuse the next action. The real controls are tested with the relay; this one tests the console.
 */
final class RecordingControls implements RelayControls {

    final List<String> calls = new CopyOnWriteArrayList<>();
    /** Watches opened and not yet closed. */
    final List<Consumer<String>> watchers = new CopyOnWriteArrayList<>();

    volatile Overview overview = new Overview(
            "Parlor Cup 2026",
            "loebner-2006",
            "round",
            3,
            8,
            Duration.ofSeconds(245),
            false,
            List.of(
                    new TerminalRow("T1", "04", "E2", "left", "connected", ""),
                    new TerminalRow("T2", "--", "C1", "right", "no station", "waiting for a judge")));
    volatile List<String> linesSoFar = List.of("JUDGE04[14:02:11]Hello there.", "PROGRAM[14:02:15]Hello yourself.");
    private volatile RuntimeException refusal;
    private volatile RuntimeException overviewFailure;

    /** The next action throws this instead of acting. */
    void refuseNext(RuntimeException why) {
        refusal = why;
    }

    /** Every overview from now on throws this, as controls still starting might. */
    void overviewFails(RuntimeException why) {
        overviewFailure = why;
    }

    /** Consoles listening for alerts. */
    final List<Consumer<String>> alerted = new CopyOnWriteArrayList<>();

    /** An alert for the operator, as the relay's log raises one. */
    void alert(String line) {
        alerted.forEach(console -> console.accept(line));
    }

    @Override
    public parlor.relay.ops.Alerts.Subscription alerts(Consumer<String> shown) {
        alerted.add(shown);
        return () -> alerted.remove(shown);
    }

    /** A line completed on the watched terminal while the operator watches. */
    void lineCompleted(String line) {
        watchers.forEach(watcher -> watcher.accept(line));
    }

    @Override
    public Overview overview() {
        if (overviewFailure != null) {
            throw overviewFailure;
        }
        return overview;
    }

    @Override
    public String start() {
        return act("start", "round 1 started");
    }

    @Override
    public String pause() {
        return act("pause", "round 3 paused with 4:05 left");
    }

    @Override
    public String resume() {
        return act("resume", "round 3 resumed");
    }

    @Override
    public String extend(Duration more) {
        return act("extend " + more, "round 3 extended by " + more.toSeconds() + " s");
    }

    @Override
    public String endPhase() {
        return act("endPhase", "round 3 ended");
    }

    @Override
    public String restartEntity(String terminal) {
        return act("restartEntity " + terminal, "restarting the entity at " + terminal);
    }

    @Override
    public String disqualify(String entry, String reason) {
        return act("disqualify " + entry + ": " + reason, "recorded: " + entry + " disqualified (" + reason + ")");
    }

    @Override
    public String reveal() {
        return act("reveal", "revealed");
    }

    @Override
    public AutoCloseable watch(String terminal, Consumer<String> line) {
        act("watch " + terminal, "");
        linesSoFar.forEach(line);
        watchers.add(line);
        return () -> {
            calls.add("unwatch " + terminal);
            watchers.remove(line);
        };
    }

    private String act(String call, String answer) {
        calls.add(call);
        RuntimeException now = refusal;
        refusal = null;
        if (now != null) {
            throw now;
        }
        return answer;
    }
}
