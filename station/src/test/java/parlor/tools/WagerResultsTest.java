package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import parlor.relay.testing.CommandRun;
import parlor.transcripts.testing.WagerVotes;

/**
 * {@code bin/transcripts results} on wager records written by hand, as the relay writes them: each trial's votes under the
 * trial's number, judged trial by trial, and the Session's outcome only as far as the rules decide it; and a Session run as
 * several days, one record each, joined.
 */
class WagerResultsTest {

    private static final String HEADER =
            "{\"type\":\"contest\",\"name\":\"Long Now Turing Test\",\"rules\":\"kurzweil-kapor\","
                    + "\"entities\":[{\"id\":\"M1\",\"name\":\"the Computer\",\"human\":false},{\"id\":\"H1\",\"name\":\"\",\"human\":true},"
                    + "{\"id\":\"H2\",\"name\":\"\",\"human\":true},{\"id\":\"H3\",\"name\":\"\",\"human\":true}],\"judges\":[1,2,3]";

    private static final String PASSED = WagerVotes.PASSED;
    private static final String FAILED = WagerVotes.FAILED_RANK_ORDER;

    @TempDir
    Path dir;

    /**
     * One record of three trials: all passed (Kurzweil wins), a failed one among passed ones (left to the Committee), or
     * a trial missing J3's votes, which could change it (undecided), or only J3's vote on H3, which every way it could
     * have been leaves M1 passing (decided).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "results-wager-three-passed.txt, PASSED",
        "results-wager-one-failed.txt, FAILED_RANK_ORDER",
        "results-wager-missing-vote.txt, J3_MISSING",
        "results-wager-missing-vote-decided.txt, J3_ON_H3_MISSING"
    })
    void aRecordOfThreeTrialsIsJudgedTrialByTrial(String golden, String secondTrial) throws Exception {
        String votes = (String) WagerVotes.class.getField(secondTrial).get(null);
        record(dir, HEADER + "}", trial(1, PASSED), trial(2, votes), trial(3, PASSED));

        CommandRun run = CommandRun.of(new TranscriptsMain(), "results", dir.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Goldens.assertMatches(golden, run.out());
    }

    /** Three days of one trial each: given one by one, or as the folder holding them, they are one Session. */
    @Test
    void aSessionRunAsThreeDaysIsJoinedIntoOne() throws IOException {
        for (int day = 1; day <= 3; day++) {
            record(
                    dir.resolve("day" + day),
                    HEADER + ",\"rounds\":[" + plannedTrial() + "]}",
                    trial(1, day == 2 ? FAILED : PASSED));
        }

        CommandRun given = CommandRun.of(
                new TranscriptsMain(),
                "results",
                dir.resolve("day1").toString(),
                dir.resolve("day2").toString(),
                dir.resolve("day3/verdicts.jsonl").toString());
        String text = given.out();

        assertThat(given.exit()).as(given.err()).isZero();
        Goldens.assertMatches("results-wager-session-joined.txt", text);
        assertThat(given.err()).isEqualTo("wrote " + dir.resolve("results.html") + "\n");
        CommandRun folder = CommandRun.of(new TranscriptsMain(), "results", dir.toString());
        assertThat(folder.out()).isEqualTo(text);
        assertThat(Files.readString(dir.resolve("results.html")))
                .contains("3 joined, their trials numbered in the order given", "day2");
    }

    @Test
    void onlyOneSessionsWagerRecordsJoin() throws IOException {
        record(dir.resolve("day1"), HEADER + "}", trial(1, PASSED));
        record(dir.resolve("day2"), HEADER.replace("kurzweil-kapor", "loebner-2009") + "}");
        record(dir.resolve("day3"), HEADER.replace("\"judges\":[1,2,3]", "\"judges\":[1,2,4]") + "}");

        CommandRun other = CommandRun.of(
                new TranscriptsMain(),
                "results",
                dir.resolve("day1").toString(),
                dir.resolve("day2").toString());
        CommandRun judges = CommandRun.of(
                new TranscriptsMain(),
                "results",
                dir.resolve("day1").toString(),
                dir.resolve("day3").toString());

        assertThat(other.exit()).isEqualTo(1);
        assertThat(other.err())
                .isEqualTo(
                        "results: day2/verdicts.jsonl cannot join the Session: it is a loebner-2009 "
                                + "record: only the wager's trials join into a Session (a Session's trials have the same judges, foils and computer)\n");
        assertThat(judges.err()).contains("its judges ([1, 2, 4]) are not those of day1/verdicts.jsonl ([1, 2, 3])");
        assertThat(dir.resolve("results.html")).doesNotExist();
    }

    /** One trial's four rounds as the relay plans them: each judge meets each candidate once, one candidate idle a round. */
    private static String plannedTrial() {
        List<String> candidates = List.of("M1", "H1", "H2", "H3");
        List<String> rounds = new ArrayList<>();
        for (int round = 0; round < 4; round++) {
            List<String> seats = new ArrayList<>();
            for (int judge = 0; judge < 3; judge++) {
                seats.add("{\"judge\":" + (judge + 1) + ",\"terminal\":\"T" + (judge + 1) + "\",\"entities\":[\""
                        + candidates.get((judge + round) % 4) + "\"]}");
            }
            rounds.add("{\"round\":" + (round + 1) + ",\"trial\":1,\"seats\":[" + String.join(",", seats) + "]}");
        }
        return String.join(",", rounds);
    }

    /** "J1 M1 human 3, H1 human 4, ..." as verdict lines under trial {@code trial}. */
    private static String trial(int trial, String votes) {
        StringBuilder lines = new StringBuilder();
        int minute = 0;
        for (String line : votes.strip().split("\n")) {
            int judge = Integer.parseInt(line.substring(1, 2));
            for (String vote : line.substring(3).split(", ")) {
                String[] words = vote.split(" ");
                lines.append(String.format(
                        "{\"type\":\"verdict\",\"time\":\"2029-06-0%dT17:%02d:00Z\",\"round\":%d,\"judge\":%d,"
                                + "\"terminal\":\"T%d\",\"form\":\"candidate\",\"entity\":\"%s\",\"human\":%s,\"rank\":%s}%n",
                        trial, minute++, trial, judge, judge, words[0], words[1].equals("human"), words[2]));
            }
        }
        return lines.toString();
    }

    private static void record(Path folder, String header, String... trials) throws IOException {
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("verdicts.jsonl"), header + "\n" + String.join("", trials));
    }
}
