package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.VerdictLog;

/**
 * Whole contest days as an organiser runs them, through the real {@code bin/relay} with its
 * console and real stations, all in tmux: two judges, a confederate at a desk, and two program
 * entries (Chatbot::Eliza and a Python script), with each rule set's own times and the sides drawn
 * without a seed. The relay is killed (SIGKILL) and started again in the middle of a message, of a
 * reply being typed at a person's pace, and of a verdict. After each restart every station types
 * again, the sides are as drawn, nothing is shown or recorded twice, every verdict counts, and
 * {@code results} names the winner the verdicts give.
 */
class ContestDayIT {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern PROGRAM_LINE = Pattern.compile("PROGRAM\\[\\d\\d:\\d\\d:\\d\\d] ?(.*)");
    private static final Pattern JUDGE_LINE = Pattern.compile("JUDGE\\d\\d\\[\\d\\d:\\d\\d:\\d\\d] ?(.*)");

    @TempDir
    Path folder;

    /** When the relay is to be killed, in the order the day comes to them; each happens once. */
    private enum Kill {
        MID_MESSAGE,
        MID_REPLY,
        MID_VERDICT
    }

    private final List<Kill> killsToCome = new ArrayList<>(List.of(Kill.values()));
    private final List<String> killed = new ArrayList<>();

    @Test
    void a2009DayKilledThreeTimesEndsWithTheWinnerItsPicksGive() throws Exception {
        Path contest = contestFile("loebner-2009");
        try (DayInTmux day = DayInTmux.start(folder, contest, port)) {
            seatEveryone(day);
            day.wall("T1,T2");
            ContestHeader header = header();
            day.operator("start");
            List<PlannedRound> rounds = header.rounds();
            for (PlannedRound round : rounds) {
                PlannedRound.Seat seat = round.seats().getFirst();
                for (int side = 0; side < 2; side++) {
                    String sideName = side == 0 ? "left" : "right";
                    day.waitAt(
                            seat.terminal(),
                            "round " + round.round() + " " + sideName,
                            rows -> DayInTmux.status(rows)
                                    .contains("round " + round.round() + "/" + rounds.size() + " " + sideName));
                    talk(day, seat.terminal(), seat.entities().get(side), round.round() + " " + sideName);
                    onTheWall(day, "Hello in round " + round.round() + " " + sideName);
                    day.operator("end");
                }
                review(
                        day,
                        seat.terminal(),
                        round.round(),
                        new Picks(
                                seat,
                                truth -> seat.judge() == 1 && seat.entities().contains("E2")));
                day.operator("end");
                if (round.round() < rounds.size()) {
                    day.waitAt(
                            seat.terminal(),
                            "the break",
                            rows -> DayInTmux.status(rows).contains("break"));
                    day.operator("end");
                }
            }
            for (String seat : List.of("T1", "T2", "D1")) {
                day.waitAt(
                        seat,
                        "the end of the day",
                        rows -> DayInTmux.words(rows).contains("The contest is over. Thank you."));
            }
            day.operator("reveal");
            List<String> revealed = day.waitAt(
                    DayInTmux.WALL,
                    "the reveal on the wall",
                    rows -> String.join("\n", rows).contains("(human)"));
            assertThat(String.join("\n", revealed))
                    .as("each pane says who sat on each side in each round")
                    .containsPattern("round \\d: left (E1|E2|C1) \\((program|human)\\), right");
        }
        assertThat(killed)
                .as("the relay was killed at each moment")
                .containsExactly("MID_MESSAGE", "MID_REPLY", "MID_VERDICT");
        // judge 01 took E2 for the human when they met: E2 fooled one judge, E1 none
        assertThat(transcriptsTool("results")).contains("Winner: E2");
        assertEverythingOnceAndChecked();
    }

    @Test
    void a1996DayKilledTwiceEndsWithTheWinnerItsRatingsGive() throws Exception {
        killsToCome.remove(Kill.MID_MESSAGE);
        Path contest = contestFile("loebner-1996");
        try (DayInTmux day = DayInTmux.start(folder, contest, port)) {
            seatEveryone(day);
            List<PlannedRound> rounds = header().rounds();
            day.operator("start");
            for (PlannedRound round : rounds) {
                for (PlannedRound.Seat seat : round.seats()) {
                    day.waitAt(
                            seat.terminal(),
                            "round " + round.round(),
                            rows -> DayInTmux.status(rows)
                                    .matches(".*round " + round.round() + "/" + rounds.size() + " \\d+:\\d\\d.*"));
                    talk(day, seat.terminal(), seat.entities().getFirst(), Integer.toString(round.round()));
                }
                day.operator("end");
                for (PlannedRound.Seat seat : round.seats()) {
                    rate(day, seat.terminal(), RATINGS.get(seat.entities().getFirst()));
                }
                day.operator("end");
                if (round.round() < rounds.size()) {
                    day.waitAt(
                            round.seats().getFirst().terminal(),
                            "the break",
                            rows -> DayInTmux.status(rows).contains("break"));
                    day.operator("end");
                }
            }
            for (String seat : List.of("T1", "T2", "D1")) {
                day.waitAt(
                        seat,
                        "the end of the day",
                        rows -> DayInTmux.words(rows).contains("The contest is over. Thank you."));
            }
        }
        assertThat(killed).as("the relay was killed at each moment").containsExactly("MID_REPLY", "MID_VERDICT");
        assertThat(transcriptsTool("results")).contains("Winner: E2");
        assertEverythingOnceAndChecked();
    }

    /** What would tell the room who is behind a side: an id, or the reveal's words. */
    private static final List<String> GIVEAWAYS = List.of("E1", "E2", "C1", "D1", "(human)", "(program)");

    /**
     * The judge's message reaches the audience wall (the contest's delay later, across the relay's
     * restarts), and nothing on the wall so far has said who is behind either side.
     */
    private static void onTheWall(DayInTmux day, String message) {
        List<String> rows = day.waitAt(
                DayInTmux.WALL,
                "the message on the wall",
                r -> String.join("\n", r).contains(message));
        assertThat(String.join("\n", rows)).as("the wall before the reveal").doesNotContain(GIVEAWAYS);
    }

    /** How human each judge found each of them, 1 to 10: E2 beats E1. */
    private static final java.util.Map<String, String> RATINGS = java.util.Map.of("C1", "9", "E1", "3", "E2", "7");

    /** The 1996 question after each conversation; the first is cut by a kill while the rating is typed. */
    private void rate(DayInTmux day, String terminal, String rating) throws Exception {
        String question = "How human did the other side seem, from 1 (not at all) to 10 (surely a person)?";
        day.waitAt(
                terminal, "the rating's question", rows -> DayInTmux.words(rows).contains(question));
        if (due(Kill.MID_VERDICT)) {
            day.type(terminal, rating.substring(0, 1));
            day.waitAt(terminal, "the rating being typed", rows -> rows.contains(">" + rating.substring(0, 1)));
            restart(day, Kill.MID_VERDICT, () -> {});
            day.answerClerk(terminal, rating.substring(1), rating);
        } else {
            day.answerClerk(terminal, rating, rating);
        }
    }

    private int port;

    private Path contestFile(String rules) throws Exception {
        port = DayInTmux.freePort();
        Files.copy(ROOT.resolve("examples/stdio-entry.py"), folder.resolve("stdio-entry.py"));
        Path contest = folder.resolve("contest.yaml");
        Files.writeString(contest, """
            name: Rehearsal
            listen: 127.0.0.1:%d
            rules: %s
            rehearsal: true
            pacing: { typing: human, composing: none }   # a rehearsal at a judge's pace, not a person's composing time
            audience: { delay: 2s }
            terminals:
              T1: { judge: 1 }
              T2: { judge: 2 }
            entities:
              E1: { program: [perl, /usr/share/doc/libchatbot-eliza-perl/examples/simple], prompt: 'you:\\s*', strip: 'Liz:\\s*' }
              E2: { program: [python3, stdio-entry.py], prompt: 'you> ' }
              C1: { confederate: D1 }
            """.formatted(port, rules));
        return contest;
    }

    private void seatEveryone(DayInTmux day) throws Exception {
        day.station("T1", "judge");
        day.station("T2", "judge");
        day.station("D1", "confederate");
    }

    /** Who sits where in each round, as the relay drew it and wrote it at the head of the verdict log. */
    private ContestHeader header() throws Exception {
        return VerdictLog.read(folder.resolve("transcripts").resolve(VerdictLog.FILE_NAME))
                .contest()
                .orElseThrow();
    }

    /**
     * The judge says something and the other side answers: a program by itself, the confederate at
     * the desk. The first talk is cut by a kill in the middle of the message, the first with a
     * program in the middle of its typed reply.
     */
    private void talk(DayInTmux day, String terminal, String entity, String when) throws Exception {
        day.waitAt(terminal, "a prompt", rows -> DayInTmux.conversation(rows).equals(List.of(">")));
        String message = "Hello in round " + when + ", tell me what you think of the weather";
        if (due(Kill.MID_MESSAGE)) {
            day.type(terminal, "Hello in round " + when);
            day.waitAt(terminal, "the first words echoed", rows -> rows.contains(">Hello in round " + when));
            restart(day, Kill.MID_MESSAGE, () -> day.type(terminal, ", tell me what you think of the weather"));
            day.waitAt(terminal, "the message whole again", rows -> rows.contains(">" + message));
            day.type(terminal, "\r\r");
        } else {
            day.type(terminal, message + "\r\r");
        }
        day.waitAt(
                terminal,
                "the message sent",
                rows -> rows.contains(">" + message)
                        && DayInTmux.conversation(rows).size() >= 2);
        if (entity.equals("C1")) {
            day.waitAt(
                    "D1",
                    "the judge's message at the desk",
                    rows -> DayInTmux.words(rows).contains(message));
            day.type("D1", "I am a person at the desk, in round " + when + "\r\r");
        } else if (due(Kill.MID_REPLY)) {
            day.waitAt(terminal, "the reply being typed", rows -> beingTyped(rows, message));
            restart(day, Kill.MID_REPLY, () -> {});
        }
        List<String> rows = day.waitAt(terminal, "the answer", r -> DayInTmux.answered(r, message));
        List<String> conversation = DayInTmux.conversation(rows);
        List<String> reply = conversation.subList(conversation.indexOf(">" + message) + 2, conversation.size() - 1);
        assertThat(reply).as("the answer, once, on " + terminal).isNotEmpty().doesNotHaveDuplicates();
        assertThat(conversation.stream().filter(row -> row.equals(">" + message)))
                .as("the message, once")
                .hasSize(1);
    }

    /** A reply is being typed: after the message, a line has begun and no prompt has come back yet. */
    private static boolean beingTyped(List<String> rows, String message) {
        List<String> conversation = DayInTmux.conversation(rows);
        int sent = conversation.indexOf(">" + message);
        return sent >= 0
                && conversation.size() >= sent + 3
                && !conversation.getLast().equals(">")
                && !conversation.getLast().isBlank();
    }

    /** How a judge picks in 2009: the confederate's side, unless {@code fooled} says the entry won them over. */
    private record Picks(PlannedRound.Seat seat, java.util.function.Predicate<String> fooled) {
        String pick() {
            String human =
                    seat.entities().contains("C1") ? "C1" : seat.entities().getFirst();
            String chosen = fooled.test(human)
                    ? seat.entities().stream()
                            .filter(e -> !e.equals(human))
                            .findFirst()
                            .orElseThrow()
                    : human;
            return seat.entities().indexOf(chosen) == 0 ? "left" : "right";
        }
    }

    /** The judge answers every question of the review; the first review is cut by a kill while the answer is being typed. */
    private void review(DayInTmux day, String terminal, int round, Picks picks) throws Exception {
        day.waitAt(
                terminal,
                "the review's question",
                rows -> DayInTmux.words(rows).contains("Which of the two was the human: left or right?"));
        String pick = picks.pick();
        if (due(Kill.MID_VERDICT)) {
            day.type(terminal, pick.substring(0, 2));
            day.waitAt(terminal, "the answer being typed", rows -> rows.contains(">" + pick.substring(0, 2)));
            restart(day, Kill.MID_VERDICT, () -> {});
            day.waitAt(terminal, "the half answer back", rows -> rows.contains(">" + pick.substring(0, 2)));
            day.answerClerk(terminal, pick.substring(2), pick);
        } else {
            day.answerClerk(terminal, pick, pick);
        }
        int rank = 0;
        Pattern rankQuestion = Pattern.compile("which you judged a machine\\? 1 \\(least\\) to (\\d+) \\(most\\)");
        while (true) {
            List<String> shown = day.waitAt(terminal, "the clerk's next words", rows -> {
                String words = DayInTmux.words(rows);
                String after = words.substring(words.lastIndexOf("Recorded."));
                return after.contains("Please wait.")
                        || rankQuestion.matcher(after).find();
            });
            String words = DayInTmux.words(shown);
            if (words.substring(words.lastIndexOf("Recorded.")).contains("Please wait.")) {
                break;
            }
            rank++;
            day.answerClerk(terminal, Integer.toString(rank), Integer.toString(rank));
        }
        List<String> rows = day.screen(terminal);
        assertThat(DayInTmux.conversation(rows).stream()
                        .filter(row -> row.startsWith("Which of the two was the human")))
                .as("asked once")
                .hasSize(1);
    }

    private boolean due(Kill kill) {
        return !killsToCome.isEmpty() && killsToCome.getFirst() == kill;
    }

    /** What a station does while the relay is down. */
    private interface WhileDown {
        void run() throws Exception;
    }

    /**
     * The relay is killed and started again by the operator from the same shell, then resumed. The
     * operator log's account of who is where after the restart matches the draw before it.
     */
    private void restart(DayInTmux day, Kill kill, WhileDown meanwhile) throws Exception {
        killsToCome.remove(kill);
        day.killRelay();
        killed.add(kill.name());
        meanwhile.run();
        day.startRelay();
        for (String seat : List.of("T1", "T2", "D1")) {
            day.waitAt(
                    seat,
                    "back after the restart",
                    rows -> DayInTmux.linked(rows) && DayInTmux.status(rows).contains("PAUSED"));
        }
        String log = Files.readString(folder.resolve("logs").resolve("relay.log"), StandardCharsets.UTF_8);
        Matcher restarted = Pattern.compile(
                        "the relay restarted during (.+?): going on there, PAUSED with .* back: (.*)")
                .matcher(log);
        String lastRestart = restarted
                .results()
                .reduce((a, b) -> b)
                .map(m -> m.group(1) + ": " + m.group(2))
                .orElseThrow();
        String phase = lastRestart.substring(0, lastRestart.indexOf(": "));
        Matcher started = Pattern.compile(Pattern.quote(phase) + " started \\([^)]*\\): (.*)")
                .matcher(log);
        String before =
                started.results().reduce((a, b) -> b).map(m -> m.group(1)).orElseThrow();
        assertThat(lastRestart).as("the sides after the restart").isEqualTo(phase + ": " + before);
        day.operator("resume");
    }

    private String transcriptsTool(String command) throws Exception {
        Process tool = new ProcessBuilder(
                        ROOT.resolve("bin/transcripts").toString(),
                        command,
                        folder.resolve("transcripts").toString())
                .redirectErrorStream(true)
                .start();
        tool.getOutputStream().close();
        String out = new String(tool.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        tool.waitFor();
        return out;
    }

    /**
     * Every conversation's record checks as complete, none of them interrupted (each ended at its
     * side's end, the ones cut by a kill included), and no line was recorded twice.
     */
    private void assertEverythingOnceAndChecked() throws Exception {
        String check = transcriptsTool("check");
        assertThat(check).as(check).contains(" 0 interrupted, 0 with problems");
        try (Stream<Path> files = Files.walk(folder.resolve("transcripts"))) {
            // the clerk's reviews say "Recorded." after every answer: conversations only
            for (Path text : files.filter(
                            f -> f.toString().endsWith(".TXT") && !f.getParent().endsWith("verdicts"))
                    .toList()) {
                List<String> said = Files.readAllLines(text).stream()
                        .map(line -> {
                            Matcher program = PROGRAM_LINE.matcher(line);
                            Matcher judge = JUDGE_LINE.matcher(line);
                            return program.matches()
                                    ? "P " + program.group(1)
                                    : judge.matches() ? "J " + judge.group(1) : null;
                        })
                        .filter(line -> line != null && line.length() > 2)
                        .toList();
                assertThat(said).as("each line once in " + text).doesNotHaveDuplicates();
            }
        }
    }
}
