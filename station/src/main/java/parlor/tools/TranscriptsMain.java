package parlor.tools;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code bin/transcripts}: tools for the record a contest leaves. */
@Command(
        name = "transcripts",
        mixinStandardHelpOptions = true,
        versionProvider = parlor.relay.ParlorVersion.class,
        description = "Tools for a contest's record: Parlor keystroke logs (.keys), LPP keystroke logs (2007-2012), "
                + "1996-format transcripts and 2017-18 JSON round logs, told apart by their content; a contest's results "
                + "from its verdicts.jsonl; and a day's report to publish and print.",
        subcommands = {
            ConvertCommand.class,
            ReplayCommand.class,
            StatsCommand.class,
            CheckCommand.class,
            ResultsCommand.class,
            parlor.tools.report.ReportCommand.class
        })
public final class TranscriptsMain implements Runnable {

    public static void main(String[] args) {
        System.exit(new CommandLine(new TranscriptsMain()).execute(args));
    }

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }
}
