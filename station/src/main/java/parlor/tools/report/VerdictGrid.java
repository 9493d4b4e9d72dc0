package parlor.tools.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.tools.publish.SvgText;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.rules.VerdictEntry;

/**
 * The day's verdicts per round and per judge: a column per round, a row per judge, and in each
 * cell a mark per verdict, saying what the judge decided (in 2009, whom they took for the human)
 * with a bar for how much (a rating's share of its scale), coloured by what the entity really was.
 */
final class VerdictGrid {

    /** One verdict as drawn: where, what it says, how long its bar is (0 to 1), and whom it is about. */
    record Mark(int round, int judge, String text, double share, Optional<Boolean> human) {}

    private static final int LABEL = 60;
    /** A round's column at least; wider where a word of a mark's text needs it. */
    private static final int CELL = 190;

    private static final int LINE = 22;
    /** From one line of a wrapped text to the next. */
    private static final int WRAPPED = 15;

    private static final int BAR = 46;
    /** Where a mark's text starts in its column, after its bar (the column's own 4 px margin included). */
    private static final int TEXT_AT = 4 + BAR + 6;
    /** Between a mark's text and the next column. */
    private static final int GAP = 8;

    private VerdictGrid() {}

    static List<Mark> marks(List<VerdictEntry> verdicts, Names names) {
        return verdicts.stream()
                .map(e -> mark(e, names))
                .sorted(Comparator.comparingInt(Mark::round).thenComparingInt(Mark::judge))
                .toList();
    }

    private static Mark mark(VerdictEntry entry, Names names) {
        int round = entry.round();
        int judge = entry.judge();
        return switch (entry.verdict()) {
            case Verdict.Pick p -> new Mark(round, judge, "human: " + names.of(p.human()), 1, names.human(p.human()));
            case Verdict.Rank r ->
                new Mark(round, judge, "rank " + r.rank() + ": " + names.of(r.entity()), 1, names.human(r.entity()));
            case Verdict.Humanness h ->
                new Mark(
                        round,
                        judge,
                        names.of(h.entity()) + " " + h.rating() + "/10",
                        h.rating() / 10.0,
                        names.human(h.entity()));
            case Verdict.Rating r ->
                new Mark(
                        round,
                        judge,
                        names.of(r.entity()) + " " + r.rating().toPlainString() + "/5",
                        r.rating().doubleValue() / 5,
                        names.human(r.entity()));
            case Verdict.Split s ->
                new Mark(
                        round,
                        judge,
                        names.of(s.left()) + " " + s.apportionment() + " " + names.of(s.right()),
                        s.leftPoints() / 100.0,
                        names.human(s.left()));
            case Verdict.Candidate c ->
                new Mark(
                        round,
                        judge,
                        names.of(c.entity()) + ": " + (c.human() ? "human" : "machine") + ", rank " + c.rank(),
                        1,
                        names.human(c.entity()));
        };
    }

    static String draw(String title, List<Mark> marks, boolean legend) {
        List<Integer> rounds =
                marks.stream().map(Mark::round).distinct().sorted().toList();
        List<Integer> judges =
                marks.stream().map(Mark::judge).distinct().sorted().toList();
        Map<List<Integer>, List<Mark>> cells = new LinkedHashMap<>();
        marks.forEach(m -> cells.computeIfAbsent(List.of(m.round(), m.judge()), k -> new ArrayList<>())
                .add(m));
        // a column is as wide as its longest word needs; longer texts wrap between words within it
        double cell = Math.max(
                CELL,
                TEXT_AT + SvgText.widestWord(marks.stream().map(Mark::text).toList()) + GAP);
        double room = cell - TEXT_AT - GAP;
        double rowHeight = cells.values().stream()
                        .mapToDouble(here ->
                                here.stream().mapToDouble(m -> height(m, room)).sum())
                        .max()
                        .orElse(LINE)
                + 8;
        double height = 30 + judges.size() * rowHeight;
        double width = Math.max(LABEL + rounds.size() * cell, LABEL + Svg.LEGEND_WIDTH) + 10;
        Svg svg = new Svg(width, height + 30, title);
        for (int c = 0; c < rounds.size(); c++) {
            int round = rounds.get(c);
            svg.text(LABEL + c * cell + 4, 18, "start", round == 0 ? "after the rounds" : "round " + round);
        }
        for (int r = 0; r < judges.size(); r++) {
            double top = 30 + r * rowHeight;
            svg.text(LABEL - 8, top + 16, "end", "J" + judges.get(r))
                    .line("guide", 0, top, LABEL + rounds.size() * cell, top);
            for (int c = 0; c < rounds.size(); c++) {
                double y = top + 4;
                for (Mark mark : cells.getOrDefault(List.of(rounds.get(c), judges.get(r)), List.of())) {
                    drawMark(svg, mark, LABEL + c * cell + 4, y, room);
                    y += height(mark, room);
                }
            }
        }
        return svg.legend(LABEL, height + 10, legend).toString();
    }

    /** A mark's bar, its share of the bar filled, and its text beside it, wrapped to {@code room}. */
    private static void drawMark(Svg svg, Mark mark, double x, double y, double room) {
        svg.rect("well", x, y, BAR, 14, "#ebe8df")
                .rect("mark", x, y, Math.max(2, BAR * Math.min(1, mark.share())), 14, Svg.colour(mark.human()));
        List<String> lines = SvgText.wrap(mark.text(), room);
        for (int i = 0; i < lines.size(); i++) {
            svg.text(x + TEXT_AT - 4, y + 12 + i * WRAPPED, "start", lines.get(i));
        }
    }

    /** How tall a mark is: a line, and a little more for each line its text wraps onto. */
    private static double height(Mark mark, double room) {
        return LINE + (SvgText.wrap(mark.text(), room).size() - 1) * WRAPPED;
    }
}
