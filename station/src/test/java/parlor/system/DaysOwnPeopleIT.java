package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.RecordFiles;
import parlor.transcripts.conversation.TimedKey;
import parlor.transcripts.read.Records;
import parlor.transcripts.stats.ReplyTiming;

/**
 * Programs paced to the day's own people, on two days in real terminals: the real {@code bin/relay}
 * and {@code bin/station} in tmux, a judge talking with a confederate at a desk and another judge
 * with a program giving the confederate's very answer. One day's confederate thinks 3 s and types 5
 * characters a second, the other's thinks 10 s and types 2 a second; each first answers three
 * warm-up questions (shortly: the pace must carry to a longer answer), then the same questions go to
 * them and to the program. On each day the
 * program's median times to its reply's first and last character on the judge's screen must be
 * within 1.3 times the confederate's, and the confederate's last character must reach the judge
 * within 7 s of leaving their fingers. The two days run side by side.
 */
class DaysOwnPeopleIT {

    static final String ANSWER = "I am not sure, I think it was raining here all day.";
    /** The warm-up answers are shorter: the day's pace must carry a person's speed from short replies to longer ones. */
    static final String WARM_UP_ANSWER = "Yes, I think so.";

    private static final List<String> WARM_UP =
            List.of("Did you come far today?", "What is your favourite food?", "Have you been here before?");
    private static final List<String> QUESTIONS =
            List.of("What was the weather like?", "Was it sunny this morning?", "Did you need an umbrella?");

    private static final Duration ANSWERING = Duration.ofSeconds(120);

    /** A confederate: how long they think once the judge's message is on their screen, and how fast they type. */
    record Typist(String name, Duration thinking, double perSecond) {}

    /** What a day showed: the medians of each side, and how long the confederate's last characters took to reach the judge. */
    record Day(Typist typist, double[] confederate, double[] program, List<Duration> fingersToJudge) {}

    @TempDir
    Path folder;

    @Test
    void programsKeepTheDaysOwnPeoplesPaceQuickOrSlow() throws Exception {
        List<Typist> typists =
                List.of(new Typist("quick", Duration.ofSeconds(3), 5), new Typist("slow", Duration.ofSeconds(10), 2));
        List<Day> days = new ArrayList<>();
        try (ExecutorService both = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Day>> running = new ArrayList<>();
            for (Typist typist : typists) {
                running.add(both.submit(() -> day(typist)));
            }
            for (Future<Day> day : running) {
                days.add(day.get());
            }
        }
        for (Day day : days) {
            System.out.printf(
                    Locale.ROOT,
                    "day of the %s confederate: first character p50 confederate %.1f s, program %.1f s;"
                            + " last character p50 confederate %.1f s, program %.1f s; fingers to the judge %s%n",
                    day.typist().name(),
                    day.confederate()[0],
                    day.program()[0],
                    day.confederate()[1],
                    day.program()[1],
                    day.fingersToJudge());
        }
        for (Day day : days) {
            String which = day.typist().name() + " day";
            assertThat(day.program()[0] / day.confederate()[0])
                    .as(which + ": median first character, program over confederate")
                    .isBetween(1 / 1.3, 1.3);
            assertThat(day.program()[1] / day.confederate()[1])
                    .as(which + ": median last character, program over confederate")
                    .isBetween(1 / 1.3, 1.3);
            assertThat(day.fingersToJudge())
                    .as(which + ": from the confederate's last key to the judge's screen")
                    .allSatisfy(d -> assertThat(d).isLessThanOrEqualTo(Duration.ofSeconds(7)));
        }
    }

    private Day day(Typist typist) throws Exception {
        Path dir = Files.createDirectories(folder.resolve(typist.name()));
        int port = DayInTmux.freePort();
        Files.writeString(dir.resolve("answer.py"), """
            import sys
            print("you> ", end="", flush=True)
            for line in sys.stdin:
                print("%s", end="\\nyou> ", flush=True)
            """.formatted(ANSWER));
        Path contest = dir.resolve("contest.yaml");
        Files.writeString(contest, """
            name: The day's own people
            listen: 127.0.0.1:%d
            pacing: { min_reply_delay: 5s, typing: human }
            terminals:
              T1: { entity: C1, judge: 1 }
              T2: { entity: E1, judge: 2 }
            entities:
              C1: { confederate: D1 }
              E1: { program: [python3, answer.py], prompt: 'you> ' }
            """.formatted(port));
        try (DayInTmux room = DayInTmux.start(dir, contest, port)) {
            room.station("T1", "judge");
            room.station("T2", "judge");
            room.station("D1", "confederate");
            for (String question : WARM_UP) {
                confederateAnswers(room, typist, question, WARM_UP_ANSWER);
            }
            try (ExecutorService sides = Executors.newVirtualThreadPerTaskExecutor()) {
                Future<?> program = sides.submit(() -> {
                    for (String question : QUESTIONS) {
                        ask(room, "T2", question);
                        answered(room, "T2", ANSWER, QUESTIONS.indexOf(question) + 1);
                    }
                    return null;
                });
                for (String question : QUESTIONS) {
                    confederateAnswers(room, typist, question, ANSWER);
                }
                program.get();
            }
        }
        Path transcripts = dir.resolve("transcripts");
        List<ReplyTiming> confederate = replies(transcripts.resolve("C1"));
        List<ReplyTiming> program = replies(transcripts.resolve("E1"));
        List<ReplyTiming> asked = confederate.subList(confederate.size() - QUESTIONS.size(), confederate.size());
        assertThat(program).hasSize(QUESTIONS.size());
        return new Day(typist, medians(asked), medians(program), fingersToJudge(transcripts, asked));
    }

    /** The judge at T1 asks; the confederate reads it, thinks, and types the answer at their pace; the judge sees it whole. */
    private static void confederateAnswers(DayInTmux room, Typist typist, String question, String answer)
            throws Exception {
        int answers = answersOn(room.screen("T1"), answer);
        ask(room, "T1", question);
        room.waitAt("D1", "the judge's question", rows -> DayInTmux.words(rows).contains(question));
        Thread.sleep(typist.thinking()); // the person thinking, not a wait for the program
        long gap = Math.round(1000 / typist.perSecond());
        for (char c : answer.toCharArray()) {
            room.type("D1", String.valueOf(c));
            Thread.sleep(gap); // the person's typing
        }
        room.type("D1", "\r\r");
        answered(room, "T1", answer, answers + 1);
    }

    private static void ask(DayInTmux room, String seat, String question) throws Exception {
        room.waitAt(
                seat, "a prompt", rows -> DayInTmux.conversation(rows).getLast().equals(">"));
        room.type(seat, question + "\r\r");
    }

    /** The judge's screen has {@code answer} {@code count} times and the prompt after it. */
    private static void answered(DayInTmux room, String seat, String answer, int count) {
        // a slow person thinks 10 s, types for 25 and is shown a window behind: longer than a day's other waits
        room.waitAt(
                seat,
                "answer " + count + " whole, and the prompt",
                ANSWERING,
                rows -> answersOn(rows, answer) >= count
                        && DayInTmux.conversation(rows).getLast().equals(">"));
    }

    private static int answersOn(List<String> rows, String answer) {
        return (int) DayInTmux.conversation(rows).stream()
                .filter(row -> row.equals(answer))
                .count();
    }

    private static List<ReplyTiming> replies(Path entityFolder) throws Exception {
        List<ReplyTiming> all = new ArrayList<>();
        Records.read(RecordFiles.keystrokes(entityFolder)).forEach(c -> all.addAll(ReplyTiming.of(c)));
        return all;
    }

    private static double[] medians(List<ReplyTiming> replies) {
        return new double[] {median(replies, ReplyTiming::toFirst), median(replies, ReplyTiming::toLast)};
    }

    private static double median(List<ReplyTiming> replies, java.util.function.Function<ReplyTiming, Duration> what) {
        List<Double> sorted = replies.stream()
                .map(r -> what.apply(r).toMillis() / 1000.0)
                .sorted()
                .toList();
        return sorted.get(sorted.size() / 2);
    }

    /**
     * For each of the confederate's answers, from their last printable key at the desk (the desk's
     * record) to the last character of it on the judge's screen (the judge's record).
     */
    private static List<Duration> fingersToJudge(Path transcripts, List<ReplyTiming> asked) throws Exception {
        List<TimedKey> desk = Records.read(RecordFiles.keystrokes(transcripts.resolve(".desk-D1")))
                .getFirst()
                .keys();
        List<Duration> delays = new ArrayList<>();
        for (ReplyTiming reply : asked) {
            Instant shownLast = reply.keys().stream()
                    .filter(k -> k.key().printable().isPresent())
                    .map(TimedKey::at)
                    .reduce((a, b) -> b)
                    .orElseThrow();
            Instant typedLast = desk.stream()
                    .filter(k -> k.key().printable().isPresent() && !k.at().isAfter(shownLast))
                    .map(TimedKey::at)
                    .reduce((a, b) -> b)
                    .orElseThrow();
            delays.add(Duration.between(typedLast, shownLast));
        }
        return delays;
    }
}
