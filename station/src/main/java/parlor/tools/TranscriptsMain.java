package parlor.tools;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code bin/transcripts}: tools for the record a contest leaves. */
@Command(name = "transcripts", mixinStandardHelpOptions = true, version = "Parlor transcripts 0.1.0",
    description = "Reads contest records (Parlor keystroke logs, LPP keystroke logs) and converts them for publication.",
    subcommands = {ConvertCommand.class, ReplayCommand.class, StatsCommand.class, CheckCommand.class})
public final class TranscriptsMain implements Runnable {

    public static void main(String[] args) {
        System.exit(new CommandLine(new TranscriptsMain()).execute(args));
    }

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }
}
