package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** `results` lists, judge by judge, what the plan of rounds asked for and the log does not hold. */
class MissingVerdictsTest {

    private static final Instant T = Instant.parse("2009-09-06T10:00:00Z");
    private static final List<HiddenEntity> CAST = List.of(
            new HiddenEntity("E1", "", false), new HiddenEntity("E2", "", false), new HiddenEntity("C1", "", true));
    /** One confederate: each judge meets it beside E1 in one round and beside E2 in another. */
    private static final List<PlannedRound> PAIRS = List.of(
            new PlannedRound(1, List.of(seat(1, "E1", "C1"))),
            new PlannedRound(2, List.of(seat(2, "C1", "E1"))),
            new PlannedRound(3, List.of(seat(1, "C1", "E2"))),
            new PlannedRound(4, List.of(seat(2, "E2", "C1"))));

    @Test
    void aPickAndTheRanksThatFollowFromThePicksAreListedByJudge() {
        List<VerdictEntry> verdicts = new ArrayList<>(List.of(
                entry(1, 1, new Verdict.Pick("E1", "C1", "C1")),
                entry(3, 1, new Verdict.Pick("C1", "E2", "E2")),
                entry(1, 1, new Verdict.Rank("E1", 1)),
                entry(2, 2, new Verdict.Pick("C1", "E1", "C1"))));

        Results results = Scoring.score(header(RuleSet.LOEBNER_2009, PAIRS), verdicts);

        Table missing = results.tables().getLast();
        assertThat(missing.title()).isEqualTo("Missing verdicts: asked of the judges, not in the log");
        // judge 2 has one pick only: a single rank orders nothing, so none is missing
        assertThat(missing.rows())
                .containsExactly(
                        List.of("J1", "3", "rank of C1, taken for a machine"),
                        List.of("J2", "4", "pick between E2 and C1"));
    }

    @Test
    void ratingsAndVotesAreMissingPerOneMet() {
        List<PlannedRound> ones = List.of(
                new PlannedRound(1, List.of(seat(1, "E1"), seat(2, "C1"))),
                new PlannedRound(2, List.of(seat(1, "C1"), seat(2, "E1"))));

        Results rated =
                Scoring.score(header(RuleSet.LOEBNER_1996, ones), List.of(entry(1, 1, new Verdict.Humanness("E1", 5))));
        Results voted = Scoring.score(
                header(RuleSet.KURZWEIL_KAPOR, ones), List.of(entry(0, 2, new Verdict.Candidate("E1", true, 2))));

        assertThat(rated.tables().getLast().rows())
                .containsExactly(
                        List.of("J1", "2", "rating of C1"),
                        List.of("J2", "1", "rating of C1"),
                        List.of("J2", "2", "rating of E1"));
        assertThat(voted.tables().getLast().rows())
                .containsExactly(
                        List.of("J1", "1", "vote on E1"),
                        List.of("J1", "2", "vote on C1"),
                        List.of("J2", "1", "vote on C1"));
    }

    /** 2003 rule 34: after a selection stage's rounds, each judge ranks every entry met, in any round's record. */
    @Test
    void aPrelimsMissingRanksAreEachEntryAJudgeMetAndDidNotRank() {
        List<HiddenEntity> entries = List.of(new HiddenEntity("E1", "", false), new HiddenEntity("E2", "", false));
        ContestHeader prelim = new ContestHeader(
                "Prelim",
                RuleSet.LOEBNER_2003,
                entries,
                List.of(1, 2),
                List.of(
                        new PlannedRound(1, List.of(seat(1, "E1"), seat(2, "E2"))),
                        new PlannedRound(2, List.of(seat(1, "E2"), seat(2, "E1")))),
                java.util.Optional.empty(),
                Stage.PRELIM);

        Results results = Scoring.score(
                prelim, List.of(entry(0, 1, new Verdict.Rank("E2", 1)), entry(2, 2, new Verdict.Rank("E1", 2))));

        assertThat(results.tables().getLast().rows())
                .containsExactly(List.of("J1", "1", "rank of E1"), List.of("J2", "1", "rank of E2"));
    }

    @Test
    void nothingIsListedWhenEveryVerdictIsInOrTheLogHasNoPlan() {
        List<VerdictEntry> all = List.of(
                entry(1, 1, new Verdict.Pick("E1", "C1", "C1")),
                entry(2, 2, new Verdict.Pick("C1", "E1", "C1")),
                entry(3, 1, new Verdict.Pick("C1", "E2", "C1")),
                entry(4, 2, new Verdict.Pick("E2", "C1", "C1")),
                entry(1, 1, new Verdict.Rank("E1", 1)),
                entry(3, 1, new Verdict.Rank("E2", 2)),
                entry(2, 2, new Verdict.Rank("E1", 2)),
                entry(4, 2, new Verdict.Rank("E2", 1)));

        assertThat(Scoring.score(header(RuleSet.LOEBNER_2009, PAIRS), all).tables())
                .noneMatch(t -> t.title().startsWith("Missing"));
        assertThat(Scoring.score(header(RuleSet.LOEBNER_2009, List.of()), List.of())
                        .tables())
                .noneMatch(t -> t.title().startsWith("Missing"));
    }

    private static ContestHeader header(RuleSet rules, List<PlannedRound> rounds) {
        return new ContestHeader("Missing", rules, CAST, List.of(1, 2), rounds);
    }

    private static PlannedRound.Seat seat(int judge, String... entities) {
        return new PlannedRound.Seat(judge, "T" + judge, List.of(entities));
    }

    private static VerdictEntry entry(int round, int judge, Verdict verdict) {
        return new VerdictEntry(T, round, judge, "T" + judge, verdict);
    }
}
