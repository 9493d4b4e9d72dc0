package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.entity.EntryDisks;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.relay.testing.TestScripts;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/**
 * Issue 38: the real {@code bin/relay}, SIGKILLed while a stateful entry thinks and again while a
 * paced reply is typed onto the judge's screen, then started again as docs/faults.md says. The
 * entry (a program in its sandbox, which dies with the relay) still knows the judge's name each
 * time: the restarted relay gives it the conversation's earlier messages again, sets its answers
 * aside, and the judge sees and the record holds every line once.
 */
class EntryMemoryIT {

    private static final Duration DEADLINE = Duration.ofSeconds(60);
    private static final String STORY = "Once upon a time a program forgot a name, and the judge knew at once.";

    @TempDir
    Path folder;

    @Test
    void aStatefulEntryStillKnowsTheJudgesNameAfterTheRelayIsKilledMidAnswerAndMidReply() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        Path entry = Files.createDirectories(folder.resolve("entry"));
        TestScripts.copy("/entries/name-entry.py", entry);
        // under a relay run as root the entry writes in a disk of its own, which outlives the relay's SIGKILL;
        // elsewhere
        // in its folder, uncapped
        boolean capped = EntryDisks.unavailable().isEmpty();
        Path contest = Files.writeString(folder.resolve("contest.yaml"), """
            name: Memory
            listen: 127.0.0.1:%d
            pacing: { typing: human, composing: none }
            terminals:
              T1: { entity: E1 }
            entities:
              E1:
                program: [python3, name-entry.py, '4', heard.txt]
                directory: entry
                writable: true
                limits: { disk: %s }
                prompt: 'you> '
                name: Remembers
                author: Tester
            """.formatted(port, capped ? "16m" : "none"));
        Path heard = capped ? folder.resolve("disks/E1/heard.txt") : entry.resolve("heard.txt");
        HeadlessStation station = new HeadlessStation("T1");
        Process relay = start(contest);
        String heardInTheEnd;
        try (RelayConnection link =
                new RelayConnection(StationMain.tcpTo(new HostPort("127.0.0.1", port)), "T1", station).start()) {
            say(link, "my name is Harry");
            awaitShown(station, "Nice to meet you, Harry.", 1);

            // killed while the entry thinks about the question (it takes 4 s)
            say(link, "what is my name");
            Eventually.waitFor(
                    "the entry thinking about the question",
                    DEADLINE,
                    () -> read(heard).endsWith("what is my name\n"),
                    () -> read(heard));
            kill(relay, station);
            relay = start(contest);
            awaitShown(station, "Your name is Harry.", 1);

            // killed while the story is being typed onto the judge's screen at a person's pace
            say(link, "tell me a story");
            Eventually.waitFor(
                    "the story half typed",
                    DEADLINE,
                    () -> {
                        String typing = station.lines().getLast();
                        return typing.startsWith("Once upon") && typing.length() < STORY.length() - 20;
                    },
                    station::lines);
            kill(relay, station);
            relay = start(contest);
            awaitShown(station, STORY, 1);

            say(link, "what is my name");
            awaitShown(station, "Your name is Harry.", 2);
            Eventually.waitFor(
                    "the prompt back", DEADLINE, () -> station.lines().getLast().equals(">"));
            assertThat(station.lines())
                    .as("every line once, no catching up answer among them")
                    .containsExactly(
                            ">my name is Harry",
                            ">",
                            "Nice to meet you, Harry.",
                            ">what is my name",
                            ">",
                            "Your name is Harry.",
                            ">tell me a story",
                            ">",
                            STORY,
                            ">what is my name",
                            ">",
                            "Your name is Harry.",
                            ">");
        } finally {
            relay.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            heardInTheEnd = read(heard);
            unmount(folder.resolve("disks/E1"));
        }

        List<String> transcript = Files.readAllLines(RecordFiles.transcript(folder.resolve("transcripts/E1")));
        assertThat(transcript.subList(3, transcript.size()).stream()
                        .map(line -> line.replaceFirst("\\[\\d\\d:\\d\\d:\\d\\d]", " ")))
                .as("the record holds every line once")
                .containsExactly(
                        "JUDGE00 my name is Harry",
                        "PROGRAM Nice to meet you, Harry.",
                        "JUDGE00 what is my name",
                        "PROGRAM Your name is Harry.",
                        "JUDGE00 tell me a story",
                        "PROGRAM " + STORY,
                        "JUDGE00 what is my name",
                        "PROGRAM Your name is Harry.");
        assertThat(heardInTheEnd)
                .as("each new entry heard the earlier messages again, then went on")
                .isEqualTo(String.join(
                        "\n",
                        "my name is Harry",
                        "what is my name",
                        // after the first kill: caught up, then asked the question again
                        "my name is Harry",
                        "what is my name",
                        "tell me a story",
                        // after the second: caught up on all three, the story among them
                        "my name is Harry",
                        "what is my name",
                        "tell me a story",
                        "what is my name",
                        ""));
        String log = Files.readString(folder.resolve("logs/relay.log"));
        Matcher caughtUp = Pattern.compile(
                        "entity E1 caught up: (\\d+) earlier message\\(s\\) given again, answers set aside \\((\\d+) ms\\)")
                .matcher(log);
        List<String> catchUps = caughtUp.results()
                .map(found -> found.group(1) + " message(s) in " + found.group(2) + " ms")
                .toList();
        System.out.println("catch-ups after the two kills: " + catchUps);
        assertThat(catchUps).hasSize(2);
        assertThat(catchUps.get(0)).startsWith("1 message(s)");
        assertThat(catchUps.get(1)).startsWith("3 message(s)");
        RelayProcess.Check check = RelayProcess.checkTranscripts(folder.resolve("transcripts"));
        assertThat(check.exitCode()).as(check.report()).isZero();
    }

    private static void say(RelayConnection link, String message) {
        Key.typing(message + "\r\r").forEach(link::send);
    }

    private static void awaitShown(HeadlessStation station, String line, int times) {
        Eventually.waitFor(
                "'" + line + "' shown " + times + " time(s)",
                DEADLINE,
                () -> java.util.Collections.frequency(station.lines(), line) >= times
                        && station.lines().getLast().equals(">"),
                station::lines);
    }

    private static void kill(Process relay, HeadlessStation station) throws InterruptedException {
        relay.destroyForcibly();
        assertThat(relay.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(relay.exitValue()).as("killed by SIGKILL").isEqualTo(128 + 9);
        Eventually.waitFor(
                "the station to notice", DEADLINE, () -> station.link().startsWith("lost the relay"));
    }

    private Process start(Path contest) throws Exception {
        return RelayProcess.onContest(contest, folder.resolve("logs"));
    }

    /** The entry's disk, which a killed relay leaves mounted (the next start uses it), unmounted as a stopping relay would. */
    private static void unmount(Path disk) {
        if (Files.isDirectory(disk)) {
            // the killed relay's entry goes with it a moment later: until then its disk is in use
            Eventually.waitFor("the entry's disk unmounted", DEADLINE, () -> {
                try {
                    return new ProcessBuilder("umount", disk.toString()).start().waitFor() == 0;
                } catch (IOException | InterruptedException e) {
                    return false;
                }
            });
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }
}
