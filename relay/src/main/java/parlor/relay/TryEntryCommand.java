package parlor.relay;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.entity.Entities;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.relay.entity.EntryCheck;
import parlor.relay.entity.EntryView;
import parlor.relay.entity.Sanitiser;
import parlor.relay.link.SteadyClock;
import parlor.transcripts.keys.Key;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bin/relay try-entry}: an entry author talks to their entry alone, run exactly as the contest runs it. */
@Command(
        name = "try-entry",
        mixinStandardHelpOptions = true,
        description =
                "Runs one program entry alone, as the relay would (its sandbox, its folder, its environment), says what it can see, "
                        + "then lets you talk to it as a judge: each line you type is a message, and each reply is shown as the judge would get it. "
                        + "Ctrl-D ends. The entry comes from a contest file (--contest FILE ENTRY) or is written as in one, run in this folder: "
                        + "--entry \"{ program: [python3, entry.py], prompt: 'you> ' }\".")
final class TryEntryCommand implements Callable<Integer> {

    @Option(names = "--contest", paramLabel = "FILE", description = "the contest file that names the entry")
    Path contestFile;

    @Parameters(
            arity = "0..1",
            paramLabel = "ENTRY",
            description = "the entry's id in the contest file; may be left out if it has one program entry")
    String id;

    @Option(
            names = "--entry",
            paramLabel = "YAML",
            description = "the entry, as in a contest file's entities, run in this folder")
    String inline;

    @Option(
            names = "--logs",
            paramLabel = "DIR",
            description = "folder for relay.log and relay.jsonl; default: a temporary one, removed at the end")
    Path logs;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if ((contestFile == null) == (inline == null) || inline != null && id != null) {
            System.err.println(
                    "try-entry: give --contest FILE ENTRY, or --entry YAML (see bin/relay try-entry --help)");
            return 2;
        }
        Path logFolder = logs != null ? logs : Files.createTempDirectory("parlor-try-entry");
        // before the first logger exists: logback reads it when it configures itself
        System.setProperty("parlor.logs", logFolder.toAbsolutePath().toString());
        try {
            return tryIt();
        } finally {
            if (logs == null) {
                deleteQuietly(logFolder);
            }
        }
    }

    private int tryIt() throws IOException, InterruptedException {
        EntitySpec.Program entry;
        try {
            entry = entry();
        } catch (ContestFileException | IllegalArgumentException e) {
            System.err.println("try-entry: " + e.getMessage());
            return 2;
        }
        Path where = contestFile != null ? contestFile : Path.of("--entry");
        if (!StartChecks.entriesShutIn(List.of(entry), where, System.err)) {
            return 2;
        }
        EntryView.describe(entry).forEach(System.out::println);
        Optional<EntryCheck.Failure> cannot =
                EntryCheck.failures(List.of(entry)).stream().findFirst();
        if (cannot.isPresent()) {
            System.err.println("try-entry: " + cannot.get().describe());
            return 1;
        }
        boolean atTerminal = System.console() != null;
        System.out.println("Talk to it as a judge, a message a line; replies show as a judge sees them."
                + (atTerminal ? "\nCtrl-D ends." : ""));
        System.out.flush();
        return new Talk(entry, System.out, atTerminal)
                .run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    }

    private EntitySpec.Program entry() {
        if (inline != null) {
            return program(
                    ContestLoader.entry("ENTRY", inline, "--entry", Path.of("").toAbsolutePath()), "--entry");
        }
        Contest contest = ContestLoader.load(contestFile);
        if (id == null) {
            List<EntitySpec> programs = contest.entities().values().stream()
                    .filter(EntitySpec.Program.class::isInstance)
                    .toList();
            if (programs.size() != 1) {
                throw new IllegalArgumentException(
                        contestFile + " has " + programs.size() + " program entries: name the one to try ("
                                + String.join(", ", contest.entities().keySet()) + ")");
            }
            return (EntitySpec.Program) programs.getFirst();
        }
        EntitySpec named = contest.entities().get(id);
        if (named == null) {
            throw new IllegalArgumentException(contestFile + " has no entity " + id + " (it has "
                    + String.join(", ", contest.entities().keySet()) + ")");
        }
        return program(named, id);
    }

    private static EntitySpec.Program program(EntitySpec spec, String what) {
        if (spec instanceof EntitySpec.Program program) {
            return program;
        }
        throw new IllegalArgumentException(what + " is not a program entry: only programs run in the relay's sandbox");
    }

    private static void deleteQuietly(Path folder) {
        try (var all = Files.walk(folder)) {
            all.sorted(java.util.Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is the system's to clean
        }
    }

    /**
     * One conversation with the entry: a line read, sent as the judge's message (or keys), and its
     * reply waited for, as long as the contest would wait before restarting it. Replies are printed
     * as they come, each line as the judge would see it.
     */
    static final class Talk implements EntityListener {

        private final EntitySpec.Program entry;
        private final PrintStream out;
        private final boolean atTerminal;
        private int replies;
        private volatile Optional<String> failed = Optional.empty();

        Talk(EntitySpec.Program entry, PrintStream out, boolean atTerminal) {
            this.entry = entry;
            this.out = out;
            this.atTerminal = atTerminal;
        }

        int run(BufferedReader judge) throws IOException, InterruptedException {
            try (Entity entity = Entities.create(entry, "try", SteadyClock.startingNow())) {
                entity.start(this);
                String line = "";
                while (failed.isEmpty() && (line = prompt(judge)) != null) {
                    if (!line.isBlank()) {
                        say(entity, line);
                    }
                }
                if (line == null && atTerminal) {
                    // Ctrl-D ends the prompt's line without a line end
                    out.println();
                }
            }
            return failed.isPresent() ? 1 : 0;
        }

        private String prompt(BufferedReader judge) throws IOException {
            if (atTerminal) {
                out.print("judge> ");
                out.flush();
            }
            return judge.readLine();
        }

        private synchronized void say(Entity entity, String line) throws InterruptedException {
            int before = replies;
            entity.judgeSaid(line);
            Key.typing(line).forEach(entity::judgeKey);
            entity.judgeKey(Key.RETURN);
            long deadline = System.nanoTime() + entry.replyTimeout().toNanos();
            while (replies == before && failed.isEmpty() && System.nanoTime() < deadline) {
                wait(Math.max(1, Duration.ofNanos(deadline - System.nanoTime()).toMillis()));
            }
            if (replies == before && failed.isEmpty()) {
                out.println("(no reply within " + entry.replyTimeout().toSeconds() + " s"
                        + entity.whyNoReply().map(why -> ": " + why).orElse("") + "; the relay would stop "
                        + entry.id() + " now and start it again)");
            }
        }

        @Override
        public synchronized void replied(String text) {
            List<String> lines = Sanitiser.lines(text);
            String tag = entry.id() + ": ";
            if (lines.isEmpty()) {
                lines = List.of("(nothing a judge would see: "
                        + (text.isBlank() ? "an empty reply" : "only control characters") + ")");
            }
            for (int i = 0; i < lines.size(); i++) {
                out.println((i == 0 ? tag : " ".repeat(tag.length())) + lines.get(i));
            }
            out.flush();
            replies++;
            notifyAll();
        }

        @Override
        public synchronized void failed(String reason) {
            out.println("(" + entry.id() + " stopped: " + reason
                    + "; in the contest it would be started again and asked again)");
            out.flush();
            failed = Optional.of(reason);
            notifyAll();
        }
    }
}
