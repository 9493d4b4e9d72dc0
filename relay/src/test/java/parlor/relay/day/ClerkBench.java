package parlor.relay.day;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Scoring;
import parlor.transcripts.rules.Stage;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictIntake;
import parlor.transcripts.rules.VerdictLog;

/** One judge's review on a real verdict intake and log in {@code folder}: the clerk, the screen it talks to, and what it recorded. */
final class ClerkBench implements AutoCloseable {

    static final int JUDGE = 1;
    static final List<HiddenEntity> PAIRED_CAST = List.of(
            new HiddenEntity("E1", "Alpha", false),
            new HiddenEntity("E2", "Beta", false),
            new HiddenEntity("C1", "Carol", true),
            new HiddenEntity("C2", "Dave", true));

    final ClerkScreen screen = new ClerkScreen();
    final VerdictIntake intake;
    private final VerdictLog.Writer log;

    /** A verdict intake on a fresh log for one judge, who meets {@code met} in the rounds. */
    ClerkBench(Path folder, RuleSet rules, List<HiddenEntity> cast, List<Met> met) {
        this(folder, rules, Stage.FINAL, cast, met);
    }

    /** As {@link #ClerkBench(Path, RuleSet, List, List)}, at a selection stage's day. */
    ClerkBench(Path folder, RuleSet rules, Stage stage, List<HiddenEntity> cast, List<Met> met) {
        List<PlannedRound> rounds = met.stream()
                .map(m -> new PlannedRound(m.round(), List.of(new PlannedRound.Seat(JUDGE, "T1", m.entities()))))
                .toList();
        ContestHeader header =
                new ContestHeader("Clerk test", rules, cast, List.of(JUDGE), rounds, Optional.empty(), stage);
        log = VerdictLog.start(folder, header);
        intake = new VerdictIntake(
                header, log, List.of(), Clock.fixed(Instant.parse("2026-12-12T10:00:00Z"), ZoneOffset.UTC));
    }

    static Met met(int round, String... entities) {
        return new Met(round, List.of(entities));
    }

    /** A clerk asking every question the rule set's forms ask about {@code reviewed}, and then those {@code thenAsk} gives. */
    VerdictClerk clerk(int round, List<Met> reviewed, Function<List<VerdictEntry>, List<VerdictQuestion>> thenAsk) {
        List<VerdictQuestion> questions = new ArrayList<>();
        intake.contest().rules().forms().forEach(form -> questions.addAll(ReviewQuestions.about(form, reviewed)));
        return clerk(round, reviewed, questions, thenAsk);
    }

    /** A clerk asking {@code questions} about {@code reviewed}, then those {@code thenAsk} gives; started on the screen. */
    VerdictClerk clerk(
            int round,
            List<Met> reviewed,
            List<VerdictQuestion> questions,
            Function<List<VerdictEntry>, List<VerdictQuestion>> thenAsk) {
        VerdictClerk clerk = new VerdictClerk(questions, thenAsk, intake, ReviewScope.of(round, reviewed), JUDGE, "T1");
        clerk.start(screen);
        return clerk;
    }

    /** What was recorded, read back from the log on disk, without the times. */
    List<VerdictEntry> recorded() throws Exception {
        return VerdictLog.read(log.file()).verdicts().stream()
                .map(e -> entry(e.round(), e.verdict()))
                .toList();
    }

    boolean scoredWithoutRefusals() throws Exception {
        var contents = VerdictLog.read(log.file());
        return Scoring.score(contents.contest().orElseThrow(), contents.verdicts())
                .refused()
                .isEmpty();
    }

    static VerdictEntry entry(int round, Verdict verdict) {
        return new VerdictEntry(Instant.EPOCH, round, JUDGE, "T1", verdict);
    }

    @Override
    public void close() {
        log.close();
    }
}
