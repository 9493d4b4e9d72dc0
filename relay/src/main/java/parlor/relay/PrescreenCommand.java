package parlor.relay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.link.HostPort;
import parlor.relay.link.SteadyClock;
import parlor.relay.prescreen.PrescreenReport;
import parlor.relay.prescreen.PrescreenRun;
import parlor.relay.prescreen.Suite;
import parlor.relay.prescreen.SuiteLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bin/relay prescreen}: every entry through the selection questions at once, and a sheet to score them on. */
@Command(
        name = "prescreen",
        mixinStandardHelpOptions = true,
        description =
                "Puts every entry of the contest file through a question suite, all at once, each at a terminal of its own: "
                        + "a simulated judge types each item at a judge's speed, through the line discipline and the entry's own adapter, and "
                        + "waits for the answer. Writes each entry's keystroke log and 1996 transcript, the scoring sheet prescreen.csv "
                        + "(automatic marks, and a column for a person's 0-2 mark) and answers.html. Score with: bin/transcripts results OUT")
final class PrescreenCommand implements Callable<Integer> {

    @Option(
            names = "--contest",
            required = true,
            paramLabel = "FILE",
            description = "the contest file: its entities are the entries")
    Path contestFile;

    @Option(names = "--questions", required = true, paramLabel = "SUITE", description = "the question suite (YAML)")
    Path suiteFile;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = "prescreen",
            description = "folder for the sheet, the answers page and transcripts/; default: ${DEFAULT-VALUE}")
    Path out;

    @Option(
            names = "--entries",
            paramLabel = "ID",
            split = ",",
            description = "only these entities (E1,E3); default: every entry")
    List<String> entries = List.of();

    @Option(
            names = "--with-confederates",
            description = "put the suite to the confederates too (people, at their confederate stations)")
    boolean withConfederates;

    @Option(
            names = "--speed",
            paramLabel = "X",
            defaultValue = "1",
            description = "typing speed against the 2012 judges' own (2 is twice as fast); default: ${DEFAULT-VALUE}")
    double speed;

    @Option(
            names = "--judge",
            paramLabel = "NN",
            defaultValue = "0",
            description = "the judge number in the record; default: 00")
    int judge;

    @Option(
            names = "--seed",
            paramLabel = "N",
            defaultValue = "1",
            description = "draws the typing gaps; default: ${DEFAULT-VALUE}")
    long seed;

    @Option(
            names = "--listen",
            paramLabel = "HOST:PORT",
            description =
                    "where hidden hosts and confederates connect (default: the contest file's listen if there are any; else loopback, any free port)")
    String listen;

    @Option(
            names = "--logs",
            paramLabel = "DIR",
            description = "folder for relay.log and relay.jsonl; default: OUT/logs")
    Path logs;

    /** What the command line and the files it names come to, checked before anything starts. */
    private record Prepared(Contest contest, Suite suite, List<EntitySpec> chosen, Optional<HostPort> address) {}

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            System.err.println(
                    "prescreen: --out " + out + " is a file, not a folder: give a folder for the sheet (a new one, "
                            + "or one without a prescreen.csv)");
            return 2;
        }
        // before the first logger exists: logback reads it when it configures itself
        System.setProperty(
                "parlor.logs",
                (logs != null ? logs : out.resolve("logs")).toAbsolutePath().toString());
        Prepared prepared;
        try {
            prepared = prepare();
            PrescreenRun.refuseToOverwrite(out);
        } catch (ContestFileException | IllegalArgumentException e) {
            System.err.println("prescreen: " + e.getMessage());
            return 2;
        } catch (IllegalStateException e) {
            System.err.println("prescreen: " + e.getMessage());
            return 1;
        }
        System.out.printf(
                "Prescreening %d entr%s with %s: %d items, typed at %s× a judge's speed%n",
                prepared.chosen().size(),
                prepared.chosen().size() == 1 ? "y" : "ies",
                prepared.suite().name(),
                prepared.suite().items().size(),
                speed);
        System.out.flush();
        var options = new PrescreenRun.Options(out, speed, judge, seed, prepared.address(), SteadyClock.startingNow());
        PrescreenRun.Outcome outcome;
        try {
            outcome = PrescreenRun.run(
                    prepared.contest(), prepared.chosen(), prepared.suite(), Files.readString(suiteFile), options);
        } catch (IllegalStateException | java.io.UncheckedIOException e) {
            // a sheet already there, or an address already taken (by the contest's own relay, say: --listen)
            System.err.println("prescreen: " + e.getMessage());
            return 1;
        } catch (IOException e) {
            System.err.println("prescreen: cannot write in " + out + ": " + e + ": give another --out folder");
            return 1;
        }
        report(outcome, prepared.suite());
        return 0;
    }

    private Prepared prepare() {
        if (judge < 0 || judge > 99 || !(speed > 0)) {
            throw new IllegalArgumentException("--judge is 0 to 99 and --speed above 0");
        }
        Contest contest = ContestLoader.load(contestFile);
        Suite suite = SuiteLoader.load(suiteFile);
        return new Prepared(
                contest,
                suite,
                parlor.relay.prescreen.PrescreenContest.entries(contest, entries, withConfederates),
                Optional.ofNullable(listen).map(HostPort::parse));
    }

    private static void report(PrescreenRun.Outcome outcome, Suite suite) {
        for (PrescreenRun.EntrySummary entry : outcome.entries()) {
            System.out.printf(
                    Locale.ROOT,
                    "  %-8s %-24s %7.1f s  %s%n",
                    entry.entry(),
                    entry.name(),
                    seconds(entry.took()),
                    entry.withProblems() == 0
                            ? "no problems"
                            : entry.withProblems() + " item(s) with problems (see the sheet)");
        }
        int entries = outcome.entries().size();
        System.out.printf(
                Locale.ROOT,
                "the whole run: %.1f s (%d entr%s at once)%n",
                seconds(outcome.took()),
                entries,
                entries == 1 ? "y" : "ies");
        System.out.println();
        System.out.println("By the automatic marks alone (a person's marks in the sheet take their place):");
        System.out.print(PrescreenReport.text(suite.name(), outcome.ranking(), List.of()));
        System.out.printf(
                "wrote %s and %s; mark the answers in the sheet's mark column, then: bin/transcripts results %s%n",
                outcome.sheet(), outcome.answers(), outcome.sheet().getParent());
    }

    private static double seconds(java.time.Duration duration) {
        return duration.toMillis() / 1000.0;
    }
}
