package parlor.relay.entity;

import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.Elements;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;
import org.jsoup.select.Selector;

/**
 * Reads a web entry's reply out of the page it returned (2003 rule 29: entries were HTML pages).
 * Pure: no I/O. Only words leave here: tags go, entities are decoded, scripts, styles and
 * comments are dropped, whitespace is collapsed as a browser collapses it ({@code <br>} and block
 * ends become line ends), and escape sequences and control characters are removed, so nothing
 * tells the judge that a page was behind the words.
 */
public final class WebReply {

    /** Where the reply is on the page. */
    public sealed interface Pick {
        /** Where, in words for the operator's log. */
        String where();

        /** The text of the last element matching a CSS selector (a page showing the whole conversation shows the newest last). */
        record Css(String selector) implements Pick {
            public Css {
                try {
                    Selector.evaluatorOf(selector);
                } catch (Selector.SelectorParseException | IllegalArgumentException e) {
                    throw new IllegalArgumentException("'" + selector + "' is not a CSS selector: " + e.getMessage());
                }
            }

            @Override
            public String where() {
                return "at " + selector;
            }
        }

        /** The page's text after the last occurrence of this marker, to the end of the block it is in. */
        record Marker(String text) implements Pick {
            public Marker {
                if (text == null || text.isBlank()) {
                    throw new IllegalArgumentException("the marker must not be empty");
                }
            }

            @Override
            public String where() {
                return "after '" + text + "'";
            }
        }
    }

    /** What a page amounted to. */
    public sealed interface Outcome {
        record Reply(String text) implements Outcome {}

        /** Why there is no reply, in words for the operator. */
        record Failure(String reason) implements Outcome {}
    }

    private static final Set<String> UNSEEN =
            Set.of("script", "style", "noscript", "template", "head", "title", "iframe", "object");

    private WebReply() {}

    public static Outcome read(String html, String pageUrl, Pick pick) {
        return read(Jsoup.parse(html, pageUrl), pick);
    }

    /** The reply on a parsed page. */
    public static Outcome read(Document page, Pick pick) {
        return switch (pick) {
            case Pick.Css css -> {
                Elements found = page.select(css.selector());
                yield found.isEmpty()
                        ? new Outcome.Failure("the page has no element matching " + css.selector())
                        : new Outcome.Reply(text(found.last()));
            }
            case Pick.Marker marker -> afterMarker(page, marker.text());
        };
    }

    /**
     * The hidden fields ({@code <input type=hidden>}, a conversation's id, say) of the form that
     * holds {@code field}, as a browser would send them back with the next message; none if the page
     * has no such form.
     */
    public static java.util.List<java.util.Map.Entry<String, String>> hiddenFields(Document page, String field) {
        for (Element form : page.select("form")) {
            if (!form.getElementsByAttributeValue("name", field).isEmpty()) {
                return form.select("input[type=hidden][name]").stream()
                        .filter(input -> !input.attr("name").equals(field))
                        .map(input -> java.util.Map.entry(input.attr("name"), input.attr("value")))
                        .toList();
            }
        }
        return java.util.List.of();
    }

    private static Outcome afterMarker(Document page, String marker) {
        Element block = null;
        for (Element element : page.getAllElements()) {
            for (TextNode node : element.textNodes()) {
                if (node.getWholeText().contains(marker)) {
                    block = blockAround(node);
                }
            }
        }
        String text = block == null ? "" : text(block);
        int at = text.lastIndexOf(marker);
        if (at < 0) {
            return new Outcome.Failure("the page has no text '" + marker + "'");
        }
        String after = text.substring(at + marker.length()).strip();
        return after.isEmpty()
                ? new Outcome.Failure("nothing follows '" + marker + "' on the page")
                : new Outcome.Reply(after);
    }

    private static Element blockAround(Node node) {
        Element parent = node.parentNode() instanceof Element e ? e : null;
        while (parent != null && !parent.isBlock() && parent.parent() != null) {
            parent = parent.parent();
        }
        return parent != null && !unseen(parent) && !hidden(parent) ? parent : null;
    }

    private static boolean hidden(Element element) {
        for (Element e = element; e != null; e = e.parent()) {
            if (unseen(e)) {
                return true;
            }
        }
        return false;
    }

    private static boolean inPre(TextNode node) {
        for (Node n = node.parentNode(); n instanceof Element e; n = e.parentNode()) {
            if (e.normalName().equals("pre") || e.normalName().equals("textarea")) {
                return true;
            }
        }
        return false;
    }

    private static boolean unseen(Element element) {
        return UNSEEN.contains(element.normalName());
    }

    /** The element's words as a browser shows them, one line per line end, nothing that is not printable. */
    static String text(Element root) {
        StringBuilder out = new StringBuilder();
        NodeTraversor.traverse(
                new NodeVisitor() {
                    @Override
                    public void head(Node node, int depth) {
                        if (node instanceof TextNode textNode
                                && !hidden(textNode.parent() instanceof Element e ? e : null)) {
                            // as a browser shows it: a line end in the source is a space (a <pre> is shown as written)
                            String raw = textNode.getWholeText();
                            out.append(inPre(textNode) ? raw : raw.replaceAll("[ \\t\\n\\r\\f]+", " "));
                        } else if (node instanceof Element element
                                && (element.normalName().equals("br") || element.isBlock())) {
                            out.append('\n');
                        }
                    }

                    @Override
                    public void tail(Node node, int depth) {
                        if (node instanceof Element element && element.isBlock()) {
                            out.append('\n');
                        }
                    }
                },
                root);
        return collapse(Sanitiser.stripControls(out.toString()));
    }

    /** Runs of white space become one space, within each line; lines are trimmed and blank ones dropped. */
    private static String collapse(String text) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n")) {
            String words =
                    line.replace('\u00a0', ' ').replaceAll("[\\s\\p{Z}]+", " ").strip();
            if (!words.isEmpty()) {
                out.append(out.isEmpty() ? "" : "\n").append(words);
            }
        }
        return out.toString();
    }
}
