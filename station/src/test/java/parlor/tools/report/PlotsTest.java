package parlor.tools.report;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import parlor.tools.Goldens;

/** The plots' drawings, as golden SVG: their shape is what a reader sees. */
class PlotsTest {

    @Test
    void aDotPlotHasARowPerEntityADotPerValueAMedianBarAndTheColoursKey() throws IOException {
        String svg = DotPlot.draw(
                "Typing speed per entity",
                "characters a minute",
                List.of(
                        new DotPlot.Row("E1 (Eliza)", Optional.of(false), List.of(310.0, 355.0, 420.0)),
                        new DotPlot.Row("C1 (Joan)", Optional.of(true), List.of(330.0)),
                        new DotPlot.Row("X9", Optional.empty(), List.of())),
                true);

        Goldens.assertMatches("report-dots.svg", svg);
    }

    @Test
    void theVerdictGridHasAColumnPerRoundARowPerJudgeAndAMarkPerVerdict() throws IOException {
        String svg = VerdictGrid.draw(
                "Verdicts by round and judge",
                List.of(
                        new VerdictGrid.Mark(1, 1, "human: C1 (Joan)", 1, Optional.of(true)),
                        new VerdictGrid.Mark(1, 1, "rank 2: E1 (Eliza)", 1, Optional.of(false)),
                        new VerdictGrid.Mark(2, 3, "E2 7/10", 0.7, Optional.of(false)),
                        new VerdictGrid.Mark(2, 1, "Entity B 3/10", 0.3, Optional.empty())),
                true);

        Goldens.assertMatches("report-verdicts.svg", svg);
    }

    @Test
    void aScaleEndsAtOneTwoOrFiveTimesAPowerOfTen() {
        org.assertj.core.api.Assertions.assertThat(
                        List.of(DotPlot.niceMax(0), DotPlot.niceMax(7), DotPlot.niceMax(420), DotPlot.niceMax(0.27)))
                .containsExactly(1.0, 10.0, 500.0, 0.5);
    }
}
