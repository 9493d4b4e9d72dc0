package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.OpsEvents;
import parlor.relay.testing.RecordFiles;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * A confederate's reply at a person's pace: the judge sees it as the confederate types it, the
 * correction window behind, so the judge waits for the person once; what the confederate erases
 * within the window never reaches the judge, and what has gone cannot be erased at the desk. A relay
 * stopped half way through such a reply shows the rest once, and records it once.
 */
class WindowedConfederateTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final Duration WINDOW = Duration.ofSeconds(1);
    private static final String CONTEST = """
        name: Back room
        listen: 127.0.0.1:0
        pacing: { typing: human, correction_window: 1s }
        terminals:
          T1: { entity: C1, judge: 3 }
        entities:
          C1: { confederate: D1 }
        """;

    @TempDir
    Path folder;

    /** A judge's terminal that notes when each character of a reply reached it, and whether any was erased. */
    private static final class WatchingJudge extends HeadlessStation {
        final List<Long> typedAt = new CopyOnWriteArrayList<>();
        final List<ScreenEvent> erasures = new CopyOnWriteArrayList<>();

        WatchingJudge() {
            super("T1");
        }

        @Override
        public synchronized void received(LinkMessage message) {
            if (message instanceof LinkMessage.Draw draw) {
                switch (draw.event()) {
                    case ScreenEvent.EntityType typed -> typedAt.add(System.nanoTime());
                    case ScreenEvent.Erase erase -> erasures.add(erase);
                    default -> {}
                }
            }
            super.received(message);
        }
    }

    @Test
    void theJudgeSeesTheReplyAsTypedAWindowBehindWithoutItsCorrections() throws Exception {
        Contest contest = ContestLoader.parse(CONTEST, "room.yaml", folder);
        WatchingJudge judge = new WatchingJudge();
        HeadlessStation desk = new HeadlessStation("D1");
        long firstKey;
        long sent;
        try (Relay relay = new Relay(contest, Clock.systemUTC()).start();
                RelayConnection judgeLink = judge.connect(relay.listen(), "judge");
                RelayConnection deskLink = desk.connect(relay.listen(), "confederate")) {
            ask(judge, judgeLink, desk, "where do you live");
            firstKey = System.nanoTime();
            type(deskLink, "In Lodn");
            type(deskLink, "\b\b");
            type(deskLink, "ndon");
            Eventually.waitFor(
                    "the desk's line", DEADLINE, () -> desk.lines().getLast().equals(">In London"));
            Eventually.waitFor(
                    "the first characters on the judge's screen before the reply is sent",
                    DEADLINE,
                    () -> judge.typedAt.size() >= 2,
                    judge::lines);
            assertThat(judge.lines().getLast())
                    .as("not sent yet: the reply is being typed, no prompt after it")
                    .startsWith("In");
            type(deskLink, "\r\r");
            sent = System.nanoTime();
            Eventually.waitFor(
                    "the reply whole and the judge's turn",
                    DEADLINE,
                    () -> judge.lines().equals(List.of(">where do you live", ">", "In London", ">")),
                    judge::lines);
        }
        assertThat(judge.erasures).as("the correction made within the window").isEmpty();
        assertThat(judge.typedAt).as("one draw per character the judge sees").hasSize("In London".length());
        assertThat(Duration.ofNanos(judge.typedAt.getFirst() - firstKey))
                .as("the first character, the window behind the confederate's first key")
                .isGreaterThanOrEqualTo(WINDOW)
                .isLessThan(WINDOW.plusSeconds(2));
        assertThat(Duration.ofNanos(judge.typedAt.getLast() - sent))
                .as("the last character, at most the window after the reply left the confederate's fingers")
                .isLessThan(WINDOW.plusMillis(500));
        Path keys = RecordFiles.keystrokes(folder.resolve("transcripts/C1"));
        assertThat(Files.readString(keys)).doesNotContain("C1 key BackSpace");
        assertThat(Files.readString(RecordFiles.transcript(folder.resolve("transcripts/C1"))))
                .containsPattern("PROGRAM\\[\\d\\d:\\d\\d:\\d\\d]In London\\r\\n");
    }

    @Test
    void whatHasGoneToTheJudgeCannotBeErasedAndTheConfederateIsToldWhy() throws Exception {
        Contest contest = ContestLoader.parse(CONTEST, "room.yaml", folder);
        WatchingJudge judge = new WatchingJudge();
        HeadlessStation desk = new HeadlessStation("D1");
        try (Relay relay = new Relay(contest, Clock.systemUTC()).start();
                RelayConnection judgeLink = judge.connect(relay.listen(), "judge");
                RelayConnection deskLink = desk.connect(relay.listen(), "confederate")) {
            ask(judge, judgeLink, desk, "favourite colour");
            type(deskLink, "blue");
            Eventually.waitFor("blue on the judge's screen", DEADLINE, () -> judge.typedAt.size() == 4, judge::lines);
            type(deskLink, "\b");
            Eventually.waitFor(
                    "the desk told", DEADLINE, () -> desk.notice().equals(LineDiscipline.SHOWN), desk::notice);
            type(deskLink, "!\r\r");
            Eventually.waitFor(
                    "the reply as typed",
                    DEADLINE,
                    () -> judge.lines().equals(List.of(">favourite colour", ">", "blue!", ">")),
                    judge::lines);
        }
        assertThat(desk.lines()).contains(">blue!");
        assertThat(judge.erasures).isEmpty();
    }

    @Test
    void aRelayStoppedHalfWayThroughShowsTheRestOnceAndRecordsItOnce() throws Exception {
        Contest contest = ContestLoader.parse(CONTEST, "room.yaml", folder);
        Relay relay = new Relay(contest, Clock.systemUTC()).start();
        HostPort address = relay.listen();
        WatchingJudge judge = new WatchingJudge();
        HeadlessStation desk = new HeadlessStation("D1");
        try (RelayConnection judgeLink = judge.connect(address, "judge");
                RelayConnection deskLink = desk.connect(address, "confederate")) {
            ask(judge, judgeLink, desk, "what did you eat");
            type(deskLink, "toast");
            Eventually.waitFor("toast shown", DEADLINE, () -> judge.typedAt.size() == 5, judge::lines);
            type(deskLink, " and jam");
            Eventually.waitFor(
                    "the desk's line", DEADLINE, () -> desk.lines().getLast().equals(">toast and jam"));
            relay.close();
            relay = new Relay(contest.withListen(address), Clock.systemUTC()).start();
            relay.listen();
            Eventually.waitFor(
                    "both stations back",
                    DEADLINE,
                    () -> judge.link().equals("connected") && desk.link().equals("connected"));
            Eventually.waitFor(
                    "the keys held when the relay stopped, shown",
                    DEADLINE,
                    () -> judge.lines().getLast().equals("toast and jam"),
                    judge::lines);
            type(deskLink, ", tea\r\r");
            Eventually.waitFor(
                    "the reply whole",
                    DEADLINE,
                    () -> judge.lines().getLast().equals(">") && judge.lines().contains("toast and jam, tea"),
                    judge::lines);
        } finally {
            relay.close();
        }
        assertThat(Collections.frequency(judge.lines(), "toast and jam, tea")).isEqualTo(1);
        List<String> transcript = Files.readAllLines(RecordFiles.transcript(folder.resolve("transcripts/C1")));
        assertThat(transcript.stream().filter(line -> line.contains("PROGRAM")))
                .singleElement()
                .satisfies(line -> assertThat(line).endsWith("]toast and jam, tea"));
    }

    @Test
    void aRestartedRelayPacesProgramsAsTheOneBeforeHadLearnedFromTheConfederate() throws Exception {
        Contest contest = ContestLoader.parse(CONTEST, "room.yaml", folder);
        Relay relay = new Relay(contest, Clock.systemUTC()).start();
        HostPort address = relay.listen();
        HeadlessStation judge = new HeadlessStation("T1");
        HeadlessStation desk = new HeadlessStation("D1");
        try (RelayConnection judgeLink = judge.connect(address, "judge");
                RelayConnection deskLink = desk.connect(address, "confederate")) {
            for (String question : List.of("hello", "how are you")) {
                ask(judge, judgeLink, desk, question);
                type(deskLink, "fine\r\r");
                Eventually.waitFor(
                        "the answer to " + question,
                        DEADLINE,
                        () -> judge.lines().getLast().equals(">")
                                && Collections.frequency(judge.lines(), "fine")
                                        == List.of("hello", "how are you").indexOf(question) + 1,
                        judge::lines);
            }
        } finally {
            relay.close();
        }
        try (OpsEvents ops = new OpsEvents();
                Relay again = new Relay(contest, Clock.systemUTC()).start()) {
            assertThat(ops.named("pace-on-record"))
                    .singleElement()
                    .satisfies(event ->
                            assertThat(OpsEvents.field(event, "replies")).isEqualTo("2"));
        }
    }

    @Test
    void typedLiveTheJudgeSeesEachKeyAtOnceCorrectionsAndAll() throws Exception {
        Contest contest = ContestLoader.parse(
                CONTEST.replace("pacing: { typing: human, correction_window: 1s }", "pacing: { typing: live }"),
                "room.yaml",
                folder);
        WatchingJudge judge = new WatchingJudge();
        HeadlessStation desk = new HeadlessStation("D1");
        try (Relay relay = new Relay(contest, Clock.systemUTC()).start();
                RelayConnection judgeLink = judge.connect(relay.listen(), "judge");
                RelayConnection deskLink = desk.connect(relay.listen(), "confederate")) {
            ask(judge, judgeLink, desk, "ready");
            long typed = System.nanoTime();
            type(deskLink, "yse");
            Eventually.waitFor("the keys on the judge's screen", DEADLINE, () -> judge.typedAt.size() == 3);
            assertThat(Duration.ofNanos(judge.typedAt.getFirst() - typed))
                    .as("shown as typed, no window")
                    .isLessThan(Duration.ofMillis(500));
            type(deskLink, "\b\bes\r\r");
            Eventually.waitFor(
                    "the reply as corrected",
                    DEADLINE,
                    () -> judge.lines().equals(List.of(">ready", ">", "yes", ">")),
                    judge::lines);
        }
        assertThat(judge.erasures)
                .as("2009 as written: the person's corrections show")
                .hasSize(2);
    }

    private static void ask(HeadlessStation judge, RelayConnection judgeLink, HeadlessStation desk, String question) {
        Eventually.waitFor(
                "the judge at a prompt",
                DEADLINE,
                () -> !judge.lines().isEmpty() && judge.lines().getLast().equals(">"),
                judge::lines);
        Key.typing(question + "\r\r").forEach(judgeLink::send);
        Eventually.waitFor(
                "the question at the desk", DEADLINE, () -> desk.lines().contains(question), desk::lines);
    }

    private static void type(RelayConnection link, String keys) {
        Key.typing(keys).forEach(link::send);
    }
}
