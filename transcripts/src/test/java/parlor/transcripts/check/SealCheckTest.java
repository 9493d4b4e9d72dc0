package parlor.transcripts.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.keylog.Durability;
import parlor.transcripts.keylog.KeyLogChain;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogWriter;
import parlor.transcripts.seal.Extent;
import parlor.transcripts.seal.RecordManifest;

/**
 * The manifest against the records, written as the relay writes them (a keystroke log and the
 * manifest beside it): a record open at a kill is not "cut back", one the relay closed or held at
 * its stop is, and one it never opened is added.
 */
class SealCheckTest {

    private static final Optional<byte[]> KEY = Optional.of(KeyLogChain.recordKey("a contest key"));
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-28T10:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path folder;

    @Test
    void aRecordOpenAtAKillIsNotCutBackButOneClosedOrHeldIs() throws IOException {
        try (RecordManifest manifest = RecordManifest.open(folder, KEY, CLOCK, trouble -> {})) {
            record("E1", 4, manifest, End.KILLED);
            record("E2", 4, manifest, End.CLOSED);
            record("E3", 4, manifest, End.HELD);
        }
        assertThat(sealProblems()).isEmpty();

        for (String entity : List.of("E1", "E2", "E3")) {
            Path keys = folder.resolve(entity).resolve("LP26-01.keys");
            List<String> lines = Files.readAllLines(keys);
            Files.write(keys, lines.subList(0, 2));
        }

        assertThat(sealProblems())
                .hasSize(2)
                .anySatisfy(p -> assertThat(p).startsWith("E2/LP26-01: cut back: the relay closed it at 5 lines"))
                .anySatisfy(p -> assertThat(p).startsWith("E3/LP26-01: cut back: the relay left it at 4 lines"));
    }

    @Test
    void aRecordTheRelayNeverOpenedIsAddedAndOneItOpenedAndLostIsDeleted() throws IOException {
        try (RecordManifest manifest = RecordManifest.open(folder, KEY, CLOCK, trouble -> {})) {
            record("E1", 3, manifest, End.CLOSED);
            record("E2", 3, manifest, End.CLOSED);
        }
        Path e1 = folder.resolve("E1");
        Files.move(folder.resolve("E2").resolve("LP26-01.keys"), e1.resolve("LP26-02.keys"));

        assertThat(sealProblems())
                .anySatisfy(p -> assertThat(p)
                        .startsWith("E1/LP26-02: not in the relay's manifest.jsonl: it is E2/LP26-01.keys")
                        .contains("moved here"))
                .anySatisfy(p -> assertThat(p).startsWith("E2/LP26-01: deleted: the relay opened E2/LP26-01.keys"));
    }

    private enum End {
        KILLED,
        CLOSED,
        HELD
    }

    /** A record of {@code keys} key lines at {@code entity}'s folder, ended as {@code end} says. */
    private void record(String entity, int keys, RecordManifest manifest, End end) throws IOException {
        Path file = Files.createDirectories(folder.resolve(entity)).resolve("LP26-01.keys");
        try (KeyLogWriter writer = new KeyLogWriter(file, new Durability.Flush(), CLOCK, KEY)) {
            for (int i = 0; i < keys; i++) {
                // each record its own words, as each of the relay's opens with its own begin line
                writer.write(new KeyLogLine(
                        CLOCK.instant(), "T1", 1, "-", "judge", KeyLogLine.What.KEY, entity.toLowerCase()));
                if (i == 0) {
                    manifest.opened(file, entity, "T1", "0", 1);
                }
            }
            if (end == End.CLOSED) {
                writer.write(new KeyLogLine(CLOCK.instant(), "T1", 1, "-", "relay", KeyLogLine.What.CLOSE, "time up"));
                manifest.closed(file, new Extent(writer.lines(), writer.lastValue()));
            } else if (end == End.HELD) {
                manifest.held(file, new Extent(writer.lines(), writer.lastValue()));
            }
        }
    }

    /** The manifest's findings alone: each record as its own check would find it is left out. */
    private List<String> sealProblems() throws IOException {
        List<FolderCheck.Finding> records = List.of(
                new FolderCheck.Finding(Path.of("E1/LP26-01"), FolderCheck.State.OK, "as read"),
                new FolderCheck.Finding(Path.of("E1/LP26-02"), FolderCheck.State.OK, "as read"),
                new FolderCheck.Finding(Path.of("E2/LP26-01"), FolderCheck.State.OK, "as read"),
                new FolderCheck.Finding(Path.of("E3/LP26-01"), FolderCheck.State.OK, "as read"));
        return SealCheck.check(folder, KEY, records).stream()
                .filter(f -> f.state() == FolderCheck.State.PROBLEM)
                .map(f -> f.conversation().toString().replace('\\', '/') + ": " + f.detail())
                .toList();
    }
}
