package parlor.tools.publish;

import static parlor.transcripts.text.Html.escape;

import java.util.List;
import parlor.transcripts.rules.ChartBar;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Table;
import parlor.transcripts.text.Skipped;

/**
 * The results as a self-contained HTML page to publish beside the transcripts: no scripts, no
 * outside files, the chart drawn as inline SVG.
 */
public final class ResultsHtml {

    private static final String STYLE = """
        body{font-family:Georgia,serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#222;background:#fdfcf8}
        h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2.2rem;border-bottom:1px solid #ccc}
        .meta{color:#555;font-size:.9rem}.headline{font-size:1.15rem;font-weight:bold}
        table{border-collapse:collapse;margin:.5rem 0}th,td{padding:.2rem .7rem;border-bottom:1px solid #e4e2da;text-align:left}
        th{background:#f0eee6}td{font-family:'Courier New',monospace}.note{color:#555;font-size:.9rem;margin:.2rem 0}
        svg{max-width:100%;height:auto}svg text{font-family:Georgia,serif;font-size:13px;fill:#222}
        """;
    /** The colours of computer entries and human confederates, wherever the tools draw them. */
    public static final String COMPUTER = "#b35c1e";

    public static final String HUMAN = "#1f4e79";
    /** The names' column at least. */
    private static final int LABEL_WIDTH = 200;

    private static final int BAR_WIDTH = 320;
    private static final int ROW = 30;

    private ResultsHtml() {}

    public static String page(Results results, List<Skipped> skipped) {
        String name = escape(results.contest().name());
        StringBuilder out = new StringBuilder(
                        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>Results: ")
                .append(name)
                .append("</title>\n<style>\n")
                .append(STYLE)
                .append("</style></head>\n<body>\n<h1>Results: ")
                .append(name)
                .append("</h1>\n<p class=\"meta\">");
        ResultsText.about(results).stream()
                .skip(1)
                .forEach(line -> out.append(escape(line)).append("<br>\n"));
        out.append("</p>\n<p class=\"headline\">")
                .append(escape(ResultsText.headline(results.outcome(), results.contest())))
                .append("</p>\n<h2>How human each entity was judged</h2>\n")
                .append(chart(results.chart()))
                .append("<h2>Outcome</h2>\n");
        list(out, results.outcome().findings());
        out.append("<h3>Tie-breaks applied</h3>\n");
        list(
                out,
                results.outcome().tieBreaks().isEmpty()
                        ? List.of("none")
                        : results.outcome().tieBreaks());
        results.tables().forEach(table -> table(out, table));
        out.append("<h2>Refused verdicts (not counted)</h2>\n");
        list(out, ResultsText.refusals(results));
        out.append("<h2>Skipped lines</h2>\n");
        list(out, ResultsText.skippedLines(skipped));
        return out.append("</body></html>\n").toString();
    }

    /** One bar per entity, on the rule set's own measure; computers and humans in two colours. */
    public static String chart(List<ChartBar> bars) {
        // the names' column is as wide as the longest name needs: none is cut
        int labels = (int) Math.ceil(Math.max(
                LABEL_WIDTH,
                SvgText.widest(bars.stream().map(b -> b.entity().shown()).toList()) + 16));
        int width = labels + BAR_WIDTH + 280;
        int height = bars.size() * ROW + 40;
        StringBuilder svg = new StringBuilder("<svg width=\"" + width + "\" height=\"" + height + "\" viewBox=\"0 0 "
                + width + " " + height + "\" role=\"img\" aria-label=\"How human each entity was judged\">\n");
        for (int i = 0; i < bars.size(); i++) {
            svg.append(bar(bars.get(i), i * ROW, labels));
        }
        int legend = bars.size() * ROW + 15;
        svg.append(
                        "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"14\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">computer entry</text>"
                                .formatted(labels, legend, COMPUTER, labels + 20, legend + 12))
                .append(
                        "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"14\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">human confederate</text>\n"
                                .formatted(labels + 150, legend, HUMAN, labels + 170, legend + 12));
        return svg.append("</svg>\n").toString();
    }

    /** One entity's row at {@code y}: its name ending where the bars begin, at {@code labels}, its bar, and what the bar says. */
    private static String bar(ChartBar bar, int y, int labels) {
        int length = (int) Math.round(Math.max(0, Math.min(1, bar.share())) * BAR_WIDTH);
        return ("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>"
                        + "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"20\" fill=\"#ebe8df\"/>"
                        + "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"20\" fill=\"%s\"/>"
                        + "<text x=\"%d\" y=\"%d\">%s</text>\n")
                .formatted(
                        labels - 8,
                        y + 19,
                        escape(bar.entity().shown()),
                        labels,
                        y + 5,
                        BAR_WIDTH,
                        labels,
                        y + 5,
                        length,
                        bar.entity().human() ? HUMAN : COMPUTER,
                        labels + BAR_WIDTH + 8,
                        y + 19,
                        escape(bar.label()));
    }

    private static void table(StringBuilder out, Table table) {
        out.append("<h2>").append(escape(table.title())).append("</h2>\n<table>\n<thead><tr>");
        table.columns().forEach(c -> out.append("<th>").append(escape(c)).append("</th>"));
        out.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : table.rows()) {
            out.append("<tr>");
            row.forEach(cell -> out.append("<td>").append(escape(cell)).append("</td>"));
            out.append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n");
        table.notes()
                .forEach(note ->
                        out.append("<p class=\"note\">").append(escape(note)).append("</p>\n"));
    }

    private static void list(StringBuilder out, List<String> items) {
        out.append("<ul>\n");
        items.forEach(item -> out.append("<li>").append(escape(item)).append("</li>\n"));
        out.append("</ul>\n");
    }
}
