package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.rounds.HiddenEntity;
import parlor.relay.testing.CommandRun;
import parlor.system.ReviewingJudge.Kind;
import parlor.tools.TranscriptsMain;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.Selection;
import parlor.transcripts.rules.Stage;
import parlor.transcripts.rules.VerdictLog;

/**
 * The selection stages as days of their own ({@code stage: prelim}), through the real relay and stations: each judge
 * talks with each entry alone, in turn, then ranks the entries met, 1 = best; the record names who goes forward, and a
 * final's {@code finalists:} takes them from it.
 */
class PrelimDaysTest {

    /** An entry that answers with its own id, so the test can see whom each judge met. */
    private static final String ENTRY =
            "{ program: [perl, -e, '$|=1; print \"ready> \"; while (my $l = <STDIN>) { chomp $l; "
                    + "print \"%s heard: $l\\nready> \" }'], prompt: 'ready>\\s*' }";

    @TempDir
    Path folder;

    @Test
    void thePrelimEightNamesTheFinalFourAndTheFinalIsCastWithThem() throws Exception {
        // judge 1 ranks E3 E1 E5 E2 E4, judge 2 E1 E3 E5 E2 E4, best first: means E1 1.5, E3 1.5, E5 3, E2 4, E4 5
        Map<Integer, List<String>> bestFirst =
                Map.of(1, List.of("E3", "E1", "E5", "E2", "E4"), 2, List.of("E1", "E3", "E5", "E2", "E4"));
        Map<String, List<String>> met = prelimDay("loebner-2006", 2, 5, "", bestFirst);

        assertThat(met)
                .as("each judge talked with each entry, one a round")
                .containsOnlyKeys("T1", "T2")
                .allSatisfy((terminal, entries) ->
                        assertThat(entries).containsExactlyInAnyOrder("E1", "E2", "E3", "E4", "E5"));
        CommandRun results = CommandRun.of(
                new TranscriptsMain(), "results", folder.resolve("transcripts").toString());
        assertThat(results.exit()).isZero();
        assertThat(results.out())
                .contains("Stage: the Prelim Eight", "The Final Four: E1, E3, E5, E2\n", "E4     2       5.00");

        Files.writeString(
                folder.resolve("final.yaml"),
                """
            name: Final Four
            rules: loebner-2006
            finalists: transcripts/verdicts.jsonl
            terminals:
              L1: { judge: 1, side: left }
              R1: { judge: 1, side: right }
            entities:
            """ + entities(5)
                        + IntStream.rangeClosed(1, 4)
                                .mapToObj(c -> "  C" + c + ": { confederate: D" + c + " }\n")
                                .collect(Collectors.joining()));
        assertThat(ContestLoader.load(folder.resolve("final.yaml"))
                        .day()
                        .orElseThrow()
                        .schedule()
                        .cast()
                        .entries())
                .extracting(HiddenEntity::name)
                .containsExactly("E1", "E2", "E3", "E5");
    }

    @Test
    void the2003PreliminaryRoundNamesEightFinalistsAndAReserve() throws Exception {
        // every judge ranks E1-E9 in order, but judge 3 puts E9 before E8: E8 8.33 and E9 8.67 all the same
        List<String> inOrder =
                IntStream.rangeClosed(1, 9).mapToObj(e -> "E" + e).toList();
        List<String> third = new ArrayList<>(inOrder);
        java.util.Collections.swap(third, 7, 8);
        // no reply delay: rule 30 paces replies in five real seconds, and this day's clock is the test's
        prelimDay("loebner-2003", 3, 9, "pacing: { min_reply_delay: 0s }\n", Map.of(1, inOrder, 2, inOrder, 3, third));

        VerdictLog.Contents log = VerdictLog.read(folder.resolve("transcripts").resolve(VerdictLog.FILE_NAME));
        Selection selection = Selection.of(log.contest().orElseThrow(), log.verdicts());
        assertThat(selection.forward()).containsExactly("E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8");
        assertThat(selection.reserves()).containsExactly("E9");
        assertThat(selection.undecided()).isEmpty();
        assertThat(CommandRun.of(
                                new TranscriptsMain(),
                                "results",
                                folder.resolve("transcripts").toString())
                        .out())
                .contains("Finalists: E1, E2, E3, E4, E5, E6, E7, E8; held in reserve: E9\n");
    }

    /**
     * Runs a prelim day of {@code rules} with {@code judges} judges and {@code entries} entries: each judge says hello in
     * each round and ranks the entries met as {@code bestFirst} says. Checks the record is the prelim's, with one rank of
     * each entry met from each judge and none refused; returns, per terminal, whom its judge talked with.
     */
    private Map<String, List<String>> prelimDay(
            String rules, int judges, int entries, String more, Map<Integer, List<String>> bestFirst) throws Exception {
        String yaml = "name: A " + rules + " prelim\nlisten: 127.0.0.1:0\nrules: " + rules
                + "\nstage: prelim\nseed: 5\n" + more
                + "timing: { talk: 1m, review: 1m, break: 0s }\nterminals:\n"
                + IntStream.rangeClosed(1, judges)
                        .mapToObj(j -> "  T" + j + ": { judge: " + j + " }\n")
                        .collect(Collectors.joining())
                + "entities:\n" + entities(entries);
        List<String> terminals =
                IntStream.rangeClosed(1, judges).mapToObj(j -> "T" + j).toList();
        Map<String, List<String>> met = new TreeMap<>();
        try (DayRun day = new DayRun(yaml, folder, terminals)) {
            ContestHeader header = day.header();
            assertThat(header.stage()).isEqualTo(Stage.PRELIM);
            day.run(
                    (phase, judge, terminal) -> met.computeIfAbsent(terminal, t -> new ArrayList<>())
                            .add(judge.say("hello from " + terminal + " in round " + phase.round())
                                    .split(" ")[0]),
                    (phase, judge, terminal) -> {
                        int number = Integer.parseInt(terminal.substring(1));
                        List<ReviewingJudge.Question> asked = judge.answerAll(phase.round(), question -> {
                            assertThat(question.kind()).isEqualTo(Kind.PLACING);
                            String entry = header.seat(question.round(), number)
                                    .map(PlannedRound.Seat::entities)
                                    .orElseThrow()
                                    .getFirst();
                            return Integer.toString(bestFirst.get(number).indexOf(entry) + 1);
                        });
                        assertThat(asked)
                                .as(terminal + " ranks each entry met, on a scale of as many")
                                .hasSize(entries)
                                .allMatch(q -> q.highest() == entries);
                    });
        }
        VerdictLog.Contents log = VerdictLog.read(folder.resolve("transcripts").resolve(VerdictLog.FILE_NAME));
        assertThat(log.verdicts()).hasSize(judges * entries);
        assertThat(parlor.transcripts.rules.Scoring.score(log.contest().orElseThrow(), log.verdicts())
                        .refused())
                .isEmpty();
        return met;
    }

    private static String entities(int entries) {
        return IntStream.rangeClosed(1, entries)
                .mapToObj(e -> "  E" + e + ": " + ENTRY.formatted("E" + e) + "\n")
                .collect(Collectors.joining());
    }
}
