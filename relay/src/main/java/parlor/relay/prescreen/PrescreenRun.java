package parlor.relay.prescreen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestFacts;
import parlor.relay.contest.EntitySpec;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.link.Role;
import parlor.relay.link.SeatKeys;
import parlor.relay.pacing.TypingModel;
import parlor.relay.server.Relay;
import parlor.transcripts.files.OwnerOnly;

/**
 * Puts every entry through a question suite at once, each at a terminal of its own, the way a live
 * contest talks to it: an in-process relay runs the contest file's entries with their own adapters
 * and supervision, and one simulated judge per terminal types over the station's TCP link, through
 * the line discipline, into the same record (a keystroke log and a 1996 transcript per entry).
 * Then it writes the scoring sheet and the answers page beside the suite it used.
 */
public final class PrescreenRun {

    public static final String SUITE_FILE = "suite.yaml";

    /**
     * @param folder where everything goes: the suite, the sheet, the answers page, {@code transcripts/}
     * @param speed  typing speed against the 2012 judges' (1 is theirs)
     * @param judge  the judge number the record shows, 0-99
     * @param seed   for the typing gaps: an entry run alone is typed to exactly as in company
     * @param listen where hidden hosts and confederate stations reach the relay (see {@link PrescreenContest#of})
     */
    public record Options(Path folder, double speed, int judge, long seed, Optional<HostPort> listen, Clock clock) {}

    /** How one entry's prescreening went, for the operator to read at the end. */
    public record EntrySummary(String entry, String name, Duration took, long withProblems) {}

    public record Outcome(List<EntrySummary> entries, Duration took, Path sheet, Path answers, Ranking ranking) {}

    private PrescreenRun() {}

    public static Outcome run(Contest contest, List<EntitySpec> entries, Suite suite, String suiteText, Options options)
            throws IOException, InterruptedException {
        refuseToOverwrite(options.folder());
        Path sheet = options.folder().resolve(PrescreenSheet.FILE_NAME);
        OwnerOnly.createDirectories(options.folder());
        OwnerOnly.writeString(options.folder().resolve(SUITE_FILE), suiteText);
        long began = System.nanoTime();
        ContestFacts facts = suite.facts().at(options.clock().instant());
        Contest prescreening = PrescreenContest.of(contest, entries, options.folder(), facts, options.listen());
        List<EntryRun> runs = interviewAll(prescreening, suite, options);
        Duration took = Duration.ofNanos(System.nanoTime() - began);
        List<PrescreenSheet.Row> rows =
                runs.stream().flatMap(run -> run.rows(facts).stream()).toList();
        OwnerOnly.writeString(sheet, PrescreenSheet.write(rows));
        Ranking ranking = Ranking.of(rows, suite.finalists());
        Path answers = options.folder().resolve(AnswersHtml.FILE_NAME);
        OwnerOnly.writeString(answers, AnswersHtml.page(title(suite.name()), rows, Optional.of(ranking)));
        List<EntrySummary> summaries = runs.stream()
                .map(run -> new EntrySummary(run.entry().id(), run.entry().name(), run.took(), run.problems()))
                .toList();
        return new Outcome(summaries, took, sheet, answers, ranking);
    }

    /** A folder that already holds a sheet is left alone: the organiser's marks may be in it. */
    public static void refuseToOverwrite(Path folder) {
        Path sheet = folder.resolve(PrescreenSheet.FILE_NAME);
        if (Files.exists(sheet)) {
            throw new IllegalStateException(
                    sheet + " is already there, perhaps with marks in it: give another --out folder, or move it away");
        }
    }

    static String title(String suiteName) {
        return "Prescreening: " + suiteName;
    }

    private static List<EntryRun> interviewAll(Contest prescreening, Suite suite, Options options)
            throws InterruptedException {
        Map<String, SimulatedJudge> judges = new LinkedHashMap<>();
        prescreening
                .terminals()
                .values()
                .forEach(terminal -> judges.put(
                        terminal.id(),
                        new SimulatedJudge(
                                terminal.id(),
                                options.judge(),
                                prescreening.entities().get(terminal.entity()),
                                suite,
                                options.clock())));
        TypingModel typing = TypingModel.judges2012();
        // the watch first: an entry that cannot even start is evidence too
        try (OpsWatch ignored = new OpsWatch(judges);
                Relay relay = new Relay(prescreening, options.clock(), true).start();
                var judging = Executors.newVirtualThreadPerTaskExecutor()) {
            HostPort address = loopback(relay.listen());
            List<Future<EntryRun>> interviews = new ArrayList<>();
            for (SimulatedJudge judge : judges.values()) {
                Typist typist = new Typist(
                        typing,
                        options.speed(),
                        new Random(options.seed() * 31 + judge.terminal().hashCode()));
                interviews.add(judging.submit(() -> interview(judge, typist, address, prescreening)));
            }
            List<EntryRun> runs = new ArrayList<>();
            for (Future<EntryRun> interview : interviews) {
                runs.add(interview.get());
            }
            return runs;
        } catch (ExecutionException e) {
            throw new IllegalStateException("a simulated judge failed: " + e.getCause(), e.getCause());
        }
    }

    private static EntryRun interview(SimulatedJudge judge, Typist typist, HostPort address, Contest prescreening)
            throws InterruptedException {
        Optional<String> seatKey =
                prescreening.key().map(key -> SeatKeys.seatKey(key, SeatKeys.seat(Role.JUDGE, judge.terminal())));
        try (RelayConnection link = new RelayConnection(
                        RelayConnection.Dialer.tcp(address),
                        judge.terminal(),
                        Role.JUDGE,
                        seatKey,
                        judge,
                        parlor.relay.link.SteadyClock.startingNow())
                .start()) {
            return judge.interview(link::send, typist);
        }
    }

    /** The judges are on this machine: a relay listening on every address is reached on loopback. */
    private static HostPort loopback(HostPort bound) {
        boolean anyAddress = bound.host().equals("0.0.0.0")
                || bound.host().equals("::")
                || bound.host().isEmpty();
        return anyAddress ? new HostPort("127.0.0.1", bound.port()) : bound;
    }
}
