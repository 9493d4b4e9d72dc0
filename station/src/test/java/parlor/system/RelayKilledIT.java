package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordFiles;
import parlor.station.StationMain;
import parlor.transcripts.keys.Key;

/** The real relay process, killed with SIGKILL mid-conversation: its transcript keeps every line shown. */
class RelayKilledIT {

    private static final Duration DEADLINE = Duration.ofSeconds(30);

    @TempDir
    Path folder;

    @Test
    void everyLineTheJudgeSawIsInTheTranscriptAfterSigkill() throws Exception {
        Path contestFile = folder.resolve("contest.yaml");
        Files.writeString(contestFile, """
            name: Kill test
            listen: 127.0.0.1:7070
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { demo: true, name: Demo, author: Parlor }
            """);
        Path transcripts = folder.resolve("elsewhere");
        RelayProcess.Started started = startRelay(contestFile, transcripts);
        Process relay = started.process();
        try {
            HostPort address = started.address();
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(address), "T1", station).start()) {
                type(link, "@@05\r\r");
                Eventually.waitFor(
                        "judge 05 seated",
                        DEADLINE,
                        () -> station.judge() == 5 && station.lines().size() == 3);
                for (String question : List.of("Hello there", "I am a judge today", "Are you a computer?")) {
                    int before = station.lines().size();
                    type(link, question + "\r\r");
                    Eventually.waitFor(
                            "a reply to " + question,
                            DEADLINE,
                            () -> station.lines().size() == before + 3
                                    && station.lines().get(before + 2).equals(">"));
                }
                type(link, "This line is finished\rthis one is not");
                Eventually.waitFor(
                        "the echo of the unfinished line",
                        DEADLINE,
                        () -> station.lines().get(station.lines().size() - 1).equals(">this one is not"));

                relay.destroyForcibly();
                assertThat(relay.waitFor(10, TimeUnit.SECONDS)).isTrue();
                assertThat(relay.exitValue()).as("killed by SIGKILL").isEqualTo(128 + 9);
                Eventually.waitFor(
                        "the station to notice", DEADLINE, () -> station.link().startsWith("lost the relay"));

                List<String> shown = wordsShown(station.lines());
                List<String> recorded =
                        Files.readAllLines(RecordFiles.transcript(transcripts.resolve("E1")), StandardCharsets.UTF_8);
                assertThat(recorded.get(3)).isEqualTo("*** JUDGE05 ***");
                assertThat(recorded.subList(4, recorded.size()).stream()
                                .map(line -> line.replaceFirst("\\[\\d\\d:\\d\\d:\\d\\d]", " ")))
                        .containsExactlyElementsOf(shown);

                // record before echo: every key the station saw echoed is in the keystroke log, in order
                var keyLog = parlor.transcripts.keylog.KeyLogReader.read(
                        Files.newBufferedReader(RecordFiles.keystrokes(transcripts.resolve("E1"))), "keys");
                assertThat(keyLog.skipped()).isEmpty();
                var keyLines = keyLog.lines().stream()
                        .filter(l -> l.what() == parlor.transcripts.keylog.KeyLogLine.What.KEY)
                        .toList();
                assertThat(keyLines)
                        .extracting(parlor.transcripts.keylog.KeyLogLine::keyName)
                        .containsExactlyElementsOf(typed.stream().map(Key::name).toList());
                // each key once: the station's numbers run 1, 2, 3... with no gap and no repeat
                assertThat(keyLines)
                        .extracting(parlor.transcripts.keylog.KeyLogLine::keySeq)
                        .containsExactlyElementsOf(java.util.stream.LongStream.rangeClosed(1, typed.size())
                                .boxed()
                                .toList());

                // the organiser's check names the interrupted conversation; nothing is broken
                RelayProcess.Check check = RelayProcess.checkTranscripts(transcripts);
                assertThat(check.exitCode()).as(check.report()).isZero();
                assertThat(check.report())
                        .contains(
                                "INTERRUPTED E1/LP",
                                "the judge was typing a message (1 finished line(s), current line 'this one is not')",
                                "1 conversation(s): 0 ok, 1 interrupted, 0 with problems");
            }
        } finally {
            relay.destroyForcibly();
        }
    }

    @Test
    void killedWhileTheJudgeTypesAtFullSpeedEverythingTheJudgeSawIsOnRecord() throws Exception {
        Path contestFile = folder.resolve("contest.yaml");
        Files.writeString(contestFile, """
            name: Kill at full speed
            durability: flush
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { demo: true }
            """);
        Path transcripts = folder.resolve("transcripts");
        RelayProcess.Started started = startRelay(contestFile, transcripts);
        Process relay = started.process();
        try {
            HostPort address = started.address();
            HeadlessStation station = new HeadlessStation("T1");
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(address), "T1", station).start()) {
                Eventually.waitFor("connected", DEADLINE, () -> station.link().equals("connected"));
                var typing = new java.util.concurrent.atomic.AtomicBoolean(true);
                var typed = new java.util.concurrent.atomic.AtomicInteger();
                Thread typist = Thread.ofVirtual().start(() -> {
                    // lines of 40 keys, every fourth line sent as a message the demo entry answers
                    for (int line = 0; typing.get(); line++) {
                        String text = "line " + line + " typed as fast as the link takes it..."
                                + (line % 4 == 3 ? "\r\r" : "\r");
                        for (Key key : Key.typing(text)) {
                            link.send(key);
                            typed.incrementAndGet();
                        }
                    }
                });
                Eventually.waitFor(
                        "a few replies while typing",
                        DEADLINE,
                        () -> station.lines().stream()
                                        .filter(l -> !l.startsWith(">") && !l.isEmpty())
                                        .count()
                                >= 5);
                relay.destroyForcibly();
                assertThat(relay.waitFor(10, TimeUnit.SECONDS)).isTrue();
                Eventually.waitFor(
                        "the station to notice", DEADLINE, () -> station.link().startsWith("lost the relay"));
                typing.set(false);
                typist.join();

                List<String> seen = station.lines();
                var keyLog = parlor.transcripts.keylog.KeyLogReader.read(
                        Files.newBufferedReader(RecordFiles.keystrokes(transcripts.resolve("E1"))), "keys");
                List<String> onRecord = parlor.transcripts.replay.Timeline.ofKeyLog(keyLog.lines(), "keys")
                        .screenAt(java.time.Instant.MAX)
                        .lines();
                long recordedKeys = keyLog.lines().stream()
                        .filter(l -> l.what() == parlor.transcripts.keylog.KeyLogLine.What.KEY)
                        .count();
                System.out.printf(
                        "full-speed kill: %d keys handed to the station (some queued after the kill), %d keys on record, %d screen lines seen, %d on record%n",
                        typed.get(), recordedKeys, seen.size(), onRecord.size());

                assertThat(keyLog.skipped()).isEmpty();
                assertThat(onRecord.size()).isGreaterThanOrEqualTo(seen.size());
                assertThat(onRecord.subList(0, seen.size() - 1))
                        .as("every finished line the judge saw")
                        .isEqualTo(seen.subList(0, seen.size() - 1));
                assertThat(onRecord.get(seen.size() - 1))
                        .as("the line the judge was on")
                        .startsWith(seen.get(seen.size() - 1));

                RelayProcess.Check check = RelayProcess.checkTranscripts(transcripts);
                System.out.print(check.report());
                assertThat(check.exitCode()).as(check.report()).isZero();
                assertThat(check.report()).doesNotContain("PROBLEM");
            }
        } finally {
            relay.destroyForcibly();
        }
    }

    /** The screen's words as the transcript should have them: judge lines (not @@nn, not unfinished) and replies. */
    private static List<String> wordsShown(List<String> screen) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < screen.size() - 1; i++) {
            String line = screen.get(i);
            if (!line.startsWith(">")) {
                words.add("PROGRAM " + line);
            } else if (line.length() > 1 && !line.equals(">@@05")) {
                words.add("JUDGE05 " + line.substring(1));
            }
        }
        return words;
    }

    private RelayProcess.Started startRelay(Path contestFile, Path transcripts) throws Exception {
        return RelayProcess.start(
                "--contest",
                contestFile.toString(),
                "--listen",
                "127.0.0.1:0",
                "--transcripts",
                transcripts.toString(),
                "--logs",
                folder.resolve("logs").toString());
    }

    private final List<Key> typed = new ArrayList<>();

    private void type(RelayConnection link, String text) {
        Key.typing(text).forEach(key -> {
            typed.add(key);
            link.send(key);
        });
    }
}
