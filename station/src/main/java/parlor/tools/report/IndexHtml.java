package parlor.tools.report;

import static parlor.transcripts.text.Html.escape;

import java.time.ZoneId;
import java.util.List;
import parlor.tools.publish.ConversationHtml;

/**
 * The report's index: every conversation of the day with a link to its page, the plots, what was
 * left out and what could not be read. Printed, it is the whole bundle: the index and plots, then
 * every conversation on a page of its own (they are in the index for print, hidden on screen), with
 * no links or navigation, black on white.
 */
final class IndexHtml {

    private static final String STYLE = """
        table.talks{border-collapse:collapse;margin:.5rem 0;font-size:.9rem}
        .talks th,.talks td{padding:.15rem .55rem;border-bottom:1px solid #e4e2da;text-align:left}
        .talks th{background:#f0eee6}.talks td.n{text-align:right}
        .chrome{font-size:.9rem;margin-bottom:1rem}.note{color:#555;font-size:.9rem}
        figure.plot{margin:1.5rem 0}figcaption{font-weight:bold;margin-bottom:.3rem}
        svg{max-width:100%;height:auto}svg text{font-family:Georgia,serif;font-size:13px;fill:#222}
        svg line{stroke:#999}svg line.median{stroke:#000;stroke-width:2}svg line.guide{stroke:#e4e2da}
        @media screen{.bundle{display:none}}
        @media print{
        body{background:#fff;color:#000;max-width:none;margin:0;padding:0;font-size:11pt}
        .chrome,.talks .link{display:none}
        a{color:#000;text-decoration:none}
        .note,.meta,.t,.judge .who,.hidden .who{color:#000}
        h2{border-color:#000}
        figure.plot{break-inside:avoid}
        .bundle section{break-before:page}
        }
        """;

    /** One conversation as the index lists it: the talk, the page it is on, and the name of its hidden side. */
    record Entry(Talk talk, String page, String entity) {}

    private IndexHtml() {}

    static String page(Day day, List<Entry> entries, List<Plot> plots, boolean results, boolean blind, ZoneId zone) {
        String name = escape(day.name());
        StringBuilder out = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
                .append("<title>")
                .append(name)
                .append(": the contest report</title>\n<style>\n")
                .append(ConversationHtml.style())
                .append(STYLE)
                .append("</style></head>\n<body>\n<nav class=\"chrome\"><a href=\"#conversations\">Conversations</a>")
                .append(" &middot; <a href=\"#plots\">Plots</a>")
                .append(results ? " &middot; <a href=\"" + PageNames.RESULTS + "\">Results</a>" : "")
                .append("</nav>\n<h1>")
                .append(name)
                .append("</h1>\n<p class=\"meta\">")
                .append(escape(about(day, entries.size(), blind)))
                .append("</p>\n");
        sealNotice(out, day.seal().notice(""));
        table(out, entries);
        out.append("<p class=\"note\">Left out, as not conversations of the day: ")
                .append(escape(day.leftOut().isEmpty() ? "nothing" : String.join("; ", day.leftOut())))
                .append(".</p>\n");
        plots(out, plots);
        problems(out, day.problems());
        bundle(out, entries, zone, blind);
        return out.append("</body></html>\n").toString();
    }

    /** A record that fails check, or could not be checked, says so before anything else is read. */
    private static void sealNotice(StringBuilder out, List<String> notice) {
        if (!notice.isEmpty()) {
            out.append("<div class=\"problems\" id=\"check\"><p><strong>")
                    .append(escape(notice.getFirst()))
                    .append("</strong></p>\n<ul>\n");
            notice.stream()
                    .skip(1)
                    .forEach(line ->
                            out.append("<li>").append(escape(line.strip())).append("</li>\n"));
            out.append("</ul></div>\n");
        }
    }

    private static String about(Day day, int conversations, boolean blind) {
        String rules = day.contest().map(c -> c.rules().ruleName() + " rules, ").orElse("");
        return rules + conversations + " conversation(s)"
                + (blind ? ". Blind: the hidden sides are lettered, and who was a person is not shown." : ".");
    }

    private static void table(StringBuilder out, List<Entry> entries) {
        out.append("<h2 id=\"conversations\">Conversations</h2>\n<table class=\"talks\">\n<thead><tr>")
                .append("<th>Round</th><th>Judge</th><th>Terminal</th><th>Side</th><th>Entity</th>")
                .append("<th>Messages</th><th>Minutes</th><th class=\"link\">Page</th></tr></thead>\n<tbody>\n");
        for (Entry e : entries) {
            Talk t = e.talk();
            out.append("<tr><td>")
                    .append(escape(t.roundText()))
                    .append("</td><td>J")
                    .append(t.judge())
                    .append("</td><td>")
                    .append(escape(t.terminal().isBlank() ? "?" : t.terminal()))
                    .append("</td><td>")
                    .append(escape(t.side()))
                    .append("</td><td>")
                    .append(escape(e.entity()))
                    .append("</td><td class=\"n\">")
                    .append(t.said().messages())
                    .append("</td><td class=\"n\">")
                    .append(t.minutes())
                    .append("</td><td class=\"link\"><a href=\"")
                    .append(escape(e.page()))
                    .append("\">")
                    .append(escape(e.page()))
                    .append("</a></td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }

    private static void plots(StringBuilder out, List<Plot> plots) {
        out.append("<h2 id=\"plots\">Plots</h2>\n");
        for (Plot plot : plots) {
            out.append("<figure class=\"plot\" id=\"plot-")
                    .append(plot.id())
                    .append("\"><figcaption>")
                    .append(escape(plot.title()))
                    .append("</figcaption>\n")
                    .append(plot.svg())
                    .append("<p class=\"note\">")
                    .append(escape(plot.note()))
                    .append("</p></figure>\n");
        }
    }

    private static void problems(StringBuilder out, List<String> problems) {
        if (problems.isEmpty()) {
            return;
        }
        out.append("<h2 id=\"problems\">What could not be read</h2>\n<ul class=\"problems\">\n");
        problems.forEach(p -> out.append("<li>").append(escape(p)).append("</li>\n"));
        out.append("</ul>\n");
    }

    /** Every conversation again, for print only: each begins a page. */
    private static void bundle(StringBuilder out, List<Entry> entries, ZoneId zone, boolean blind) {
        out.append("<div class=\"bundle\">\n");
        for (Entry e : entries) {
            out.append("<section>\n<h1>")
                    .append(escape(ContestReport.title(e)))
                    .append("</h1>\n")
                    .append(ConversationHtml.sections(List.of(e.talk().said()), zone, List.of(e.entity()), blind))
                    .append("</section>\n");
        }
        out.append("</div>\n");
    }
}
