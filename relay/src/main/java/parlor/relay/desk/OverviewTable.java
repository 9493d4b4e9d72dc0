package parlor.relay.desk;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import parlor.relay.desk.OperatorDesk.Overview;
import parlor.relay.desk.OperatorDesk.TerminalRow;

/** {@code status} as the operator reads it: the clock on one line, then a column-aligned row per terminal. */
public final class OverviewTable {

    private static final List<String> HEADINGS = List.of("TERMINAL", "JUDGE", "ENTITY", "SIDE", "LINK", "NOTICE");
    private static final String GAP = "  ";

    private OverviewTable() {
    }

    public static String render(Overview overview) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(HEADINGS);
        overview.terminals().stream().map(OverviewTable::cells).forEach(rows::add);
        List<Integer> widths = IntStream.range(0, HEADINGS.size())
            .mapToObj(column -> rows.stream().mapToInt(row -> row.get(column).length()).max().orElse(0))
            .toList();
        StringBuilder text = new StringBuilder(clockLine(overview)).append('\n');
        rows.forEach(row -> text.append('\n').append(aligned(row, widths)));
        if (overview.terminals().isEmpty()) {
            text.append("\n(no terminals)");
        }
        return text.toString();
    }

    /** "contest Loebner 2026  rules loebner-2006  phase round  round 3/8  time left 4:05  PAUSED". */
    static String clockLine(Overview overview) {
        String line = String.join(GAP,
            "contest " + overview.contest(),
            "rules " + overview.rules(),
            "phase " + overview.phase(),
            "round " + overview.round() + "/" + overview.rounds(),
            "time left " + minutesAndSeconds(overview.timeLeft()));
        return overview.paused() ? line + GAP + "PAUSED" : line;
    }

    /** m:ss, minutes unbounded (75:00 rather than 1:15:00: rounds are counted in minutes); overdue shows 0:00. */
    static String minutesAndSeconds(Duration left) {
        long seconds = Math.max(0, left.toSeconds());
        return String.format("%d:%02d", seconds / 60, seconds % 60);
    }

    /** A desk that has nothing to say in a column (null) shows an empty cell rather than failing status. */
    private static List<String> cells(TerminalRow row) {
        return Stream.of(row.terminal(), row.judge(), row.entity(), row.side(), row.link(), row.notice())
            .map(cell -> Objects.toString(cell, ""))
            .toList();
    }

    /** Each cell padded to its column; the last not, so no line ends in spaces. */
    private static String aligned(List<String> cells, List<Integer> widths) {
        int last = cells.size() - 1;
        String padded = IntStream.range(0, last)
            .mapToObj(column -> cells.get(column) + " ".repeat(widths.get(column) - cells.get(column).length()))
            .collect(Collectors.joining(GAP));
        return (padded + GAP + cells.get(last)).stripTrailing();
    }
}
