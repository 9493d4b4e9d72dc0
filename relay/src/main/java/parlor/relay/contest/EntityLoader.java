package parlor.relay.contest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import parlor.relay.link.HostPort;

/**
 * One entity of the contest file's {@code entities:}: its kind (program, tcp, lpp, http, web,
 * host, confederate, demo), its sandbox and limits, checked with the line and column of every
 * mistake. A hidden host reads its one entry here too.
 */
final class EntityLoader {

    // every key here is in docs/contest-file.md, which ContestFileReferenceTest holds to these sets
    static final Set<String> ENTITY_KEYS = Set.of(
            "program",
            "demo",
            "confederate",
            "lpp",
            "http",
            "tcp",
            "model",
            "system",
            "api-key-env",
            "prompt",
            "strip",
            "quiet",
            "reply-timeout",
            "network",
            "mode",
            "directory",
            "name",
            "author",
            "isolation",
            "writable",
            "read-only",
            "limits",
            EntryClocks.KEY,
            "host",
            "serial",
            "baud",
            "data-bits",
            "parity",
            "stop-bits",
            "flow",
            "web",
            "field",
            "reply",
            "marker",
            "facts",
            OrganisersKey.KEY);
    static final Set<String> LIMIT_KEYS = Set.of("processes", "memory", "cpu", DiskLimit.KEY);

    private EntityLoader() {}

    static EntitySpec entity(String id, YamlNode node, Path baseDir) {
        node.checkId(id);
        Map<String, YamlNode> keys = node.mapping(ENTITY_KEYS);
        String name = YamlNode.optional(keys, "name").map(YamlNode::scalar).orElse(id);
        String author = YamlNode.optional(keys, "author").map(YamlNode::scalar).orElse("unknown");
        if (keys.containsKey("demo")) {
            return new EntitySpec.Demo(id, name, author);
        }
        if (keys.containsKey("facts") && !keys.containsKey("tcp")) {
            // the other kinds are told the facts in their own way (docs/entries.md): only a TCP entry must ask
            throw keys.get("facts")
                    .error("facts: belongs to a tcp entry; " + id + " is told the contest's facts without asking");
        }
        if (keys.containsKey("tcp") && keys.containsKey("program")) {
            return launchedTcp(id, keys, baseDir, name, author);
        }
        if (keys.containsKey("tcp")) {
            return new EntitySpec.Tcp(
                    id,
                    keys.get("tcp").hostPort(),
                    YamlNode.optional(keys, "prompt").map(YamlNode::pattern),
                    YamlNode.optional(keys, "strip").map(YamlNode::pattern),
                    YamlNode.optional(keys, "quiet").map(YamlNode::duration).orElse(Duration.ofMillis(800)),
                    YamlNode.optional(keys, "reply-timeout")
                            .map(YamlNode::duration)
                            .orElse(Duration.ofSeconds(60)),
                    YamlNode.optional(keys, "mode").map(EntityLoader::entryMode).orElse(false),
                    name,
                    author,
                    factsLine(keys));
        }
        if (keys.containsKey("http")) {
            return http(id, node, keys, baseDir, name, author);
        }
        if (keys.containsKey("web")) {
            return WebEntryKeys.web(id, node, keys, name, author);
        }
        if (keys.containsKey("lpp")) {
            Path comms = keys.get("lpp").path(baseDir);
            // an LPP entry the relay starts itself runs in its sandbox, the communications folder its to write in
            java.util.Optional<EntitySpec.Program> launched = keys.containsKey("program")
                    ? java.util.Optional.of(
                            program(id, keys, baseDir, name, author).writingIn(comms))
                    : java.util.Optional.empty();
            return new EntitySpec.Lpp(
                    id,
                    comms,
                    YamlNode.optional(keys, "quiet").map(YamlNode::duration).orElse(Duration.ofSeconds(2)),
                    YamlNode.optional(keys, "reply-timeout")
                            .map(YamlNode::duration)
                            .orElse(Duration.ofSeconds(60)),
                    name,
                    author,
                    launched,
                    // the 2009 rules: "The LPP is a character by character asynchronous communications protocol"
                    YamlNode.optional(keys, "mode").map(EntityLoader::entryMode).orElse(true));
        }
        if (keys.containsKey("host")) {
            YamlNode seat = keys.get("host");
            seat.checkId(seat.scalar());
            return new EntitySpec.Host(
                    id,
                    seat.scalar(),
                    ContestLoader.serialLine(node, keys),
                    YamlNode.optional(keys, "reply-timeout")
                            .map(YamlNode::duration)
                            .orElse(Duration.ofSeconds(60)),
                    name,
                    author);
        }
        if (keys.containsKey("serial")) {
            throw keys.get("serial")
                    .error("serial: belongs to a terminal, or to a hidden host's entry (host: H1); " + id
                            + " is neither");
        }
        if (keys.containsKey("confederate")) {
            YamlNode desk = keys.get("confederate");
            desk.checkId(desk.scalar());
            return new EntitySpec.Confederate(id, desk.scalar(), name, author);
        }
        node.required(keys, "program");
        return program(id, keys, baseDir, name, author);
    }

    /**
     * A TCP entry the relay starts itself ({@code tcp: 127.0.0.1:9001} with {@code program:}): the
     * program runs in its sandbox, with a network of its own, and the relay talks to it through
     * {@code socat} started beside it there, as to any program on a terminal.
     */
    private static EntitySpec launchedTcp(
            String id, Map<String, YamlNode> keys, Path baseDir, String name, String author) {
        if (keys.containsKey("facts")) {
            throw keys.get("facts")
                    .error("facts: belongs to a tcp entry the relay does not start; " + id
                            + " is started by the relay and finds the facts in its environment");
        }
        HostPort at = keys.get("tcp").hostPort();
        EntitySpec.Program program = program(id, keys, baseDir, name, author);
        List<String> command = new java.util.ArrayList<>(List.of(
                "/bin/sh",
                "-c",
                "\"$@\" & exec socat - TCP:" + at.host() + ":" + at.port() + ",retry=80,interval=0.25",
                "tcp-entry"));
        command.addAll(program.command());
        return program.withCommand(command);
    }

    /** {@code facts: first-line}: a TCP entry that asks to be told the contest's facts first on each connection. */
    private static boolean factsLine(Map<String, YamlNode> keys) {
        return YamlNode.optional(keys, "facts")
                .map(node -> {
                    if (!node.scalar().equals("first-line")) {
                        throw node.error(
                                "facts: must be first-line (the contest's facts as the first line of each connection), not '"
                                        + node.scalar() + "'");
                    }
                    return true;
                })
                .orElse(false);
    }

    private static EntitySpec.Program program(
            String id, Map<String, YamlNode> keys, Path baseDir, String name, String author) {
        YamlNode program = keys.get("program");
        Path directory =
                YamlNode.optional(keys, "directory").map(d -> d.path(baseDir)).orElse(baseDir);
        return new EntitySpec.Program(
                        id,
                        program.words(),
                        directory,
                        YamlNode.optional(keys, "prompt").map(YamlNode::pattern),
                        YamlNode.optional(keys, "strip").map(YamlNode::pattern),
                        YamlNode.optional(keys, "quiet").map(YamlNode::duration).orElse(Duration.ofMillis(800)),
                        YamlNode.optional(keys, "reply-timeout")
                                .map(YamlNode::duration)
                                .orElse(Duration.ofSeconds(60)),
                        YamlNode.optional(keys, "network").map(YamlNode::yesNo).orElse(false),
                        YamlNode.optional(keys, "mode")
                                .map(EntityLoader::entryMode)
                                .orElse(false),
                        name,
                        author)
                .isolated(isolation(id, keys, baseDir));
    }

    /** {@code isolation: none} or {@code sandbox} (the default), {@code writable:} for the entry's own {@code directory:}, {@code read-only:} paths. */
    private static Isolation isolation(String id, Map<String, YamlNode> keys, Path baseDir) {
        boolean sandboxed = YamlNode.optional(keys, "isolation")
                .map(node -> switch (node.scalar()) {
                    case "sandbox" -> true;
                    case "none" -> false;
                    default ->
                        throw node.error(
                                "isolation must be sandbox (the default) or none, not '" + node.scalar() + "'");
                })
                .orElse(true);
        boolean writable =
                YamlNode.optional(keys, "writable").map(YamlNode::yesNo).orElse(false);
        if (writable && !keys.containsKey("directory")) {
            throw keys.get("writable")
                    .error("writable: applies to the entry's own folder: give it one with directory:");
        }
        List<Path> readOnly = YamlNode.optional(keys, "read-only")
                .map(node -> node.words().stream()
                        .map(word -> {
                            Path path = baseDir.resolve(word).toAbsolutePath().normalize();
                            if (!Files.exists(path)) {
                                throw node.error("read-only: " + word + " does not exist");
                            }
                            return path;
                        })
                        .toList())
                .orElse(List.of());
        Isolation.Limits limits =
                YamlNode.optional(keys, "limits").map(EntityLoader::limits).orElse(Isolation.Limits.DEFAULT);
        return new Isolation(
                sandboxed,
                keys.containsKey("directory"),
                writable,
                readOnly,
                List.of(),
                limits,
                DiskLimit.of(id, keys, sandboxed, writable, baseDir));
    }

    /** {@code limits: { processes: 64, memory: 512m, cpu: 30m }}; what is not said keeps its default. */
    private static Isolation.Limits limits(YamlNode node) {
        Map<String, YamlNode> keys = node.named("limits").mapping(LIMIT_KEYS);
        Isolation.Limits given = Isolation.Limits.DEFAULT;
        int processes = YamlNode.optional(keys, "processes")
                .map(n -> {
                    try {
                        int count = Integer.parseInt(n.scalar());
                        if (count >= 4) {
                            return count;
                        }
                    } catch (NumberFormatException notANumber) {
                        // said below
                    }
                    throw n.error("processes must be a whole number, 4 or more (an interpreter needs a few)");
                })
                .orElse(given.processes());
        long memory = YamlNode.optional(keys, "memory").map(EntityLoader::bytes).orElse(given.memoryBytes());
        java.time.Duration cpu =
                YamlNode.optional(keys, "cpu").map(YamlNode::duration).orElse(given.cpu());
        return new Isolation.Limits(processes, memory, cpu);
    }

    /** A size like {@code 512m} or {@code 2g} (k, m, g; bytes without a letter). */
    private static long bytes(YamlNode node) {
        return bytes(node, "memory must be a size like 512m or 2g");
    }

    /** A size, or the contest file's mistake {@code mistake} at its place. */
    static long bytes(YamlNode node, String mistake) {
        var matcher = Pattern.compile("(\\d+)([kmg]?)", Pattern.CASE_INSENSITIVE)
                .matcher(node.scalar().trim());
        if (!matcher.matches()) {
            throw node.error(mistake);
        }
        long amount = Long.parseLong(matcher.group(1));
        return switch (matcher.group(2).toLowerCase(java.util.Locale.ROOT)) {
            case "k" -> amount << 10;
            case "m" -> amount << 20;
            case "g" -> amount << 30;
            default -> amount;
        };
    }

    private static EntitySpec.Http http(
            String id, YamlNode node, Map<String, YamlNode> keys, Path baseDir, String name, String author) {
        YamlNode url = keys.get("http");
        java.net.URI endpoint;
        try {
            endpoint = java.net.URI.create(url.scalar());
            if (endpoint.getHost() == null
                    || !("http".equals(endpoint.getScheme()) || "https".equals(endpoint.getScheme()))) {
                throw new IllegalArgumentException("not http(s)://host...");
            }
        } catch (IllegalArgumentException e) {
            // the URL may hold a key in its query: the message never repeats it
            throw url.error("http must be the chat-completions URL, e.g. http://host:8080/v1/chat/completions");
        }
        String model = node.required(keys, "model").scalar();
        String system = YamlNode.optional(keys, "system")
                .map(s -> {
                    Path file = s.path(baseDir);
                    try {
                        return java.nio.file.Files.readString(file).strip();
                    } catch (java.io.IOException e) {
                        throw s.error("cannot read the system prompt file " + file + ": " + e.getMessage());
                    }
                })
                .orElse("");
        return new EntitySpec.Http(
                id,
                endpoint,
                model,
                system,
                YamlNode.optional(keys, "api-key-env").map(YamlNode::scalar),
                YamlNode.optional(keys, "reply-timeout").map(YamlNode::duration).orElse(Duration.ofSeconds(60)),
                name,
                author);
    }

    /** {@code mode: lines} (whole messages, the default) or {@code keystrokes} (every key as the judge types it). */
    static boolean entryMode(YamlNode node) {
        return switch (node.scalar()) {
            case "lines" -> false;
            case "keystrokes" -> true;
            default -> throw node.error("mode must be lines or keystrokes, not '" + node.scalar() + "'");
        };
    }
}
