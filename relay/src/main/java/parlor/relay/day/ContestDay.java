package parlor.relay.day;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.link.LinkMessage;
import parlor.relay.ops.OpsLog;
import parlor.relay.rounds.DayPlan;
import parlor.relay.switchboard.Seat;
import parlor.relay.switchboard.Switchboard;
import parlor.transcripts.rules.VerdictIntake;
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
    private final VerdictIntake verdicts;
    private final RoundClockState state = new RoundClockState();
    private final DayJournal journal;
    private final Reviews reviews;
    private final DayRouter router;

    public ContestDay(Contest contest, Switchboard board, Clock clock) {
        this.cast = DayCast.of(contest);
        this.board = board;
        this.clock = clock;
        java.nio.file.Path folder = contest.transcripts();
        try {
            parlor.transcripts.files.OwnerOnly.createDirectories(folder);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot create " + folder, e);
        }
        this.verdicts = verdictIntake(folder, cast, clock, contest.recordKey());
        // the manifest knows how long the verdict log is, as it knows each record's
        board.manifest().verdicts(verdicts.log().extent());
        verdicts.log().onAppended(board.manifest()::verdicts);
        this.reviews = new Reviews(cast, verdicts);
        this.router = new DayRouter(cast, board, clock, state, reviews, new ReviewPreface(cast, board));
        this.journal = new DayJournal(folder);
        // 2006: what each conversation's first words held goes on the day's record, under the conversation's round
        board.recordOpeningsIn(
                (terminal, entity, judge, phase, said) -> verdicts.note(new parlor.transcripts.rules.OpeningCheck(
                        clock.instant(),
                        cast.plan().phases().get(Integer.parseInt(phase)).round(),
                        judge,
                        terminal,
                        entity,
                        said)));
    }

    /** The verdict intake on the day's log: begun with its header, or reopened after a restart with the verdicts it holds. */
    private static VerdictIntake verdictIntake(
            java.nio.file.Path folder, DayCast cast, Clock clock, java.util.Optional<byte[]> recordKey) {
        java.nio.file.Path file = folder.resolve(VerdictLog.FILE_NAME);
        if (!java.nio.file.Files.exists(file)) {
            return new VerdictIntake(
                    cast.header(), VerdictLog.start(folder, cast.header(), recordKey), List.of(), clock);
        }
        try {
            var earlier = VerdictLog.read(file);
            earlier.skipped().forEach(skipped -> OpsLog.badInput("-", file.toString(), skipped.toString()));
            return new VerdictIntake(cast.header(), VerdictLog.reopen(folder, recordKey), earlier.verdicts(), clock);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot read the verdicts already in " + file, e);
        }
    }

    /** Why the seats are routed after a restart: the record of any conversation that ends then says so. */
    private static final String RESTARTED = "the relay restarted";

    /** Records an entry disqualified in the verdict log, then the operator log; says what was recorded. */
    public String disqualify(String entity, String reason) {
        var recorded = verdicts.disqualify(entity, reason);
        OpsLog.disqualified(recorded.entity(), recorded.reason());
        return "recorded: " + recorded.entity() + " disqualified (" + recorded.reason() + ")";
    }

    public DayPlan plan() {
        return cast.plan();
    }

    /** The schedule as the operator reads it before the start, with who each of its names is, and the seed of a drawn one. */
    public String describe() {
        return parlor.relay.rounds.ScheduleText.render(cast.schedule(), cast.legend())
                + cast.trialWords().map(words -> "\n" + words + "\n").orElse("")
                + drawWords().map(words -> "\n" + words + "\n").orElse("");
    }

    private Optional<String> drawWords() {
        return DayDraw.words(cast.contest().day().orElseThrow());
    }

    /**
     * Puts every seat on its waiting screen with the clock at "waiting"; or, when this relay was
     * stopped in the middle of the day, goes on in the phase it was in, paused, for the operator to resume.
     */
    public synchronized void open() {
        drawWords().ifPresent(OpsLog::contestClock);
        Optional<DayJournal.Entry> before = journal.last().filter(entry -> entry.phase() >= 0);
        if (before.isPresent()) {
            resumeDay(before.get());
            return;
        }
        for (Seat seat : board.seats()) {
            seat.notice("not started yet");
        }
        broadcast();
    }

    private void resumeDay(DayJournal.Entry before) {
        Duration left = before.leftAt(clock.instant());
        state.restore(before.phase(), left, cast.plan());
        DayRouter.Moment moment = new DayRouter.Moment(RESTARTED, true);
        if (state.over(cast.plan())) {
            OpsLog.contestClock("the relay restarted after the contest was over");
            router.contestOver(moment);
        } else {
            DayPlan.Phase phase = cast.plan().phases().get(state.phase());
            OpsLog.contestClock("the relay restarted during " + phaseWords() + ": going on there, PAUSED with "
                    + minutes(left) + " left; type resume when everyone is back: " + router.route(phase, moment));
        }
        broadcast();
    }

    /** Ten times a second (the relay's tick): a phase whose time is up gives way to the next. */
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
        OpsLog.contestClock("extended by " + minutes(more) + ": " + phaseWords() + ", "
                + minutes(state.left(clock.instant())) + " left");
        broadcast();
        return phaseWords() + " now has " + minutes(state.left(clock.instant())) + " left";
    }

    /** Goes on to the next phase (or to the end of the day) and routes every seat for it. */
    private void advance(String why) {
        if (state.phase() >= 0 && !state.over(cast.plan())) {
            OpsLog.contestClock(phaseWords() + " ended (" + why + ")");
            reviews.ended();
        }
        state.next(cast.plan(), clock.instant());
        DayRouter.Moment moment = new DayRouter.Moment(why, false);
        if (state.over(cast.plan())) {
            OpsLog.contestClock("the contest is over: verdicts are in " + verdictsFile());
            router.contestOver(moment);
        } else {
            DayPlan.Phase phase = cast.plan().phases().get(state.phase());
            OpsLog.contestClock(
                    phaseWords() + " started (" + minutes(phase.length()) + "): " + router.route(phase, moment));
        }
        broadcast();
    }

    /** Every seat's station learns where the clock stands. */
    private void broadcast() {
        Instant now = clock.instant();
        journal.write(new DayJournal.Entry(
                state.phase(),
                state.left(now),
                state.paused(),
                now,
                cast.contest().day().orElseThrow().seed()));
        for (Seat seat : board.seats()) {
            seat.roundClock(clockFor(seat, now));
        }
    }

    private LinkMessage.RoundClock clockFor(Seat seat, Instant now) {
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
        String side = waiting ? "-" : atOnceSide(seat).orElse(phase.side());
        return new LinkMessage.RoundClock(
                phase.round(), rounds, word, side, state.left(now).toSeconds(), state.running());
    }

    /** The side a seat is on now, as the operator's overview shows it: left, right, or - (waiting, or one at a time). */
    synchronized String sideOf(Seat seat) {
        if (seat.entitySpec() instanceof EntitySpec.Clerk) {
            return "-";
        }
        return atOnceSide(seat)
                .orElseGet(() -> currentPhase().map(DayPlan.Phase::side).orElse("-"));
    }

    /** Where a judge has both of a pair at once, each of their two terminals is a side. */
    private Optional<String> atOnceSide(Seat seat) {
        var rightOf = cast.contest().day().orElseThrow().rightTerminalOf();
        if (rightOf.isEmpty()) {
            return Optional.empty();
        }
        return rightOf.containsKey(seat.terminal())
                ? Optional.of("left")
                : rightOf.containsValue(seat.terminal()) ? Optional.of("right") : Optional.empty();
    }

    synchronized Optional<DayPlan.Phase> currentPhase() {
        return state.phase() < 0 || state.over(cast.plan())
                ? Optional.empty()
                : Optional.of(cast.plan().phases().get(state.phase()));
    }

    synchronized String phaseWords() {
        if (state.phase() < 0) {
            return "waiting for the start";
        }
        return currentPhase().map(ContestDay::words).orElse("the end of the contest");
    }

    private static String words(DayPlan.Phase p) {
        return switch (p.kind()) {
            case TALK -> "round " + p.round() + (p.side().equals("-") ? "" : " (" + p.side() + ")");
            case REVIEW -> "review of round " + p.round();
            case BREAK -> "break after round " + p.round();
        };
    }

    /** The phase after this one, for the operator's status: its words, {@code the end of the contest}, or {@code -} once over. */
    public synchronized String nextPhaseWords() {
        List<DayPlan.Phase> phases = cast.plan().phases();
        int next = state.phase() + 1;
        return state.over(cast.plan())
                ? "-"
                : next < phases.size() ? words(phases.get(next)) : "the end of the contest";
    }

    /** Time to the end of the day: what this phase has left, and the planned lengths of the phases after it. */
    public synchronized Duration dayLeft() {
        List<DayPlan.Phase> phases = cast.plan().phases();
        if (state.over(cast.plan())) {
            return Duration.ZERO;
        }
        Duration left = state.phase() < 0 ? Duration.ZERO : state.left(clock.instant());
        for (DayPlan.Phase later : phases.subList(state.phase() + 1, phases.size())) {
            left = left.plus(later.length());
        }
        return left;
    }

    /** Per judge's terminal, whether the verdicts due so far are recorded: {@code in}, {@code 2 due}, or {@code -} (none due yet). */
    public synchronized Map<String, String> verdictsByTerminal() {
        List<DayPlan.Phase> phases = cast.plan().phases();
        return VerdictsDue.byTerminal(
                cast, phases.subList(0, Math.min(phases.size(), state.phase() + 1)), verdicts.recorded());
    }

    synchronized Duration left() {
        return state.left(clock.instant());
    }

    /**
     * Who sat where, per terminal, for the audience walls; refused until the contest is over, for
     * until then a judge could still see the wall before giving a verdict.
     */
    synchronized Map<String, String> reveal() {
        if (!state.over(cast.plan())) {
            throw new IllegalStateException("reveal: not before the contest is over (it is now " + phaseWords()
                    + "): a judge could still see the wall before a verdict");
        }
        return Reveal.ofDay(cast);
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
