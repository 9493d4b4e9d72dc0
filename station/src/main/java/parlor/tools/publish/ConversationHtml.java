package parlor.tools.publish;

import static parlor.transcripts.text.Html.escape;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.Utterance;

/**
 * A self-contained HTML page for publishing conversations: no scripts, no outside files, both
 * sides readable, judge changes marked. In blind mode the hidden sides are called A, B, C in
 * order, so readers cannot tell which was the person.
 */
public final class ConversationHtml {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");
    private static final DateTimeFormatter DAY_AND_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final String STYLE = """
        body{font-family:Georgia,serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#222;background:#fdfcf8}
        h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2.5rem;border-bottom:1px solid #ccc}
        .meta{color:#666;font-size:.9rem}
        ol{list-style:none;padding:0}li{margin:.35rem 0;display:grid;grid-template-columns:5.5rem 6rem 1fr;gap:.5rem}
        .t{color:#888;font-family:monospace}.who{font-weight:bold}
        .judge .who{color:#1f4e79}.hidden .who{color:#7a3b00}
        .text{font-family:'Courier New',monospace;white-space:pre-wrap}
        .change{display:block;color:#555;font-style:italic;margin:1rem 0 .5rem}
        .ahead{grid-column:3;color:#888;font-size:.85rem;font-style:italic}
        """;

    /** A page written for a record, as the index lists it. */
    public record Page(String file, java.nio.file.Path source, List<Conversation> conversations) {}

    private ConversationHtml() {}

    /**
     * The folder's index: a link to every page written, with where it came from and who talked. In
     * blind mode only the pages' names, in name order, so neither the order nor the words tell who was human.
     */
    public static String index(List<Page> pages, boolean blind) {
        StringBuilder out = new StringBuilder(
                        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>Transcripts</title>\n<style>\n")
                .append(STYLE)
                .append(
                        ".index li{display:block}\n</style></head>\n<body>\n<h1>Transcripts</h1>\n<ul class=\"index\">\n");
        List<Page> listed = blind
                ? pages.stream()
                        .sorted(java.util.Comparator.comparing(Page::file))
                        .toList()
                : pages;
        for (Page page : listed) {
            out.append("<li><a href=\"")
                    .append(escape(java.net.URLEncoder.encode(page.file(), java.nio.charset.StandardCharsets.UTF_8)
                            .replace("+", "%20")))
                    .append("\">")
                    .append(escape(page.file()))
                    .append("</a>");
            if (!blind) {
                out.append(" <span class=\"meta\">")
                        .append(escape(page.source().toString()))
                        .append(": ")
                        .append(escape(String.join(
                                ", ",
                                page.conversations().stream()
                                        .map(c -> c.hidden() + " (" + c.label() + ")")
                                        .toList())))
                        .append("</span>");
            }
            out.append("</li>\n");
        }
        return out.append("</ul>\n</body></html>\n").toString();
    }

    public static String page(String title, List<Conversation> conversations, ZoneId zone, boolean blind) {
        List<String> hidden = new java.util.ArrayList<>();
        char blindName = 'A';
        for (Conversation c : conversations) {
            hidden.add(blind ? "Entity " + blindName++ : c.hidden());
        }
        return page(title, conversations, zone, hidden, blind);
    }

    /** As {@link #page(String, List, ZoneId, boolean)}, each conversation's hidden side shown by the name given. */
    public static String page(
            String title, List<Conversation> conversations, ZoneId zone, List<String> hidden, boolean blind) {
        return new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(escape(title))
                .append("</title>\n<style>\n")
                .append(STYLE)
                .append("</style></head>\n<body>\n<h1>")
                .append(escape(title))
                .append("</h1>\n")
                .append(sections(conversations, zone, hidden, blind))
                .append("</body></html>\n")
                .toString();
    }

    /** The page's style, for a page that holds these sections among its own. */
    public static String style() {
        return STYLE;
    }

    /**
     * Each conversation as a heading, when and (unless blind) what the record says of it, and its lines:
     * the body of {@link #page}. {@code hidden} is the name each conversation's hidden side is shown by.
     */
    public static String sections(List<Conversation> conversations, ZoneId zone, List<String> hidden, boolean blind) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < conversations.size(); i++) {
            Conversation c = conversations.get(i);
            out.append("<h2>")
                    .append(round(c))
                    .append(escape(hidden.get(i)))
                    .append(blind ? "" : " (" + escape(c.label()) + ")")
                    .append("</h2>\n")
                    .append("<p class=\"meta\">")
                    .append(blind ? "" : escape(String.join(" / ", c.header())) + "<br>")
                    .append("started ")
                    .append(DAY_AND_TIME.format(c.start().atZone(zone)))
                    .append("</p>\n<ol>\n");
            appendLines(out, c.lines(), hidden.get(i), zone);
            out.append("</ol>\n");
        }
        return out.toString();
    }

    private static void appendLines(StringBuilder out, List<Utterance> lines, String hidden, ZoneId zone) {
        int judge = -1;
        for (Utterance line : lines) {
            if (line.judge() != judge && line.judge() >= 0) {
                judge = line.judge();
                out.append("<li class=\"change\">Judge ").append(judge).append(" sits down</li>\n");
            }
            boolean byJudge = line.speaker() == Speaker.JUDGE;
            out.append("<li class=\"")
                    .append(byJudge ? "judge" : "hidden")
                    .append("\"><span class=\"t\">")
                    .append(TIME.format(line.at().atZone(zone)))
                    .append("</span><span class=\"who\">")
                    .append(byJudge ? "Judge " + Math.max(line.judge(), 0) : escape(hidden))
                    .append("</span><span class=\"text\">")
                    .append(escape(line.text()))
                    .append("</span>")
                    .append(typedAhead(line, zone))
                    .append("</li>\n");
        }
    }

    /**
     * For a line the judge typed ahead, during the other side's turn: when it was typed. It stands where it took
     * effect, after the reply, at the time the turn came back (docs/transcripts.md).
     */
    private static String typedAhead(Utterance line, ZoneId zone) {
        return line.typedAhead()
                .map(typed -> "<span class=\"ahead\">typed ahead at " + TIME.format(typed.atZone(zone))
                        + ", during the other side's turn</span>")
                .orElse("");
    }

    /** "Round 2: " where the record says which round it was; rounds are shown even in blind mode. */
    private static String round(Conversation c) {
        return c.header().stream()
                .map(line -> java.util.regex.Pattern.compile(
                                "\\bround\\s+(\\d+)", java.util.regex.Pattern.CASE_INSENSITIVE)
                        .matcher(line))
                .filter(java.util.regex.Matcher::find)
                .map(m -> "Round " + m.group(1) + ": ")
                .findFirst()
                .orElse("");
    }
}
