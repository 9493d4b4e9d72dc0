package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.station.StationMain;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keys.Key;
import parlor.transcripts.replay.Timeline;

/**
 * The real relay process stopped (SIGSTOP) for longer than a station waits before it gives the
 * link up, then let go (SIGCONT): a relay machine that hangs on swap, a virtual machine paused by
 * its host. Keys sent into the stopped relay's socket wait there, unread, while the station dials again.
 */
class RelayFrozenIT {

    private static final Duration DEADLINE = Duration.ofSeconds(40);

    @TempDir
    Path folder;

    private final List<Key> typed = new ArrayList<>();
    private RelayProcess.Started started;

    @AfterEach
    void stopRelay() {
        if (started != null) {
            started.process().destroyForcibly();
        }
    }

    @Test
    void keysTypedWhileTheRelayIsStoppedArriveOnceWhenItGoesOn() throws Exception {
        Process relay = started.process();
        HeadlessStation station = new HeadlessStation("T1");
        try (RelayConnection link = seatedAndAnswered(station)) {
            signal(relay, "STOP");
            type(link, "typed into the stopped relay");
            Eventually.waitFor(
                    "the station to give the silent link up",
                    DEADLINE,
                    () -> station.link().startsWith("lost the relay"));
            type(link, ", and after");
            signal(relay, "CONT");

            Eventually.waitFor(
                    "both parts echoed",
                    DEADLINE,
                    () -> last(station.lines()).equals(">typed into the stopped relay, and after"));
            type(link, "\r\r");
            Eventually.waitFor(
                    "a reply",
                    DEADLINE,
                    () -> station.lines().size() == 9 && last(station.lines()).equals(">"));

            KeyLogReader.Result keyLog = keyLog();
            assertThat(keyLog.skipped()).isEmpty();
            List<KeyLogLine> keys = keyLog.lines().stream()
                    .filter(l -> l.what() == KeyLogLine.What.KEY && l.who().equals("judge"))
                    .toList();
            assertThat(keys)
                    .extracting(KeyLogLine::keyName)
                    .containsExactlyElementsOf(typed.stream().map(Key::name).toList());
            assertThat(keys)
                    .extracting(KeyLogLine::keySeq)
                    .containsExactlyElementsOf(java.util.stream.LongStream.rangeClosed(1, typed.size())
                            .boxed()
                            .toList());
            assertThat(onRecord(keyLog)).isEqualTo(station.lines());
        }
    }

    /**
     * The judge's station dies while the relay is stopped, and a new one takes the terminal: the
     * relay, let go, finds the dead station's keys still waiting on its old link beside the new
     * station's hello. Whichever it reads first, the new station's screen is the record's.
     */
    @Test
    void aStationReplacedWhileTheRelayIsStoppedSeesTheConversationAsRecorded() throws Exception {
        HeadlessStation old = new HeadlessStation("T1");
        RelayConnection oldLink = seatedAndAnswered(old);
        signal(started.process(), "STOP");
        type(oldLink, "typed at the old station");
        Eventually.waitFor(
                "the old station to give the silent link up",
                DEADLINE,
                () -> old.link().startsWith("lost the relay"));
        oldLink.close();

        HeadlessStation station = new HeadlessStation("T1");
        try (RelayConnection link = new RelayConnection(StationMain.tcpTo(started.address()), "T1", station).start()) {
            Eventually.waitFor(
                    "the new station dialling", DEADLINE, () -> station.link().startsWith("connecting"));
            signal(started.process(), "CONT");
            Eventually.waitFor(
                    "the new station welcomed", DEADLINE, () -> station.link().equals("connected"));
            type(link, "\rfrom the new station\r\r");
            Eventually.waitFor(
                    "a reply at the new station",
                    DEADLINE,
                    () -> repliedAfter(station.lines(), ">from the new station"));
            System.out.println("replaced while stopped: new station shows " + station.lines());

            // the old link's keys were read before the new station's hello (and shown), after it (and logged as not
            // applied, see
            // DisplacedStationTest), or never: the new station's arrival closes the old link, and what waited on it
            // goes with it
            assertThat(onRecord(keyLog())).isEqualTo(station.lines());
            RelayProcess.Check check = RelayProcess.checkTranscripts(folder.resolve("transcripts"));
            assertThat(check.exitCode()).as(check.report()).isZero();
            assertThat(check.report()).doesNotContain("PROBLEM");
        }
    }

    /** A station at T1 whose judge has sat down and had an answer: the conversation the freeze falls in. */
    private RelayConnection seatedAndAnswered(HeadlessStation station) {
        RelayConnection link = new RelayConnection(StationMain.tcpTo(started.address()), "T1", station).start();
        type(link, "@@05\r\r");
        Eventually.waitFor(
                "judge 05 seated",
                DEADLINE,
                () -> station.judge() == 5 && station.lines().size() == 3);
        type(link, "Hello there\r\r");
        Eventually.waitFor(
                "a reply",
                DEADLINE,
                () -> station.lines().size() == 6 && last(station.lines()).equals(">"));
        return link;
    }

    private KeyLogReader.Result keyLog() throws Exception {
        return KeyLogReader.read(
                Files.newBufferedReader(
                        RecordFiles.keystrokes(folder.resolve("transcripts").resolve("E1"))),
                "keys");
    }

    /** The screen the keystroke log replays to, as an organiser's replay would show it. */
    private static List<String> onRecord(KeyLogReader.Result keyLog) {
        return Timeline.ofKeyLog(keyLog.lines(), "keys")
                .screenAt(java.time.Instant.MAX)
                .lines();
    }

    @BeforeEach
    void startRelay() throws Exception {
        Path contestFile = folder.resolve("contest.yaml");
        Files.writeString(contestFile, """
            name: Freeze test
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { demo: true }
            """);
        started = RelayProcess.start(
                "--contest",
                contestFile.toString(),
                "--listen",
                "127.0.0.1:0",
                "--transcripts",
                folder.resolve("transcripts").toString(),
                "--logs",
                folder.resolve("logs").toString());
    }

    private static void signal(Process relay, String signal) throws Exception {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(relay.pid()))
                .inheritIO()
                .start();
        assertThat(kill.waitFor()).as("kill -" + signal).isZero();
    }

    private void type(RelayConnection link, String text) {
        Key.typing(text).forEach(key -> {
            typed.add(key);
            link.send(key);
        });
    }

    /** True once {@code line} is followed by the entry's reply and a fresh prompt. */
    private static boolean repliedAfter(List<String> lines, String line) {
        int at = lines.indexOf(line);
        return at >= 0
                && lines.size() >= at + 4
                && !lines.get(at + 2).startsWith(">")
                && last(lines).equals(">");
    }

    private static String last(List<String> lines) {
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }
}
