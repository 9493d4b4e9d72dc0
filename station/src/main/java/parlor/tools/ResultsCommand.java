package parlor.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import parlor.relay.prescreen.AnswersHtml;
import parlor.relay.prescreen.PrescreenFolder;
import parlor.tools.publish.DaySeal;
import parlor.tools.publish.ResultsHtml;
import parlor.tools.publish.ResultsText;
import parlor.tools.publish.Scored;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.VerdictLog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code transcripts results CONTEST-DIR [--html FILE]}, or a prescreening's folder. */
@Command(
        name = "results",
        mixinStandardHelpOptions = true,
        description =
                "Scores a contest from CONTEST-DIR/verdicts.jsonl under its rule set. Prints each table the rules go through, "
                        + "the winner, the medal, the tie-breaks applied, and any verdicts or lines left out. Also writes a self-contained HTML "
                        + "report with a chart of how human each entity was judged, ready to publish beside the transcripts. "
                        + "Given a prescreening's folder (bin/relay prescreen --out DIR), ranks its entries from prescreen.csv by mean mark, "
                        + "names the finalists with any tie at the cut, and writes answers.html again with the marks.")
final class ResultsCommand implements Callable<Integer> {

    @Parameters(
            index = "0",
            paramLabel = "CONTEST-DIR",
            description = "the contest's transcripts folder, holding verdicts.jsonl")
    Path folder;

    @Parameters(
            index = "1..*",
            paramLabel = "MORE",
            description =
                    "for a wager Session run as several days: each further day's folder "
                            + "(or verdicts.jsonl), joined into one Session with CONTEST-DIR; a folder of day folders joins them all")
    List<Path> more = List.of();

    @Option(
            names = "--html",
            paramLabel = "FILE",
            description =
                    "where to write the HTML report (default: CONTEST-DIR/results.html; for a prescreening, DIR/answers.html)")
    Path html;

    @Option(
            names = "--finalists",
            paramLabel = "N",
            description = "for a prescreening: places in the final (default: the suite's finalists:)")
    Integer finalists;

    @Mixin
    ContestKeyOptions keys = new ContestKeyOptions();

    @Override
    public Integer call() throws IOException {
        if (PrescreenFolder.holdsSheet(folder)) {
            return prescreening();
        }
        if (!more.isEmpty() || SessionResults.isSessionFolder(folder)) {
            List<Path> given = new java.util.ArrayList<>(List.of(folder));
            given.addAll(more);
            return SessionResults.run(given, html);
        }
        Path log = folder.resolve(VerdictLog.FILE_NAME);
        if (!Files.isRegularFile(log)) {
            System.err.println("results: there is no " + log + " (the relay writes it when the contest starts)");
            return 2;
        }
        VerdictLog.Contents contents = VerdictLog.read(log);
        if (contents.contest().isEmpty()) {
            contents.skipped().forEach(s -> System.err.println("skipped " + s));
            System.err.println(
                    "results: " + log + " has no contest header on line 1, so there are no rules to score by");
            return 1;
        }
        DaySeal seal;
        try {
            seal = DaySeal.of(folder, keys.recordKey());
        } catch (IllegalArgumentException e) {
            System.err.println("results: " + e.getMessage());
            return 2;
        }
        Results results = seal.apply(Scored.results(contents, folder));
        seal.notice(keys.hint()).forEach(System.out::println);
        seal.warning().forEach(line -> System.err.println("results: " + line));
        System.out.print(ResultsText.report(results, contents.skipped()));
        Path page = html != null ? html : folder.resolve("results.html");
        Files.writeString(page, ResultsHtml.page(results, contents.skipped()));
        System.err.println("wrote " + page);
        return seal.broken() ? 1 : 0;
    }

    private int prescreening() throws IOException {
        PrescreenFolder.Report report;
        try {
            report =
                    PrescreenFolder.report(folder, finalists == null ? OptionalInt.empty() : OptionalInt.of(finalists));
        } catch (IllegalArgumentException e) {
            System.err.println("results: " + e.getMessage());
            return 1;
        }
        System.out.print(report.text());
        Path page = html != null ? html : folder.resolve(AnswersHtml.FILE_NAME);
        Files.writeString(page, report.answersPage());
        System.err.println("wrote " + page);
        return 0;
    }
}
