package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/**
 * An entry answers with hundreds of megabytes and no line end, through a real relay to a judge's
 * station: the operator logs grow by under 1 MB and keep every line from before (issue 40: 200 MB
 * grew them by 18.6 MB, and 1.5 GB filled their caps, taking every earlier event out of relay.jsonl).
 * 200 MB here, about ten seconds; {@code -Dparlor.test.floodMegabytes=1536} for the 1.5 GB.
 */
class ReplyFloodLogTest {

    private static final int MEGABYTES = Integer.getInteger("parlor.test.floodMegabytes", 200);

    @TempDir
    Path folder;

    @Test
    void aReplyOfHundredsOfMegabytesGrowsTheOperatorLogsByUnder1MbAndKeepsEveryLineBeforeIt() throws IOException {
        Path entry = Files.writeString(folder.resolve("flood.py"), """
            import sys
            sys.stdin.readline()
            chunk = 'x' * (1024 * 1024)
            for _ in range(int(sys.argv[1])):
                sys.stdout.write(chunk)
            sys.stdout.flush()
            for line in sys.stdin:
                print('still here', flush=True)
            """);
        String yaml = """
            name: Flood
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [python3, %s, '%d'], quiet: 500ms }
            """.formatted(entry, MEGABYTES);
        Path logs = Path.of(System.getProperty("parlor.logs"));
        HeadlessStation station = new HeadlessStation("T1");
        Set<String> before;
        long bytesBefore;
        long millis;
        try (Relay relay =
                        new Relay(ContestLoader.parse(yaml, "flood.yaml", folder), Clock.systemDefaultZone()).start();
                RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
            Eventually.waitFor(
                    "the station connected",
                    Duration.ofSeconds(20),
                    () -> loggedLines(logs).stream()
                            .anyMatch(line -> line.contains("\"event\":\"station-connected\"")));
            before = loggedLines(logs);
            bytesBefore = bytes(logs);
            long start = System.nanoTime();
            type(link, "Say a lot.\r\r");
            Eventually.waitFor(
                    "the cut reply", flooding(), () -> station.lines().size() > 2, station::lines);
            type(link, "Are you still there?\r\r");
            Eventually.waitFor(
                    "the answer after the flood",
                    flooding(),
                    () -> station.lines().contains("still here"),
                    () -> station.lines().size());
            millis = (System.nanoTime() - start) / 1_000_000;
        }
        long grown = bytes(logs) - bytesBefore;
        Set<String> after = loggedLines(logs);
        System.out.printf(
                "a %,d MB reply: the operator logs grew by %,d bytes in %,d ms; %,d lines before it, %,d kept%n",
                MEGABYTES,
                grown,
                millis,
                before.size(),
                before.stream().filter(after::contains).count());

        assertThat(grown)
                .as("bytes a %,d MB reply added to the operator logs", MEGABYTES)
                .isLessThan(1024 * 1024);
        assertThat(after).as("the operator logs' lines from before the reply").containsAll(before);
    }

    /** Long enough for the entry to write the flood and the relay to read it, at 20 MB/s or better. */
    private static Duration flooding() {
        return Duration.ofSeconds(30 + MEGABYTES / 20);
    }

    /** Every line of the operator logs, both files and every rolled file. */
    private static Set<String> loggedLines(Path logs) {
        Set<String> lines = new HashSet<>();
        for (Path file : logFiles(logs)) {
            try {
                lines.addAll(Files.readAllLines(file));
            } catch (IOException rolledMeanwhile) {
                // rolled between the listing and the reading: its lines are in the rolled file, read next time
            }
        }
        return lines;
    }

    private static long bytes(Path logs) {
        return logFiles(logs).stream().mapToLong(file -> file.toFile().length()).sum();
    }

    private static List<Path> logFiles(Path logs) {
        try (Stream<Path> files = Files.list(logs)) {
            return files.filter(file -> file.getFileName().toString().startsWith("relay."))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void type(RelayConnection link, String typed) {
        Key.typing(typed).forEach(link::send);
    }
}
