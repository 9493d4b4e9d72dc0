package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.console.RelayControls;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.day.DayDraw;
import parlor.relay.link.HostPort;
import parlor.relay.link.RelayConnection;
import parlor.relay.server.Relay;
import parlor.relay.testing.Eventually;
import parlor.transcripts.keys.Key;
import parlor.transcripts.testing.Modes;

/**
 * A contest day going wrong the ways real days did. The relay stopped and started again in the
 * middle of a phase, with the same stations running throughout: the stations type again, the sides
 * stay as drawn, and nothing is shown or recorded twice. A side ending while a reply is typed.
 */
class DayFaultsTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String ENTRY =
            "$|=1; print \"ready> \"; while (my $l = <STDIN>) { chomp $l; print \"%s heard: $l\\nready> \" }";

    @TempDir
    Path folder;

    private final List<AutoCloseable> open = new ArrayList<>();
    private final Map<String, HeadlessStation> seats = new LinkedHashMap<>();
    private final Map<String, RelayConnection> links = new LinkedHashMap<>();
    private Relay relay;
    private HostPort address;
    /** The operator log is shared by every test of the run: this test reads its own part, from here. */
    private final long opsLogAtStart = opsLog().toFile().length();

    private static Path opsLog() {
        return Path.of(System.getProperty("parlor.logs"), "relay.log");
    }

    private String logSoFar() {
        try {
            return opsLogSinceStart();
        } catch (java.io.IOException e) {
            return "";
        }
    }

    private String opsLogSinceStart() throws java.io.IOException {
        byte[] all = Files.readAllBytes(opsLog());
        return new String(
                all,
                (int) Math.min(opsLogAtStart, all.length),
                (int) Math.max(0, all.length - opsLogAtStart),
                java.nio.charset.StandardCharsets.UTF_8);
    }

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable closeable : open.reversed()) {
            closeable.close();
        }
        if (relay != null) {
            relay.close();
        }
    }

    /** A 2009 day of two judges, two entries and one confederate, without a seed: the sides are drawn at random. */
    private static String day(String more) {
        return """
            name: Restarted day
            listen: 127.0.0.1:0
            rules: loebner-2009
            timing: { talk: 2h, review: 1h, break: 1h }
            %s
            terminals:
              T1: { judge: 1 }
              T2: { judge: 2 }
            entities:
              E1: { program: [perl, -e, '%s'], prompt: 'ready>\\s*' }
              E2: { program: [perl, -e, '%s'], prompt: 'ready>\\s*' }
              C1: { confederate: D1 }
            """.formatted(more, ENTRY.formatted("E1"), ENTRY.formatted("E2"));
    }

    @Test
    void afterARestartMidRoundTheJudgeTypesAgainWithTheSameSidesAndSeesNothingTwice() throws Exception {
        String yaml = day("");
        startDay(yaml);
        Map<String, String> sides = sides();
        String with = sides.get("T1");
        converse("T1", with, "hello before the restart");

        restartRelay(yaml);
        assertThat(sides())
                .as("the same draw after the restart, though the file has no seed")
                .isEqualTo(sides);
        assertThat(relay.controls().overview().paused()).isTrue();
        relay.controls().resume();
        converse("T1", with, "hello after the restart");

        HeadlessStation judge = seats.get("T1");
        assertThat(Collections.frequency(judge.lines(), ">hello before the restart"))
                .as("the message before, once")
                .isEqualTo(1);
        assertThat(judge.lines().stream().filter(line -> line.contains("before the restart") && !line.startsWith(">")))
                .as("its answer, once")
                .hasSize(1);
        String transcript = transcriptOf(with, "T1");
        assertThat(transcript).contains("JUDGE01", "hello after the restart");
        assertThat(transcript.lines().filter(line -> line.contains("before the restart")))
                .as("each line once on record")
                .hasSize(2);
    }

    /** The contest's facts reach a program entry in a live day, and its own clock reads the contest's published date. */
    @Test
    void aProgramInALiveDayIsToldItsRoundAndItsClockReadsTheContestsDate() throws Exception {
        String facts =
                "while read l; do echo \"round $PARLOR_ROUND of $PARLOR_ROUNDS, $PARLOR_ROUND_MINUTES min, from $PARLOR_CONTEST_START,"
                        + " today $(date +%Y-%m-%d)\"; done";
        String yaml = day("seed: 11\ntimezone: Europe/London\nentry-clock: 2009-09-06T10:00")
                .replaceAll(
                        "(E[12]): \\{ program: .*",
                        "$1: { program: [sh, -c, '" + java.util.regex.Matcher.quoteReplacement(facts) + "'] }");
        startDay(yaml);
        untilT1Meets(with -> with.startsWith("E"));
        HeadlessStation judge = seats.get("T1");
        Eventually.waitFor(
                "T1 at a prompt",
                DEADLINE,
                () -> !judge.lines().isEmpty() && judge.lines().getLast().equals(">"),
                judge::lines);
        Key.typing("what round is it\r\r").forEach(links.get("T1")::send);
        Eventually.waitFor(
                "the entry's answer",
                DEADLINE,
                () -> judge.lines().stream().anyMatch(l -> l.startsWith("round ")),
                judge::lines);
        int rounds = relay.day().orElseThrow().plan().rounds();
        assertThat(judge.lines())
                .contains("round 1 of " + rounds + ", 120 min, from 2009-09-06T10:00:00+01:00, today 2009-09-06");
    }

    /** 2009: "Both entry programs and human confederates must wait until a judge starts the interaction." */
    @Test
    void aProgramThatSpeaksFirstIsNotHeardBeforeTheJudge() throws Exception {
        String first = "echo Hello I speak first; while read l; do echo \"you said $l\"; done";
        String yaml = day("seed: 11")
                .replaceAll(
                        "(E[12]): \\{ program: .*",
                        "$1: { program: [sh, -c, '" + java.util.regex.Matcher.quoteReplacement(first)
                                + "'], quiet: 300ms }");
        startDay(yaml);
        untilT1Meets(with -> with.startsWith("E"));
        String with = sides().get("T1");
        Eventually.waitFor(
                "its first words set aside",
                DEADLINE,
                () -> logSoFar().contains("entity " + with + " spoke before the judge"),
                this::logSoFar);
        HeadlessStation judge = seats.get("T1");
        Key.typing("hi there\r\r").forEach(links.get("T1")::send);
        Eventually.waitFor("the answer", DEADLINE, () -> judge.lines().contains("you said hi there"), judge::lines);
        assertThat(judge.lines())
                .as("the judge started the conversation")
                .startsWith(">hi there")
                .doesNotContain("Hello I speak first");
    }

    /** 2009: "Both entry programs and human confederates must wait until a judge starts the interaction." */
    @Test
    void aConfederateWhoSpeaksFirstIsHeldWithANoteUntilTheJudgeHasSpoken() throws Exception {
        startDay(day("seed: 11"));
        untilT1Meets(with -> with.equals("C1"));
        HeadlessStation judge = seats.get("T1");
        HeadlessStation desk = seats.get("D1");
        Eventually.waitFor(
                "T1 at its first prompt", DEADLINE, () -> judge.lines().equals(List.of(">")), judge::lines);
        Eventually.waitFor(
                "D1 at a prompt",
                DEADLINE,
                () -> !desk.lines().isEmpty() && desk.lines().getLast().equals(">"),
                desk::lines);
        Key.typing("Hello I speak first\r\r").forEach(links.get("D1")::send);
        Eventually.waitFor(
                "the confederate told their words wait for the judge",
                DEADLINE,
                () -> desk.notice().startsWith("held: the judge speaks first"),
                desk::notice);

        Key.typing("hi there\r\r").forEach(links.get("T1")::send);
        Eventually.waitFor(
                "the held words after the judge's",
                DEADLINE,
                () -> judge.lines().contains("Hello I speak first"),
                judge::lines);
        assertThat(judge.lines()).as("the judge started the conversation").startsWith(">hi there");
        assertThat(judge.lines().indexOf("Hello I speak first"))
                .isGreaterThan(judge.lines().indexOf(">hi there"));
        assertThat(spoken(transcriptOf("C1", "T1")))
                .as("the transcript begins with the judge")
                .first()
                .asString()
                .startsWith("JUDGE01");
        Eventually.waitFor(
                "the note gone once the judge has spoken",
                DEADLINE,
                () -> desk.notice().isEmpty(),
                desk::notice);
    }

    @Test
    void aConfederatesAnswerIsShownOnceAfterARestart() throws Exception {
        String yaml = day("seed: 11");
        startDay(yaml);
        untilT1Meets(with -> with.equals("C1"));
        converse("T1", "C1", "are you a person");

        restartRelay(yaml);
        Eventually.waitFor(
                "T1 back", DEADLINE, () -> seats.get("T1").link().equals("connected"), seats.get("T1")::link);
        relay.controls().resume();
        converse("T1", "C1", "still there");

        String answer = "a person at D1 answers: are you a person";
        assertThat(Collections.frequency(seats.get("T1").lines(), answer))
                .as("the judge's screen")
                .isEqualTo(1);
        assertThat(transcriptOf("C1", "T1").lines().filter(line -> line.endsWith(answer)))
                .as("the judge's transcript")
                .hasSize(1);
        assertThat(Collections.frequency(seats.get("D1").lines(), "are you a person"))
                .as("the desk's screen")
                .isEqualTo(1);
        assertThat(spoken(transcriptOf(".desk-D1", "D1")))
                .as("the desk's transcript says who said what as the judge's does")
                .isEqualTo(spoken(transcriptOf("C1", "T1")));
    }

    @Test
    void aReviewCutByARestartGoesOnWhereItStoodShowsTheRoundAndCountsTheVerdictOnce() throws Exception {
        String yaml = day("seed: 11");
        startDay(yaml);
        HeadlessStation judge = seats.get("T1");
        String words = "hello on the left before two restarts";
        converse("T1", sides().get("T1"), words);
        relay.controls().endPhase();
        restartRelay(yaml);
        relay.controls().resume();
        while (!relay.controls().overview().phase().startsWith("review")) {
            relay.controls().endPhase();
        }
        String question = "Which of the two was the human: left or right?";
        Eventually.waitFor("the question", DEADLINE, () -> judge.lines().contains(question), judge::lines);
        Key.typing("lef").forEach(links.get("T1")::send);
        Eventually.waitFor(
                "the answer being typed", DEADLINE, () -> judge.lines().contains(">lef"), judge::lines);

        restartRelay(yaml);
        Eventually.waitFor(
                "T1 back",
                DEADLINE,
                () -> judge.link().equals("connected") && judge.lines().contains(">lef"),
                judge::lines);
        relay.controls().resume();
        Key.typing("t\r\r").forEach(links.get("T1")::send);
        Eventually.waitFor(
                "the verdict recorded",
                DEADLINE,
                () -> judge.lines().stream().anyMatch(l -> l.startsWith("Recorded.")),
                judge::lines);

        assertThat(judge.lines())
                .as("the review shows the left conversation, from before the restarts")
                .contains("---- round 1, left ----", ">" + words);
        assertThat(Collections.frequency(judge.lines(), question))
                .as("the question, once")
                .isEqualTo(1);
        assertThat(judge.lines().stream().filter(l -> l.startsWith("Round 1 is over.")))
                .as("the clerk's greeting, once")
                .hasSize(1);
        assertThat(Files.readAllLines(folder.resolve("transcripts/verdicts.jsonl")).stream()
                        .filter(l -> l.contains("\"form\":\"pick\"")))
                .as("one pick on record")
                .hasSize(1);
    }

    /** A transcript's lines after its header, without their times. */
    private static List<String> spoken(String transcript) {
        return transcript
                .lines()
                .skip(3)
                .map(line -> line.replaceFirst("\\[\\d\\d:\\d\\d:\\d\\d]", "[]"))
                .toList();
    }

    @Test
    void aReplyBeingTypedStopsWhereItStandsWhenTheSideEnds() throws Exception {
        String yaml = day("seed: 11\npacing: { typing: human, composing: none }");
        startDay(yaml);
        untilT1Meets(with -> with.startsWith("E"));
        String entry = sides().get("T1");
        HeadlessStation judge = seats.get("T1");
        String words = "tell me a long story about the sea and the ships on it";
        Eventually.waitFor("T1 at a prompt", DEADLINE, () -> judge.lines().equals(List.of(">")), judge::lines);
        Key.typing(words + "\r\r").forEach(links.get("T1")::send);
        Eventually.waitFor(
                "the reply being typed",
                DEADLINE,
                () -> judge.lines().stream().anyMatch(l -> l.startsWith(entry + " he")),
                judge::lines);
        relay.controls().endPhase();
        Eventually.waitFor("the next side", DEADLINE, () -> !judge.lines().contains(">" + words), judge::lines);
        String other = sides().get("T1");
        converse("T1", other, "hello on the other side");

        assertThat(judge.lines())
                .as("nothing of the cut reply on the next side's screen")
                .noneMatch(line -> line.contains(entry + " heard") || line.contains("the ships"));
        assertThat(opsLogSinceStart()).doesNotContain("CANNOT WRITE THE RECORD");
        String keys = keysOf(entry, "T1");
        assertThat(keys).contains(entry + " end cut", "relay close ended by the operator");
        String cut = transcriptOf(entry, "T1")
                .lines()
                .filter(line -> line.startsWith("PROGRAM"))
                .findFirst()
                .orElseThrow();
        assertThat(cut)
                .as("the transcript holds what was typed of the reply")
                .contains(entry + " he")
                .doesNotContain("the ships on it");
    }

    @Test
    void theDeskNoLongerSaysTheJudgeIsTypingOnceTheMessageHasArrived() throws Exception {
        String yaml = day("seed: 11");
        startDay(yaml);
        untilT1Meets(with -> with.equals("C1"));
        HeadlessStation desk = seats.get("D1");
        Eventually.waitFor(
                "T1 at a prompt", DEADLINE, () -> seats.get("T1").lines().equals(List.of(">")), seats.get("T1")::lines);
        Key.typing("one line\rand another").forEach(links.get("T1")::send);
        Eventually.waitFor(
                "the desk watching the judge type",
                DEADLINE,
                () -> desk.notice().equals("judge typing (1 line so far): and another"),
                desk::notice);
        Key.typing("\r\r").forEach(links.get("T1")::send);
        Eventually.waitFor(
                "the message at the desk", DEADLINE, () -> desk.lines().contains("and another"), desk::lines);
        Eventually.waitFor(
                "the desk's status line cleared", DEADLINE, () -> desk.notice().isEmpty(), desk::notice);
    }

    /**
     * The second wall behind an entry's sandbox: another user of the relay's machine (or an entry
     * run as one) can neither read a transcript nor add a line to one, through a day and a restart.
     */
    @Test
    void everyRecordOfTheDayIsForTheRelaysUserOnly() throws Exception {
        String yaml = day("seed: 11");
        startDay(yaml);
        untilT1Meets(with -> with.equals("C1"));
        converse("T1", "C1", "who is reading this");
        restartRelay(yaml);
        relay.controls().resume();
        converse("T1", "C1", "and after the restart");

        Path transcripts = folder.resolve("transcripts");
        assertThat(Modes.files(transcripts))
                .extracting(file -> file.getFileName().toString().replaceFirst("^LP\\d\\d-", "LPyy-"))
                .as("what the day wrote")
                .contains("verdicts.jsonl", "day-clock.jsonl", "LPyy-01.TXT", "LPyy-01.keys");
        assertThat(Modes.notOwnerOnly(transcripts))
                .as("folders 0700, files 0600")
                .isEmpty();
    }

    /** The relay started on a day, every station seated, and the operator's {@code start}. */
    private void startDay(String yaml) {
        startRelay(yaml);
        connect("T1", "T2", "D1");
        relay.controls().start();
    }

    /** The operator ends the first side of round 1 if T1 does not meet what the test needs there: the other side has it. */
    private void untilT1Meets(java.util.function.Predicate<String> wanted) {
        if (!wanted.test(sides().get("T1"))) {
            relay.controls().endPhase();
            Eventually.waitFor("T1 on the other side", DEADLINE, () -> wanted.test(sides().get("T1")), this::sides);
        }
    }

    /** The relay's sides now: each judge's terminal and whom it talks to. */
    private Map<String, String> sides() {
        Map<String, String> sides = new LinkedHashMap<>();
        for (RelayControls.TerminalRow row : relay.controls().overview().terminals()) {
            if (row.terminal().startsWith("T")) {
                sides.put(row.terminal(), row.entity());
            }
        }
        return sides;
    }

    /** The judge says {@code words}; a program answers by itself, the confederate from the desk. */
    private void converse(String terminal, String with, String words) {
        HeadlessStation judge = seats.get(terminal);
        Eventually.waitFor(
                terminal + " at a prompt",
                DEADLINE,
                () -> !judge.lines().isEmpty() && judge.lines().getLast().equals(">"),
                judge::lines);
        Key.typing(words + "\r\r").forEach(links.get(terminal)::send);
        Eventually.waitFor(
                terminal + "'s words echoed", DEADLINE, () -> judge.lines().contains(">" + words), judge::lines);
        String answer;
        if (with.equals("C1")) {
            HeadlessStation desk = seats.get("D1");
            Eventually.waitFor(
                    "the desk hearing the judge", DEADLINE, () -> desk.lines().contains(words), desk::lines);
            answer = "a person at D1 answers: " + words;
            Key.typing(answer + "\r\r").forEach(links.get("D1")::send);
        } else {
            answer = with + " heard: " + words;
        }
        Eventually.waitFor(terminal + " answered", DEADLINE, () -> judge.lines().contains(answer), judge::lines);
    }

    private void startRelay(String yaml) {
        relay = new Relay(contest(yaml, Optional.empty()), Clock.systemUTC()).start();
        address = relay.listen();
    }

    /** The relay stops and starts again on the same port with the same file, as an operator restarts it. */
    private void restartRelay(String yaml) {
        relay.close();
        relay = new Relay(contest(yaml, Optional.of(address)), Clock.systemUTC()).start();
        relay.listen();
    }

    private Contest contest(String yaml, Optional<HostPort> at) {
        Contest loaded = DayDraw.sameAsBefore(
                ContestLoader.parse(yaml, "day.yaml", folder),
                seed -> ContestLoader.parse(yaml, "day.yaml", folder, () -> seed));
        return at.map(loaded::withListen).orElse(loaded);
    }

    private void connect(String... terminals) {
        for (String seat : terminals) {
            HeadlessStation station = new HeadlessStation(seat);
            String role = seat.startsWith("D") ? "confederate" : "judge";
            RelayConnection link = station.connect(address, role);
            open.add(link);
            seats.put(seat, station);
            links.put(seat, link);
            Eventually.waitFor(
                    seat + " connected", DEADLINE, () -> station.link().equals("connected"), station::link);
        }
    }

    /** The newest transcript of a terminal's conversation with an entity. */
    private String transcriptOf(String entity, String terminal) throws Exception {
        return Files.readString(recordOf(entity, terminal)
                .resolveSibling(
                        recordOf(entity, terminal).getFileName().toString().replace(".keys", ".TXT")));
    }

    private String keysOf(String entity, String terminal) throws Exception {
        return Files.readString(recordOf(entity, terminal));
    }

    private Path recordOf(String entity, String terminal) throws Exception {
        try (Stream<Path> files = Files.list(folder.resolve("transcripts").resolve(entity))) {
            for (Path keys : files.filter(f -> f.toString().endsWith(".keys"))
                    .sorted(java.util.Comparator.reverseOrder())
                    .toList()) {
                if (Files.readString(keys).lines().findFirst().orElse("").contains(" " + terminal + " ")) {
                    return keys;
                }
            }
        }
        throw new AssertionError("no record of " + terminal + " with " + entity);
    }
}
