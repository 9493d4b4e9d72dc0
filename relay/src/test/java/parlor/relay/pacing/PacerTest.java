package parlor.relay.pacing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PacerTest {

    private static final DayPace PEOPLE_2012 = DayPace.forContest(Pacing.human(Duration.ZERO));

    @Test
    void nothingAppearsBeforeTheMinimumDelayCountedFromTheJudgesMessage() {
        Pacer pacer = new Pacer(Pacing.delayed(Duration.ofSeconds(5)), PEOPLE_2012, new Random(1));

        assertThat(pacer.compose(List.of("Hi."), 3, Duration.ofSeconds(2)))
                .containsExactly(new Pacer.Step.Whole(Duration.ofSeconds(3)));
        assertThat(pacer.asIs(List.of("Hi."), Duration.ofSeconds(9)))
                .containsExactly(new Pacer.Step.Whole(Duration.ZERO));
    }

    @Test
    void typingShowsEveryCharacterInOrderAfterTheDelayAndEndsEachLine() {
        Pacer pacer = new Pacer(Pacing.human(Duration.ofSeconds(5)), PEOPLE_2012, new Random(1));

        List<Pacer.Step> steps = pacer.asIs(List.of("Hi.", "Yes"), Duration.ZERO);

        assertThat(steps).hasSize(8);
        assertThat(steps.get(0).at()).isGreaterThan(Duration.ofSeconds(5));
        assertThat(steps)
                .extracting(s -> s instanceof Pacer.Step.Type t ? t.text() : "\n")
                .containsExactly("H", "i", ".", "\n", "Y", "e", "s", "\n");
        for (int i = 1; i < steps.size(); i++) {
            assertThat(steps.get(i).at())
                    .isGreaterThanOrEqualTo(steps.get(i - 1).at());
        }
    }

    @Test
    void aProgramsReplyIsTypedWhenAndForAsLongAsAPersonsWouldBe() {
        DayPace oneTypist = DayPace.learning(
                new ComposingModel(List.of(new ComposingModel.PersonsReply(10, 3, 4_000, 2_000))),
                TypingModel.judges2012());
        Pacer pacer = new Pacer(Pacing.human(Duration.ofSeconds(5)), oneTypist, new Random(1));

        List<Pacer.Step> steps = pacer.compose(List.of("Hi."), 12, Duration.ofSeconds(1));

        assertThat(steps.getFirst().at())
                .as("thought 4 s, shown the 5 s window behind: 9 s after the message, which was 1 s ago")
                .isEqualTo(Duration.ofSeconds(8));
        assertThat(steps.getLast().at())
                .as("typed for 2 s, as the person did: its last key (the line's end) then")
                .isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void aQuickPersonsReplyWaitsForTheMinimumDelayAndASlowProgramStartsAtOnce() {
        DayPace quick = DayPace.learning(
                new ComposingModel(List.of(new ComposingModel.PersonsReply(10, 3, 500, 1_000))),
                TypingModel.judges2012());
        Pacing pacing =
                new Pacing(Duration.ofSeconds(8), Pacing.Typing.HUMAN, true, Duration.ofSeconds(2), Pacing.Model.DAY);
        Pacer pacer = new Pacer(pacing, quick, new Random(1));

        assertThat(pacer.compose(List.of("Hi."), 12, Duration.ZERO).getFirst().at())
                .as("0.5 s and a 2 s window is sooner than the 8 s minimum")
                .isEqualTo(Duration.ofSeconds(8));
        assertThat(pacer.compose(List.of("Hi."), 12, Duration.ofSeconds(30))
                        .getFirst()
                        .at())
                .as("the program answered long after a person would have begun")
                .isZero();
    }

    @Test
    void withoutComposingAProgramIsTypedAtOnceAfterTheMinimumDelay() {
        Pacing rehearsal =
                new Pacing(Duration.ofSeconds(5), Pacing.Typing.HUMAN, false, Pacing.DEFAULT_WINDOW, Pacing.Model.DAY);
        Pacer pacer = new Pacer(rehearsal, PEOPLE_2012, new Random(1));

        List<Pacer.Step> steps =
                pacer.compose(List.of("A long reply a person would take a while over."), 40, Duration.ZERO);

        assertThat(steps.getFirst().at()).isBetween(Duration.ofSeconds(5), Duration.ofSeconds(7));
        assertThat(Pacing.human(Duration.ZERO).composing())
                .as("by default a person's typing comes with a person's composing")
                .isTrue();
    }

    @Test
    void liveTypingShowsWholeRepliesWholeAndHasNoWindow() {
        Pacing live = new Pacing(Duration.ZERO, Pacing.Typing.LIVE, true, Duration.ofSeconds(5), Pacing.Model.DAY);
        Pacer pacer = new Pacer(live, PEOPLE_2012, new Random(1));

        assertThat(pacer.compose(List.of("Hi."), 3, Duration.ZERO))
                .containsExactly(new Pacer.Step.Whole(Duration.ZERO));
        assertThat(live.correctionWindow()).isZero();
        assertThat(live.composing()).isFalse();
    }

    @Test
    void aProgramsPacedKeysAreStatisticallyCloseToTheJudgesTyping() throws IOException {
        List<Double> judges = JudgeTimings.gapsMillis();
        Pacer pacer = new Pacer(Pacing.human(Duration.ZERO), PEOPLE_2012, new Random(2012));
        List<Double> paced = new ArrayList<>();
        String reply = "Only if the forecast is wrong again, which it usually is around here.";
        while (paced.size() < judges.size()) {
            List<Pacer.Step> steps = pacer.asIs(List.of(reply), Duration.ZERO);
            for (int i = 1; i < steps.size() - 1; i++) {
                paced.add((steps.get(i).at().toNanos() - steps.get(i - 1).at().toNanos()) / 1e6);
            }
        }

        double d = parlor.relay.testing.KolmogorovSmirnov.statistic(judges, paced);
        System.out.printf(
                "pacing: %d judge gaps, %d paced program gaps; Kolmogorov-Smirnov D = %.4f%n",
                judges.size(), paced.size(), d);
        assertThat(d).isLessThan(0.02);
    }
}
