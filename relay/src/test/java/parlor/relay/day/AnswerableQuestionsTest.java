package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;
import static parlor.relay.testing.SmallCasts.ONE_CONFEDERATE;
import static parlor.relay.testing.SmallCasts.THE_WAGER;
import static parlor.relay.testing.SmallCasts.TWO_CONFEDERATES;
import static parlor.relay.testing.SmallCasts.TWO_JUDGES;
import static parlor.relay.testing.SmallCasts.TWO_JUDGES_AT_PAIRS;

import ch.qos.logback.classic.spi.ILoggingEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.rounds.DayPlan;
import parlor.relay.testing.OpsEvents;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Scoring;
import parlor.transcripts.rules.VerdictIntake;
import parlor.transcripts.rules.VerdictLog;

/**
 * No question the clerk puts to a judge refuses every answer. For each rule set's day, with its
 * own times and a small cast, and for every way a judge can answer (each pick, each vote, each
 * order of ranks; a rating stands whatever the others are, so one of those will do), every
 * question asked has an answer the rules accept, nothing the clerk says shows an id, and when the
 * day is over every verdict the plan asks for is in the log. The rules weigh a judge's verdicts against that judge's own only, so each
 * judge's ways are tried in turn while the others answer the first way.
 */
class AnswerableQuestionsTest {

    @TempDir
    Path folder;

    static Stream<Arguments> days() {
        return Stream.of(
                Arguments.of("loebner-1996", TWO_JUDGES + ONE_CONFEDERATE),
                Arguments.of("loebner-1996", TWO_JUDGES + TWO_CONFEDERATES),
                Arguments.of("loebner-2003", TWO_JUDGES + ONE_CONFEDERATE),
                Arguments.of("loebner-2003", TWO_JUDGES + TWO_CONFEDERATES),
                Arguments.of("loebner-2006", TWO_JUDGES_AT_PAIRS + ONE_CONFEDERATE),
                Arguments.of("loebner-2006", TWO_JUDGES_AT_PAIRS + TWO_CONFEDERATES),
                Arguments.of("loebner-2009", TWO_JUDGES + ONE_CONFEDERATE),
                Arguments.of("loebner-2009", TWO_JUDGES + TWO_CONFEDERATES),
                Arguments.of("kurzweil-kapor", THE_WAGER));
    }

    @ParameterizedTest(name = "{0}, cast {index}")
    @MethodSource("days")
    void everyQuestionAskedHasAnAcceptedAnswerWhateverTheJudgesSaidBefore(String rules, String cast) throws Exception {
        DayCast day = DayCast.of(ContestLoader.parse(
                "name: Every way\nrules: " + rules + "\nrehearsal: true\nseed: 5\n" + cast, "day.yaml", folder));
        int days = 0;
        for (TerminalSpec focus : day.judges()) {
            Deque<List<Integer>> todo = new ArrayDeque<>(List.of(List.of()));
            while (!todo.isEmpty()) {
                List<Integer> begun = todo.pop();
                List<int[]> taken;
                try (OpsEvents ops = new OpsEvents()) {
                    taken = runDay(day, focus.judge(), begun, ++days);
                    assertThat(ops.all())
                            .as("no question passed over as unanswerable, and no verdict missing")
                            .extracting(ILoggingEvent::getFormattedMessage)
                            .isEmpty();
                }
                // each decision first made in this run by its first way: try every other way from there on
                for (int i = begun.size(); i < taken.size(); i++) {
                    for (int way = 1; way < taken.get(i)[1]; way++) {
                        List<Integer> next = new ArrayList<>(
                                taken.subList(0, i).stream().map(t -> t[0]).toList());
                        next.add(way);
                        todo.push(next);
                    }
                }
            }
        }
        assertThat(days).as("days run for %s", rules).isGreaterThan(1);
    }

    /**
     * One whole day of reviews through the relay's own clerks: the focus judge answers each question the way
     * {@code ways} says (the first way where it says nothing), the others the first way. Returns each decision the
     * focus judge made: the way taken and how many there were.
     */
    private List<int[]> runDay(DayCast day, int focus, List<Integer> ways, int run) throws Exception {
        ContestHeader header = day.header();
        Path dir = Files.createDirectory(folder.resolve("day" + run));
        VerdictLog.Writer log = VerdictLog.start(dir, header);
        VerdictIntake desk = new VerdictIntake(
                header, log, List.of(), Clock.fixed(Instant.parse("2026-12-12T10:00:00Z"), ZoneOffset.UTC));
        Reviews reviews = new Reviews(day, desk);
        List<int[]> taken = new ArrayList<>();
        try {
            for (DayPlan.Phase phase : day.plan().phases()) {
                for (DayPlan.Place place : phase.isReview() ? phase.places() : List.<DayPlan.Place>of()) {
                    if (!place.excused()) {
                        TerminalSpec terminal = day.terminalOf(place.judge());
                        VerdictClerk clerk = reviews.clerk(terminal, place.judge(), phase.round());
                        clerk.start(new ClerkScreen());
                        answerAll(clerk, desk, terminal.judge(), terminal.judge() == focus, ways, taken);
                    }
                }
                reviews.ended();
            }
        } finally {
            log.close();
        }
        Results results = Scoring.score(header, desk.recorded());
        assertThat(results.refused()).isEmpty();
        assertThat(results.tables())
                .as("verdicts missing")
                .noneMatch(t -> t.title().startsWith("Missing"));
        return taken;
    }

    /** Answers every question a clerk asks: the focus judge's the way {@code ways} says, each decision going into {@code taken}. */
    private static void answerAll(
            VerdictClerk clerk, VerdictIntake desk, int judge, boolean focus, List<Integer> ways, List<int[]> taken) {
        while (clerk.asking().isPresent()) {
            VerdictQuestion question = clerk.asking().get();
            List<String> accepted = ReviewQuestions.acceptedAnswers(
                            question,
                            v -> desk.check(question.recordedIn(), judge, v).isOk())
                    .toList();
            assertThat(accepted)
                    .as("judge %d asked \"%s\" with %s recorded", judge, question.ask(), desk.recorded())
                    .isNotEmpty();
            List<String> options = switch (question) {
                case VerdictQuestion.Pick p -> accepted;
                case VerdictQuestion.Rank r -> accepted;
                case VerdictQuestion.Candidate c -> accepted;
                // points: the fewest and the most accepted, as every split must differ from the judge's others
                case VerdictQuestion.Split s ->
                    accepted.size() == 1 ? accepted : List.of(accepted.getFirst(), accepted.getLast());
                default -> accepted.subList(0, 1);
            };
            int way = 0;
            if (focus) {
                way = taken.size() < ways.size() ? ways.get(taken.size()) : 0;
                taken.add(new int[] {way, options.size()});
            }
            clerk.judgeSaid(options.get(way));
        }
    }
}
