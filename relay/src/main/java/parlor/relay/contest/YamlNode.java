package parlor.relay.contest;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import parlor.relay.link.HostPort;

/**
 * A YAML node that knows where it stands in its file, so every complaint about a contest file can
 * say {@code file:line:column}.
 */
public record YamlNode(String file, Node node, String what) {

    /** A duration as Parlor's files write them: {@code 800ms}, {@code 2s}, {@code 5m}, {@code 1h}. */
    /** Nine digits at most, so that no number of hours overflows a Duration. */
    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})\\s*(ms|s|m|h)");

    /** The root of a YAML document, with file:line:column for every complaint about it. */
    public static YamlNode root(java.io.Reader reader, String file, String what) {
        // within the limits ContestYaml sets: no billion laughs, no endless nesting, a bounded size
        return new YamlNode(file, ContestYaml.compose(reader, file), what);
    }

    public ContestFileException error(String message) {
        var mark = node.getStartMark();
        return new ContestFileException(
                file + ":" + (mark.getLine() + 1) + ":" + (mark.getColumn() + 1) + ": " + message);
    }

    /** The entries of a mapping, in file order; refuses keys not in {@code allowed}. */
    public Map<String, YamlNode> mapping(Set<String> allowed) {
        if (!(node instanceof MappingNode map)) {
            throw error(what + " must be a mapping of keys to values");
        }
        Map<String, YamlNode> entries = new LinkedHashMap<>();
        for (NodeTuple tuple : map.getValue()) {
            YamlNode key = new YamlNode(file, tuple.getKeyNode(), what);
            String name = key.scalar();
            if (!allowed.isEmpty() && !allowed.contains(name)) {
                throw key.error("unknown key '" + name + "' in " + what + suggestion(name, allowed));
            }
            if (entries.containsKey(name)) {
                throw key.error("'" + name + "' appears twice in " + what);
            }
            entries.put(name, new YamlNode(file, tuple.getValueNode(), "'" + name + "'"));
        }
        return entries;
    }

    /**
     * The key at the end of {@code path} (each name but the last a mapping's value on the way): for
     * a complaint about that entry as a whole, at the line where it is written; this node if it is
     * not there.
     */
    public YamlNode keyAt(String... path) {
        Node at = node;
        for (int i = 0; i < path.length; i++) {
            Optional<NodeTuple> entry = entry(at, path[i]);
            if (entry.isEmpty()) {
                return this;
            }
            at = i == path.length - 1 ? entry.get().getKeyNode() : entry.get().getValueNode();
        }
        return new YamlNode(file, at, what);
    }

    private static Optional<NodeTuple> entry(Node mapping, String key) {
        return mapping instanceof MappingNode map
                ? map.getValue().stream()
                        .filter(t -> t.getKeyNode() instanceof ScalarNode k
                                && k.getValue().equals(key))
                        .findFirst()
                : Optional.empty();
    }

    /** The same node, called something more helpful in messages. */
    public YamlNode named(String newWhat) {
        return new YamlNode(file, node, newWhat);
    }

    public String scalar() {
        if (!(node instanceof ScalarNode scalar)) {
            throw error(what + " must be a single value");
        }
        return scalar.getValue();
    }

    /** A list of words, or a single word taken as a list of one. */
    public List<String> words() {
        if (node instanceof ScalarNode scalar) {
            return List.of(scalar.getValue());
        }
        if (!(node instanceof SequenceNode sequence)) {
            throw error(what + " must be a list, like [perl, eliza.pl]");
        }
        List<String> words = new ArrayList<>();
        for (Node item : sequence.getValue()) {
            words.add(new YamlNode(file, item, what).scalar());
        }
        if (words.isEmpty()) {
            throw error(what + " is empty");
        }
        return words;
    }

    /** The items of a list, each knowing its place in the file. */
    public List<YamlNode> sequence() {
        if (!(node instanceof SequenceNode sequence)) {
            throw error(what + " must be a list (one item per line starting with -)");
        }
        return sequence.getValue().stream()
                .map(item -> new YamlNode(file, item, what))
                .toList();
    }

    public static Optional<YamlNode> optional(Map<String, YamlNode> entries, String key) {
        return Optional.ofNullable(entries.get(key));
    }

    public YamlNode required(Map<String, YamlNode> entries, String key) {
        YamlNode value = entries.get(key);
        if (value == null) {
            throw error(what + " needs '" + key + "'");
        }
        return value;
    }

    /**
     * The longest regular expression a file may give: the JDK compiles a long literal pattern in
     * time that grows with the square of its length, so a megabyte of pattern would hang the reader.
     */
    public static final int MAX_PATTERN_CHARS = 1000;

    /** The text of a regular expression, refused if longer than {@link #MAX_PATTERN_CHARS}. */
    public String patternText(String text) {
        if (text.length() > MAX_PATTERN_CHARS) {
            throw error(what + " is " + text.length() + " characters long; a pattern may have at most "
                    + MAX_PATTERN_CHARS);
        }
        return text;
    }

    /** A time zone by its name (Europe/London), or an error naming the place. */
    public java.time.ZoneId zone() {
        try {
            return java.time.ZoneId.of(scalar());
        } catch (RuntimeException e) {
            throw error("unknown time zone '" + scalar() + "' (for example Europe/London or America/New_York)");
        }
    }

    public Duration duration() {
        var matcher = DURATION.matcher(scalar().trim());
        if (!matcher.matches()) {
            throw error(what + " must be a duration like 800ms, 2s, 5m or 1h");
        }
        long amount = Long.parseLong(matcher.group(1));
        return switch (matcher.group(2)) {
            case "ms" -> Duration.ofMillis(amount);
            case "s" -> Duration.ofSeconds(amount);
            case "m" -> Duration.ofMinutes(amount);
            default -> Duration.ofHours(amount);
        };
    }

    private static String suggestion(String name, Set<String> allowed) {
        return allowed.stream()
                // lengths further apart than 2 are further apart than 2 edits: spares a huge key's table
                .filter(candidate ->
                        Math.abs(candidate.length() - name.length()) <= 2 && editDistance(candidate, name) <= 2)
                .findFirst()
                .map(candidate -> " (did you mean '" + candidate + "'?)")
                .orElse(" (known keys: "
                        + String.join(", ", allowed.stream().sorted().toList()) + ")");
    }

    private static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int[] current = new int[b.length() + 1];
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            previous = current;
        }
        return previous[b.length()];
    }

    /** An id as the contest file may use it for a terminal, an entity, a seat or a desk: short, plain characters. */
    public void checkId(String id) {
        if (!id.matches("[A-Za-z0-9_-]{1,32}")) {
            throw error("'" + id + "' is not a usable id: use letters, digits, _ or - (at most 32)");
        }
    }

    /** A path as written, beside the contest file unless absolute; a NUL is what no path may hold. */
    public Path path(Path baseDir) {
        try {
            return baseDir.resolve(scalar());
        } catch (InvalidPathException e) {
            throw error(what() + " is not a usable path: " + e.getReason());
        }
    }

    public HostPort hostPort() {
        try {
            return HostPort.parse(scalar());
        } catch (IllegalArgumentException e) {
            throw error(e.getMessage());
        }
    }

    /**
     * A prompt or strip pattern. Real ones are a few characters; a long one is refused before it is
     * compiled, because the JDK compiles a long literal in quadratic time (a megabyte: hours).
     */
    public Pattern pattern() {
        try {
            return Pattern.compile(patternText(scalar()));
        } catch (PatternSyntaxException e) {
            throw error(what() + " is not a valid regular expression: " + e.getDescription());
        }
    }

    public boolean yesNo() {
        return switch (scalar()) {
            case "true", "yes" -> true;
            case "false", "no" -> false;
            default -> throw error(what() + " must be true or false, not '" + scalar() + "'");
        };
    }
}
