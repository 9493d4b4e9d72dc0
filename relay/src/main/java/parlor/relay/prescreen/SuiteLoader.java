package parlor.relay.prescreen;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.PatternSyntaxException;
import parlor.relay.contest.ContestFacts;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.YamlNode;

/** Reads a question suite (YAML) and checks it, naming file, line and column for every problem, as the contest file does. */
public final class SuiteLoader {

    private static final Set<String> TOP_KEYS = Set.of("name", "finalists", "reply-timeout", "facts", "items");
    private static final Set<String> FACT_KEYS = Set.of("start", "timezone", "round", "rounds");
    private static final Set<String> ITEM_KEYS = Set.of("ask", "tell", "set", "expect", "partly");
    private static final Duration DEFAULT_REPLY_TIMEOUT = Duration.ofSeconds(30);
    private static final int DEFAULT_FINALISTS = 4;

    private SuiteLoader() {}

    public static Suite load(Path file) {
        try (Reader reader = Files.newBufferedReader(file)) {
            return parse(reader, file.toString(), file.getFileName().toString().replaceFirst("\\.ya?ml$", ""));
        } catch (IOException e) {
            throw new ContestFileException(file + ": cannot read the question suite: " + e.getMessage());
        }
    }

    public static Suite parse(String text, String fileName) {
        return parse(new StringReader(text), fileName, fileName);
    }

    private static Suite parse(Reader reader, String fileName, String defaultName) {
        YamlNode top = YamlNode.root(reader, fileName, "the question suite");
        Map<String, YamlNode> keys = top.mapping(TOP_KEYS);
        String name = YamlNode.optional(keys, "name").map(YamlNode::scalar).orElse(defaultName);
        int finalists =
                YamlNode.optional(keys, "finalists").map(SuiteLoader::finalists).orElse(DEFAULT_FINALISTS);
        Duration replyTimeout =
                YamlNode.optional(keys, "reply-timeout").map(YamlNode::duration).orElse(DEFAULT_REPLY_TIMEOUT);
        if (replyTimeout.isZero()) {
            throw keys.get("reply-timeout").error("reply-timeout must be longer than nothing");
        }
        ContestFacts facts =
                YamlNode.optional(keys, "facts").map(SuiteLoader::facts).orElse(ContestFacts.defaults());
        List<SuiteItem> items = new ArrayList<>();
        String set = "";
        for (YamlNode node : top.required(keys, "items").named("items").sequence()) {
            SuiteItem item =
                    item(node.named("item " + (items.size() + 1)), "Q%02d".formatted(items.size() + 1), set, facts);
            set = item.set();
            items.add(item);
        }
        if (items.isEmpty()) {
            throw keys.get("items").error("the suite has no items");
        }
        return new Suite(name, facts, replyTimeout, finalists, items);
    }

    /** An item keeps the set of the item before it until it names another: sets come in runs. */
    private static SuiteItem item(YamlNode node, String id, String setBefore, ContestFacts facts) {
        Map<String, YamlNode> keys = node.mapping(ITEM_KEYS);
        if (keys.containsKey("ask") == keys.containsKey("tell")) {
            throw node.error(node.what() + " needs either ask: (a question) or tell: (a statement), not "
                    + (keys.containsKey("ask") ? "both" : "neither"));
        }
        SuiteItem.Kind kind = keys.containsKey("ask") ? SuiteItem.Kind.ASK : SuiteItem.Kind.TELL;
        String text = keys.get(kind.word()).scalar().strip();
        if (text.isEmpty()) {
            throw keys.get(kind.word()).error(node.what() + " says nothing");
        }
        String set = YamlNode.optional(keys, "set").map(YamlNode::scalar).orElse(setBefore);
        return new SuiteItem(id, set, kind, text, patterns(keys, "expect", facts), patterns(keys, "partly", facts));
    }

    /** A pattern or a list of them; each must compile, with its placeholders filled in. */
    private static List<String> patterns(Map<String, YamlNode> keys, String key, ContestFacts facts) {
        Optional<YamlNode> node = YamlNode.optional(keys, key);
        if (node.isEmpty()) {
            return List.of();
        }
        List<String> patterns = node.get().words();
        Instant now = Instant.now();
        for (String pattern : patterns) {
            node.get().patternText(pattern);
            List<String> unknown = TimeAnswers.unknown(pattern);
            if (!unknown.isEmpty()) {
                throw node.get()
                        .error("unknown placeholder " + unknown.get(0) + " in '" + pattern + "' (known: {"
                                + String.join("}, {", TimeAnswers.NAMES) + "})");
            }
            try {
                Marking.compile(pattern, facts.at(now), now, now);
            } catch (PatternSyntaxException e) {
                throw node.get().error("'" + pattern + "' is not a valid regular expression: " + e.getDescription());
            }
        }
        return patterns;
    }

    private static ContestFacts facts(YamlNode node) {
        Map<String, YamlNode> keys = node.named("facts").mapping(FACT_KEYS);
        ContestFacts defaults = ContestFacts.defaults();
        ZoneId zone = YamlNode.optional(keys, "timezone").map(YamlNode::zone).orElse(defaults.zone());
        Optional<ZonedDateTime> start = YamlNode.optional(keys, "start").flatMap(s -> start(s, zone));
        Duration round =
                YamlNode.optional(keys, "round").map(YamlNode::duration).orElse(defaults.round());
        int rounds = YamlNode.optional(keys, "rounds").map(SuiteLoader::rounds).orElse(defaults.rounds());
        try {
            return new ContestFacts(start, zone, round, rounds);
        } catch (IllegalArgumentException e) {
            throw node.error(e.getMessage());
        }
    }

    /** {@code run} (when the prescreening starts), or a date and time, with or without its offset: 2009-09-06T10:00. */
    private static Optional<ZonedDateTime> start(YamlNode node, ZoneId zone) {
        String text = node.scalar().strip().replace(' ', 'T');
        if (text.equals("run")) {
            return Optional.empty();
        }
        try {
            return Optional.of(ZonedDateTime.parse(text));
        } catch (DateTimeParseException withoutOffset) {
            try {
                return Optional.of(LocalDateTime.parse(text).atZone(zone));
            } catch (DateTimeParseException e) {
                throw node.error(
                        "start must be run, or a date and time like 2009-09-06T10:00 (an offset such as -04:00 may follow)");
            }
        }
    }

    private static int rounds(YamlNode node) {
        return positive(node, "rounds");
    }

    private static int finalists(YamlNode node) {
        return positive(node, "finalists");
    }

    private static int positive(YamlNode node, String what) {
        String text = node.scalar().strip();
        if (!text.matches("\\d{1,3}") || Integer.parseInt(text) < 1) {
            throw node.error(what + " must be a whole number from 1 up");
        }
        return Integer.parseInt(text);
    }
}
