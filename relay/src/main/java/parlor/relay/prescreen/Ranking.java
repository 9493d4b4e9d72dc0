package parlor.relay.prescreen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Entries ranked by their mean mark over the sheet (a person's mark where given, else the automatic
 * one), with ties shown: tied entries share a rank, and where a tie straddles the last finalist's
 * place, the finalists are those above it and the tie is left for the organiser to break.
 */
public record Ranking(List<Standing> standings, int places, List<Standing> finalists, Optional<TieAtCut> tieAtCut) {

    /** Means this close are equal: 1/3 and 2/6 must tie. */
    private static final double SAME = 1e-9;

    /**
     * One entry's place. {@code rank} is 0 for an entry with no mark at all, which cannot be ranked;
     * {@code unmarked} lists the questions with neither mark; {@code problems} says what went wrong, where.
     */
    public record Standing(
            String entry,
            String name,
            OptionalDouble mean,
            int marked,
            int rows,
            int byHand,
            List<String> unmarked,
            String problems,
            int rank,
            boolean tied) {}

    /** Entries tied for the last places: more of them than places left. */
    public record TieAtCut(List<Standing> tied, int placesLeft) {}

    public static Ranking of(List<PrescreenSheet.Row> rows, int places) {
        Map<String, List<PrescreenSheet.Row>> byEntry = new LinkedHashMap<>();
        rows.forEach(row ->
                byEntry.computeIfAbsent(row.entry(), e -> new ArrayList<>()).add(row));
        List<Standing> unranked =
                byEntry.values().stream().map(Ranking::standing).toList();
        List<Standing> standings = ranked(unranked);
        return cut(standings, places);
    }

    private static Standing standing(List<PrescreenSheet.Row> rows) {
        PrescreenSheet.Row first = rows.get(0);
        List<Double> marks = rows.stream()
                .map(PrescreenSheet.Row::effectiveMark)
                .filter(OptionalDouble::isPresent)
                .map(OptionalDouble::getAsDouble)
                .toList();
        OptionalDouble mean = marks.stream().mapToDouble(Double::doubleValue).average();
        int byHand = (int) rows.stream().filter(row -> row.mark().isPresent()).count();
        List<String> unmarked = rows.stream()
                .filter(row -> row.isQuestion() && row.effectiveMark().isEmpty())
                .map(PrescreenSheet.Row::item)
                .toList();
        return new Standing(
                first.entry(),
                first.name(),
                mean,
                marks.size(),
                rows.size(),
                byHand,
                unmarked,
                Troubles.summary(rows),
                0,
                false);
    }

    /** Best mean first; equal means share the better rank; entries never marked come last, unranked. */
    private static List<Standing> ranked(List<Standing> standings) {
        List<Standing> order = new ArrayList<>(standings);
        order.sort(Comparator.comparing((Standing s) -> s.mean().isEmpty())
                .thenComparing(s -> -s.mean().orElse(0)));
        List<Standing> ranked = new ArrayList<>();
        for (Standing s : order) {
            if (s.mean().isEmpty()) {
                ranked.add(s);
                continue;
            }
            double mean = s.mean().getAsDouble();
            long better = order.stream()
                    .filter(o -> o.mean().isPresent() && o.mean().getAsDouble() > mean + SAME)
                    .count();
            long same = order.stream()
                    .filter(o -> o.mean().isPresent() && Math.abs(o.mean().getAsDouble() - mean) <= SAME)
                    .count();
            ranked.add(new Standing(
                    s.entry(),
                    s.name(),
                    s.mean(),
                    s.marked(),
                    s.rows(),
                    s.byHand(),
                    s.unmarked(),
                    s.problems(),
                    (int) better + 1,
                    same > 1));
        }
        return ranked;
    }

    /** Whole groups of equal rank go through while they fit; the first group that does not is the tie at the cut. */
    private static Ranking cut(List<Standing> standings, int places) {
        List<Standing> finalists = new ArrayList<>();
        Map<Integer, List<Standing>> byRank = new LinkedHashMap<>();
        standings.stream()
                .filter(s -> s.rank() > 0)
                .forEach(s ->
                        byRank.computeIfAbsent(s.rank(), r -> new ArrayList<>()).add(s));
        for (List<Standing> group : byRank.values()) {
            int left = places - finalists.size();
            if (left == 0) {
                break;
            }
            if (group.size() > left) {
                return new Ranking(standings, places, finalists, Optional.of(new TieAtCut(group, left)));
            }
            finalists.addAll(group);
        }
        return new Ranking(standings, places, finalists, Optional.empty());
    }
}
