package parlor.relay.prescreen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A prescreening's folder read back after the organiser has marked the sheet: the ranking and
 * finalists as text, and the answers page again with the marks and the means.
 */
public final class PrescreenFolder {

    /** What {@code bin/transcripts results} prints and writes. */
    public record Report(String text, String answersPage) {}

    private PrescreenFolder() {}

    public static boolean holdsSheet(Path folder) {
        return Files.isRegularFile(folder.resolve(PrescreenSheet.FILE_NAME));
    }

    /** Ranks the sheet; the finalists' places are {@code places} if given, else the suite's (4 if the suite is gone). */
    public static Report report(Path folder, OptionalInt places) throws IOException {
        Path sheetFile = folder.resolve(PrescreenSheet.FILE_NAME);
        PrescreenSheet.Read sheet = PrescreenSheet.read(Files.readString(sheetFile), sheetFile.toString());
        Optional<Suite> suite = suite(folder);
        String name = suite.map(Suite::name)
                .orElse(folder.toAbsolutePath().getFileName().toString());
        int finalists = places.orElse(suite.map(Suite::finalists).orElse(4));
        Ranking ranking = Ranking.of(sheet.rows(), finalists);
        String text = PrescreenReport.text(name, ranking, sheet.skipped());
        String page = AnswersHtml.page(PrescreenRun.title(name), sheet.rows(), Optional.of(ranking));
        return new Report(text, page);
    }

    /** The suite the run copied beside the sheet, for its name and the number of finalists. */
    private static Optional<Suite> suite(Path folder) {
        Path file = folder.resolve(PrescreenRun.SUITE_FILE);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(SuiteLoader.load(file));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}
