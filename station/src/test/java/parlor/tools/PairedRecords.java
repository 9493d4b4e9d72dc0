package parlor.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.RuleSet;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;

/**
 * Paired-comparison records written by hand, as a reader of the 2006 and 2009 rules would: the published Final Four
 * (its round table, the entry on the left in odd rounds), or a smaller day, and the verdicts one line each.
 */
final class PairedRecords {

    /** The round table the 2006 and 2009 rules publish (the excused column left out). */
    private static final List<String> ROUND_TABLE = List.of(
            "1 .... J1E1C1 J2E3C2",
            "2 .... J4E1C2 J3E3C1 J2E4C3",
            "3 .... J3E1C3 J4E3C4 J1E2C2",
            "4 .... J2E1C4 J3E4C2",
            "5 .... J2E2C1 J1E3C3",
            "6 .... J1E4C4 J4E2C3",
            "7 .... J4E4C1 J3E2C4");

    private static final Instant START = Instant.parse("2006-09-17T09:00:00Z");

    private final ContestHeader header;
    private final List<VerdictEntry> verdicts = new ArrayList<>();
    private String prelim = "";

    private PairedRecords(ContestHeader header) {
        this.header = header;
    }

    /** The published Final Four under {@code rules}: E1-E4, C1-C4, J1-J4 and the seven rounds. */
    static PairedRecords finalFour(RuleSet rules, String name) {
        List<HiddenEntity> entities = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            entities.add(new HiddenEntity("E" + i, "Entry " + i, false));
        }
        for (int i = 1; i <= 4; i++) {
            entities.add(new HiddenEntity("C" + i, "Confederate " + i, true));
        }
        List<PlannedRound> rounds = new ArrayList<>();
        Pattern seat = Pattern.compile("J(\\d)(E\\d)(C\\d)");
        for (String line : ROUND_TABLE) {
            int round = Integer.parseInt(line.substring(0, 1));
            List<PlannedRound.Seat> seats = new ArrayList<>();
            for (Matcher m = seat.matcher(line); m.find(); ) {
                List<String> pair = round % 2 == 1 ? List.of(m.group(2), m.group(3)) : List.of(m.group(3), m.group(2));
                seats.add(new PlannedRound.Seat(Integer.parseInt(m.group(1)), "T" + m.group(1), pair));
            }
            rounds.add(new PlannedRound(round, seats));
        }
        return new PairedRecords(new ContestHeader(name, rules, entities, List.of(1, 2, 3, 4), rounds));
    }

    /** Two judges, two rounds, E1 and E2 against C1 and C2: J1 meets E1/C1 then C2/E2, J2 C2/E2 then E1/C1. */
    static PairedRecords twoByTwo(RuleSet rules, String name) {
        List<HiddenEntity> entities = List.of(
                new HiddenEntity("E1", "Entry 1", false),
                new HiddenEntity("E2", "Entry 2", false),
                new HiddenEntity("C1", "Confederate 1", true),
                new HiddenEntity("C2", "Confederate 2", true));
        List<PlannedRound> rounds = List.of(
                new PlannedRound(
                        1,
                        List.of(
                                new PlannedRound.Seat(1, "T1", List.of("E1", "C1")),
                                new PlannedRound.Seat(2, "T2", List.of("C2", "E2")))),
                new PlannedRound(
                        2,
                        List.of(
                                new PlannedRound.Seat(1, "T1", List.of("C2", "E2")),
                                new PlannedRound.Seat(2, "T2", List.of("E1", "C1")))));
        return new PairedRecords(new ContestHeader(name, rules, entities, List.of(1, 2), rounds));
    }

    /** The judge's split in the round the plan seats the judge with {@code entry}: the entry's points, the rest to the other. */
    PairedRecords split(int judge, String entry, int entryPoints) {
        PlannedRound.Seat seat = seatOf(judge, entry);
        String left = seat.entities().get(0);
        String right = seat.entities().get(1);
        boolean entryLeft = left.equals(entry);
        return add(
                judge,
                roundOf(judge, entry),
                new Verdict.Split(
                        left,
                        entryLeft ? entryPoints : 100 - entryPoints,
                        right,
                        entryLeft ? 100 - entryPoints : entryPoints));
    }

    /** The judge's pick in the round the plan seats the judge with {@code entry}. */
    PairedRecords pick(int judge, String entry, String human) {
        PlannedRound.Seat seat = seatOf(judge, entry);
        return add(
                judge,
                roundOf(judge, entry),
                new Verdict.Pick(seat.entities().get(0), seat.entities().get(1), human));
    }

    /** A 2009 rank of one judged not human, recorded under the round it was met in. */
    PairedRecords rank(int judge, String entity, int rank) {
        return add(judge, roundOf(judge, entity), new Verdict.Rank(entity, rank));
    }

    private PairedRecords add(int judge, int round, Verdict verdict) {
        verdicts.add(new VerdictEntry(
                START.plusSeconds(1800L * round + 10L * verdicts.size()), round, judge, "T" + judge, verdict));
        return this;
    }

    /** The header says where the day's Prelim Eight record is ({@code "prelim"}, as the relay writes it from {@code finalists:}). */
    PairedRecords prelimAt(String path) {
        prelim = ",\"prelim\":\"" + path + "\"";
        return this;
    }

    /**
     * A Prelim Eight's record at {@code file}: E1-E6, each of judges 1-3 meeting every entry in six rounds; {@code
     * byJudge[j][e]} is judge j+1's rank of E(e+1), 0 for none recorded.
     */
    static void prelimEight(Path file, int[]... byJudge) throws IOException {
        List<HiddenEntity> entries = new ArrayList<>();
        for (int e = 1; e <= 6; e++) {
            entries.add(new HiddenEntity("E" + e, "Entry " + e, false));
        }
        List<PlannedRound> rounds = new ArrayList<>();
        for (int round = 1; round <= 6; round++) {
            List<PlannedRound.Seat> seats = new ArrayList<>();
            for (int judge = 1; judge <= byJudge.length; judge++) {
                seats.add(new PlannedRound.Seat(judge, "T" + judge, List.of("E" + ((judge + round) % 6 + 1))));
            }
            rounds.add(new PlannedRound(round, seats));
        }
        List<Integer> judges = new ArrayList<>();
        for (int judge = 1; judge <= byJudge.length; judge++) {
            judges.add(judge);
        }
        ContestHeader header = new ContestHeader(
                "Prelim Eight 2006 (hand-written)",
                RuleSet.LOEBNER_2006,
                entries,
                judges,
                rounds,
                java.util.Optional.empty(),
                parlor.transcripts.rules.Stage.PRELIM);
        StringBuilder log = new StringBuilder(header.toJson()).append('\n');
        for (int j = 0; j < byJudge.length; j++) {
            for (int e = 0; e < byJudge[j].length; e++) {
                if (byJudge[j][e] > 0) {
                    log.append(new VerdictEntry(
                                            START.minusSeconds(86_400L - 10L * (6 * j + e)),
                                            0,
                                            j + 1,
                                            "T" + (j + 1),
                                            new Verdict.Rank("E" + (e + 1), byJudge[j][e]))
                                    .toJson())
                            .append('\n');
                }
            }
        }
        Files.createDirectories(file.getParent());
        Files.writeString(file, log);
    }

    /** Writes {@code verdicts.jsonl} in {@code folder}, the header first. */
    Path writeTo(Path folder) throws IOException {
        String json = header.toJson();
        StringBuilder log = new StringBuilder(json.substring(0, json.length() - 1) + prelim + "}").append('\n');
        verdicts.forEach(v -> log.append(v.toJson()).append('\n'));
        return Files.writeString(folder.resolve("verdicts.jsonl"), log);
    }

    private PlannedRound.Seat seatOf(int judge, String entity) {
        return header.seat(roundOf(judge, entity), judge).orElseThrow();
    }

    private int roundOf(int judge, String entity) {
        return header.rounds().stream()
                .filter(r -> r.seats().stream()
                        .anyMatch(s -> s.judge() == judge && s.entities().contains(entity)))
                .mapToInt(PlannedRound::round)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the plan never seats J" + judge + " with " + entity));
    }
}
