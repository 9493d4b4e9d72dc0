package parlor.relay;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import parlor.relay.console.OperatorConsole;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.SteadyClock;
import parlor.relay.ops.LogConfigurator;
import parlor.relay.ops.OpsLog;
import parlor.relay.server.Relay;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bin/relay}: runs a contest's switchboard until stopped. */
@Command(
        name = "relay",
        mixinStandardHelpOptions = true,
        versionProvider = ParlorVersion.class,
        subcommands = {
            SeatsCommand.class,
            HostCommand.class,
            TryEntryCommand.class,
            ScheduleCommand.class,
            PrescreenCommand.class,
            RemoteConsoleCommand.class
        },
        description =
                "Links each judge's terminal to its hidden entity, runs the line discipline, writes transcripts and the operator log.")
public final class RelayMain implements Callable<Integer> {

    // not picocli-required: 'bin/relay seats --contest FILE' must not trip over the relay's own option
    @Option(
            names = "--contest",
            paramLabel = "FILE",
            description = "the contest file (YAML); required to run the relay")
    Path contestFile;

    @Option(
            names = "--listen",
            paramLabel = "HOST:PORT",
            description = "where stations connect (overrides the contest file)")
    String listen;

    @Option(
            names = "--transcripts",
            paramLabel = "DIR",
            description = "where transcripts go (overrides the contest file)")
    Path transcripts;

    @Option(
            names = "--fresh",
            description = "end every conversation a previous run left open and begin new ones "
                    + "(without it, a restarted relay goes on with each terminal's conversation)")
    boolean fresh;

    @Option(
            names = "--logs",
            paramLabel = "DIR",
            description =
                    "folder for relay.log (for people), relay.jsonl (for tools) and the console's history; default: logs beside the contest file")
    Path logs;

    @Option(
            names = "--no-console",
            description = "no operator console even on a terminal: run the day from another window or machine "
                    + "with bin/relay console --connect HOST:PORT --key-file keys/operator.key")
    boolean noConsole;

    @Option(
            names = "--skip-entry-check",
            description = "do not try each entry program before the day; start even if one "
                    + "is missing (each missing program or script is still printed and logged as an error)")
    boolean skipEntryCheck;

    /** When this relay started, as its lock files say to another started on the same folders. */
    private final String started = java.time.LocalDateTime.now()
            .truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
            .format(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss"));

    public static void main(String[] args) {
        int exitCode = new CommandLine(new RelayMain())
                .setExecutionExceptionHandler(RelayMain::unexpected)
                .execute(args);
        // the relay's log is queued (LogConfigurator.written): what a relay that never started holds
        // (an entry that cannot start, a fault) is written before the JVM ends; a started one's stop does it
        if (Boolean.getBoolean(LogConfigurator.QUEUED) && !RelayStop.closesTheLog()) {
            OpsLog.close();
        }
        System.exit(exitCode);
    }

    /** The contest file as loaded, with what the command line and the environment override. */
    private Contest contest(Contest loaded) {
        Contest contest = loaded;
        if (listen != null) {
            contest = contest.withListen(HostPort.parse(listen));
        }
        if (transcripts != null) {
            contest = contest.withTranscripts(transcripts.toAbsolutePath());
        }
        String keyFromEnvironment = System.getenv("PARLOR_CONTEST_KEY");
        if (keyFromEnvironment != null && !keyFromEnvironment.isBlank()) {
            contest = contest.withKey(java.util.Optional.of(keyFromEnvironment.trim()));
        }
        return contest;
    }

    @Override
    public Integer call() throws InterruptedException, java.io.IOException {
        if (contestFile == null) {
            System.err.println("relay: --contest FILE is required (see bin/relay --help)");
            return 2;
        }
        // the operator log sits beside the contest file, as transcripts/ does, wherever the relay is started from
        Path logFolder = (logs != null
                        ? logs
                        : contestFile.toAbsolutePath().getParent().resolve("logs"))
                .toAbsolutePath()
                .normalize();
        // nothing is logged, tried or taken up until this relay holds its folders: another may be running in them
        Optional<Contest> contest = contest();
        if (contest.isEmpty() || !writable(logFolder, contest.get())) {
            return 2;
        }
        try (FolderLock lock = FolderLock.take(
                List.of(contest.get().transcripts(), logFolder),
                holder("to listen on " + contest.get().listen()))) {
            // must be set before the first logger exists: logback reads it when it configures itself
            System.setProperty("parlor.logs", logFolder.toString());
            // the link loops must not wait on the disk for a log line (LogConfigurator.written)
            System.setProperty(LogConfigurator.QUEUED, "true");
            StartChecks.ownerOnly(logFolder, contest.get().transcripts(), System.err);
            StartChecks.outsideParlor(logFolder, contest.get().transcripts(), System.err);
            if (!StartChecks.entriesShutIn(contest.get().entities().values(), contestFile, System.err)
                    || !StartChecks.entriesStart(contest.get(), contestFile, skipEntryCheck, System.err)) {
                return 2;
            }
            return run(contest.get(), logFolder, lock);
        } catch (FolderLock.Held held) {
            System.err.println("relay: " + held.getMessage()
                    + "; stop it first, or give this one folders of its own (--logs DIR, --transcripts DIR)");
            return 2;
        }
    }

    /** Whether the operator log's folder and the transcripts' can be written; if not, what to do is printed. */
    private boolean writable(Path logFolder, Contest contest) {
        Optional<String> noLogs = StartChecks.unwritable(logFolder);
        if (noLogs.isPresent()) {
            System.err.println("relay: cannot write the operator log in " + logFolder + " (" + noLogs.get()
                    + "): give --logs DIR");
            return false;
        }
        Optional<String> noTranscripts = StartChecks.unwritable(contest.transcripts());
        if (noTranscripts.isPresent()) {
            System.err.println("relay: cannot write transcripts in " + contest.transcripts() + " ("
                    + noTranscripts.get() + "): give transcripts: in " + contestFile + " or --transcripts DIR");
            return false;
        }
        return true;
    }

    /** This relay as its lock files say it, for a second one refused: {@code pid 4242, listening on ..., since ...}. */
    private String holder(String where) {
        return "pid " + ProcessHandle.current().pid() + ", " + where + ", since " + started;
    }

    /** The contest file with the command line's overrides, or empty once what is wrong with it is printed. */
    private Optional<Contest> contest() {
        try {
            return Optional.of(parlor.relay.day.DayDraw.sameAsBefore(
                    contest(ContestLoader.load(contestFile)),
                    seed -> contest(ContestLoader.load(contestFile, () -> seed))));
        } catch (ContestFileException | IllegalArgumentException e) {
            System.err.println("relay: " + e.getMessage());
            return Optional.empty();
        }
    }

    private int run(Contest contest, Path logFolder, FolderLock lock) throws InterruptedException, java.io.IOException {
        Relay relay = new Relay(contest, SteadyClock.startingNow(), fresh);
        RelayStop stop = new RelayStop(relay).onShutdown();
        HostPort bound;
        try {
            relay.start();
            bound = relay.listen();
        } catch (UncheckedIOException e) {
            System.err.println("relay: " + contestFile + ": " + e.getMessage()
                    + (e.getMessage().startsWith("cannot listen on ")
                            ? ": stop what holds that port (another relay?), or give listen: in the contest file or --listen HOST:PORT"
                            : ""));
            stop.stop("it could not start: " + e.getMessage());
            return 1;
        }
        lock.say(holder("listening on " + bound));
        System.out.printf(
                "Parlor relay: %s%n  listening on %s%n  transcripts in %s%n  operator log: %s (and relay.jsonl)%n",
                contest.name(), bound, contest.transcripts(), logFolder.resolve("relay.log"));
        if (relay.day().isPresent()) {
            System.out.println(relay.day().get().describe());
        } else {
            contest.terminals().values().forEach(t -> System.out.printf("  %s -> %s%n", t.id(), t.entity()));
        }
        System.out.flush();
        if (System.console() != null && !noConsole) {
            if (OperatorConsole.onSystemTerminal(relay.controls(), logFolder.resolve("console.history"))
                    == OperatorConsole.Ending.STOP_RELAY) {
                stop.stop("the operator stopped it at the console");
                System.out.println("relay stopped");
                return 0;
            }
            System.out.println("console closed; the relay goes on: stop it with Ctrl-C");
        } else if (relay.day().isPresent()) {
            System.out.printf(
                    "No console here: run the day with bin/relay console --connect %s%s%n",
                    bound,
                    contest.key().isPresent()
                            ? " --key-file keys/operator.key"
                            : " (from this machine: the contest has no key)");
        }
        stop.await();
        return 0;
    }

    /** A fault of the relay's own, not the operator's mistake: one line on the screen, the stack in the operator log. */
    private static int unexpected(Exception e, CommandLine command, CommandLine.ParseResult parsed) {
        System.err.println(command.getCommandName() + ": failed: " + e + " (the operator log has the details)");
        OpsLog.relayFault(command.getCommandName(), e);
        return 1;
    }
}
