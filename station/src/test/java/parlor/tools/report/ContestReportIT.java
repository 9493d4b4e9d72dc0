package parlor.tools.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import parlor.relay.testing.CommandRun;
import parlor.tools.TranscriptsMain;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.VerdictLog;

/**
 * The report of the recorded 2009 day as a reader gets it: rendered by headless Chromium, every
 * conversation of the day linked from the index, the plots drawn with a mark per item, screenshots
 * kept under {@code target/report-artifacts/} (and copied to {@code -Dreport.images=DIR}), and the
 * index printed to PDF as the whole bundle.
 */
class ContestReportIT {

    private static final Path DAY = ReportCommandTest.DAY_2009;
    private static final Path ARTIFACTS = Path.of("target", "report-artifacts");
    private static final Path SITE = ARTIFACTS.resolve("site");
    private static final Pattern LINK = Pattern.compile("<td class=\"link\"><a href=\"([^\"]+)\">");

    private static Chromium chromium;

    @BeforeAll
    static void render() throws IOException {
        Files.createDirectories(ARTIFACTS);
        CommandRun run = CommandRun.of(
                new TranscriptsMain(),
                "report",
                DAY.toString(),
                "--out",
                SITE.toString(),
                "--zone",
                "UTC",
                "--replace");
        assertThat(run.exit()).as(run.err()).isZero();
        chromium = Chromium.find(ARTIFACTS);
    }

    @Test
    void theIndexLinksEveryConversationOfTheDayAndItsPlotsHaveAMarkPerItem() throws IOException {
        String dom = chromium.dumpDom(SITE.resolve("index.html"));

        List<Path> records = conversationRecords();
        assertThat(records).as("the fixture's conversations").hasSize(16);
        List<String> links = LINK.matcher(dom).results().map(m -> m.group(1)).toList();
        assertThat(links).containsExactlyInAnyOrderElementsOf(expectedPages(records));
        for (Path record : records) {
            String page = Files.readString(SITE.resolve(expectedPage(record, header())));
            assertThat(page).as("the page of " + record).contains(firstJudgeLine(record));
        }
        assertThat(marks(plot(dom, "verdicts"), "rect", "width"))
                .as("a mark per verdict")
                .isEqualTo(Files.readAllLines(DAY.resolve("verdicts.jsonl")).size() - 1);
        assertThat(marks(plot(dom, "typing"), "circle", "r"))
                .as("a dot per conversation")
                .isEqualTo(records.size());
        assertThat(marks(plot(dom, "delays"), "circle", "r"))
                .as("a dot per reply (each judge's three messages were answered)")
                .isEqualTo(3 * records.size());

        Path index = ARTIFACTS.resolve("report-index.png");
        chromium.screenshot(SITE.resolve("index.html"), index, 1000, 1400);
        Path onePlot = ARTIFACTS.resolve("plot-typing.html");
        Files.writeString(
                onePlot,
                "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">" + style(dom)
                        + "</head><body style=\"margin:10px;max-width:none\">"
                        + plot(dom, "typing").replaceFirst("<p class=\"note\">[^<]*</p>", "") + "</body></html>\n");
        Path plot = ARTIFACTS.resolve("report-plot.png");
        chromium.screenshot(onePlot, plot, 720, 250);
        assertThat(pngSize(index)).containsExactly(1000, 1400);
        assertThat(pngSize(plot)).containsExactly(720, 250);
        String images = System.getProperty("report.images", "");
        if (!images.isBlank()) {
            Files.createDirectories(Path.of(images));
            Files.copy(index, Path.of(images, "report-index.png"), StandardCopyOption.REPLACE_EXISTING);
            Files.copy(plot, Path.of(images, "report-plot.png"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void printingTheIndexPrintsItsFrontPagesThenEveryConversationOnAPageOfItsOwn() throws IOException {
        Path whole = ARTIFACTS.resolve("report-index.pdf");
        chromium.printToPdf(SITE.resolve("index.html"), whole);
        // the same index without the conversations: what the front (index and plots) takes when printed
        String html = Files.readString(SITE.resolve("index.html"));
        Path front = SITE.resolve("front-only.html");
        Files.writeString(front, html.substring(0, html.indexOf("<div class=\"bundle\">")) + "</body></html>\n");
        Path frontPdf = ARTIFACTS.resolve("report-front.pdf");
        chromium.printToPdf(front, frontPdf);
        Files.delete(front);

        int frontPages = PdfPages.count(Files.readAllBytes(frontPdf));
        assertThat(frontPages).as("the index and plots").isPositive();
        assertThat(PdfPages.count(Files.readAllBytes(whole)))
                .as("the front, then each of the 16 short conversations on a new page")
                .isEqualTo(frontPages + conversationRecords().size());
    }

    /** The fixture's conversations: each entity's keystroke logs, not the reviews' nor the desks'. */
    private static List<Path> conversationRecords() throws IOException {
        try (Stream<Path> all = Files.walk(DAY)) {
            return all.filter(f -> f.toString().endsWith(".keys"))
                    .filter(f -> {
                        String folder = f.getParent().getFileName().toString();
                        return !folder.equals("verdicts") && !folder.startsWith(".");
                    })
                    .sorted()
                    .toList();
        }
    }

    private static ContestHeader header() throws IOException {
        return VerdictLog.read(DAY.resolve("verdicts.jsonl")).contest().orElseThrow();
    }

    private static List<String> expectedPages(List<Path> records) throws IOException {
        ContestHeader header = header();
        List<String> pages = new ArrayList<>();
        for (Path record : records) {
            pages.add(expectedPage(record, header));
        }
        return pages;
    }

    /** The page a record must be on: its entity (folder) and terminal (begin line) found in the plan. */
    private static String expectedPage(Path record, ContestHeader header) throws IOException {
        String entity = record.getParent().getFileName().toString();
        String terminal = Files.readAllLines(record).getFirst().split(" ")[1];
        for (PlannedRound round : header.rounds()) {
            for (PlannedRound.Seat seat : round.seats()) {
                if (seat.terminal().equals(terminal) && seat.entities().contains(entity)) {
                    return "round-" + round.round() + "-" + terminal + "-"
                            + (seat.entities().indexOf(entity) == 0 ? "left" : "right") + ".html";
                }
            }
        }
        throw new AssertionError(record + " (" + entity + " at " + terminal + ") is in no seat of the plan");
    }

    /** The judge's first line in the 1996 transcript beside the record. */
    private static String firstJudgeLine(Path record) throws IOException {
        Path transcript = record.resolveSibling(record.getFileName().toString().replace(".keys", ".TXT"));
        return Files.readAllLines(transcript, StandardCharsets.ISO_8859_1).stream()
                .filter(l -> l.startsWith("JUDGE"))
                .findFirst()
                .orElseThrow()
                .replaceFirst("^JUDGE\\d+\\[[^]]*] ?", "");
    }

    private static String plot(String dom, String id) {
        Matcher m = Pattern.compile("<figure class=\"plot\" id=\"plot-" + id + "\">.*?</figure>", Pattern.DOTALL)
                .matcher(dom);
        assertThat(m.find()).as("the " + id + " plot in the index").isTrue();
        return m.group();
    }

    /** The marks of a plot with a non-zero size. */
    private static long marks(String plot, String element, String size) {
        return Pattern.compile("<" + element + " class=\"mark\"[^>]*\\b" + size + "=\"([\\d.]+)\"")
                .matcher(plot)
                .results()
                .filter(m -> Double.parseDouble(m.group(1)) > 0)
                .count();
    }

    private static String style(String dom) {
        return dom.substring(dom.indexOf("<style>"), dom.indexOf("</style>") + "</style>".length());
    }

    /** A PNG's width and height, from its header. */
    private static List<Integer> pngSize(Path png) throws IOException {
        byte[] bytes = Files.readAllBytes(png);
        assertThat(new String(bytes, 1, 3, StandardCharsets.ISO_8859_1))
                .as(png + " is a PNG")
                .isEqualTo("PNG");
        java.nio.ByteBuffer header = java.nio.ByteBuffer.wrap(bytes, 16, 8);
        return List.of(header.getInt(), header.getInt());
    }
}
