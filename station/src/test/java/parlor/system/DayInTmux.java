package parlor.system;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import parlor.relay.testing.TmuxPane;

/**
 * A contest day as an organiser runs it, in real terminals: the real {@code bin/relay} with its
 * operator console in a shell in one tmux pane, and a real {@code bin/station} in a pane of its own
 * for each judge's terminal and confederate's desk. The relay can be killed (SIGKILL) and started
 * again from the same shell; the stations run throughout.
 */
final class DayInTmux implements AutoCloseable {

    static final Duration DEADLINE = Duration.ofSeconds(40);
    private static final Path BIN = Path.of("..", "bin").toAbsolutePath().normalize();

    private final Path folder;
    private final Path contest;
    private final int port;
    private final TmuxPane console;
    private final Map<String, TmuxPane> seats = new LinkedHashMap<>();

    private DayInTmux(Path folder, Path contest, int port, TmuxPane console) {
        this.folder = folder;
        this.contest = contest;
        this.port = port;
        this.console = console;
    }

    /** A free port on this machine, for the contest file's {@code listen:}: it must stay the same across restarts. */
    static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0)) {
            return probe.getLocalPort();
        }
    }

    /** Opens the operator's shell in {@code folder} and starts the relay there on {@code contest}, which listens on {@code port}. */
    static DayInTmux start(Path folder, Path contest, int port) throws IOException, InterruptedException {
        TmuxPane shell = TmuxPane.running("cd '" + folder + "' && exec env PS1='$ ' bash --norc --noprofile", 120, 60);
        DayInTmux day = new DayInTmux(folder, contest, port, shell);
        day.startRelay();
        return day;
    }

    /** The operator types the relay's command at the shell and waits for its console. */
    void startRelay() throws IOException, InterruptedException {
        console.press("C-l");
        console.type("PARLOR_NO_BUILD=1 " + BIN.resolve("relay") + " --contest " + contest);
        console.press("Enter");
        console.waitForRows(
                "the operator console", DEADLINE, rows -> lastLine(rows).startsWith("relay>"));
    }

    /** The relay's JVM is killed with SIGKILL, as a crash or the power switch would; the operator's shell comes back. */
    void killRelay() throws IOException, InterruptedException {
        String mine = "parlor.relay.RelayMain --contest " + contest;
        List<ProcessHandle> relays = ProcessHandle.allProcesses()
                .filter(p ->
                        p.info().commandLine().map(line -> line.contains(mine)).orElse(false))
                .toList();
        if (relays.size() != 1) {
            throw new AssertionError("expected one relay process for " + contest + ", found " + relays.size());
        }
        relays.getFirst().destroyForcibly();
        console.waitForRows(
                "the shell after the kill", DEADLINE, rows -> lastLine(rows).equals("$"));
    }

    /**
     * A station started at a seat: {@code judge} for a judge's terminal, {@code confederate} for a desk;
     * with its seat key where the day's folder has one ({@code keys/judge-T1.key}, from {@code bin/relay seats}).
     */
    void station(String seat, String role) throws IOException, InterruptedException {
        Path key = folder.resolve("keys").resolve(role + "-" + seat + ".key");
        String command = "exec env PARLOR_NO_BUILD=1 " + BIN.resolve("station") + " --connect 127.0.0.1:" + port
                + " --terminal " + seat + " --role " + role + " --logs '" + folder.resolve("station-logs-" + seat)
                + "'" + (java.nio.file.Files.exists(key) ? " --key-file '" + key + "'" : "");
        TmuxPane pane = TmuxPane.running(command, 80, 24);
        seats.put(seat, pane);
        waitAt(seat, "connected", DayInTmux::linked);
    }

    /**
     * The person at the seat quits its station (Ctrl-]), as a judge closing it mid-round does; it is
     * gone when its process is, and the seat can be opened again with {@link #station}.
     */
    void quitStation(String seat) throws IOException, InterruptedException {
        seats.get(seat).press("C-]");
        String mine = "--terminal " + seat + " ";
        parlor.relay.testing.Eventually.waitFor(
                seat + "'s station gone after Ctrl-]",
                DEADLINE,
                () -> ProcessHandle.allProcesses()
                        .noneMatch(p -> p.info()
                                .commandLine()
                                .map(line -> line.contains("parlor.station.StationMain")
                                        && line.contains("127.0.0.1:" + port + " ")
                                        && line.contains(mine))
                                .orElse(false)));
        seats.remove(seat).close();
    }

    /** The audience wall for the hall, showing {@code terminals} ({@code T1,T2}); its screen is the seat {@code WALL}. */
    void wall(String terminals) throws IOException, InterruptedException {
        String command = "exec env PARLOR_NO_BUILD=1 " + BIN.resolve("station") + " --connect 127.0.0.1:" + port
                + " --terminal " + terminals + " --role audience --logs '" + folder.resolve("station-logs-wall")
                + "'";
        seats.put(WALL, TmuxPane.running(command, 120, 30));
        waitAt(WALL, "the wall's panes", rows -> rows.getFirst().contains("\u2502"));
    }

    static final String WALL = "WALL";

    /** The operator types a command at the console; {@code end}, {@code restart} and {@code disqualify} are confirmed. */
    void operator(String command) throws IOException, InterruptedException {
        console.type(command);
        console.press("Enter");
        if (command.startsWith("end") || command.startsWith("restart") || command.startsWith("disqualify")) {
            console.waitForRows(
                    "the console asking " + command,
                    DEADLINE,
                    rows -> lastLine(rows).endsWith("[y/N]"));
            console.type("y");
            console.press("Enter");
        }
        console.waitForRows(
                "the console after " + command, DEADLINE, rows -> lastLine(rows).equals("relay>"));
    }

    List<String> consoleRows() throws IOException, InterruptedException {
        return console.rows();
    }

    /** Types at a seat, key by key as a person does; {@code \r} is Return. */
    void type(String seat, String text) throws IOException, InterruptedException {
        String[] parts = text.split("\r", -1);
        for (int i = 0; i < parts.length; i++) {
            if (!parts[i].isEmpty()) {
                seats.get(seat).type(parts[i]);
            }
            if (i < parts.length - 1) {
                seats.get(seat).press("Enter");
            }
        }
    }

    /** Types the rest of an answer to the clerk and waits until it is recorded; a refusal fails the test with the clerk's words. */
    void answerClerk(String terminal, String typed, String whole) throws IOException, InterruptedException {
        type(terminal, typed + "\r\r");
        List<String> rows = waitAt(terminal, "'" + whole + "' recorded or refused", r -> {
            String words = words(r);
            int echoed = words.lastIndexOf(">" + whole);
            return echoed >= 0
                    && java.util.stream.Stream.of("Recorded.", "Sorry:", "Not recorded:")
                            .anyMatch(reply -> words.lastIndexOf(reply) > echoed);
        });
        String words = words(rows);
        org.assertj.core.api.Assertions.assertThat(words.substring(words.lastIndexOf(">" + whole)))
                .as("the clerk's reply to " + whole)
                .contains("Recorded.")
                .doesNotContain("Sorry:", "Not recorded:");
    }

    /** The answer is whole: after the message and its empty line, at least one line, then the prompt again. */
    static boolean answered(List<String> rows, String message) {
        List<String> conversation = conversation(rows);
        int sent = conversation.indexOf(">" + message);
        return sent >= 0
                && conversation.size() >= sent + 4
                && conversation.getLast().equals(">");
    }

    /** The seat's screen: the conversation's rows, the status line last. */
    List<String> screen(String seat) throws IOException, InterruptedException {
        return seats.get(seat).rows();
    }

    /** Waits until the seat's screen satisfies the condition; the assertion error shows the screen. */
    List<String> waitAt(String seat, String what, Predicate<List<String>> condition) {
        return waitAt(seat, what, DEADLINE, condition);
    }

    /** As {@link #waitAt(String, String, Predicate)}, for as long as {@code deadline}: a person typing a long answer. */
    List<String> waitAt(String seat, String what, Duration deadline, Predicate<List<String>> condition) {
        try {
            return seats.get(seat).waitForRows(seat + ": " + what, deadline, condition);
        } catch (AssertionError e) {
            throw new AssertionError(
                    e.getMessage() + "\nscreen of " + seat + ":\n" + String.join("\n", safeRows(seat)), e);
        }
    }

    private List<String> safeRows(String seat) {
        try {
            return seats.get(seat).rows();
        } catch (IOException | InterruptedException e) {
            return List.of("(cannot read: " + e + ")");
        }
    }

    /** The conversation's rows, without the status line and the blank rows after the last words. */
    static List<String> conversation(List<String> rows) {
        List<String> above = rows.subList(0, rows.size() - 1);
        int last = above.size();
        while (last > 0 && above.get(last - 1).isBlank()) {
            last--;
        }
        return above.subList(0, last);
    }

    /**
     * The station's link is up: its status line says so, or (a long notice taking the room, as
     * the 80-column status line gives way) at least says nothing of a link lost or being made.
     */
    static boolean linked(List<String> rows) {
        String status = status(rows);
        return status.contains("connected")
                || !status.matches(".*\\b(lost|retrying|connecting|unreachable|refused)\\b.*") && !status.isBlank();
    }

    static String status(List<String> rows) {
        return rows.getLast();
    }

    /** The words on the screen as a person reads them: the conversation's rows joined, long lines' breaks and all. */
    static String words(List<String> rows) {
        return String.join(" ", conversation(rows));
    }

    /** The console's last line with words on it: its prompt, a question, or the shell's. */
    private static String lastLine(List<String> rows) {
        return rows.stream()
                .filter(row -> !row.isBlank())
                .reduce((a, b) -> b)
                .orElse("")
                .strip();
    }

    Path folder() {
        return folder;
    }

    @Override
    public void close() throws Exception {
        try {
            killRelayQuietly();
        } finally {
            for (TmuxPane pane : seats.values()) {
                pane.close();
            }
            console.close();
        }
    }

    private void killRelayQuietly() {
        String mine = "parlor.relay.RelayMain --contest " + contest;
        ProcessHandle.allProcesses()
                .filter(p ->
                        p.info().commandLine().map(line -> line.contains(mine)).orElse(false))
                .forEach(ProcessHandle::destroyForcibly);
    }
}
