package parlor.transcripts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every verdict the rules forbid is refused, with a reason the judge can act on, as soon as the typing shows it. */
class VerdictValidatorTest {

    private static final Instant T = Instant.parse("2006-09-17T10:00:00Z");
    private static final List<HiddenEntity> FOUR = List.of(
            new HiddenEntity("E1", "", false),
            new HiddenEntity("E2", "", false),
            new HiddenEntity("C1", "", true),
            new HiddenEntity("C2", "", true));

    private static VerdictValidator validator(RuleSet rules) {
        return new VerdictValidator(new ContestHeader("test", rules, FOUR, List.of(1, 2), List.of()));
    }

    private static VerdictEntry earlier(int round, int judge, Verdict verdict) {
        return new VerdictEntry(T, round, judge, "T1", verdict);
    }

    // 2006

    @Test
    void aFiftyFiftySplitIsRefusedAsSoonAsOneSideSaysFifty() {
        Check check = validator(RuleSet.LOEBNER_2006)
                .checkTyping(
                        1, 1, VerdictForm.SPLIT, Map.of("left", "E1", "right", "C1", "leftPoints", "50"), List.of());

        assertThat(check)
                .isEqualTo(new Check.Refused(List.of(
                        new Problem("leftPoints", "a split must give at least 51 to one side: ties are forbidden"))));
    }

    @Test
    void aSplitOnTheWayToAGoodOneIsNotRefused() {
        VerdictValidator validator = validator(RuleSet.LOEBNER_2006);
        for (String typed : List.of("", "6", "60")) {
            assertThat(validator
                            .checkTyping(
                                    1,
                                    1,
                                    VerdictForm.SPLIT,
                                    Map.of("left", "E1", "right", "C1", "leftPoints", typed),
                                    List.of())
                            .isOk())
                    .as(typed)
                    .isTrue();
        }
    }

    @Test
    void theSameApportionmentTwiceIsRefusedWhicheverSideGotTheLargerShare() {
        List<VerdictEntry> before = List.of(earlier(2, 1, new Verdict.Split("E2", 60, "C2", 40)));
        VerdictValidator validator = validator(RuleSet.LOEBNER_2006);

        Check mirrored = validator.checkTyping(
                3, 1, VerdictForm.SPLIT, Map.of("left", "E1", "right", "C1", "leftPoints", "40"), before);
        Check same = validator.check(3, 1, new Verdict.Split("E1", 60, "C1", 40), before);
        Check byAnotherJudge = validator.check(3, 2, new Verdict.Split("E1", 60, "C1", 40), before);

        assertThat(mirrored.reasons()).containsExactly("you gave 60/40 before, in round 2: every split must differ");
        assertThat(same.reasons()).containsExactly("you gave 60/40 before, in round 2: every split must differ");
        assertThat(byAnotherJudge.isOk()).isTrue();
    }

    @Test
    void pointsMustBeWholeFromZeroToAHundredAndAddUpToAHundred() {
        VerdictValidator validator = validator(RuleSet.LOEBNER_2006);

        assertThat(validator
                        .check(1, 1, new Verdict.Split("E1", 55, "C1", 40), List.of())
                        .reasons())
                .containsExactly("the two sides must add up to 100 points, not 55 + 40 = 95");
        assertThat(validator
                        .checkTyping(
                                1,
                                1,
                                VerdictForm.SPLIT,
                                Map.of("left", "E1", "right", "C1", "rightPoints", "101"),
                                List.of())
                        .reasons())
                .containsExactly("points go from 0 to 100");
        assertThat(validator
                        .checkTyping(
                                1,
                                1,
                                VerdictForm.SPLIT,
                                Map.of("left", "E1", "right", "C1", "leftPoints", "60.5"),
                                List.of())
                        .reasons())
                .containsExactly("the left side's points must be a whole number, not '60.5'");
    }

    @Test
    void aJudgeComparesAPairOnce() {
        List<VerdictEntry> before = List.of(earlier(1, 1, new Verdict.Split("E1", 70, "C1", 30)));

        assertThat(validator(RuleSet.LOEBNER_2006)
                        .check(4, 1, new Verdict.Split("C1", 45, "E1", 55), before)
                        .reasons())
                .containsExactly("you already split points between these two, in round 1");
    }

    @Test
    void aFieldNotYetTypedIsNoFaultButARecordedVerdictNeedsEveryField() {
        assertThat(validator(RuleSet.LOEBNER_2006)
                        .checkTyping(1, 1, VerdictForm.SPLIT, Map.of("left", "E1", "right", "C1"), List.of())
                        .isOk())
                .isTrue();
        assertThatThrownBy(() -> VerdictForm.SPLIT.verdict(Map.of("left", "E1", "right", "C1", "leftPoints", "60")))
                .hasMessage("split form: missing: the right side's points");
    }

    // 2009

    @Test
    void theHumanMustBeOneOfThePair() {
        assertThat(validator(RuleSet.LOEBNER_2009)
                        .check(1, 1, new Verdict.Pick("E1", "C1", "C2"), List.of())
                        .reasons())
                .containsExactly("the human must be one of the two you talked to: left or right");
    }

    @Test
    void pointsFromZeroToAHundredAreTakenAndOneBeyondEitherEndIsNot() {
        VerdictValidator validator = validator(RuleSet.LOEBNER_2006);

        assertThat(validator
                        .check(1, 1, new Verdict.Split("E1", 0, "C1", 100), List.of())
                        .isOk())
                .isTrue();
        assertThat(validator
                        .check(1, 1, new Verdict.Split("E1", 100, "C1", 0), List.of())
                        .isOk())
                .isTrue();
        assertThat(validator
                        .checkTyping(
                                1,
                                1,
                                VerdictForm.SPLIT,
                                Map.of("left", "E1", "right", "C1", "leftPoints", "-1"),
                                List.of())
                        .reasons())
                .containsExactly("points go from 0 to 100");
    }

    /** 2003 rule 34: in a selection stage, each judge ranks the entries met, 1 (best) to as many as met. */
    @Test
    void aPrelimRankIsOfAnEntryTheJudgeMetFromOneToAsManyAsMet() {
        List<HiddenEntity> entries = List.of(
                new HiddenEntity("E1", "", false),
                new HiddenEntity("E2", "", false),
                new HiddenEntity("E3", "", false));
        ContestHeader prelim = new ContestHeader(
                "prelim",
                RuleSet.LOEBNER_2003,
                entries,
                List.of(1),
                List.of(
                        new PlannedRound(1, List.of(new PlannedRound.Seat(1, "T1", List.of("E1")))),
                        new PlannedRound(2, List.of(new PlannedRound.Seat(1, "T1", List.of("E2"))))),
                java.util.Optional.empty(),
                Stage.PRELIM);
        VerdictValidator validator = new VerdictValidator(prelim);

        assertThat(validator.check(0, 1, new Verdict.Rank("E2", 2), List.of()).isOk())
                .isTrue();
        assertThat(validator.check(0, 1, new Verdict.Rank("E2", 3), List.of()).reasons())
                .containsExactly("ranks go from 1 (best) to 2 (worst)");
        assertThat(validator.check(0, 1, new Verdict.Rank("E2", 0), List.of()).reasons())
                .containsExactly("ranks go from 1 (best) to 2 (worst)");
        assertThat(validator.check(0, 1, new Verdict.Rank("E3", 1), List.of()).reasons())
                .contains("you did not talk to this one");
        VerdictValidator unplanned = new VerdictValidator(new ContestHeader(
                "prelim",
                RuleSet.LOEBNER_2003,
                entries,
                List.of(1),
                List.of(),
                java.util.Optional.empty(),
                Stage.PRELIM));
        assertThat(unplanned.check(0, 1, new Verdict.Rank("E3", 3), List.of()).isOk())
                .isTrue();
    }

    @Test
    void ranksAreForThoseJudgedNotHumanEachRankOnce() {
        List<VerdictEntry> before = List.of(
                earlier(1, 1, new Verdict.Pick("E1", "C1", "C1")),
                earlier(2, 1, new Verdict.Pick("C2", "E2", "E2")),
                earlier(0, 1, new Verdict.Rank("E1", 2)));
        VerdictValidator validator = validator(RuleSet.LOEBNER_2009);

        assertThat(validator
                        .checkTyping(0, 1, VerdictForm.RANK, Map.of("entity", "C2", "rank", "2"), before)
                        .reasons())
                .containsExactly("rank 2 is used twice");
        assertThat(validator
                        .checkTyping(0, 1, VerdictForm.RANK, Map.of("entity", "E2"), before)
                        .reasons())
                .containsExactly("you chose this one as the human: rank only those you judged not human");
        assertThat(validator
                        .checkTyping(0, 1, VerdictForm.RANK, Map.of("entity", "C2", "rank", "3"), before)
                        .reasons())
                .containsExactly("ranks go from 1 (least human) to 2 (most human)");
        assertThat(validator
                        .checkTyping(0, 2, VerdictForm.RANK, Map.of("entity", "C1", "rank", "1"), before)
                        .reasons())
                .containsExactly("you have not judged this one in a pair yet", "there is nothing to rank yet");
        assertThat(validator.check(0, 1, new Verdict.Rank("C2", 1), before).isOk())
                .isTrue();
    }

    /** With one confederate, a judge meets it in every pair: taken for the human in one, for a machine in another. */
    @Test
    void aRankInARoundRanksTheOneNotPickedThereWhateverTheJudgeSaidOfItElsewhere() {
        List<VerdictEntry> before = List.of(
                earlier(1, 1, new Verdict.Pick("E1", "C1", "C1")), earlier(2, 1, new Verdict.Pick("C1", "E2", "E2")));
        VerdictValidator validator = validator(RuleSet.LOEBNER_2009);

        assertThat(validator.check(2, 1, new Verdict.Rank("C1", 2), before).isOk())
                .isTrue();
        assertThat(validator.check(1, 1, new Verdict.Rank("C1", 2), before).reasons())
                .containsExactly("you chose this one as the human in round 1: rank only those you judged not human");
        assertThat(validator.check(3, 1, new Verdict.Rank("E1", 1), before).reasons())
                .containsExactly("you have not judged this one in a pair in round 3");
    }

    @Test
    void aConfederateTakenForAMachineTwiceIsRankedOnceForEachConversation() {
        List<VerdictEntry> before = List.of(
                earlier(1, 1, new Verdict.Pick("E1", "C1", "E1")),
                earlier(2, 1, new Verdict.Pick("C1", "E2", "E2")),
                earlier(1, 1, new Verdict.Rank("C1", 1)));
        VerdictValidator validator = validator(RuleSet.LOEBNER_2009);

        assertThat(validator.check(2, 1, new Verdict.Rank("C1", 2), before).isOk())
                .isTrue();
        assertThat(validator.check(1, 1, new Verdict.Rank("C1", 2), before).reasons())
                .containsExactly("you already ranked this one, in round 1");
        assertThat(validator.check(2, 1, new Verdict.Rank("C1", 1), before).reasons())
                .containsExactly("rank 1 is used twice");
    }

    // 2003 and 1996

    @Test
    void ratingsRunFromZeroToFiveWithFractions() {
        VerdictValidator validator = validator(RuleSet.LOEBNER_2003);

        assertThat(validator
                        .check(1, 1, new Verdict.Rating("E1", new BigDecimal("3.25")), List.of())
                        .isOk())
                .isTrue();
        assertThat(validator
                        .checkTyping(1, 1, VerdictForm.RATING, Map.of("entity", "E1", "rating", "4."), List.of())
                        .isOk())
                .isTrue();
        assertThat(validator
                        .checkTyping(1, 1, VerdictForm.RATING, Map.of("entity", "E1", "rating", "5.5"), List.of())
                        .reasons())
                .containsExactly(
                        "a rating goes from 0 (partner not accessible, or severe system malfunction) to 5 (definitely a human); "
                                + "fractions such as 3.25 are allowed (rule 46)");
        assertThat(validator
                        .checkTyping(1, 1, VerdictForm.RATING, Map.of("entity", "E1", "rating", "3,5"), List.of())
                        .reasons())
                .containsExactly("the rating must be a number such as 3 or 3.25, not '3,5'");
    }

    @Test
    void aJudgeRatesEachEntityOnce() {
        List<VerdictEntry> before = List.of(earlier(1, 2, new Verdict.Humanness("C1", 7)));

        assertThat(validator(RuleSet.LOEBNER_1996)
                        .check(3, 2, new Verdict.Humanness("C1", 8), before)
                        .reasons())
                .containsExactly("you already rated this one, in round 1");
        assertThat(validator(RuleSet.LOEBNER_1996)
                        .check(3, 2, new Verdict.Humanness("C2", 11), before)
                        .reasons())
                .containsExactly("ratings go from 1 (least human) to 10 (most human)");
    }

    // Kurzweil-Kapor

    @Test
    void eachRankOnceInATrialAndAgainInTheNext() {
        ContestHeader wager = new ContestHeader("wager", RuleSet.KURZWEIL_KAPOR, FOUR, List.of(1, 2, 3), List.of());
        VerdictValidator validator = new VerdictValidator(wager);
        List<VerdictEntry> before = List.of(earlier(1, 3, new Verdict.Candidate("E1", true, 2)));

        assertThat(validator
                        .checkTyping(1, 3, VerdictForm.CANDIDATE, Map.of("entity", "C1", "rank", "2"), before)
                        .reasons())
                .containsExactly("rank 2 is used twice");
        assertThat(validator
                        .checkTyping(1, 3, VerdictForm.CANDIDATE, Map.of("entity", "C1", "rank", "5"), before)
                        .reasons())
                .containsExactly("ranks go from 1 (least human) to 4 (most human)");
        assertThat(validator
                        .checkTyping(1, 3, VerdictForm.CANDIDATE, Map.of("entity", "C1", "human", "maybe"), before)
                        .reasons())
                .containsExactly("answer 'human' or 'machine', not 'maybe'");
        assertThat(validator
                        .check(1, 3, new Verdict.Candidate("E1", false, 3), before)
                        .reasons())
                .containsExactly("you already judged this candidate, in round 1");
        assertThat(validator
                        .check(2, 3, new Verdict.Candidate("E1", true, 2), before)
                        .isOk())
                .isTrue();
    }

    // what the relay fills in

    @Test
    void theWrongFormUnknownEntitiesAndStrangersAreRefused() {
        VerdictValidator validator = validator(RuleSet.LOEBNER_2006);

        assertThat(validator
                        .check(1, 1, new Verdict.Pick("E1", "C1", "C1"), List.of())
                        .reasons())
                .containsExactly("the loebner-2006 rules use the split form, not pick");
        assertThat(validator
                        .check(1, 7, new Verdict.Split("E9", 60, "E9", 40), List.of())
                        .reasons())
                .containsExactly(
                        "judge 7 is not one of this contest's judges (1, 2)",
                        "there is no entity 'E9' in this contest",
                        "left and right must be two different entities");
    }

    @Test
    void withARoundPlanAVerdictMustBeAboutWhomTheJudgeSatWith() {
        ContestHeader planned = FinalFour.header(RuleSet.LOEBNER_2006);

        assertThat(new VerdictValidator(planned)
                        .check(1, 2, new Verdict.Split("E1", 60, "C1", 40), List.of())
                        .reasons())
                .containsExactly("judge 2 sat with E3, C2 in round 1, not E1, C1");
    }
}
