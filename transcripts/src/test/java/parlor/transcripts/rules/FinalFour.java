package parlor.transcripts.rules;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The "Final Four" of the 2006 and 2009 rules, as published: entries E1..E4, confederates C1..C4,
 * judges J1..J4, the matrix of which confederate each judge compares with each entry, and the
 * seven-round table that seats them.
 */
final class FinalFour {

    /** The round table, copied from the 2006 and 2009 rules (the excused column left out). */
    static final List<String> ROUND_TABLE = List.of(
            "1 .... J1E1C1 J2E3C2",
            "2 .... J4E1C2 J3E3C1 J2E4C3",
            "3 .... J3E1C3 J4E3C4 J1E2C2",
            "4 .... J2E1C4 J3E4C2",
            "5 .... J2E2C1 J1E3C3",
            "6 .... J1E4C4 J4E2C3",
            "7 .... J4E4C1 J3E2C4");

    static final Instant START = Instant.parse("2009-09-06T09:00:00Z");

    private FinalFour() {}

    /** The matrix: judges as rows, entries as columns, the confederate in the cell. Row 1 reads C1 C2 C3 C4, row 2 C4 C1 C2 C3. */
    static String confederate(int judge, int entry) {
        return "C" + (Math.floorMod(entry - judge, 4) + 1);
    }

    static ContestHeader header(RuleSet rules) {
        List<HiddenEntity> entities = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            entities.add(new HiddenEntity("E" + i, "Entry " + i, false));
        }
        for (int i = 1; i <= 4; i++) {
            entities.add(new HiddenEntity("C" + i, "Confederate " + i, true));
        }
        return new ContestHeader("Final Four (" + rules + ")", rules, entities, List.of(1, 2, 3, 4), plan());
    }

    /**
     * The round table as a plan. Sides are drawn at random (2006 and 2009); here the entry sits left in
     * odd rounds and right in even ones, so both sides are exercised.
     */
    static List<PlannedRound> plan() {
        List<PlannedRound> rounds = new ArrayList<>();
        Pattern seat = Pattern.compile("J(\\d)(E\\d)(C\\d)");
        for (String line : ROUND_TABLE) {
            int round = Integer.parseInt(line.substring(0, 1));
            List<PlannedRound.Seat> seats = new ArrayList<>();
            Matcher m = seat.matcher(line);
            while (m.find()) {
                List<String> pair = round % 2 == 1 ? List.of(m.group(2), m.group(3)) : List.of(m.group(3), m.group(2));
                seats.add(new PlannedRound.Seat(Integer.parseInt(m.group(1)), "T" + m.group(1), pair));
            }
            rounds.add(new PlannedRound(round, seats));
        }
        return rounds;
    }

    /** Where the table seats judge and entry together. */
    static PlannedRound.Seat seatOf(int judge, int entry, int[] round) {
        for (PlannedRound planned : plan()) {
            for (PlannedRound.Seat seat : planned.seats()) {
                if (seat.judge() == judge && seat.entities().contains("E" + entry)) {
                    round[0] = planned.round();
                    return seat;
                }
            }
        }
        throw new IllegalArgumentException("the table never seats J" + judge + " with E" + entry);
    }

    /** Judge's split of 100 points between entry and its confederate, in the round the table gives. */
    static VerdictEntry split(int judge, int entry, int entryPoints) {
        int[] round = new int[1];
        PlannedRound.Seat seat = seatOf(judge, entry, round);
        String left = seat.entities().get(0);
        String right = seat.entities().get(1);
        boolean entryLeft = left.startsWith("E");
        Verdict split = new Verdict.Split(
                left, entryLeft ? entryPoints : 100 - entryPoints, right, entryLeft ? 100 - entryPoints : entryPoints);
        return new VerdictEntry(START.plusSeconds(1500L * round[0]), round[0], judge, seat.terminal(), split);
    }

    /** Judge's pick between entry and its confederate: the entry, or the confederate. */
    static VerdictEntry pick(int judge, int entry, boolean entryChosen) {
        int[] round = new int[1];
        PlannedRound.Seat seat = seatOf(judge, entry, round);
        String human = entryChosen ? "E" + entry : confederate(judge, entry);
        Verdict pick = new Verdict.Pick(seat.entities().get(0), seat.entities().get(1), human);
        return new VerdictEntry(START.plusSeconds(1500L * round[0]), round[0], judge, seat.terminal(), pick);
    }

    /** 2009: after the rounds, the judge ranks one of the four judged not human. */
    static VerdictEntry rank(int judge, String entity, int rank) {
        return new VerdictEntry(START.plusSeconds(1500L * 8), 0, judge, "T" + judge, new Verdict.Rank(entity, rank));
    }
}
