package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.transcripts.check.FolderCheck;
import parlor.transcripts.keys.Key;

/**
 * The transcripts disk fills up in the middle of a conversation (a real 256 KB tmpfs, filled for
 * real): the judge goes on, the operator is told loudly, and once space is freed everything kept
 * in memory is written, in order, so the record is whole.
 */
class DiskFullTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path folder;

    @Test
    void aFullDiskLosesNothingAndTheOperatorIsToldLoudly() throws Exception {
        Path disk = Files.createDirectories(folder.resolve("disk"));
        mountSmallDisk(disk);
        logFrom = opsLog().length();
        try {
            String yaml = """
                name: Full disk
                listen: 127.0.0.1:0
                transcripts: %s
                terminals:
                  T1: { entity: E1 }
                entities:
                  E1: { demo: true }
                """.formatted(disk);
            try (Relay relay =
                    new Relay(ContestLoader.parse(yaml, "disk.yaml", folder), Clock.systemDefaultZone()).start()) {
                HeadlessStation station = new HeadlessStation("T1");
                try (RelayConnection link =
                        new RelayConnection(RelayConnection.Dialer.tcp(relay.listen()), "T1", station).start()) {
                    Key.typing("@@02\r\rBefore the disk filled.\r\r").forEach(link::send);
                    Eventually.waitFor(
                            "the first answer", DEADLINE, () -> station.lines().size() >= 6, station::lines);
                    Path filler = fill(disk);

                    // a few hundred keys: more than the last page of the files can take (tmpfs allocates 4 KB pages)
                    Key.typing("While it is full, every key still counts.\r".repeat(6) + "\r")
                            .forEach(link::send);
                    Eventually.waitFor(
                            "the judge going on while nothing can be written",
                            DEADLINE,
                            () -> station.lines().contains(">While it is full, every key still counts.")
                                    && station.lines().size() >= 10,
                            station::lines);
                    Eventually.waitFor(
                            "the operator told",
                            DEADLINE,
                            () -> opsLog().contains("CANNOT WRITE THE RECORD"),
                            DiskFullTest::opsLog);

                    Files.delete(filler);
                    Eventually.waitFor(
                            "what was kept written",
                            DEADLINE,
                            () -> opsLog().contains("the record is written again"),
                            DiskFullTest::opsLog);
                    var kept = java.util.regex.Pattern.compile("at most (\\d+) write")
                            .matcher(opsLog());
                    assertThat(kept.find()).isTrue();
                    System.out.println(
                            "disk full: at most " + kept.group(1) + " write(s) were kept in memory, then written");
                    assertThat(Integer.parseInt(kept.group(1)))
                            .as("writes kept while the disk was full")
                            .isGreaterThan(50);
                    Key.typing("And after.\r\r").forEach(link::send);
                    // the message's own empty line is a bare prompt too: the answer is in once a line stands between
                    // them
                    Eventually.waitFor(
                            "the last answer",
                            DEADLINE,
                            () -> station.lines().lastIndexOf(">And after.") >= 0
                                    && station.lines().size() >= station.lines().lastIndexOf(">And after.") + 4
                                    && station.lines()
                                            .get(station.lines().size() - 1)
                                            .equals(">"),
                            station::lines);
                }
            }
            // the keystroke log, replayed, gives the transcript line for line: nothing lost, nothing torn
            List<FolderCheck.Finding> findings = FolderCheck.check(disk);
            assertThat(findings).isNotEmpty().allMatch(f -> f.state() == FolderCheck.State.OK, findings.toString());
            String transcript;
            try (var files = Files.list(disk.resolve("E1"))) {
                transcript = Files.readString(files.filter(f -> f.toString().endsWith(".TXT"))
                        .findFirst()
                        .orElseThrow());
            }
            assertThat(transcript)
                    .contains("Before the disk filled.", "While it is full, every key still counts.", "And after.");
        } finally {
            // lazily: the directory goes as soon as nothing holds it
            new ProcessBuilder("umount", "-l", disk.toString())
                    .inheritIO()
                    .start()
                    .waitFor();
        }
    }

    /** A 256 KB tmpfs: real ENOSPC, with no harm to the machine's own disk. Needs root, which CI has. */
    private static void mountSmallDisk(Path where) throws IOException, InterruptedException {
        Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", where.toString())
                .redirectErrorStream(true)
                .start();
        boolean mounted = mount.waitFor() == 0;
        if (System.getenv("CI") != null) {
            assertThat(mounted).as("mounting a small tmpfs (CI runs as root)").isTrue();
        } else {
            assumeTrue(mounted, "cannot mount a tmpfs here (needs root)");
        }
    }

    /** Fills the disk to the last byte. */
    private static Path fill(Path disk) throws IOException {
        Path filler = disk.resolve("filler");
        byte[] block = new byte[4096];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) {
                out.write(block);
            }
        } catch (IOException full) {
            // no space left: exactly what is wanted
        }
        return filler;
    }

    /** Where this test's lines begin in the operator log, which other tests share. */
    private static int logFrom;

    private static String opsLog() {
        try {
            String log = Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
            return log.substring(Math.min(logFrom, log.length()));
        } catch (IOException e) {
            return "";
        }
    }
}
