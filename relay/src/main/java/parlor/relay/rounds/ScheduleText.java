package parlor.relay.rounds;

import static parlor.relay.rounds.TextLayout.GAP;
import static parlor.relay.rounds.TextLayout.leader;
import static parlor.relay.rounds.TextLayout.longest;
import static parlor.relay.rounds.TextLayout.pad;
import static parlor.relay.rounds.TextLayout.wrap;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import parlor.relay.rounds.MeetingCounts.Meet;

/**
 * A schedule as the operator reads it before the start, laid out like the tables of the 2006
 * and 2009 rules: the judge × entry matrix, then the round plan with who takes part and who is
 * excused. Plain text, at most 80 columns; wide tables are split, long rows wrapped.
 */
public final class ScheduleText {

    public static final int WIDTH = 80;

    private ScheduleText() {}

    public static String render(Schedule schedule) {
        return render(schedule, List.of(), WIDTH);
    }

    /** With {@code notes}, sentences about where the schedule came from, under its first line. */
    public static String render(Schedule schedule, List<String> notes) {
        return render(schedule, notes, WIDTH);
    }

    public static String render(Schedule schedule, List<String> notes, int width) {
        List<String> lines = new ArrayList<>();
        lines.add(schedule.format().rules() + ": " + schedule.cast().size() + "; "
                + CastSize.plural(schedule.rounds().size(), "round"));
        notes.forEach(note -> lines.addAll(wrap(note, width)));
        lines.add("");
        lines.addAll(wrap(matrixCaption(schedule.format()), width));
        lines.add("");
        lines.addAll(matrix(schedule, width));
        lines.add("");
        lines.addAll(roundPlan(schedule, width));
        schedule.rounds().stream()
                .flatMap(r -> r.meetings().stream())
                .findFirst()
                .ifPresent(first -> {
                    lines.add("");
                    lines.addAll(wrap(legend(first), width));
                });
        return String.join("\n", lines) + "\n";
    }

    private static String matrixCaption(RoundFormat format) {
        return switch (format) {
            case RoundFormat.PairedComparisons ignored ->
                "Judges are rows and entries are columns; each cell shows which confederate is paired with that entry for that judge.";
            case RoundFormat.OneAtATime ignored ->
                "Judges are rows and hidden entities are columns; each cell shows the round in which that judge talks with that entity.";
        };
    }

    /** "J1E1C1: judge J1 with E1 at the left terminal and C1 at the right", after the rules' own example. */
    private static String legend(Meeting example) {
        return switch (example) {
            case Meeting.SideBySide pair ->
                token(pair) + ": judge " + pair.judge() + " with " + pair.left() + " at the left terminal and "
                        + pair.right() + " at the right.";
            case Meeting.OneToOne single ->
                token(single) + ": judge " + single.judge() + " talks with " + single.partner() + ".";
        };
    }

    private static String token(Meeting meeting) {
        return meeting.judge().name()
                + String.join(
                        "", meeting.hidden().stream().map(HiddenEntity::name).toList());
    }

    /** The judge × entry matrix (side by side) or judge × entity matrix (one at a time). */
    public static List<String> matrix(Schedule schedule, int width) {
        Map<Meet, List<String>> cells = cells(schedule);
        List<? extends HiddenEntity> columns = switch (schedule.format()) {
            case RoundFormat.PairedComparisons ignored -> schedule.cast().entries();
            case RoundFormat.OneAtATime ignored -> schedule.cast().hidden();
        };
        List<String> labels = schedule.cast().judges().stream().map(Judge::name).toList();
        List<List<String>> rows = schedule.cast().judges().stream()
                .map(judge -> columns.stream()
                        .map(column -> cellText(cells.get(new Meet(judge, column))))
                        .toList())
                .toList();
        List<String> headings = columns.stream().map(HiddenEntity::name).toList();
        int cellWidth = Math.max(
                longest(headings), longest(rows.stream().flatMap(List::stream).toList()));
        int perBlock = Math.max(1, (width - longest(labels)) / (cellWidth + GAP));
        List<String> lines = new ArrayList<>();
        for (int start = 0; start < headings.size(); start += perBlock) {
            int from = start;
            int to = Math.min(headings.size(), from + perBlock);
            if (from > 0) {
                lines.add("");
            }
            lines.addAll(matrixBlock(
                    labels,
                    headings.subList(from, to),
                    rows.stream().map(r -> r.subList(from, to)).toList(),
                    cellWidth));
        }
        return lines;
    }

    private static List<String> matrixBlock(
            List<String> labels, List<String> headings, List<List<String>> rows, int cellWidth) {
        int labelWidth = longest(labels) + GAP;
        List<String> body = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            body.add(leader(labels.get(i), labelWidth) + dotted(rows.get(i), cellWidth));
        }
        String heading = " ".repeat(labelWidth) + dotted(headings, cellWidth);
        return Stream.of(Stream.of(heading, "-".repeat(Math.max(heading.length(), longest(body)))), body.stream())
                .flatMap(s -> s)
                .toList();
    }

    private static String dotted(List<String> cells, int cellWidth) {
        StringBuilder row = new StringBuilder();
        for (int i = 0; i < cells.size() - 1; i++) {
            row.append(leader(cells.get(i), cellWidth + GAP));
        }
        return row.append(cells.getLast()).toString();
    }

    /** What each judge × column cell says: the confederate beside the entry, or the round. */
    private static Map<Meet, List<String>> cells(Schedule schedule) {
        Map<Meet, List<String>> cells = new LinkedHashMap<>();
        for (int number = 1; number <= schedule.rounds().size(); number++) {
            for (Meeting meeting : schedule.round(number).meetings()) {
                switch (meeting) {
                    case Meeting.SideBySide pair -> {
                        if (pair.left() instanceof HiddenEntity.Entry) {
                            add(
                                    cells,
                                    new Meet(pair.judge(), pair.left()),
                                    pair.right().name());
                        }
                        if (pair.right() instanceof HiddenEntity.Entry) {
                            add(
                                    cells,
                                    new Meet(pair.judge(), pair.right()),
                                    pair.left().name());
                        }
                    }
                    case Meeting.OneToOne single ->
                        add(cells, new Meet(single.judge(), single.partner()), String.valueOf(number));
                }
            }
        }
        return cells;
    }

    private static void add(Map<Meet, List<String>> cells, Meet meet, String text) {
        cells.computeIfAbsent(meet, k -> new ArrayList<>()).add(text);
    }

    /** A cell for a checked schedule holds one item; an unchecked one may show none ("-") or several. */
    private static String cellText(List<String> items) {
        return items == null ? "-" : String.join("/", items);
    }

    /** "Round .... Participating .... Excused", a row per round. */
    public static List<String> roundPlan(Schedule schedule, int width) {
        List<List<String>> taking = schedule.rounds().stream()
                .map(r -> r.meetings().stream().map(ScheduleText::token).toList())
                .toList();
        List<List<String>> excused =
                schedule.rounds().stream().map(r -> excused(schedule, r)).toList();
        int numberWidth = Math.max(
                        "Round".length(),
                        String.valueOf(schedule.rounds().size()).length())
                + GAP;
        int available = width - numberWidth - GAP;
        int excusedWidth =
                Math.max(longest(excused.stream().map(e -> String.join(" ", e)).toList()), "Excused".length());
        int takingWidth =
                Math.max(longest(taking.stream().map(t -> String.join(" ", t)).toList()), "Participating".length());
        if (takingWidth + excusedWidth > available) {
            excusedWidth = Math.min(
                    excusedWidth,
                    Math.max(
                            available / 3,
                            longest(excused.stream().flatMap(List::stream).toList())));
            takingWidth = available - excusedWidth;
        }
        List<String> lines = new ArrayList<>();
        boolean anyoneExcused = excused.stream().anyMatch(e -> !e.isEmpty());
        lines.add(leader("Round", numberWidth)
                + (anyoneExcused ? leader("Participating", takingWidth + GAP) + "Excused" : "Participating"));
        for (int i = 0; i < taking.size(); i++) {
            lines.addAll(planRow(
                    String.valueOf(i + 1),
                    wrap(taking.get(i), takingWidth),
                    wrap(excused.get(i), excusedWidth),
                    numberWidth,
                    takingWidth + GAP));
        }
        return lines;
    }

    private static List<String> excused(Schedule schedule, Round round) {
        return Stream.concat(
                        schedule.excusedJudges(round).stream().map(Judge::name),
                        schedule.idleConfederates(round).stream().map(HiddenEntity::name))
                .toList();
    }

    private static List<String> planRow(
            String number, List<String> taking, List<String> excused, int numberWidth, int takingWidth) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < Math.max(taking.size(), excused.size()); i++) {
            String first = i == 0 ? leader(number, numberWidth) : " ".repeat(numberWidth);
            String part = i < taking.size() ? taking.get(i) : "";
            String rest = i < excused.size() ? excused.get(i) : "";
            String middle = rest.isEmpty() ? part : i == 0 ? leader(part, takingWidth) : pad(part, takingWidth);
            lines.add((first + middle + rest).stripTrailing());
        }
        return lines;
    }
}
