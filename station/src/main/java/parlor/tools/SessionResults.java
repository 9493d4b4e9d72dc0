package parlor.tools;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import parlor.tools.publish.ResultsHtml;
import parlor.tools.publish.ResultsText;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Scoring;
import parlor.transcripts.rules.Table;
import parlor.transcripts.rules.VerdictLog;
import parlor.transcripts.rules.WagerSession;
import parlor.transcripts.text.Skipped;

/**
 * {@code results} on a wager Session run as several days: the records given (folders holding
 * {@code verdicts.jsonl}, or the files), or every day folder of one folder in name order, joined
 * into one Session and scored as one ({@link WagerSession}).
 */
final class SessionResults {

    private SessionResults() {}

    /** Whether {@code folder} holds no verdict log of its own but day folders that do: a Session's folder. */
    static boolean isSessionFolder(Path folder) throws IOException {
        return !Files.exists(folder.resolve(VerdictLog.FILE_NAME))
                && !dayLogs(folder).isEmpty();
    }

    /** The verdict logs of {@code given}: a Session's folder stands for its day folders. */
    static List<Path> logs(List<Path> given) throws IOException {
        if (given.size() == 1 && Files.isDirectory(given.getFirst())) {
            return dayLogs(given.getFirst());
        }
        return given.stream()
                .map(p -> Files.isDirectory(p) ? p.resolve(VerdictLog.FILE_NAME) : p)
                .toList();
    }

    private static List<Path> dayLogs(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> days = Files.list(folder)) {
            return days.map(day -> day.resolve(VerdictLog.FILE_NAME))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        }
    }

    /** Prints the joined Session's results and writes its page; the exit status, with a one-line reason on error. */
    static int run(List<Path> given, Path html) throws IOException {
        List<Path> logs =
                logs(given).stream().map(p -> p.toAbsolutePath().normalize()).toList();
        Path common = commonFolder(logs);
        List<WagerSession.Part> parts = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        for (Path log : logs) {
            if (!Files.isRegularFile(log)) {
                System.err.println("results: there is no " + log + " (the relay writes it when the contest starts)");
                return 2;
            }
            VerdictLog.Contents contents;
            try (Reader reader = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
                contents = VerdictLog.read(reader, log.toString());
            }
            skipped.addAll(contents.skipped());
            if (contents.contest().isEmpty()) {
                System.err.println(
                        "results: " + log + " has no contest header on line 1, so there are no rules to score by");
                return 1;
            }
            // named from the folder the records share, as a reader of the Session knows them: day1/verdicts.jsonl
            parts.add(new WagerSession.Part(
                    common.relativize(log).toString(), contents.contest().get(), contents.verdicts()));
        }
        WagerSession.Joined joined;
        try {
            joined = WagerSession.join(parts);
        } catch (IllegalArgumentException e) {
            System.err.println("results: " + e.getMessage());
            return 1;
        }
        Results scored = Scoring.score(joined.contest(), joined.verdicts());
        List<Table> tables = new ArrayList<>(List.of(joined.sources()));
        tables.addAll(scored.tables());
        Results results = scored.withTables(tables);
        System.out.print(ResultsText.report(results, skipped));
        Path page = html != null
                ? html
                : given.size() == 1 ? given.getFirst().resolve("results.html") : common.resolve("results.html");
        Files.writeString(page, ResultsHtml.page(results, skipped));
        System.err.println("wrote " + page);
        return 0;
    }

    /** The deepest folder holding every record; a Session's page is written there. */
    private static Path commonFolder(List<Path> logs) {
        Path common = logs.getFirst().getParent();
        for (Path log : logs) {
            while (!log.startsWith(common)) {
                common = common.getParent();
            }
        }
        return common;
    }
}
