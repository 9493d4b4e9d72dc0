package parlor.relay.day;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import parlor.relay.console.RelayControls;
import parlor.relay.contest.EntitySpec;
import parlor.relay.ops.Alerts;
import parlor.relay.ops.OpsLog;
import parlor.relay.switchboard.Seat;
import parlor.relay.switchboard.Switchboard;

/** The relay as the operator's console sees it: every seat at a glance, the round clock's controls, restarts and watching. */
public final class DayControls implements RelayControls {

    private static final String NO_ROUNDS = "this contest has no rounds (add rules: to the contest file to run one)";

    private final String contest;
    private final Switchboard board;
    private final Optional<ContestDay> day;
    private final Alerts alerts;

    public DayControls(String contest, Switchboard board, Optional<ContestDay> day, Alerts alerts) {
        this.contest = contest;
        this.board = board;
        this.day = day;
        this.alerts = alerts;
    }

    @Override
    public Overview overview() {
        Map<String, String> verdicts = day.map(ContestDay::verdictsByTerminal).orElse(Map.of());
        List<TerminalRow> rows = new ArrayList<>();
        for (Seat seat : board.seats()) {
            EntitySpec entity = seat.entitySpec();
            String with = switch (entity) {
                case EntitySpec.Clerk clerk -> clerk == EntitySpec.Clerk.VERDICTS ? "(verdicts)" : "-";
                // a desk talks with a judge's terminal: named as the operator names it, not by its record's folder
                case EntitySpec.Desk desk -> terminalAcross(seat);
                default -> entity.id();
            };
            String side = day.map(d -> d.sideOf(seat)).orElse("-");
            // in a day every seat has a verdicts cell; a desk or a right-hand terminal gives none
            String verdictsIn = day.isPresent() ? verdicts.getOrDefault(seat.terminal(), "-") : null;
            // a failing record is read from the seat itself: the log, and so the alerts, may be on the disk that is
            // full
            String notice = seat.recordFailing()
                    ? Alerts.briefOf("record-failing")
                    : alerts.latest(seat.terminal()).map(Alerts.Alert::brief).orElseGet(seat::currentNotice);
            rows.add(new TerminalRow(
                    seat.terminal(),
                    seat.judge() < 0 ? "--" : String.format("%02d", seat.judge()),
                    with,
                    side,
                    seat.stationAttached() ? "connected" : "no station",
                    verdictsIn,
                    notice));
        }
        return day.map(d -> new Overview(
                        contest,
                        d.rules(),
                        d.phaseWords(),
                        d.currentPhase().map(p -> p.round()).orElse(0),
                        d.plan().rounds(),
                        d.left(),
                        d.paused(),
                        d.nextPhaseWords(),
                        d.dayLeft(),
                        rows))
                .orElseGet(() -> new Overview(contest, "-", "no rounds", 0, 0, Duration.ZERO, false, rows));
    }

    /** The terminal whose judge talks with the confederate at desk {@code desk} now. */
    private String terminalAcross(Seat desk) {
        return board.seats().stream()
                .filter(seat -> seat.entitySpec() instanceof EntitySpec.Confederate confederate
                        && confederate.desk().equals(desk.terminal()))
                .map(Seat::terminal)
                .findFirst()
                .orElse("-");
    }

    /** A paused day first: a restarted relay leaves it so, and nothing moves until the operator types resume. */
    @Override
    public List<String> standing() {
        List<String> lines = new ArrayList<>();
        day.filter(ContestDay::paused)
                .ifPresent(d -> lines.add("ALERT the day is PAUSED in " + d.phaseWords() + " with "
                        + ContestDay.minutes(d.left())
                        + " left: type resume when every station is back (status shows them)"));
        lines.addAll(alerts.standing());
        return lines;
    }

    @Override
    public Alerts.Subscription alerts(Consumer<String> shown) {
        return alerts.subscribe(alert -> shown.accept(alert.line()));
    }

    @Override
    public String start() {
        return logged("start", rounds().start());
    }

    @Override
    public String pause() {
        return logged("pause", rounds().pause());
    }

    @Override
    public String resume() {
        return logged("resume", rounds().resume());
    }

    @Override
    public String extend(Duration more) {
        return logged("extend", rounds().extend(more));
    }

    @Override
    public String endPhase() {
        return logged("end", rounds().endPhase());
    }

    @Override
    public String restartEntity(String terminal) {
        Seat seat = board.seat(terminal).orElseThrow(() -> new IllegalStateException("no terminal " + terminal));
        // a telnet seat is held by the client that came first: restart frees it for the next
        String freed = seat.releasePlain() ? "; the telnet client there was let go" : "";
        if (!seat.restartEntity("restarted by the operator")) {
            if (!freed.isEmpty()) {
                return logged(
                        "restart " + terminal,
                        "let go the telnet client at " + terminal + " (no entry to restart there)");
            }
            throw new IllegalStateException(terminal + " talks to no entry that can be restarted now");
        }
        return logged("restart " + terminal, "restarting the entry at " + terminal + freed);
    }

    @Override
    public AutoCloseable watch(String terminal, Consumer<String> line) {
        board.seat(terminal).orElseThrow(() -> new IllegalStateException("no terminal " + terminal));
        OpsLog.contestClock("the operator watches " + terminal);
        return ScreenWatch.start(
                () -> board.seat(terminal).map(Seat::screenLines).orElse(List.of()), line);
    }

    @Override
    public String reveal() {
        Map<String, String> texts = day.map(ContestDay::reveal).orElseGet(() -> {
            Map<String, String> each = new java.util.LinkedHashMap<>();
            board.seats().stream()
                    .filter(seat -> !seat.isDesk())
                    .forEach(seat -> each.put(seat.terminal(), Reveal.ofEntity(seat.entitySpec())));
            return each;
        });
        texts.forEach((terminal, text) -> board.seat(terminal).ifPresent(seat -> seat.reveal(text)));
        return logged(
                "reveal",
                "revealed who sat where at " + String.join(", ", texts.keySet()) + " to the audience walls, "
                        + board.audienceDelay().toSeconds() + " s from now");
    }

    private ContestDay rounds() {
        return day.orElseThrow(() -> new IllegalStateException(NO_ROUNDS));
    }

    @Override
    public String disqualify(String entry, String reason) {
        return rounds().disqualify(entry, reason);
    }

    private static String logged(String command, String outcome) {
        OpsLog.contestClock("operator: " + command + ": " + outcome);
        return outcome;
    }
}
