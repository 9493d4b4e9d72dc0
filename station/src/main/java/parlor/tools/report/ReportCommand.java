package parlor.tools.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Map;
import java.util.concurrent.Callable;
import parlor.tools.ContestKeyOptions;
import parlor.tools.publish.OutputFolder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code transcripts report CONTEST-DIR --out SITE}. */
@Command(
        name = "report",
        mixinStandardHelpOptions = true,
        description = "Writes a contest day's report as a self-contained static site (no scripts, no outside files): "
                + "index.html listing every conversation of the day (round, judge, terminal, side, entity, length) with plots "
                + "of the verdicts per round and judge and of each entity's typing speed and reply delay, a page per conversation, "
                + "and results.html. Printing index.html prints the whole bundle, each conversation on a new page. "
                + "What could not be read is said on standard error and in the index; the rest is reported.")
public final class ReportCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "CONTEST-DIR", description = "the contest's transcripts folder")
    Path folder;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "where to write the site")
    Path out;

    @Option(
            names = "--blind",
            description = "letter the hidden sides (Entity A, B...) all through, show no names and no colours for"
                    + " computer or person, and leave the results page out")
    boolean blind;

    @Option(names = "--replace", description = "overwrite files in DIR that differ (else they are kept, and said)")
    boolean replace;

    @Option(
            names = "--zone",
            paramLabel = "ZONE",
            description = "time zone for clock times, e.g. Europe/London (default: the machine's)")
    ZoneId zone = ZoneId.systemDefault();

    @Mixin
    ContestKeyOptions keys = new ContestKeyOptions();

    @Override
    public Integer call() throws IOException {
        if (!Files.isDirectory(folder)) {
            System.err.println("report: " + folder + " is not a folder (give a contest's transcripts folder)");
            return 2;
        }
        Day day;
        try {
            day = DayFolder.read(folder, zone, keys.recordKey());
        } catch (IllegalArgumentException e) {
            System.err.println("report: " + e.getMessage());
            return 2;
        }
        day.seal().notice(keys.hint()).forEach(line -> System.err.println("report: " + line.strip()));
        day.seal().warning().forEach(line -> System.err.println("report: " + line.strip()));
        // each problem begins with the file it is about, relative to the folder
        day.problems()
                .forEach(
                        p -> System.err.println("report: " + folder.resolve(".").normalize() + "/" + p));
        Map<String, String> files;
        try {
            files = ContestReport.files(day, blind, zone);
        } catch (IllegalStateException e) {
            System.err.println("report: " + e.getMessage());
            return 1;
        }
        OutputFolder site = new OutputFolder(out, replace, "report");
        int refused = 0;
        for (Map.Entry<String, String> file : files.entrySet()) {
            try {
                site.write(file.getKey(), file.getValue().getBytes(StandardCharsets.UTF_8), folder);
            } catch (IOException e) {
                System.err.println("report: " + e.getMessage());
                refused++;
            }
        }
        System.err.println("report: " + day.talks().size() + " conversation(s) in " + out.resolve(PageNames.INDEX));
        return refused == 0 && day.problems().isEmpty() && !day.seal().broken() ? 0 : 1;
    }
}
