package parlor.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.Callable;
import parlor.station.ui.Terminals;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.read.Records;
import parlor.transcripts.replay.Timeline;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code transcripts replay [--speed N] FILE}. */
@Command(
        name = "replay",
        mixinStandardHelpOptions = true,
        description =
                "Plays a conversation back on the terminal as the judge saw it. Parlor keystroke logs replay key by key; "
                        + "other records line by line. Space pauses, Left/Right seek 10 s, Home restarts, q quits.")
final class ReplayCommand implements Callable<Integer> {

    @Option(
            names = "--speed",
            defaultValue = "1",
            paramLabel = "N",
            description = "how many times faster than it happened (default: ${DEFAULT-VALUE})")
    double speed;

    @Option(
            names = "--conversation",
            paramLabel = "LABEL",
            description = "which conversation of the file (left, right; default: the first)")
    String label;

    @Option(
            names = "--zone",
            paramLabel = "ZONE",
            description = "time zone for the clock on the status line (default: the machine's)")
    ZoneId zone = ZoneId.systemDefault();

    @Parameters(paramLabel = "FILE", description = "any record transcripts reads")
    Path file;

    @Override
    public Integer call() throws IOException {
        Timeline timeline;
        try {
            timeline = timeline();
        } catch (IllegalArgumentException e) {
            System.err.println("replay: " + e.getMessage());
            return 2;
        }
        Replayer.Outcome outcome = new Replayer(
                        timeline,
                        speed,
                        Clock.systemUTC(),
                        zone,
                        file.getFileName().toString())
                .run(Terminals.open(), false);
        System.out.printf(
                "replayed %d screen steps at x%s; longest frame %d ms (frames are %d ms apart)%n",
                outcome.steps(), speed, outcome.longestFrame().toMillis(), Replayer.FRAME.toMillis());
        return 0;
    }

    private Timeline timeline() throws IOException {
        if (Records.detect(Records.text(file), file) == Records.Format.PARLOR_KEYS) {
            return Timeline.ofKeyLog(
                    KeyLogReader.read(Files.newBufferedReader(file), file.toString())
                            .lines(),
                    file.toString());
        }
        List<Conversation> conversations = Records.read(file, zone);
        return conversations.stream()
                .filter(c -> label == null || c.label().equals(label))
                .findFirst()
                .map(Timeline::ofLines)
                .orElseThrow(() -> new IllegalArgumentException(file + ": no conversation"
                        + (label == null ? "" : " '" + label + "'") + " in it (there: "
                        + String.join(
                                ", ",
                                conversations.stream().map(Conversation::label).toList()) + ")"));
    }
}
