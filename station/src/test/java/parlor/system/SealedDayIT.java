package parlor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.VerdictLog;

/**
 * A keyed 1996 rehearsal day (one judge, two programs, a rating typed after each round) through the
 * real {@code bin/relay} and a real station in tmux, its relay killed (SIGKILL) once mid-day and
 * started again; and an earlier rehearsal of it under the same key. {@code bin/transcripts check
 * --contest} passes the day as written, and fails (exit 1, the problem named) on each change made to
 * a copy of its folder afterwards: a verdict edited, a record cut back at a reply's end (its
 * transcript rebuilt to match), two records swapped, a record deleted, and a record of the earlier
 * rehearsal added. {@code results} on a changed folder says so at the top and names no winner.
 */
class SealedDayIT {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path folder;

    /** Each finding is said, all of them together: a check that misses one change may catch the next. */
    private final SoftAssertions softly = new SoftAssertions();

    @Test
    void checkPassesTheDayAsWrittenAndNamesEachChangeMadeToIt() throws Exception {
        Path rehearsal = Files.createDirectories(folder.resolve("rehearsal"));
        runDay(rehearsal, false);
        Run rehearsed = transcripts(
                "results",
                rehearsal.resolve("transcripts").toString(),
                "--contest",
                rehearsal.resolve("contest.yaml").toString());
        softly.assertThat(rehearsed.out())
                .as("the rehearsal's results")
                .contains("Disqualified, as recorded at the relay's console", "its answers were another entry's")
                .doesNotContain("FAILS CHECK");
        Path day = Files.createDirectories(folder.resolve("day"));
        runDay(day, true);
        Path contest = day.resolve("contest.yaml");
        Path written = day.resolve("transcripts");

        Run asWritten = transcripts("check", written.toString(), "--contest", contest.toString());
        softly.assertThat(asWritten.exit()).as(asWritten.out()).isZero();
        softly.assertThat(asWritten.out())
                .contains("0 interrupted, 0 with problems; the day as a whole: sealed, as the relay wrote it");
        softly.assertThat(transcripts("results", written.toString(), "--contest", contest.toString())
                        .out())
                .contains("Winner: E2");

        List<Path> records = records(written);
        Path e1 = records.stream()
                .filter(r -> r.startsWith(written.resolve("E1")))
                .findFirst()
                .orElseThrow();
        Path e2 = records.stream()
                .filter(r -> r.startsWith(written.resolve("E2")))
                .findFirst()
                .orElseThrow();

        assertFails(
                contest,
                written,
                "a verdict edited",
                copy -> {
                    Path log = copy.resolve(VerdictLog.FILE_NAME);
                    Files.writeString(
                            log,
                            Files.readString(log)
                                    .replace("\"entity\":\"E1\",\"rating\":3", "\"entity\":\"E1\",\"rating\":9"));
                },
                "verdicts.jsonl: line ");
        assertFails(
                contest,
                written,
                "a record cut back at a reply's end",
                copy -> cutBackToFirstReply(copy, written, e1),
                "cut back: the relay closed it at");
        assertFails(
                contest,
                written,
                "two records swapped",
                copy -> swap(copy.resolve(written.relativize(e1)), copy.resolve(written.relativize(e2))),
                "swapped or moved here");
        assertFails(
                contest,
                written,
                "a record deleted",
                copy -> {
                    Files.delete(copy.resolve(written.relativize(e2)));
                    Files.delete(withSuffix(copy.resolve(written.relativize(e2)), ".TXT"));
                },
                "deleted: the relay opened " + written.relativize(e2).toString().replace('\\', '/'));
        Path earlier = records(rehearsal.resolve("transcripts")).getFirst();
        assertFails(
                contest,
                written,
                "a record of the earlier rehearsal added",
                copy -> {
                    Path into = copy.resolve("E1").resolve("LP96-90.keys");
                    Files.copy(earlier, into);
                    Files.copy(withSuffix(earlier, ".TXT"), withSuffix(into, ".TXT"));
                },
                "not in the relay's manifest.jsonl: added");

        Path edited = copyOf(written, "edited-for-results");
        Path log = edited.resolve(VerdictLog.FILE_NAME);
        Files.writeString(
                log, Files.readString(log).replace("\"entity\":\"E1\",\"rating\":3", "\"entity\":\"E1\",\"rating\":9"));
        Run results = transcripts("results", edited.toString(), "--contest", contest.toString());
        softly.assertThat(results.exit()).isEqualTo(1);
        softly.assertThat(results.out())
                .startsWith("THIS RECORD FAILS CHECK")
                .contains("Winner: undecided")
                .doesNotContain("Winner: E");
        softly.assertAll();
    }

    /** The day: one judge meets E1 and E2 in turn and rates each; with {@code kill}, the relay is killed after the second reply. */
    private void runDay(Path dayFolder, boolean kill) throws Exception {
        int port = DayInTmux.freePort();
        Files.copy(ROOT.resolve("examples/stdio-entry.py"), dayFolder.resolve("stdio-entry.py"));
        Path contest = dayFolder.resolve("contest.yaml");
        Files.writeString(contest, """
            name: Sealed rehearsal
            listen: 127.0.0.1:%d
            rules: loebner-1996
            rehearsal: true
            key: the same key for the rehearsal and the day
            terminals:
              T1: { judge: 1 }
            entities:
              E1: { program: [perl, /usr/share/doc/libchatbot-eliza-perl/examples/simple], prompt: 'you:\\s*', strip: 'Liz:\\s*' }
              E2: { program: [python3, stdio-entry.py], prompt: 'you> ' }
            """.formatted(port));
        Run seats = run(List.of(
                ROOT.resolve("bin/relay").toString(),
                "seats",
                "--contest",
                contest.toString(),
                "--out",
                dayFolder.resolve("keys").toString()));
        assertThat(seats.exit()).as(seats.out()).isZero();
        try (DayInTmux day = DayInTmux.start(dayFolder, contest, port)) {
            day.station("T1", "judge");
            List<PlannedRound> rounds = VerdictLog.read(
                            dayFolder.resolve("transcripts").resolve(VerdictLog.FILE_NAME))
                    .contest()
                    .orElseThrow()
                    .rounds();
            day.operator("start");
            for (PlannedRound round : rounds) {
                day.waitAt(
                        "T1",
                        "round " + round.round(),
                        rows -> DayInTmux.status(rows)
                                .matches(".*round " + round.round() + "/" + rounds.size() + " \\d+:\\d\\d.*"));
                String message = "Hello in round " + round.round() + ", what do you make of the weather";
                day.waitAt(
                        "T1", "a prompt", rows -> DayInTmux.conversation(rows).equals(List.of(">")));
                day.type("T1", message + "\r\r");
                day.waitAt("T1", "the answer", rows -> DayInTmux.answered(rows, message));
                if (kill && round.round() == rounds.size()) {
                    day.killRelay();
                    day.startRelay();
                    day.waitAt(
                            "T1",
                            "back after the restart",
                            rows -> DayInTmux.linked(rows)
                                    && DayInTmux.status(rows).contains("PAUSED"));
                    day.operator("resume");
                }
                day.operator("end");
                day.waitAt(
                        "T1",
                        "the rating's question",
                        rows -> DayInTmux.words(rows).contains("How human did"));
                day.answerClerk(
                        "T1",
                        round.seats().getFirst().entities().getFirst().equals("E1") ? "3" : "7",
                        round.seats().getFirst().entities().getFirst().equals("E1") ? "3" : "7");
                day.operator("end");
                if (round.round() < rounds.size()) {
                    day.waitAt("T1", "the break", rows -> DayInTmux.status(rows).contains("break"));
                    day.operator("end");
                }
            }
            day.waitAt(
                    "T1",
                    "the end of the day",
                    rows -> DayInTmux.words(rows).contains("The contest is over. Thank you."));
            if (!kill) {
                // the rehearsal's panel finds E1 not compliant (2003 rule 43): the line goes on the sealed record too
                day.operator("disqualify E1 its answers were another entry's, word for word");
            }
        }
    }

    private interface Change {
        void make(Path copy) throws Exception;
    }

    /** {@code check} on a copy of the day with one change: exit 1, and the change named. */
    private void assertFails(Path contest, Path written, String what, Change change, String named) throws Exception {
        Path copy = copyOf(written, what.replaceAll("\\W+", "-"));
        change.make(copy);
        Run check = transcripts("check", copy.toString(), "--contest", contest.toString());
        softly.assertThat(check.exit()).as(what + ":\n" + check.out()).isEqualTo(1);
        softly.assertThat(check.out())
                .as(what)
                .contains(named)
                .contains("the day as a whole: NOT as the relay wrote it");
    }

    /** The record cut back after the first reply's end, and its transcript rebuilt from it with {@code convert}. */
    private void cutBackToFirstReply(Path copy, Path written, Path record) throws Exception {
        Path keys = copy.resolve(written.relativize(record));
        List<String> lines = Files.readAllLines(keys, StandardCharsets.UTF_8);
        int end = 0;
        while (!lines.get(end).matches("\\S+ \\S+ \\d\\d - E\\d end\\b.*")) {
            end++;
        }
        Files.write(keys, lines.subList(0, end + 1), StandardCharsets.UTF_8);
        Path text = withSuffix(keys, ".TXT");
        Files.delete(text);
        Run convert =
                transcripts("convert", "--to", "1996", "--out", keys.getParent().toString(), keys.toString());
        assertThat(convert.exit()).as(convert.out()).isZero();
        assertThat(text).exists();
    }

    private static void swap(Path a, Path b) throws IOException {
        for (String suffix : List.of(".keys", ".TXT")) {
            Path one = withSuffix(a, suffix);
            Path two = withSuffix(b, suffix);
            Path aside = one.resolveSibling("swapping");
            Files.move(one, aside);
            Files.move(two, one);
            Files.move(aside, two);
        }
    }

    private static Path withSuffix(Path keys, String suffix) {
        return keys.resolveSibling(keys.getFileName().toString().replaceFirst("\\.(keys|TXT)$", suffix));
    }

    /** Every conversation record ({@code .keys}) in the day's entity folders, in order. */
    private static List<Path> records(Path transcripts) throws IOException {
        try (Stream<Path> files = Files.walk(transcripts)) {
            return files.filter(f -> f.getFileName().toString().matches("LP\\d\\d-\\d+\\.keys"))
                    .filter(f -> f.getParent().getFileName().toString().matches("E\\d"))
                    .sorted()
                    .toList();
        }
    }

    private Path copyOf(Path written, String name) throws IOException {
        Path copy = folder.resolve("copies").resolve(name);
        List<Path> all;
        try (Stream<Path> files = Files.walk(written)) {
            all = files.sorted(Comparator.naturalOrder()).toList();
        }
        for (Path from : all) {
            Path to = copy.resolve(written.relativize(from).toString());
            if (Files.isDirectory(from)) {
                Files.createDirectories(to);
            } else {
                Files.copy(from, to);
            }
        }
        return copy;
    }

    private record Run(int exit, String out) {}

    private static Run transcripts(String... arguments) throws Exception {
        List<String> command =
                new ArrayList<>(List.of(ROOT.resolve("bin/transcripts").toString()));
        command.addAll(List.of(arguments));
        return run(command);
    }

    private static Run run(List<String> command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PARLOR_NO_BUILD", "1");
        Process tool = builder.start();
        tool.getOutputStream().close();
        String out = new String(tool.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(tool.waitFor(), out);
    }
}
