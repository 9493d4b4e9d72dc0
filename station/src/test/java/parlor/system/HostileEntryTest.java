package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/** Entries that misbehave: what reaches the judge's screen stays clean, the relay stays responsive, nothing is lost. */
class HostileEntryTest {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @TempDir
    Path folder;

    @Test
    void escapeSequencesNulInvalidUtf8AndTenMegabytesNeverReachTheJudge() throws Exception {
        // answers with every kind of rubbish, then floods 10 MB, then answers normally
        Path entry = Files.writeString(folder.resolve("hostile.pl"), """
            $| = 1;
            binmode STDOUT;
            my $n = 0;
            while (my $line = <STDIN>) {
                $n++;
                if ($n == 1) { print "\\e[2J\\e[H\\e]0;pwned\\a clear \\x00nul\\x00 \\xff\\xfe bad \\x9b31m red\\e[0m end\\n"; }
                elsif ($n == 2) { print(("x" x 1023) . "\\n") for 1 .. 10240; }
                else { print "still here\\n"; }
            }
            """);
        String yaml = """
            name: Hostile
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [perl, %s], quiet: 500ms }
            """.formatted(entry);
        List<String> drawn = new CopyOnWriteArrayList<>();
        HeadlessStation station = new HeadlessStation("T1") {
            @Override
            public synchronized void received(LinkMessage message) {
                if (message instanceof LinkMessage.Draw draw && draw.event() instanceof ScreenEvent.EntityLine line) {
                    drawn.add(line.text());
                }
                super.received(message);
            }
        };
        try (Relay relay = new Relay(ContestLoader.parse(yaml, "hostile.yaml", folder), Clock.systemDefaultZone())
                        .start();
                RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
            type(link, "rubbish please\r\r");
            Eventually.waitFor("the first answer", DEADLINE, () -> !drawn.isEmpty(), station::lines);
            long start = System.nanoTime();
            type(link, "flood please\r\r");
            Eventually.waitFor("the flood to end", DEADLINE, () -> drawn.size() > 1, () -> drawn.size());
            type(link, "are you ok?\r\r");
            Eventually.waitFor(
                    "a normal answer after the flood",
                    DEADLINE,
                    () -> drawn.contains("still here"),
                    () -> drawn.size());
            System.out.printf(
                    "hostile entry: 10 MB flood answered and the next message answered %d ms after the flood began%n",
                    (System.nanoTime() - start) / 1_000_000);
        }
        // a lone 0x9B byte is not UTF-8: it is dropped as undecodable, not obeyed as a C1 control; its "31m" stays as
        // text
        assertThat(drawn.get(0)).isEqualTo("clear nul  bad 31m red end");
        assertThat(drawn)
                .allSatisfy(line -> assertThat(line.chars())
                        .noneMatch(c -> c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0xfffd));
        assertThat(drawn).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(78));
        assertThat(drawn.size()).as("the flood, bounded").isLessThan(200);
    }

    @Test
    void anEntryKilledMidReplyIsRestartedAndTheConversationGoesOn() throws Exception {
        Path marker = folder.resolve("pid");
        // replies end only at the prompt, never by silence; the first run is killed after half a reply,
        // and only once it has written that half (the marker comes after it); later runs answer at once.
        // It leaves notes for its next run and for the test in the test's folder: no sandbox for it
        Path entry = Files.writeString(folder.resolve("slow.sh"), """
            printf '> '
            if [ -e "%1$s.done" ]; then while read l; do echo "answer: $l"; printf '> '; done; fi
            touch "%1$s.done"
            while read l; do printf 'thinking about '; echo $$ > "%1$s"; sleep 600; done
            """.formatted(marker));
        String yaml = """
            name: Killed
            listen: 127.0.0.1:0
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [sh, %s], prompt: '> ', isolation: none }
            """.formatted(entry);
        HeadlessStation station = new HeadlessStation("T1");
        try (Relay relay =
                        new Relay(ContestLoader.parse(yaml, "killed.yaml", folder), Clock.systemDefaultZone()).start();
                RelayConnection link = new RelayConnection(StationMain.tcpTo(relay.listen()), "T1", station).start()) {
            type(link, "What do you grow?\r\r");
            Eventually.waitFor("the entry to start its reply", DEADLINE, () -> Files.exists(marker));
            long pid = Long.parseLong(Files.readString(marker).strip());
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);

            Eventually.waitFor(
                    "the restarted entry's answer",
                    DEADLINE,
                    () -> station.lines().contains("answer: What do you grow?"),
                    station::lines);
            assertThat(station.notice()).isEmpty();
        }
        String opsLog = Files.readString(Path.of(System.getProperty("parlor.logs"), "relay.log"));
        assertThat(opsLog).contains("entity E1 stopped (program exited with status");
    }

    private static void type(RelayConnection link, String text) {
        Key.typing(text).forEach(link::send);
    }
}
