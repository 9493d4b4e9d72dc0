package parlor.relay;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.HostPort;
import parlor.relay.server.Relay;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bin/relay}: runs a contest's switchboard until stopped. */
@Command(name = "relay", mixinStandardHelpOptions = true, versionProvider = ParlorVersion.class,
    subcommands = {SeatsCommand.class, HostCommand.class, ScheduleCommand.class, PrescreenCommand.class, RemoteConsoleCommand.class},
    description = "Links each judge's terminal to its hidden entity, runs the line discipline, writes transcripts and the operator log.")
public final class RelayMain implements Callable<Integer> {

    // not picocli-required: 'bin/relay seats --contest FILE' must not trip over the relay's own option
    @Option(names = "--contest", paramLabel = "FILE", description = "the contest file (YAML); required to run the relay")
    Path contestFile;

    @Option(names = "--listen", paramLabel = "HOST:PORT", description = "where stations connect (overrides the contest file)")
    String listen;

    @Option(names = "--transcripts", paramLabel = "DIR", description = "where transcripts go (overrides the contest file)")
    Path transcripts;

    @Option(names = "--fresh", description = "end every conversation a previous run left open and begin new ones "
        + "(without it, a restarted relay goes on with each terminal's conversation)")
    boolean fresh;

    @Option(names = "--logs", paramLabel = "DIR", defaultValue = "logs",
        description = "folder for relay.log (for people) and relay.jsonl (for tools); default: ${DEFAULT-VALUE}")
    Path logs;

    @Option(names = "--no-console", description = "no operator console even on a terminal: run the day from another window or machine "
        + "with bin/relay console --connect HOST:PORT --key-file keys/operator.key")
    boolean noConsole;

    public static void main(String[] args) {
        System.exit(new CommandLine(new RelayMain()).execute(args));
    }

    @Override
    public Integer call() throws InterruptedException, java.io.IOException {
        if (contestFile == null) {
            System.err.println("relay: --contest FILE is required (see bin/relay --help)");
            return 2;
        }
        // must be set before the first logger exists: logback reads it when it configures itself
        System.setProperty("parlor.logs", logs.toAbsolutePath().toString());
        Contest contest;
        try {
            contest = ContestLoader.load(contestFile);
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
        } catch (ContestFileException | IllegalArgumentException e) {
            System.err.println("relay: " + e.getMessage());
            return 2;
        }
        Relay relay = new Relay(contest, SteadyClock.startingNow(), fresh).start();
        HostPort bound;
        try {
            bound = relay.listen();
        } catch (RuntimeException e) {
            System.err.println("relay: " + e.getMessage());
            relay.close();
            return 1;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            relay.close();
            stopped.countDown();
        }));
        System.out.printf("Parlor relay: %s%n  listening on %s%n  transcripts in %s%n  operator log: %s (and relay.jsonl)%n",
            contest.name(), bound, contest.transcripts(), logs.resolve("relay.log"));
        if (relay.day().isPresent()) {
            System.out.println(relay.day().get().describe());
        } else {
            contest.terminals().values().forEach(t -> System.out.printf("  %s -> %s%n", t.id(), t.entity()));
        }
        System.out.flush();
        if (System.console() != null && !noConsole) {
            System.out.println("Operator console: type help. (quit leaves the console; the relay goes on until Ctrl-C.)");
            parlor.relay.desk.OperatorConsole.onSystemTerminal(relay.desk(), logs.resolve("console.history"));
            System.out.println("console closed; the relay goes on: stop it with Ctrl-C");
        } else if (relay.day().isPresent()) {
            System.out.printf("No console here: run the day with bin/relay console --connect %s%s%n", bound,
                contest.key().isPresent() ? " --key-file keys/operator.key" : " (from this machine: the contest has no key)");
        }
        stopped.await();
        return 0;
    }
}
