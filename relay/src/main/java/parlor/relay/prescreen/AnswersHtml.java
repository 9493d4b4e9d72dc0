package parlor.relay.prescreen;

import static parlor.transcripts.text.Html.escape;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every answer side by side, for judges who score by reading: one row per item, one column per
 * entry, each cell the answer with its marks and anything that went wrong. One page with no scripts
 * and no outside files.
 */
public final class AnswersHtml {

    public static final String FILE_NAME = "answers.html";

    private static final String STYLE = """
        body{font-family:sans-serif;margin:1.5em;color:#222}
        table{border-collapse:collapse}
        th,td{border:1px solid #bbb;padding:.4em .6em;vertical-align:top;text-align:left}
        thead th{background:#eee;position:sticky;top:0}
        td.item{max-width:18em}
        td.answer{white-space:pre-wrap;font-family:monospace;max-width:28em}
        .set{color:#666;font-size:.85em}
        .tell{font-style:italic}
        .marks{display:block;color:#555;font-family:sans-serif;font-size:.85em;margin-top:.3em}
        .problem{display:block;color:#a00;font-family:sans-serif;font-size:.85em;margin-top:.3em}
        tfoot td{font-weight:bold;background:#f6f6f6}
        """;

    private AnswersHtml() {}

    /** The page for a sheet's rows; with a ranking, a last row gives each entry's mean and rank. */
    public static String page(String title, List<PrescreenSheet.Row> rows, Optional<Ranking> ranking) {
        Map<String, String> entries = new LinkedHashMap<>();
        Map<String, PrescreenSheet.Row> items = new LinkedHashMap<>();
        Map<String, PrescreenSheet.Row> cells = new LinkedHashMap<>();
        for (PrescreenSheet.Row row : rows) {
            entries.putIfAbsent(row.entry(), row.name());
            items.putIfAbsent(row.item(), row);
            cells.put(row.entry() + "\n" + row.item(), row);
        }
        StringBuilder out = new StringBuilder(
                        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(escape(title))
                .append("</title>\n<style>")
                .append(STYLE)
                .append("</style></head>\n<body>\n<h1>")
                .append(escape(title))
                .append("</h1>\n<table>\n<thead><tr><th>item</th>");
        entries.forEach((id, name) -> out.append("<th>")
                .append(escape(id))
                .append(name.isEmpty() || name.equals(id) ? "" : "<br>" + escape(name))
                .append("</th>"));
        out.append("</tr></thead>\n<tbody>\n");
        items.values().forEach(item -> out.append(itemRow(item, entries.keySet(), cells)));
        out.append("</tbody>\n");
        ranking.ifPresent(r -> out.append(means(r, entries.keySet())));
        return out.append("</table>\n</body></html>\n").toString();
    }

    private static String itemRow(
            PrescreenSheet.Row item, Iterable<String> entries, Map<String, PrescreenSheet.Row> cells) {
        boolean told = !item.isQuestion();
        StringBuilder out = new StringBuilder("<tr><td class=\"item\"><b>")
                .append(escape(item.item()))
                .append("</b> ")
                .append(item.set().isEmpty() ? "" : "<span class=\"set\">" + escape(item.set()) + "</span>")
                .append("<br><span class=\"")
                .append(told ? "tell" : "ask")
                .append("\">")
                .append(escape(item.text()))
                .append("</span></td>");
        for (String entry : entries) {
            PrescreenSheet.Row cell = cells.get(entry + "\n" + item.item());
            out.append("<td class=\"answer\">")
                    .append(cell == null ? "" : answerCell(cell))
                    .append("</td>");
        }
        return out.append("</tr>\n").toString();
    }

    private static String answerCell(PrescreenSheet.Row cell) {
        StringBuilder out = new StringBuilder(escape(cell.answer()));
        List<String> marks = new ArrayList<>();
        cell.auto().ifPresent(auto -> marks.add("auto " + PrescreenSheet.number(cell.auto())));
        cell.mark().ifPresent(mark -> marks.add("mark " + PrescreenSheet.number(cell.mark())));
        if (!cell.seconds().isEmpty()) {
            marks.add(cell.seconds() + " s");
        }
        if (!marks.isEmpty()) {
            out.append("<span class=\"marks\">")
                    .append(escape(String.join(" · ", marks)))
                    .append("</span>");
        }
        if (!cell.problem().isEmpty()) {
            out.append("<span class=\"problem\">")
                    .append(escape(cell.problem()))
                    .append("</span>");
        }
        return out.toString();
    }

    private static String means(Ranking ranking, Iterable<String> entries) {
        StringBuilder out = new StringBuilder("<tfoot><tr><td>mean (rank)</td>");
        for (String entry : entries) {
            var standing = ranking.standings().stream()
                    .filter(s -> s.entry().equals(entry))
                    .findFirst();
            String text = standing.filter(s -> s.mean().isPresent())
                    .map(s -> String.format(
                            java.util.Locale.ROOT,
                            "%.2f (%d%s)",
                            s.mean().getAsDouble(),
                            s.rank(),
                            s.tied() ? "=" : ""))
                    .orElse("-");
            out.append("<td>").append(text).append("</td>");
        }
        return out.append("</tr></tfoot>\n").toString();
    }
}
