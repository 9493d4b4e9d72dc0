package parlor.station;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import parlor.station.screen.WallView;

/** The terminals an audience wall shows, as {@code --terminal T1,T2,T3,T4} lists them. */
final class WallTerminals {

    private WallTerminals() {}

    /** The ids in the order given; empty if the list is not one a wall can show ({@link #problem} says why). */
    static List<String> parse(String given) {
        return problem(given).isEmpty() ? ids(given) : List.of();
    }

    /** What is wrong with the list, in words; empty if nothing. */
    static String problem(String given) {
        List<String> ids = ids(given);
        if (ids.isEmpty() || ids.stream().anyMatch(String::isEmpty)) {
            return "give the terminals as T1,T2,T3,T4 (no empty names), not '" + given + "'";
        }
        Set<String> distinct = new LinkedHashSet<>(ids);
        if (distinct.size() < ids.size()) {
            return "a terminal is named twice in '" + given + "'";
        }
        if (ids.size() > WallView.MOST_PANES) {
            return ids.size() + " terminals: a wall shows at most " + WallView.MOST_PANES;
        }
        return "";
    }

    private static List<String> ids(String given) {
        return Arrays.stream(given.split(",", -1)).map(String::strip).toList();
    }
}
