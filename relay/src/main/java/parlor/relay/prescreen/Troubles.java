package parlor.relay.prescreen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What went wrong with an entry during prescreening, as the sheet's {@code problem} column says it:
 * each problem is {@code kind: evidence} (crashed, hung, flooded, no answer, late, unasked), several
 * joined by {@code ; }. Summarised per entry as kinds with the items where they happened.
 */
final class Troubles {

    static final String CRASHED = "crashed";
    static final String HUNG = "hung";
    static final String FLOODED = "flooded";
    static final String NO_ANSWER = "no answer";
    static final String LATE = "late";
    static final String UNASKED = "unasked";
    static final String SEPARATOR = "; ";

    private Troubles() {}

    /** One problem; the evidence's own semicolons become commas, so the sheet's cell splits only between problems. */
    static String problem(String kind, String evidence) {
        return kind + ": " + evidence.replace(SEPARATOR, ", ");
    }

    /** {@code crashed Q03; no answer Q03-Q09}: each kind once, with its items, runs of items shortened. */
    static String summary(List<PrescreenSheet.Row> rows) {
        Map<String, List<Integer>> where = new LinkedHashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            for (String problem : rows.get(i).problem().split(SEPARATOR)) {
                int colon = problem.indexOf(':');
                if (colon > 0) {
                    where.computeIfAbsent(problem.substring(0, colon).strip(), k -> new ArrayList<>())
                            .add(i);
                }
            }
        }
        List<String> parts = new ArrayList<>();
        where.forEach((kind, indexes) ->
                parts.add(kind + " " + items(rows, indexes.stream().distinct().toList())));
        return String.join(SEPARATOR, parts);
    }

    private static String items(List<PrescreenSheet.Row> rows, List<Integer> indexes) {
        List<String> runs = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= indexes.size(); i++) {
            if (i == indexes.size() || indexes.get(i) != indexes.get(i - 1) + 1) {
                String first = rows.get(indexes.get(from)).item();
                String last = rows.get(indexes.get(i - 1)).item();
                runs.add(from == i - 1 ? first : first + "-" + last);
                from = i;
            }
        }
        return String.join(", ", runs);
    }
}
