package parlor.system;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.rounds.DayPlan;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.VerdictLog;

/**
 * A contest day through the real relay and headless stations over TCP, its clock moved on by the
 * test exactly to the end of each phase: the day runs with whatever times the contest file (or
 * its rule set) gives.
 */
final class DayRun implements AutoCloseable {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    /** What the test does at one judge's terminal in a review. */
    interface Reviewer {
        void review(DayPlan.Phase phase, ReviewingJudge judge, String terminal);
    }

    private final ManualClock clock = new ManualClock(Instant.parse("2026-12-12T10:00:00Z"));
    private final List<AutoCloseable> open = new ArrayList<>();
    private final Map<String, ReviewingJudge> judges = new LinkedHashMap<>();
    private final Path transcripts;
    private final Relay relay;
    private final HostPort address;

    /** Starts the relay and connects a station at each of {@code terminals}; the day waits for its start. */
    DayRun(String yaml, Path folder, List<String> terminals) throws Exception {
        relay = new Relay(ContestLoader.parse(yaml, "day.yaml", folder), clock).start();
        open.add(relay);
        transcripts = relay.contest().transcripts();
        address = relay.listen();
        Map<String, HeadlessStation> stations = new LinkedHashMap<>();
        for (String terminal : terminals) {
            HeadlessStation station = new HeadlessStation(terminal);
            RelayConnection link = new RelayConnection(
                            RelayConnection.Dialer.tcp(address),
                            terminal,
                            "judge",
                            Optional.empty(),
                            station,
                            Clock.systemUTC())
                    .start();
            open.add(link);
            stations.put(terminal, station);
            judges.put(terminal, new ReviewingJudge(terminal, station, link));
        }
        Eventually.waitFor(
                "every station told to wait",
                DEADLINE,
                () -> stations.values().stream().allMatch(s -> s.notice().equals("not started yet")),
                () -> stations.values().stream()
                        .map(s -> s.terminal() + " " + s.link() + ": " + s.notice())
                        .toList());
    }

    /** A read-only station looking on at {@code terminal}: role {@code watcher} or {@code audience} (a wall's pane). */
    HeadlessStation onlooker(String terminal, String role) {
        HeadlessStation station = new HeadlessStation(terminal);
        open.add(station.connect(address, role));
        return station;
    }

    /** The relay's clock moved on: an audience wall's delay passes so. */
    void advance(Duration time) {
        clock.advance(time);
    }

    /** The operator's commands, as the console runs them. */
    parlor.relay.console.RelayControls controls() {
        return relay.controls();
    }

    List<DayPlan.Phase> phases() {
        return relay.day().orElseThrow().plan().phases();
    }

    /** The verdict log's header: the rules, and who sat where in each round. */
    ContestHeader header() throws Exception {
        return VerdictLog.read(verdictLog()).contest().orElseThrow();
    }

    Path verdictLog() {
        return transcripts.resolve(VerdictLog.FILE_NAME);
    }

    /** What the relay prints at its start: the schedule, each pair left first, and the seed of a drawn one. */
    String banner() {
        return relay.day().orElseThrow().describe();
    }

    /** Whom each terminal talks with now, as the operator's overview shows it. */
    Map<String, String> talkingTo() {
        Map<String, String> entities = new LinkedHashMap<>();
        relay.controls().overview().terminals().forEach(row -> entities.put(row.terminal(), row.entity()));
        return entities;
    }

    /** Starts the day and walks it to its end; in each review, {@code reviewer} acts for every judge who reviews. */
    void run(Reviewer reviewer) {
        run((phase, judge, terminal) -> {}, reviewer);
    }

    /** As {@link #run(Reviewer)}; in each round, {@code talker} acts for every judge who talks in it. */
    void run(Reviewer talker, Reviewer reviewer) {
        relay.controls().start();
        List<DayPlan.Phase> phases = phases();
        for (int p = 0; p < phases.size(); p++) {
            DayPlan.Phase phase = phases.get(p);
            awaitPhase(words(phase));
            Reviewer acting = phase.isReview()
                    ? reviewer
                    : phase.kind() == DayPlan.Kind.TALK ? talker : (ph, judge, terminal) -> {};
            phase.places().stream()
                    .filter(place -> !place.excused())
                    .forEach(place -> acting.review(
                            phase,
                            judges.get(place.judge().name()),
                            place.judge().name()));
            clock.advance(phase.length());
        }
        awaitPhase("the end of the contest");
    }

    private void awaitPhase(String words) {
        Eventually.waitFor(
                words,
                DEADLINE,
                () -> relay.controls().overview().phase().equals(words),
                () -> relay.controls().overview().phase());
    }

    /** A phase as the operator's overview names it. */
    static String words(DayPlan.Phase phase) {
        return switch (phase.kind()) {
            case TALK -> "round " + phase.round() + (phase.side().equals("-") ? "" : " (" + phase.side() + ")");
            case REVIEW -> "review of round " + phase.round();
            case BREAK -> "break after round " + phase.round();
        };
    }

    @Override
    public void close() throws Exception {
        for (AutoCloseable closeable : open.reversed()) {
            closeable.close();
        }
    }
}
