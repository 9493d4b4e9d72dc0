package parlor.relay.testing;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** One run of a command-line tool in-process ({@code bin/relay}, {@code bin/transcripts}): its exit status and what it printed on each stream. */
public record CommandRun(int exit, String out, String err) {

    public static CommandRun of(Object command, String... args) {
        return run(command, args);
    }

    /** The same, with {@code input} as what is typed on its standard input, then end of input (Ctrl-D). */
    public static CommandRun typed(String input, Object command, String... args) {
        java.io.InputStream originalIn = System.in;
        System.setIn(new java.io.ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            return run(command, args);
        } finally {
            System.setIn(originalIn);
        }
    }

    private static CommandRun run(Object command, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream originalOut = System.out;
        PrintStream originalErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            int exit = new CommandLine(command).execute(args);
            return new CommandRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(originalOut);
            System.setErr(originalErr);
        }
    }
}
