package parlor.relay.pacing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PacerTest {

    private final TypingModel model = TypingModel.judges2012();

    @Test
    void nothingAppearsBeforeTheMinimumDelayCountedFromTheJudgesMessage() {
        Pacer pacer = new Pacer(new Pacing(Duration.ofSeconds(5), false), model, new Random(1));

        assertThat(pacer.schedule(List.of("Hi."), Duration.ofSeconds(2)))
                .containsExactly(new Pacer.Step.Whole(Duration.ofSeconds(3)));
        assertThat(pacer.schedule(List.of("Hi."), Duration.ofSeconds(9)))
                .containsExactly(new Pacer.Step.Whole(Duration.ZERO));
    }

    @Test
    void typingShowsEveryCharacterInOrderAfterTheDelayAndEndsEachLine() {
        Pacer pacer = new Pacer(new Pacing(Duration.ofSeconds(5), true), model, new Random(1));

        List<Pacer.Step> steps = pacer.schedule(List.of("Hi.", "Yes"), Duration.ZERO);

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
    void aProgramsReplyWaitsUntilAPersonWouldHaveHadItReadyThenIsTyped() {
        ComposingModel oneTypist = new ComposingModel(List.of(new ComposingModel.PersonsReply(10, 3, 4_000, 2_000)));
        Pacer pacer = new Pacer(new Pacing(Duration.ofSeconds(5), true), model, oneTypist, new Random(1));

        Duration ready = pacer.composingTime(12, List.of("Hi."));
        List<Pacer.Step> steps = pacer.schedule(List.of("Hi."), Duration.ofSeconds(1), ready);

        assertThat(ready).as("4 s thinking and 2 s typing three characters").isEqualTo(Duration.ofSeconds(6));
        assertThat(steps.getFirst().at())
                .as("counted from the judge's message, 1 s ago; later than the minimum delay")
                .isGreaterThan(Duration.ofSeconds(5));
        assertThat(pacer.schedule(List.of("Hi."), Duration.ofSeconds(1), Duration.ofSeconds(2))
                        .getFirst()
                        .at())
                .as("never before the minimum delay")
                .isGreaterThan(Duration.ofSeconds(4));
    }

    @Test
    void noComposingTimeWhereTheContestDoesNotAskForIt() {
        Pacer pacer = new Pacer(new Pacing(Duration.ofSeconds(5), true, false), model, new Random(1));

        assertThat(pacer.composingTime(40, List.of("A long reply a person would take a while over.")))
                .isZero();
        assertThat(new Pacing(Duration.ZERO, true).composing())
                .as("by default a person's typing comes with a person's composing")
                .isTrue();
    }

    @Test
    void aProgramsPacedKeysAreStatisticallyCloseToTheJudgesTyping() throws IOException {
        List<Double> judges = JudgeTimings.gapsMillis();
        Pacer pacer = new Pacer(new Pacing(Duration.ZERO, true), model, new Random(2012));
        List<Double> paced = new ArrayList<>();
        String reply = "Only if the forecast is wrong again, which it usually is around here.";
        while (paced.size() < judges.size()) {
            List<Pacer.Step> steps = pacer.schedule(List.of(reply), Duration.ZERO);
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
