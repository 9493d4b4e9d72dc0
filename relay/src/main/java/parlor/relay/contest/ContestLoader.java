package parlor.relay.contest;

import parlor.relay.link.HostPort;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Year;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import parlor.relay.link.SerialLine;
import parlor.transcripts.keylog.Durability;

/** Reads a contest file (YAML) and checks it, naming file, line and column for every problem. */
public final class ContestLoader {

    // every key here is in docs/contest-file.md, which ContestFileReferenceTest holds to these sets
    static final Set<String> TOP_KEYS = Set.of("name", "finalists", "listen", "transcripts", "copyright", "timezone", "durability", "key", "pacing", "terminals", "entities",
        "rules", "timing", "seed", "schedule", "rehearsal", "stage", EntryClocks.KEY, DayRulesLoader.TRIALS);
    static final Set<String> TERMINAL_KEYS = Set.of("entity", "judge", "serial", "baud", "data-bits", "parity", "stop-bits", "flow",
        "telnet", "mode", "charset", "side");
    static final Set<String> ENTITY_KEYS = Set.of("program", "demo", "confederate", "lpp", "http", "tcp", "model", "system", "api-key-env", "prompt", "strip", "quiet", "reply-timeout", "network", "mode", "directory", "name", "author",
        "isolation", "writable", "read-only", "limits", EntryClocks.KEY,
        "host", "serial", "baud", "data-bits", "parity", "stop-bits", "flow", "web", "field", "reply", "marker", "facts");

    private ContestLoader() {
    }

    public static Contest load(Path file) {
        return load(file, ContestLoader::drawSeed);
    }

    /**
     * As {@link #load(Path)}; a day whose file gives no {@code seed:} draws its sides with
     * {@code seedIfNone} (the seed of the day in progress, when the relay restarts).
     */
    public static Contest load(Path file, java.util.function.LongSupplier seedIfNone) {
        try (Reader reader = Files.newBufferedReader(file)) {
            return parse(reader, file.toString(), file.toAbsolutePath().getParent(), seedIfNone);
        } catch (IOException e) {
            throw new ContestFileException(file + ": cannot read the contest file: " + e.getMessage());
        }
    }

    public static Contest parse(String text, String fileName, Path baseDir) {
        return parse(new StringReader(text), fileName, baseDir, ContestLoader::drawSeed);
    }

    /** As {@link #parse(String, String, Path)}, drawing a day's sides with {@code seedIfNone} when the text gives no seed. */
    public static Contest parse(String text, String fileName, Path baseDir, java.util.function.LongSupplier seedIfNone) {
        return parse(new StringReader(text), fileName, baseDir, seedIfNone);
    }

    /** A seed for a day whose file gives none: six digits, printed and kept in the day's journal, so the draw can be made again. */
    private static long drawSeed() {
        return new java.security.SecureRandom().nextInt(100_000, 1_000_000);
    }

    private static Contest parse(Reader reader, String fileName, Path baseDir, java.util.function.LongSupplier seedIfNone) {
        YamlNode top = YamlNode.root(reader, fileName, "the contest file");
        Map<String, YamlNode> keys = top.mapping(TOP_KEYS);
        String name = top.required(keys, "name").scalar();
        HostPort listen = YamlNode.optional(keys, "listen").map(node -> hostPort(node)).orElse(new HostPort("127.0.0.1", 7070));
        Path transcripts = YamlNode.optional(keys, "transcripts").map(node -> path(node, baseDir)).orElse(baseDir.resolve("transcripts"));
        ZoneId zone = YamlNode.optional(keys, "timezone").map(YamlNode::zone).orElse(ZoneId.systemDefault());
        String copyright = YamlNode.optional(keys, "copyright").map(YamlNode::scalar)
            .orElse("(c)" + Year.now(zone) + " " + name);
        Durability durability = YamlNode.optional(keys, "durability").map(ContestLoader::durability)
            .orElse(new Durability.Flush());
        java.util.Optional<String> key = YamlNode.optional(keys, "key").map(ContestLoader::contestKey);
        Map<String, EntitySpec> entities = new LinkedHashMap<>();
        top.required(keys, "entities").mapping(Set.of())
            .forEach((id, node) -> entities.put(id, EntryClocks.set(entity(id, node.named("entity " + id), baseDir),
                node.named("entity " + id).mapping(ENTITY_KEYS), YamlNode.optional(keys, EntryClocks.KEY), zone)));
        Map<String, TerminalSpec> terminals = new LinkedHashMap<>();
        java.util.Optional<DayRulesLoader.Draft> day = DayRulesLoader.day(keys, seedIfNone);
        FinalistsLoader.keepFinalists(YamlNode.optional(keys, "finalists"), day, baseDir, entities);
        parlor.relay.pacing.Pacing pacing = YamlNode.optional(keys, "pacing").map(ContestLoader::pacing).orElse(DayRulesLoader.pacing(day));
        Map<String, YamlNode> sides = new LinkedHashMap<>();
        top.required(keys, "terminals").mapping(Set.of()).forEach((id, node) -> {
            terminals.put(id, terminal(id, node.named("terminal " + id), entities, day.isPresent()));
            YamlNode.optional(node.mapping(TERMINAL_KEYS), "side").ifPresent(side -> sides.put(id, side));
        });
        SeatChecks.desks(top, terminals, entities);
        SeatChecks.hosts(top, terminals, entities);
        if (terminals.isEmpty()) {
            throw top.error("the contest has no terminals");
        }
        if (day.isEmpty() && !sides.isEmpty()) {
            throw sides.values().iterator().next().error("side: belongs to a contest in rounds (rules: loebner-2006)");
        }
        var rounds = day.map(draft -> DayRulesLoader.complete(top, draft, terminals, entities, sides));
        return new Contest(name, listen, transcripts, copyright, zone, durability, key, pacing, terminals, entities, rounds);
    }

    private static TerminalSpec terminal(String id, YamlNode node, Map<String, EntitySpec> entities, boolean rounds) {
        checkId(id, node);
        Map<String, YamlNode> keys = node.mapping(TERMINAL_KEYS);
        if (rounds && keys.containsKey("entity")) {
            throw keys.get("entity").error("with rules:, the schedule decides whom terminal " + id + " talks to: leave out entity:");
        }
        if (rounds && !keys.containsKey("judge")) {
            throw node.error("with rules:, every terminal needs the judge who sits there (judge: 1)");
        }
        YamlNode entityNode = rounds ? null : node.required(keys, "entity");
        String entity = rounds ? "" : entityNode.scalar();
        if (!rounds && !entities.containsKey(entity)) {
            throw entityNode.error("terminal " + id + " talks to entity '" + entity + "', which is not under entities"
                + (entities.isEmpty() ? "" : " (there: " + String.join(", ", entities.keySet()) + ")"));
        }
        int judge = YamlNode.optional(keys, "judge").map(ContestLoader::judgeNumber).orElse(-1);
        var serial = serialLine(node, keys);
        var telnet = YamlNode.optional(keys, "telnet").map(ContestLoader::hostPort);
        if (serial.isPresent() && telnet.isPresent()) {
            throw node.error(node.what() + " cannot be on a serial line and a telnet port at once");
        }
        var plain = plainMode(node, keys, telnet.isPresent(), serial.isPresent());
        var charset = YamlNode.optional(keys, "charset").map(c -> {
            try {
                return parlor.relay.plain.TerminalCharset.named(c.scalar());
            } catch (IllegalArgumentException e) {
                throw c.error("charset must be ascii or utf-8, not '" + c.scalar() + "'");
            }
        }).orElse(parlor.relay.plain.TerminalCharset.ASCII);
        return new TerminalSpec(id, entity, judge, serial, telnet, plain, charset);
    }

    /** {@code mode: station} (a Parlor station), or {@code ansi}/{@code lines} for a plain terminal; telnet ports are plain, ansi unless said. */
    private static java.util.Optional<parlor.relay.plain.PlainScreen.Mode> plainMode(YamlNode terminal, Map<String, YamlNode> keys,
            boolean telnet, boolean serial) {
        String mode = YamlNode.optional(keys, "mode").map(YamlNode::scalar).orElse(telnet ? "ansi" : "station");
        if (mode.equals("station")) {
            if (telnet) {
                throw keys.get("mode").error("a telnet port takes a plain terminal: mode ansi or lines");
            }
            return java.util.Optional.empty();
        }
        if (!mode.equals("ansi") && !mode.equals("lines")) {
            throw keys.get("mode").error("mode must be station, ansi or lines, not '" + mode + "'");
        }
        if (!telnet && !serial) {
            throw keys.get("mode").error(terminal.what() + " is a plain terminal (mode " + mode + "): give it serial: PATH or telnet: HOST:PORT");
        }
        return java.util.Optional.of(parlor.relay.plain.PlainScreen.Mode.named(mode));
    }

    /** {@code serial: /dev/ttyUSB0} with its line settings beside it ({@code baud: 9600}, ...). */
    private static java.util.Optional<SerialLine> serialLine(YamlNode terminal, Map<String, YamlNode> keys) {
        java.util.Map<String, String> settings = new java.util.LinkedHashMap<>();
        for (String setting : SerialLine.SETTINGS) {
            YamlNode.optional(keys, setting).ifPresent(value -> settings.put(setting, value.scalar()));
        }
        if (!keys.containsKey("serial")) {
            if (!settings.isEmpty()) {
                throw terminal.error(terminal.what() + " has serial settings (" + String.join(", ", settings.keySet()) + ") but no 'serial: PATH'");
            }
            return java.util.Optional.empty();
        }
        YamlNode path = keys.get("serial");
        try {
            return java.util.Optional.of(SerialLine.parse(path.scalar(), settings));
        } catch (IllegalArgumentException e) {
            throw path.error(e.getMessage());
        }
    }

    private static EntitySpec entity(String id, YamlNode node, Path baseDir) {
        checkId(id, node);
        Map<String, YamlNode> keys = node.mapping(ENTITY_KEYS);
        String name = YamlNode.optional(keys, "name").map(YamlNode::scalar).orElse(id);
        String author = YamlNode.optional(keys, "author").map(YamlNode::scalar).orElse("unknown");
        if (keys.containsKey("demo")) {
            return new EntitySpec.Demo(id, name, author);
        }
        if (keys.containsKey("facts") && !keys.containsKey("tcp")) {
            // the other kinds are told the facts in their own way (docs/entries.md): only a TCP entry must ask
            throw keys.get("facts").error("facts: belongs to a tcp entry; " + id + " is told the contest's facts without asking");
        }
        if (keys.containsKey("tcp") && keys.containsKey("program")) {
            return launchedTcp(id, keys, baseDir, name, author);
        }
        if (keys.containsKey("tcp")) {
            return new EntitySpec.Tcp(id, hostPort(keys.get("tcp")),
                YamlNode.optional(keys, "prompt").map(ContestLoader::pattern),
                YamlNode.optional(keys, "strip").map(ContestLoader::pattern),
                YamlNode.optional(keys, "quiet").map(YamlNode::duration).orElse(Duration.ofMillis(800)),
                YamlNode.optional(keys, "reply-timeout").map(YamlNode::duration).orElse(Duration.ofSeconds(60)),
                YamlNode.optional(keys, "mode").map(ContestLoader::entryMode).orElse(false), name, author, factsLine(keys));
        }
        if (keys.containsKey("http")) {
            return http(id, node, keys, baseDir, name, author);
        }
        if (keys.containsKey("web")) {
            return WebEntryKeys.web(id, node, keys, name, author);
        }
        if (keys.containsKey("lpp")) {
            Path comms = path(keys.get("lpp"), baseDir);
            // an LPP entry the relay starts itself runs in its sandbox, the communications folder its to write in
            java.util.Optional<EntitySpec.Program> launched = keys.containsKey("program")
                ? java.util.Optional.of(program(id, keys, baseDir, name, author).writingIn(comms)) : java.util.Optional.empty();
            return new EntitySpec.Lpp(id, comms,
                YamlNode.optional(keys, "quiet").map(YamlNode::duration).orElse(Duration.ofSeconds(2)),
                YamlNode.optional(keys, "reply-timeout").map(YamlNode::duration).orElse(Duration.ofSeconds(60)), name, author, launched,
                // the 2009 rules: "The LPP is a character by character asynchronous communications protocol"
                YamlNode.optional(keys, "mode").map(ContestLoader::entryMode).orElse(true));
        }
        if (keys.containsKey("host")) {
            YamlNode seat = keys.get("host");
            checkId(seat.scalar(), seat);
            return new EntitySpec.Host(id, seat.scalar(), serialLine(node, keys),
                YamlNode.optional(keys, "reply-timeout").map(YamlNode::duration).orElse(Duration.ofSeconds(60)), name, author);
        }
        if (keys.containsKey("serial")) {
            throw keys.get("serial").error("serial: belongs to a terminal, or to a hidden host's entry (host: H1); " + id + " is neither");
        }
        if (keys.containsKey("confederate")) {
            YamlNode desk = keys.get("confederate");
            checkId(desk.scalar(), desk);
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
    private static EntitySpec launchedTcp(String id, Map<String, YamlNode> keys, Path baseDir, String name, String author) {
        if (keys.containsKey("facts")) {
            throw keys.get("facts").error("facts: belongs to a tcp entry the relay does not start; " + id
                + " is started by the relay and finds the facts in its environment");
        }
        HostPort at = hostPort(keys.get("tcp"));
        EntitySpec.Program program = program(id, keys, baseDir, name, author);
        List<String> command = new java.util.ArrayList<>(List.of("/bin/sh", "-c",
            "\"$@\" & exec socat - TCP:" + at.host() + ":" + at.port() + ",retry=80,interval=0.25", "tcp-entry"));
        command.addAll(program.command());
        return program.withCommand(command);
    }

    /** {@code facts: first-line}: a TCP entry that asks to be told the contest's facts first on each connection. */
    private static boolean factsLine(Map<String, YamlNode> keys) {
        return YamlNode.optional(keys, "facts").map(node -> {
            if (!node.scalar().equals("first-line")) {
                throw node.error("facts: must be first-line (the contest's facts as the first line of each connection), not '" + node.scalar() + "'");
            }
            return true;
        }).orElse(false);
    }

    private static EntitySpec.Program program(String id, Map<String, YamlNode> keys, Path baseDir, String name, String author) {
        YamlNode program = keys.get("program");
        Path directory = YamlNode.optional(keys, "directory").map(d -> path(d, baseDir)).orElse(baseDir);
        return new EntitySpec.Program(id, program.words(), directory,
            YamlNode.optional(keys, "prompt").map(ContestLoader::pattern),
            YamlNode.optional(keys, "strip").map(ContestLoader::pattern),
            YamlNode.optional(keys, "quiet").map(YamlNode::duration).orElse(Duration.ofMillis(800)),
            YamlNode.optional(keys, "reply-timeout").map(YamlNode::duration).orElse(Duration.ofSeconds(60)),
            YamlNode.optional(keys, "network").map(ContestLoader::yesNo).orElse(false),
            YamlNode.optional(keys, "mode").map(ContestLoader::entryMode).orElse(false),
            name, author).isolated(isolation(keys, baseDir));
    }

    /** {@code isolation: none} or {@code sandbox} (the default), {@code writable:} for the entry's own {@code directory:}, {@code read-only:} paths. */
    private static Isolation isolation(Map<String, YamlNode> keys, Path baseDir) {
        boolean sandboxed = YamlNode.optional(keys, "isolation").map(node -> switch (node.scalar()) {
            case "sandbox" -> true;
            case "none" -> false;
            default -> throw node.error("isolation must be sandbox (the default) or none, not '" + node.scalar() + "'");
        }).orElse(true);
        boolean writable = YamlNode.optional(keys, "writable").map(ContestLoader::yesNo).orElse(false);
        if (writable && !keys.containsKey("directory")) {
            throw keys.get("writable").error("writable: applies to the entry's own folder: give it one with directory:");
        }
        List<Path> readOnly = YamlNode.optional(keys, "read-only").map(node -> node.words().stream().map(word -> {
            Path path = baseDir.resolve(word).toAbsolutePath().normalize();
            if (!Files.exists(path)) {
                throw node.error("read-only: " + word + " does not exist");
            }
            return path;
        }).toList()).orElse(List.of());
        Isolation.Limits limits = YamlNode.optional(keys, "limits").map(ContestLoader::limits).orElse(Isolation.Limits.DEFAULT);
        return new Isolation(sandboxed, keys.containsKey("directory"), writable, readOnly, List.of(), limits);
    }

    static final Set<String> PACING_KEYS = Set.of("min_reply_delay", "typing");
    static final Set<String> LIMIT_KEYS = Set.of("processes", "memory", "cpu");

    /** {@code limits: { processes: 64, memory: 512m, cpu: 30m }}; what is not said keeps its default. */
    private static Isolation.Limits limits(YamlNode node) {
        Map<String, YamlNode> keys = node.named("limits").mapping(LIMIT_KEYS);
        Isolation.Limits given = Isolation.Limits.DEFAULT;
        int processes = YamlNode.optional(keys, "processes").map(n -> {
            try {
                int count = Integer.parseInt(n.scalar());
                if (count >= 4) {
                    return count;
                }
            } catch (NumberFormatException notANumber) {
                // said below
            }
            throw n.error("processes must be a whole number, 4 or more (an interpreter needs a few)");
        }).orElse(given.processes());
        long memory = YamlNode.optional(keys, "memory").map(ContestLoader::bytes).orElse(given.memoryBytes());
        java.time.Duration cpu = YamlNode.optional(keys, "cpu").map(YamlNode::duration).orElse(given.cpu());
        return new Isolation.Limits(processes, memory, cpu);
    }

    /** A size like {@code 512m} or {@code 2g} (k, m, g; bytes without a letter). */
    private static long bytes(YamlNode node) {
        var matcher = Pattern.compile("(\\d+)([kmg]?)", Pattern.CASE_INSENSITIVE).matcher(node.scalar().trim());
        if (!matcher.matches()) {
            throw node.error("memory must be a size like 512m or 2g");
        }
        long amount = Long.parseLong(matcher.group(1));
        return switch (matcher.group(2).toLowerCase(java.util.Locale.ROOT)) {
            case "k" -> amount << 10;
            case "m" -> amount << 20;
            case "g" -> amount << 30;
            default -> amount;
        };
    }

    /**
     * One entry described as in a contest file's {@code entities:} (for instance
     * {@code { program: [perl, eliza.pl], prompt: 'you:\s*' }}), for a hidden host that runs it.
     */
    public static EntitySpec entry(String id, String text, String where, Path baseDir) {
        YamlNode node = YamlNode.root(new StringReader(text), where, "the entry");
        EntitySpec entry = entity(id, node, baseDir);
        if (entry instanceof EntitySpec.Host || entry instanceof EntitySpec.Confederate || entry instanceof EntitySpec.Demo) {
            throw node.error("a hidden host runs a program, tcp, lpp or http entry, not " + entry.getClass().getSimpleName().toLowerCase());
        }
        return entry;
    }

    private static void checkId(String id, YamlNode node) {
        if (!id.matches("[A-Za-z0-9_-]{1,32}")) {
            throw node.error("'" + id + "' is not a usable id: use letters, digits, _ or - (at most 32)");
        }
    }

    /** A path as written, beside the contest file unless absolute; a NUL is what no path may hold. */
    private static Path path(YamlNode node, Path baseDir) {
        try {
            return baseDir.resolve(node.scalar());
        } catch (InvalidPathException e) {
            throw node.error(node.what() + " is not a usable path: " + e.getReason());
        }
    }

    private static HostPort hostPort(YamlNode node) {
        try {
            return HostPort.parse(node.scalar());
        } catch (IllegalArgumentException e) {
            throw node.error(e.getMessage());
        }
    }

    /**
     * A prompt or strip pattern. Real ones are a few characters; a long one is refused before it is
     * compiled, because the JDK compiles a long literal in quadratic time (a megabyte: hours).
     */
    private static Pattern pattern(YamlNode node) {
        try {
            return Pattern.compile(node.patternText(node.scalar()));
        } catch (PatternSyntaxException e) {
            throw node.error(node.what() + " is not a valid regular expression: " + e.getDescription());
        }
    }

    /** {@code pacing: { min_reply_delay: 5s, typing: human }}: the same for every entity, program or person. */
    private static parlor.relay.pacing.Pacing pacing(YamlNode node) {
        Map<String, YamlNode> keys = node.named("pacing").mapping(PACING_KEYS);
        Duration delay = YamlNode.optional(keys, "min_reply_delay").map(YamlNode::duration).orElse(Duration.ZERO);
        String typing = YamlNode.optional(keys, "typing").map(YamlNode::scalar).orElse("none");
        if (!typing.equals("none") && !typing.equals("human")) {
            throw keys.get("typing").error("typing must be none or human, not '" + typing + "'");
        }
        return new parlor.relay.pacing.Pacing(delay, typing.equals("human"));
    }

    private static EntitySpec.Http http(String id, YamlNode node, Map<String, YamlNode> keys, Path baseDir, String name, String author) {
        YamlNode url = keys.get("http");
        java.net.URI endpoint;
        try {
            endpoint = java.net.URI.create(url.scalar());
            if (endpoint.getHost() == null || !("http".equals(endpoint.getScheme()) || "https".equals(endpoint.getScheme()))) {
                throw new IllegalArgumentException("not http(s)://host...");
            }
        } catch (IllegalArgumentException e) {
            // the URL may hold a key in its query: the message never repeats it
            throw url.error("http must be the chat-completions URL, e.g. http://host:8080/v1/chat/completions");
        }
        String model = node.required(keys, "model").scalar();
        String system = YamlNode.optional(keys, "system").map(s -> {
            Path file = path(s, baseDir);
            try {
                return java.nio.file.Files.readString(file).strip();
            } catch (java.io.IOException e) {
                throw s.error("cannot read the system prompt file " + file + ": " + e.getMessage());
            }
        }).orElse("");
        return new EntitySpec.Http(id, endpoint, model, system, YamlNode.optional(keys, "api-key-env").map(YamlNode::scalar),
            YamlNode.optional(keys, "reply-timeout").map(YamlNode::duration).orElse(Duration.ofSeconds(60)), name, author);
    }

    /** {@code mode: lines} (whole messages, the default) or {@code keystrokes} (every key as the judge types it). */
    private static boolean entryMode(YamlNode node) {
        return switch (node.scalar()) {
            case "lines" -> false;
            case "keystrokes" -> true;
            default -> throw node.error("mode must be lines or keystrokes, not '" + node.scalar() + "'");
        };
    }

    private static boolean yesNo(YamlNode node) {
        return switch (node.scalar()) {
            case "true", "yes" -> true;
            case "false", "no" -> false;
            default -> throw node.error(node.what() + " must be true or false, not '" + node.scalar() + "'");
        };
    }

    private static String contestKey(YamlNode node) {
        String key = node.scalar();
        if (key.length() < 16) {
            // the message says how long it is, never what it is
            throw node.error("the contest key is " + key.length() + " characters; use at least 16 (for example the output of: head -c 24 /dev/urandom | base64)");
        }
        return key;
    }

    private static Durability durability(YamlNode node) {
        try {
            return Durability.parse(node.scalar());
        } catch (IllegalArgumentException e) {
            throw node.error(e.getMessage());
        }
    }

    private static int judgeNumber(YamlNode node) {
        String text = node.scalar();
        if (!text.matches("\\d{1,2}")) {
            throw node.error("judge must be a number from 00 to 99");
        }
        return Integer.parseInt(text);
    }


    /** The built-in demo contest: one terminal, the demo entry. */
    public static Contest demo(Path transcripts) {
        EntitySpec demo = new EntitySpec.Demo("DEMO", "Parlor demo entry", "Parlor");
        return new Contest("Parlor demo", new HostPort("127.0.0.1", 0), transcripts,
            "(c)" + Year.now() + " Parlor demo", ZoneId.systemDefault(), new Durability.Flush(), java.util.Optional.empty(), parlor.relay.pacing.Pacing.NONE,
            Map.of("T1", new TerminalSpec("T1", "DEMO", -1)), Map.of("DEMO", demo));
    }

}
