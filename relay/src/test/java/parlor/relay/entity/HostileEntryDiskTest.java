package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ch.qos.logback.classic.spi.ILoggingEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.ops.Alerts;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.OpsEvents;
import parlor.relay.testing.RecordingListener;
import parlor.relay.testing.TestScripts;

/**
 * An entry in its sandbox, as the relay runs it, that writes in its folder ({@code writable: true,
 * limits: { disk: 20m }}) until it cannot, trying for three times its cap: its writes stop at the
 * cap with "no space left on device", what it wrote is there after a restart of the entry and of
 * the relay, the operator's log and console are told once, with its name, and its own folder on
 * the relay's disk is as its author left it.
 */
class HostileEntryDiskTest {

    private static final Duration DEADLINE = Duration.ofSeconds(60);
    private static final long CAP = 20L << 20;

    @TempDir
    Path folder;

    @Test
    void aWritableFolderStopsAtItsCapAndKeepsWhatWasWrittenAcrossRestarts() throws Exception {
        assumeTrue(
                (Sandbox.unavailable().isEmpty() && EntryDisks.unavailable().isEmpty()) || System.getenv("CI") != null,
                "no sandbox or no disk caps here: " + Sandbox.unavailable() + " " + EntryDisks.unavailable());
        Path own = Files.createDirectories(folder.resolve("E1"));
        TestScripts.copy("/entries/disk-filler-entry.py", own);
        EntitySpec.Program entry = (EntitySpec.Program) ContestLoader.entry(
                "E1",
                "{ program: [python3, disk-filler-entry.py, '60'], prompt: 'you> ', directory: E1, writable: true,"
                        + " limits: { disk: 20m } }",
                "the test",
                folder);
        Path image = entry.isolation().disk().orElseThrow().image();
        List<String> alerts = new CopyOnWriteArrayList<>();
        try (OpsEvents log = new OpsEvents();
                Alerts console = Alerts.listening();
                Alerts.Subscription ignored = console.subscribe(alert -> alerts.add(alert.line()))) {
            long began = System.nanoTime();
            String filled = ask(entry, "fill");
            long took = (System.nanoTime() - began) / 1_000_000;

            assertThat(filled).matches("wrote \\d+ bytes, then No space left on device");
            long wrote = Long.parseLong(filled.split(" ")[1]);
            assertThat(wrote).as("written before the cap stopped it").isBetween(CAP * 85 / 100, CAP);
            assertThat(ask(entry, "size"))
                    .as("after a restart of the entry")
                    .isEqualTo("notes.bin holds " + wrote + " bytes");
            EntryDisks.unmount(image);
            assertThat(EntryDisks.mountedNow()).doesNotContain(image);
            assertThat(ask(entry, "size"))
                    .as("after a restart of the relay")
                    .isEqualTo("notes.bin holds " + wrote + " bytes");

            Eventually.waitFor(
                    "the operator told",
                    DEADLINE,
                    () -> !log.named("entity-disk-full").isEmpty());
            List<String> told = log.named("entity-disk-full").stream()
                    .map(ILoggingEvent::getFormattedMessage)
                    .toList();
            assertThat(told)
                    .as("once")
                    .singleElement()
                    .asString()
                    .matches(
                            "entry E1 FILLED ITS DISK at \\d\\d:\\d\\d:\\d\\d \\(limits: disk 20 MB\\): its writes fail.*");
            assertThat(alerts).anySatisfy(line -> assertThat(line).startsWith("ALERT entry E1 FILLED ITS DISK at "));
            assertThat(Files.size(image))
                    .as("the disk's room, taken when it was made")
                    .isEqualTo(CAP);
            try (var left = Files.list(own)) {
                assertThat(left.map(p -> p.getFileName().toString()))
                        .as("the author's folder as it was")
                        .containsExactly("disk-filler-entry.py");
            }
            System.out.printf("wrote %d bytes of a %d-byte cap before ENOSPC, in %d ms%n", wrote, CAP, took);
        } finally {
            EntryDisks.unmount(image);
        }
    }

    /** The entry started afresh, asked one thing, and stopped: its reply. */
    private static String ask(EntitySpec.Program entry, String message) {
        RecordingListener heard = new RecordingListener();
        try (ProgramEntity program = new ProgramEntity(entry, "T1", Clock.systemUTC())) {
            program.start(heard);
            program.judgeSaid(message);
            Eventually.waitFor("the entry's reply", DEADLINE, () -> !heard.replies.isEmpty(), () -> heard.failures);
        }
        return heard.replies.getFirst().strip();
    }
}
