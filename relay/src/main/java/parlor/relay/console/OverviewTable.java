package parlor.relay.console;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import parlor.relay.console.RelayControls.Overview;
import parlor.relay.console.RelayControls.TerminalRow;

/**
 * {@code status} as the operator reads it: the clock on one line (and in a day with rounds, what
 * comes next and when the day ends on another), then a column-aligned row per terminal, each
 * short enough for an 80-column terminal.
 */
public final class OverviewTable {

    /** Rows are cut to this, so none wraps on an 80-column terminal (a line of exactly 80 wraps on some). */
    static final int WIDTH = 79;

    private static final List<String> HEADINGS =
            List.of("TERMINAL", "JUDGE", "ENTITY", "SIDE", "LINK", "VERDICTS", "NOTICE");
    private static final int VERDICTS = HEADINGS.indexOf("VERDICTS");
    private static final String GAP = "  ";
    private static final String CUT = "...";

    private OverviewTable() {}

    public static String render(Overview overview) {
        // a contest without rounds has no verdicts: no column for them
        boolean verdicts = overview.terminals().stream().anyMatch(row -> row.verdicts() != null);
        List<List<String>> rows = new ArrayList<>();
        rows.add(columns(HEADINGS, verdicts));
        overview.terminals().stream().map(row -> columns(cells(row), verdicts)).forEach(rows::add);
        int columns = rows.getFirst().size();
        List<Integer> widths = IntStream.range(0, columns)
                .mapToObj(column -> rows.stream()
                        .mapToInt(row -> row.get(column).length())
                        .max()
                        .orElse(0))
                .toList();
        StringBuilder text = new StringBuilder(clockLine(overview)).append('\n');
        if (overview.rounds() > 0) {
            text.append(dayLine(overview)).append('\n');
        }
        rows.forEach(row -> text.append('\n').append(aligned(row, widths)));
        if (overview.terminals().isEmpty()) {
            text.append("\n(no terminals)");
        }
        return text.toString();
    }

    /** "contest Loebner 2026  rules loebner-2006  phase round  round 3/8  time left 4:05  PAUSED". */
    static String clockLine(Overview overview) {
        String line = String.join(
                GAP,
                "contest " + overview.contest(),
                "rules " + overview.rules(),
                "phase " + overview.phase(),
                "round " + overview.round() + "/" + overview.rounds(),
                "time left " + minutesAndSeconds(overview.timeLeft()));
        return overview.paused() ? line + GAP + "PAUSED" : line;
    }

    /** "next review of round 3  day left 1:35:00  verdicts due T1 (2), T4 (1)", cut to {@link #WIDTH}. */
    static String dayLine(Overview overview) {
        String tally = verdictTally(overview.terminals());
        String line = "next " + overview.nextPhase() + GAP + "day left " + hoursMinutesAndSeconds(overview.dayLeft())
                + (tally.isEmpty() ? "" : GAP + tally);
        return cut(line, WIDTH);
    }

    /**
     * The day's verdicts at a glance: which judges' terminals still owe how many, {@code verdicts all
     * in} once every one due is recorded, or nothing before any is due.
     */
    static String verdictTally(List<TerminalRow> rows) {
        List<String> owing = rows.stream()
                .filter(row -> row.verdicts() != null && row.verdicts().endsWith(" due"))
                .map(row -> row.terminal() + " (" + row.verdicts().replace(" due", "") + ")")
                .toList();
        if (!owing.isEmpty()) {
            return "verdicts due " + String.join(", ", owing);
        }
        boolean anyIn = rows.stream().anyMatch(row -> "in".equals(row.verdicts()));
        return anyIn ? "verdicts all in" : "";
    }

    /** m:ss, minutes unbounded (75:00 rather than 1:15:00: rounds are counted in minutes); overdue shows 0:00. */
    static String minutesAndSeconds(Duration left) {
        long seconds = Math.max(0, left.toSeconds());
        return String.format("%d:%02d", seconds / 60, seconds % 60);
    }

    /** h:mm:ss from an hour up, as a day is counted; m:ss under it. */
    static String hoursMinutesAndSeconds(Duration left) {
        long seconds = Math.max(0, left.toSeconds());
        return seconds < 3600
                ? minutesAndSeconds(left)
                : String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }

    /** Controls that have nothing to say in a column (null) shows an empty cell rather than failing status. */
    private static List<String> cells(TerminalRow row) {
        return Stream.of(
                        row.terminal(), row.judge(), row.entity(), row.side(), row.link(), row.verdicts(), row.notice())
                .map(cell -> Objects.toString(cell, ""))
                .toList();
    }

    private static List<String> columns(List<String> cells, boolean verdicts) {
        if (verdicts) {
            return cells;
        }
        List<String> without = new ArrayList<>(cells);
        without.remove(VERDICTS);
        return without;
    }

    /** Each cell padded to its column; the last not, so no line ends in spaces, and cut where the row would pass {@link #WIDTH}. */
    private static String aligned(List<String> cells, List<Integer> widths) {
        int last = cells.size() - 1;
        String padded = IntStream.range(0, last)
                        .mapToObj(column -> cells.get(column)
                                + " "
                                        .repeat(widths.get(column)
                                                - cells.get(column).length()))
                        .collect(Collectors.joining(GAP))
                + GAP;
        return (padded + cut(cells.get(last), WIDTH - padded.length())).stripTrailing();
    }

    private static String cut(String cell, int room) {
        if (cell.length() <= room) {
            return cell;
        }
        return room <= CUT.length() ? "" : cell.substring(0, room - CUT.length()) + CUT;
    }
}
