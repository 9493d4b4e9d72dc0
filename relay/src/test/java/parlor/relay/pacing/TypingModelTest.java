package parlor.relay.pacing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The shipped typing model is what the 2012 judges' keystrokes say, and sampling it types like them. */
class TypingModelTest {

    @Test
    void theShippedModelIsDerivedFromThe2012JudgesKeystrokes() throws IOException {
        List<Double> gaps = JudgeTimings.gapsMillis();
        List<Double> derived = JudgeTimings.quantiles(gaps);
        if (Boolean.getBoolean("typing.update")) {
            StringBuilder file = new StringBuilder();
            file.append(
                            "# Inter-key gaps of the judges in the Loebner Prize 2012 keystroke logs (shared/corpus/loebner-2012):\n")
                    .append("# consecutive keys by a judge within a line, neither of them Return, under 2 s apart.\n")
                    .append("# ")
                    .append(gaps.size())
                    .append(" gaps. Below: the gap in milliseconds at quantiles 0%, 0.5%, ... 100%.\n")
                    .append("# Regenerate with: mvn -pl relay test -Dtest=TypingModelTest -Dtyping.update=true\n");
            derived.forEach(q -> file.append(String.format(Locale.ROOT, "%.3f%n", q)));
            Files.writeString(Path.of("src/main/resources/parlor/typing-2012.txt"), file);
        }

        assertThat(TypingModel.judges2012().quantiles()).hasSize(201);
        for (int i = 0; i < derived.size(); i++) {
            assertThat(TypingModel.judges2012().quantiles().get(i))
                    .as("quantile %d", i)
                    .isCloseTo(derived.get(i), org.assertj.core.data.Offset.offset(0.001));
        }
    }

    @Test
    void theShippedModelIsReadOncePerRelayNotOncePerTerminal() {
        // every terminal's pacing asks for it: a relay of 1,000 terminals parsed the file 1,000 times as it started
        assertThat(TypingModel.judges2012()).isSameAs(TypingModel.judges2012());
    }

    @Test
    void gapsDrawnFromTheModelAreStatisticallyCloseToTheJudgesOwn() throws IOException {
        List<Double> judges = JudgeTimings.gapsMillis();
        TypingModel model = TypingModel.judges2012();
        Random random = new Random(2012);
        List<Double> drawn = new ArrayList<>();
        for (int i = 0; i < judges.size(); i++) {
            drawn.add(model.nextGap(random).toNanos() / 1e6);
        }

        double d = parlor.relay.testing.KolmogorovSmirnov.statistic(judges, drawn);
        System.out.printf(
                "typing model: %d judge gaps, %d drawn; Kolmogorov-Smirnov D = %.4f%n", judges.size(), drawn.size(), d);
        assertThat(d).isLessThan(0.02);
    }
}
