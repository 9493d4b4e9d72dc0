package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.testing.WagerVotes;

/** A wager Session run over several days, one record each, joined into one with its trials numbered on. */
class WagerSessionTest {

    private static final List<HiddenEntity> CANDIDATES = List.of(
            new HiddenEntity("M1", "the Computer", false),
            new HiddenEntity("H1", "", true),
            new HiddenEntity("H2", "", true),
            new HiddenEntity("H3", "", true));

    @Test
    void eachRecordsTrialsTakeTheNextNumbersInTheOrderGivenAndTheirRoundsFollowOn() {
        WagerSession.Part first = part("day1.jsonl", CANDIDATES, List.of(1, 2, 3), 2, WagerVotes.PASSED);
        WagerSession.Part second = part("day2.jsonl", CANDIDATES, List.of(1, 2, 3), 1, WagerVotes.FAILED_RANK_ORDER);

        WagerSession.Joined joined = WagerSession.join(List.of(first, second));

        assertThat(joined.sources().rows())
                .containsExactly(
                        List.of("1", "day1.jsonl", "its trial 1"),
                        List.of("2", "day1.jsonl", "its trial 2"),
                        List.of("3", "day2.jsonl", "its trial 1"));
        assertThat(joined.sources().title())
                .isEqualTo("The Session's records: 2 joined, their trials numbered in the order given");
        assertThat(joined.contest().trials()).containsExactly(1, 2, 3);
        assertThat(joined.contest().rounds())
                .extracting(PlannedRound::round)
                .containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        assertThat(joined.contest().rounds()).extracting(PlannedRound::trial).containsOnly(1, 2, 3);
        assertThat(joined.contest().rounds().get(8).trial()).isEqualTo(3);
        assertThat(joined.verdicts()).extracting(VerdictEntry::round).containsOnly(1, 2, 3);
        assertThat(joined.verdicts())
                .hasSize(first.verdicts().size() + second.verdicts().size());
        assertThat(Scoring.score(joined.contest(), joined.verdicts()).outcome().findings())
                .anyMatch(f -> f.startsWith("trial 3: M1") && f.endsWith("fails the Rank Order Test"))
                .noneMatch(f -> f.startsWith("a Turing Test Session has at least 3 trials"));
    }

    @Test
    void aRecordOfVotesWithoutAPlanJoinsAsItsOwnTrial() {
        WagerSession.Part planned = part("day1.jsonl", CANDIDATES, List.of(1, 2, 3), 1, WagerVotes.PASSED);
        List<VerdictEntry> votes = KurzweilKaporScoringTest.verdicts(1, WagerVotes.PASSED).stream()
                .map(v -> new VerdictEntry(v.time(), 0, v.judge(), v.terminal(), v.verdict()))
                .toList();
        WagerSession.Part unplanned =
                new WagerSession.Part("votes.jsonl", header(CANDIDATES, List.of(1, 2, 3), List.of()), votes);

        WagerSession.Joined joined = WagerSession.join(List.of(planned, unplanned));

        assertThat(joined.sources().rows())
                .containsExactly(
                        List.of("1", "day1.jsonl", "its trial 1"), List.of("2", "votes.jsonl", "its votes (round 0)"));
        assertThat(joined.contest().rounds()).hasSize(4);
    }

    @Test
    void recordsOfAnotherSessionOrOtherRulesAreRefusedNamingTheRecordAndWhy() {
        WagerSession.Part first = part("day1.jsonl", CANDIDATES, List.of(1, 2, 3), 1, WagerVotes.PASSED);

        assertThatThrownBy(() -> WagerSession.join(
                        List.of(first, part("day2.jsonl", CANDIDATES, List.of(1, 2, 4), 1, WagerVotes.PASSED))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(
                        "day2.jsonl cannot join the Session: its judges ([1, 2, 4]) are not those of day1.jsonl ([1, 2, 3])"
                                + " (a Session's trials have the same judges, foils and computer)");
        List<HiddenEntity> swapped =
                List.of(CANDIDATES.get(1), CANDIDATES.get(0), CANDIDATES.get(2), CANDIDATES.get(3));
        assertThatThrownBy(() -> WagerSession.join(
                        List.of(first, part("day2.jsonl", swapped, List.of(1, 2, 3), 1, WagerVotes.PASSED))))
                .hasMessageStartingWith(
                        "day2.jsonl cannot join the Session: its candidates (H1 foil, M1 computer, H2 foil, H3 foil)"
                                + " are not those of day1.jsonl (M1 computer, H1 foil, H2 foil, H3 foil)");
        List<HiddenEntity> foilForComputer =
                List.of(new HiddenEntity("M1", "", true), CANDIDATES.get(1), CANDIDATES.get(2), CANDIDATES.get(3));
        assertThatThrownBy(() -> WagerSession.join(
                        List.of(first, part("day2.jsonl", foilForComputer, List.of(1, 2, 3), 1, WagerVotes.PASSED))))
                .hasMessageContaining("its candidates (M1 foil,");
        WagerSession.Part loebner = new WagerSession.Part(
                "1996.jsonl",
                new ContestHeader("1996", RuleSet.LOEBNER_1996, CANDIDATES, List.of(1, 2, 3), List.of()),
                List.of());
        assertThatThrownBy(() -> WagerSession.join(List.of(first, loebner)))
                .hasMessageStartingWith("1996.jsonl cannot join the Session: it is a " + RuleSet.LOEBNER_1996
                        + " record: only the wager's trials join into a Session");
        assertThatThrownBy(() -> WagerSession.join(List.of(loebner)))
                .hasMessageStartingWith("1996.jsonl cannot join the Session: it is a ");
        assertThatThrownBy(() -> WagerSession.join(List.of())).hasMessage("no records to join");
    }

    /** A day of {@code trials} trials, each judge meeting each candidate once a trial, every trial voted as {@code votes}. */
    private static WagerSession.Part part(
            String source, List<HiddenEntity> candidates, List<Integer> judges, int trials, String votes) {
        List<PlannedRound> plan = new ArrayList<>();
        List<VerdictEntry> verdicts = new ArrayList<>();
        for (int round = 1; round <= 4 * trials; round++) {
            List<PlannedRound.Seat> seats = new ArrayList<>();
            for (int judge : judges) {
                seats.add(new PlannedRound.Seat(
                        judge,
                        "T" + judge,
                        List.of(candidates.get((judge + round) % 4).id())));
            }
            plan.add(new PlannedRound(round, (round - 1) / 4 + 1, seats));
        }
        for (int trial = 1; trial <= trials; trial++) {
            verdicts.addAll(KurzweilKaporScoringTest.verdicts(trial, votes));
        }
        return new WagerSession.Part(source, header(candidates, judges, plan), verdicts);
    }

    private static ContestHeader header(List<HiddenEntity> candidates, List<Integer> judges, List<PlannedRound> plan) {
        return new ContestHeader("Long Now Turing Test", RuleSet.KURZWEIL_KAPOR, candidates, judges, plan);
    }
}
