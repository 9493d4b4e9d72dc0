package parlor.station;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import parlor.station.screen.WallView;

/**
 * The terminals an audience wall shows: as {@code --terminal T1,T2,T3,T4} lists them, or, given
 * none, every judge's terminal the relay lists, as many as a wall shows; and its last row.
 */
final class WallTerminals {

    /** What the wall shows of the terminals the relay listed, and those left for another wall. */
    record Shown(List<String> terminals, List<String> left) {}

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

    /** Of the contest's terminals, the first {@link WallView#MOST_PANES} are shown; the rest are left for another wall. */
    static Shown ofTheContest(List<String> listed) {
        int shown = Math.min(listed.size(), WallView.MOST_PANES);
        return new Shown(listed.subList(0, shown), listed.subList(shown, listed.size()));
    }

    /** The wall's last row: the terminals shown, and how to show any left over on another wall. */
    static String footer(Shown shown) {
        String left = shown.left().isEmpty()
                ? ""
                : " (of " + (shown.terminals().size() + shown.left().size()) + ": a wall shows at most "
                        + WallView.MOST_PANES + "; for the rest, another with --terminal "
                        + String.join(",", shown.left()) + ")";
        return " AUDIENCE  " + String.join(" ", shown.terminals()) + left
                + "  read-only, delayed by the relay  Ctrl-] quit";
    }

    /** The last row while the wall asks the relay for the contest's terminals, {@code link} saying how that goes. */
    static String asking(String link) {
        return " AUDIENCE  asking the relay for the contest's terminals: " + link + "  Ctrl-] quit";
    }

    private static List<String> ids(String given) {
        return Arrays.stream(given.split(",", -1)).map(String::strip).toList();
    }
}
