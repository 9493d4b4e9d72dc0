package parlor.relay.day;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.entity.Entities;
import parlor.relay.link.LinkMessage;
import parlor.relay.ops.OpsLog;
import parlor.relay.pacing.Pacing;
import parlor.relay.rounds.DayPlan;
import parlor.relay.rounds.Judge;
import parlor.relay.switchboard.Switchboard;
import parlor.relay.switchboard.TerminalSession;
import parlor.transcripts.rules.VerdictDesk;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictForm;
import parlor.transcripts.rules.VerdictLog;

/**
 * A contest day on the wire: the relay's round clock walks through the day's plan, and at each
 * phase it routes every judge's terminal (and every confederate's desk) to its next conversation,
 * a waiting screen, or the verdict clerk. The operator starts, pauses, extends and ends phases.
 * Time comes from the injected clock, checked on the relay's tick.
 */
public final class ContestDay {

    private final DayCast cast;
    private final Switchboard board;
    private final Clock clock;
    private final VerdictDesk verdicts;
    /** What each judge's terminal showed at the end of each conversation, for the review: terminal to lines. */
    private final Map<String, List<String>> seen = new HashMap<>();
    private final RoundClockState state = new RoundClockState();

    public ContestDay(Contest contest, Switchboard board, Clock clock) {
        this.cast = DayCast.of(contest);
        this.board = board;
        this.clock = clock;
        java.nio.file.Path folder = contest.transcripts();
        try {
            java.nio.file.Files.createDirectories(folder);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot create " + folder, e);
        }
        VerdictLog.Writer log = java.nio.file.Files.exists(folder.resolve(VerdictLog.FILE_NAME))
            ? VerdictLog.reopen(folder) : VerdictLog.start(folder, cast.header());
        this.verdicts = new VerdictDesk(cast.header(), log, List.of(), clock);
    }

    public DayPlan plan() {
        return cast.plan();
    }

    /** The schedule as the operator reads it before the start, with who each of its names is. */
    public String describe() {
        return parlor.relay.rounds.ScheduleText.render(cast.schedule(), cast.legend());
    }

    /** Puts every seat on its waiting screen with the clock at "waiting". */
    public synchronized void open() {
        for (TerminalSession seat : board.seats()) {
            seat.notice("not started yet");
        }
        broadcast();
    }

    /** Every few milliseconds: a phase whose time is up gives way to the next. */
    public void tick() {
        synchronized (this) {
            if (state.running() && !clock.instant().isBefore(state.endsAt())) {
                advance("time up");
            }
        }
    }

    synchronized String start() {
        if (state.phase() >= 0) {
            throw new IllegalStateException("the contest has started already (" + phaseWords() + ")");
        }
        advance("started by the operator");
        return phaseWords() + " started";
    }

    synchronized String endPhase() {
        if (state.phase() < 0 || state.over(cast.plan())) {
            throw new IllegalStateException("no phase is running to end");
        }
        String ended = phaseWords();
        advance("ended by the operator");
        return ended + " ended";
    }

    synchronized String pause() {
        state.pause(clock.instant());
        OpsLog.contestClock("paused: " + phaseWords() + ", " + minutes(state.left(clock.instant())) + " left");
        broadcast();
        return "paused " + phaseWords();
    }

    synchronized String resume() {
        state.resume(clock.instant());
        OpsLog.contestClock("resumed: " + phaseWords() + ", " + minutes(state.left(clock.instant())) + " left");
        broadcast();
        return "resumed " + phaseWords();
    }

    synchronized String extend(Duration more) {
        state.extend(more, clock.instant());
        OpsLog.contestClock("extended by " + minutes(more) + ": " + phaseWords() + ", " + minutes(state.left(clock.instant())) + " left");
        broadcast();
        return phaseWords() + " now has " + minutes(state.left(clock.instant())) + " left";
    }

    /** Goes on to the next phase (or to the end of the day) and routes every seat for it. */
    private void advance(String why) {
        if (state.phase() >= 0 && !state.over(cast.plan())) {
            OpsLog.contestClock(phaseWords() + " ended (" + why + ")");
            rememberScreens();
        }
        state.next(cast.plan(), clock.instant());
        if (state.over(cast.plan())) {
            OpsLog.contestClock("the contest is over: verdicts are in " + verdictsFile());
            board.seats().forEach(seat -> waitAt(seat.terminal(), "the contest is over", "The contest is over. Thank you."));
        } else {
            DayPlan.Phase phase = cast.plan().phases().get(state.phase());
            OpsLog.contestClock(phaseWords() + " started (" + minutes(phase.length()) + "): " + route(phase));
        }
        broadcast();
    }

    /** Routes every seat for a phase; returns who is where, for the operator log. */
    private String route(DayPlan.Phase phase) {
        List<String> where = new ArrayList<>();
        List<String> busyDesks = new ArrayList<>();
        for (DayPlan.Place place : phase.places()) {
            TerminalSpec terminal = cast.terminalOf(place.judge());
            if (place.excused()) {
                waitAt(terminal.id(), "please wait", phase.kind() == DayPlan.Kind.BREAK ? "Break: the next round starts soon."
                    : "You are excused this time. Please wait.");
                where.add(terminal.id() + " excused");
            } else if (phase.isReview()) {
                review(terminal, place.judge(), phase.round());
                where.add(terminal.id() + " review");
            } else {
                EntitySpec entity = cast.entityOf(place.with().orElseThrow());
                talk(terminal, entity);
                if (entity instanceof EntitySpec.Confederate confederate) {
                    busyDesks.add(confederate.desk());
                }
                where.add(terminal.id() + " " + entity.id());
            }
        }
        for (EntitySpec.Confederate confederate : cast.confederates()) {
            if (!busyDesks.contains(confederate.desk())) {
                waitAt(confederate.desk(), "please wait", "No judge for you this time. Please wait.");
            }
        }
        return String.join(", ", where);
    }

    private void talk(TerminalSpec terminal, EntitySpec entity) {
        Pacing pacing = cast.contest().pacing();
        if (entity instanceof EntitySpec.Confederate confederate) {
            board.joinConfederate(terminal.id(), confederate, pacing);
        } else {
            board.route(terminal.id(), entity, Entities.supervised(entity, terminal.id(), clock), pacing, false, List.of());
        }
    }

    private void review(TerminalSpec terminal, Judge judge, int round) {
        List<VerdictForm> forms = cast.contest().day().orElseThrow().rules().forms();
        List<VerdictQuestion> questions = new ArrayList<>();
        for (VerdictForm form : forms) {
            questions.addAll(VerdictQuestion.about(form, cast.reviewedAt(round, judge)));
        }
        // 2009 ranks those a judge took for machines once all the judge's picks are in: right after the pick at the judge's
        // own last review, as the day's last review excuses the judges who sat out the last round
        boolean ranksNow = forms.contains(VerdictForm.RANK) && round == cast.lastRoundOf(judge);
        Function<List<VerdictEntry>, List<VerdictQuestion>> thenAsk = recorded ->
            ranksNow ? VerdictQuestion.ranks(terminal.judge(), recorded) : List.of();
        VerdictClerk clerk = new VerdictClerk(questions, thenAsk, verdicts, round, terminal.judge(), terminal.id());
        board.route(terminal.id(), EntitySpec.Clerk.VERDICTS, clerk, Pacing.NONE, false, seen.getOrDefault(terminal.id(), List.of()));
        seen.remove(terminal.id());
    }

    /** A waiting screen: a short notice on the status line, and the reason in words on the screen. */
    private void waitAt(String seat, String notice, String words) {
        board.route(seat, EntitySpec.Clerk.BETWEEN_ROUNDS, Entities.silent(), Pacing.NONE, true, List.of(words)).notice(notice);
    }

    /** Keeps what each judge's terminal shows as a conversation ends, headed by its side, for the review. */
    private void rememberScreens() {
        DayPlan.Phase ended = cast.plan().phases().get(state.phase());
        if (ended.kind() != DayPlan.Kind.TALK) {
            return;
        }
        for (DayPlan.Place place : ended.places()) {
            if (!place.excused()) {
                String terminal = cast.terminalOf(place.judge()).id();
                List<String> lines = seen.computeIfAbsent(terminal, t -> new ArrayList<>());
                lines.add("---- round " + ended.round() + (ended.side().equals("-") ? "" : ", " + ended.side()) + " ----");
                board.session(terminal).ifPresent(session -> lines.addAll(session.screenLines()));
            }
        }
    }

    /** Every seat's station learns where the clock stands. */
    private void broadcast() {
        Instant now = clock.instant();
        for (TerminalSession seat : board.seats()) {
            seat.roundClock(clockFor(seat, now));
        }
    }

    private LinkMessage.RoundClock clockFor(TerminalSession seat, Instant now) {
        int rounds = cast.plan().rounds();
        if (state.phase() < 0) {
            return new LinkMessage.RoundClock(0, rounds, "waiting", "-", 0, false);
        }
        if (state.over(cast.plan())) {
            return new LinkMessage.RoundClock(rounds, rounds, "over", "-", 0, false);
        }
        DayPlan.Phase phase = cast.plan().phases().get(state.phase());
        boolean waiting = seat.entitySpec() == EntitySpec.Clerk.BETWEEN_ROUNDS;
        String word = switch (phase.kind()) {
            case TALK -> waiting ? "excused" : "talk";
            case REVIEW -> waiting ? "excused" : "review";
            case BREAK -> "break";
        };
        return new LinkMessage.RoundClock(phase.round(), rounds, word, waiting ? "-" : phase.side(), state.left(now).toSeconds(), state.running());
    }

    synchronized Optional<DayPlan.Phase> currentPhase() {
        return state.phase() < 0 || state.over(cast.plan()) ? Optional.empty() : Optional.of(cast.plan().phases().get(state.phase()));
    }

    synchronized String phaseWords() {
        if (state.phase() < 0) {
            return "waiting for the start";
        }
        return currentPhase().map(p -> switch (p.kind()) {
            case TALK -> "round " + p.round() + (p.side().equals("-") ? "" : " (" + p.side() + ")");
            case REVIEW -> "review of round " + p.round();
            case BREAK -> "break after round " + p.round();
        }).orElse("the end of the contest");
    }

    synchronized Duration left() {
        return state.left(clock.instant());
    }

    synchronized boolean paused() {
        return state.paused();
    }

    String rules() {
        return cast.contest().day().orElseThrow().rules().ruleName();
    }

    Switchboard board() {
        return board;
    }

    String verdictsFile() {
        return cast.contest().transcripts().resolve(VerdictLog.FILE_NAME).toString();
    }

    static String minutes(Duration duration) {
        long seconds = Math.max(0, duration.toSeconds());
        return seconds / 60 + ":" + String.format("%02d", seconds % 60);
    }
}
