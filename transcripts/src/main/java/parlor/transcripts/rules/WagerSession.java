package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A wager Session run as several days, one record each, joined into one: "Each Turing Test
 * Session will consist of at least three Turing Test Trials", and a day may hold one. Each
 * record's trials take the next numbers, in the order the records are given; the records must be
 * of the same Session (the same judges, foils and computer), or the join is refused.
 */
public final class WagerSession {

    /** One record as read: where it came from, its header and its verdicts. */
    public record Part(String source, ContestHeader contest, List<VerdictEntry> verdicts) {
        public Part {
            verdicts = List.copyOf(verdicts);
        }
    }

    /** The Session as one record, with a table saying which record each trial came from. */
    public record Joined(ContestHeader contest, List<VerdictEntry> verdicts, Table sources) {
        public Joined {
            verdicts = List.copyOf(verdicts);
        }
    }

    private WagerSession() {}

    /** @throws IllegalArgumentException in one line, naming the record that cannot join and why */
    public static Joined join(List<Part> parts) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("no records to join");
        }
        ContestHeader first = parts.getFirst().contest();
        List<VerdictEntry> verdicts = new ArrayList<>();
        List<PlannedRound> plan = new ArrayList<>();
        List<List<String>> rows = new ArrayList<>();
        int trials = 0;
        int rounds = 0;
        for (Part part : parts) {
            requireSameSession(parts.getFirst(), part);
            Map<Integer, Integer> renumbered = new TreeMap<>();
            for (int trial : trialsOf(part)) {
                renumbered.put(trial, ++trials);
                rows.add(List.of(
                        Integer.toString(trials),
                        part.source(),
                        trial == 0 ? "its votes (round 0)" : "its trial " + trial));
            }
            part.verdicts()
                    .forEach(e -> verdicts.add(new VerdictEntry(
                            e.time(), renumbered.get(e.round()), e.judge(), e.terminal(), e.verdict())));
            // a plan without trials (a day before they were recorded) cannot say which trial a round was in: it is left
            // out
            int offset = rounds;
            part.contest().rounds().stream()
                    .filter(r -> r.trial() > 0)
                    .forEach(r -> plan.add(new PlannedRound(offset + r.round(), renumbered.get(r.trial()), r.seats())));
            rounds += part.contest().rounds().stream()
                    .mapToInt(PlannedRound::round)
                    .max()
                    .orElse(0);
        }
        ContestHeader joined =
                new ContestHeader(first.name(), first.rules(), first.entities(), first.judges(), plan, first.timing());
        Table sources = new Table(
                "The Session's records: " + parts.size() + " joined, their trials numbered in the order given",
                List.of("trial", "record", "there"),
                rows,
                List.of());
        return new Joined(joined, verdicts, sources);
    }

    /** The trials a record holds: those its plan has, and any its votes are recorded under (0 in a record of one day's votes). */
    private static List<Integer> trialsOf(Part part) {
        TreeSet<Integer> trials = new TreeSet<>(part.contest().trials());
        part.verdicts().forEach(e -> trials.add(e.round()));
        return List.copyOf(trials);
    }

    private static void requireSameSession(Part first, Part part) {
        ContestHeader a = first.contest();
        ContestHeader b = part.contest();
        String why = b.rules() != RuleSet.KURZWEIL_KAPOR
                ? "it is a " + b.rules() + " record: only the wager's trials join into a Session"
                : !b.entities().stream()
                                .map(e -> e.id() + e.human())
                                .toList()
                                .equals(a.entities().stream()
                                        .map(e -> e.id() + e.human())
                                        .toList())
                        ? "its candidates (" + ids(b) + ") are not those of " + first.source() + " (" + ids(a) + ")"
                        : !b.judges().equals(a.judges())
                                ? "its judges (" + b.judges() + ") are not those of " + first.source() + " ("
                                        + a.judges() + ")"
                                : "";
        if (!why.isEmpty()) {
            throw new IllegalArgumentException(part.source() + " cannot join the Session: " + why
                    + " (a Session's trials have the same judges, foils and computer)");
        }
    }

    private static String ids(ContestHeader contest) {
        return String.join(
                ", ",
                contest.entities().stream()
                        .map(e -> e.id() + (e.human() ? " foil" : " computer"))
                        .toList());
    }
}
