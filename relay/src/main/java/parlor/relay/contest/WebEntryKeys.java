package parlor.relay.contest;

import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * A web entry's keys in a contest file (2003 rule 29: entries were web pages):
 * {@code web: http://host:port/path}, {@code field:} the form field that carries the judge's
 * message, and where the reply is on the returned page: {@code reply:} a CSS selector, or
 * {@code marker:} the text just before it.
 */
final class WebEntryKeys {

    private WebEntryKeys() {}

    static EntitySpec.Web web(String id, YamlNode node, Map<String, YamlNode> keys, String name, String author) {
        YamlNode at = keys.get("web");
        URI url;
        try {
            url = URI.create(at.scalar());
            if (url.getHost() == null || !("http".equals(url.getScheme()) || "https".equals(url.getScheme()))) {
                throw new IllegalArgumentException("not http(s)://host...");
            }
        } catch (IllegalArgumentException e) {
            // the URL may hold a secret in its query: the message never repeats it
            throw at.error("web must be the page's URL, e.g. http://10.0.0.5:8080/chat");
        }
        Optional<String> selector = YamlNode.optional(keys, "reply").map(WebEntryKeys::selector);
        Optional<String> marker =
                YamlNode.optional(keys, "marker").map(YamlNode::scalar).filter(m -> !m.isBlank());
        if (selector.isPresent() == marker.isPresent()) {
            throw node.error(
                    "a web entry needs reply: (a CSS selector, e.g. \"#reply\") or marker: (the text just before the reply), one of the two");
        }
        return new EntitySpec.Web(
                id,
                url,
                YamlNode.optional(keys, "field").map(YamlNode::scalar).orElse("message"),
                selector,
                marker,
                YamlNode.optional(keys, "reply-timeout").map(YamlNode::duration).orElse(Duration.ofSeconds(60)),
                name,
                author);
    }

    private static String selector(YamlNode node) {
        try {
            org.jsoup.select.Selector.evaluatorOf(node.scalar());
            return node.scalar();
        } catch (org.jsoup.select.Selector.SelectorParseException | IllegalArgumentException e) {
            throw node.error("reply must be a CSS selector such as \"#reply\" or \"div.answer p\"; '" + node.scalar()
                    + "' is not one");
        }
    }
}
