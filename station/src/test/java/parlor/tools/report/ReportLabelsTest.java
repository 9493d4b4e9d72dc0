package parlor.tools.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.tools.TranscriptsMain;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;
import parlor.transcripts.rules.VerdictLog;

/**
 * The report's plots with the names an organiser gives (issue 41: "human: C1 (Confederate o" ran past its column and
 * out of the drawing): every label stays whole inside its drawing and its column, at a generous 7 px a character of
 * the plots' 13 px Georgia.
 */
class ReportLabelsTest {

    /** Wider than Georgia's average character at 13 px, so a label that fits here fits on the page. */
    private static final double CHARACTER = 7;

    private static final Pattern SVG = Pattern.compile("<svg width=\"(\\d+)\".*?</svg>", Pattern.DOTALL);
    private static final Pattern TEXT =
            Pattern.compile("<text x=\"([\\d.]+)\" y=\"[\\d.]+\" text-anchor=\"(start|end|middle)\">([^<]*)</text>");

    private static final List<String> LEGEND = List.of("computer entry", "human confederate");

    @TempDir
    Path folder;

    @Test
    void aLongNameInTheLastRoundsColumnIsShownWholeWithinTheDrawing() throws IOException {
        Path day = folder.resolve("transcripts");
        List<HiddenEntity> cast = List.of(
                new HiddenEntity("E1", "Chatbot::Eliza, the Perl one", false),
                new HiddenEntity("C1", "Confederate one", true));
        ContestHeader header = new ContestHeader(
                "Labels",
                RuleSet.LOEBNER_2009,
                cast,
                List.of(1),
                List.of(
                        new PlannedRound(1, List.of(new PlannedRound.Seat(1, "T1", List.of("E1", "C1")))),
                        new PlannedRound(2, List.of(new PlannedRound.Seat(1, "T1", List.of("C1", "E1"))))));
        Files.createDirectories(day);
        try (VerdictLog.Writer log = VerdictLog.start(day, header)) {
            log.append(new VerdictEntry(Instant.EPOCH, 1, 1, "T1", new Verdict.Pick("E1", "C1", "C1")));
            log.append(new VerdictEntry(Instant.EPOCH, 2, 1, "T1", new Verdict.Pick("C1", "E1", "C1")));
        }

        CommandRun run = CommandRun.of(
                new TranscriptsMain(),
                "report",
                day.toString(),
                "--out",
                folder.resolve("site").toString());

        String index = Files.readString(folder.resolve("site").resolve("index.html"));
        assertThat(index)
                .as(run.err())
                .contains(
                        "text-anchor=\"start\">human: C1</text>",
                        "text-anchor=\"start\">(Confederate one)</text>",
                        "text-anchor=\"end\">E1 (Chatbot::Eliza, the Perl one)</text>");
        assertThat(overruns(index)).isEmpty();
    }

    /** Each label that would pass its drawing's edges, or run into the next column's marks. */
    static List<String> overruns(String html) {
        List<String> overruns = new ArrayList<>();
        Matcher svg = SVG.matcher(html);
        while (svg.find()) {
            int width = Integer.parseInt(svg.group(1));
            List<Double> marks = marks(svg.group());
            Matcher text = TEXT.matcher(svg.group());
            while (text.find()) {
                double x = Double.parseDouble(text.group(1));
                double wide = text.group(3).length() * CHARACTER;
                double left = switch (text.group(2)) {
                    case "start" -> x;
                    case "end" -> x - wide;
                    default -> x - wide / 2;
                };
                double right = left + wide;
                // the colours' key lies under the columns, not in one
                boolean key = LEGEND.contains(text.group(3));
                double limit = key
                        ? width
                        : marks.stream().filter(m -> m > x).findFirst().orElse((double) width);
                if (left < 0 || right > limit) {
                    overruns.add(text.group(3) + " (" + left + " to " + right + ", room to " + limit + ")");
                }
            }
        }
        return overruns;
    }

    /** Where the verdict grid's columns of marks begin (a label must end before the next). */
    private static List<Double> marks(String svg) {
        Matcher well = Pattern.compile("<rect class=\"well\" x=\"([\\d.]+)\"").matcher(svg);
        List<Double> xs = new ArrayList<>();
        while (well.find()) {
            xs.add(Double.parseDouble(well.group(1)));
        }
        return xs.stream().distinct().sorted().toList();
    }
}
