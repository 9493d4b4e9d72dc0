package parlor.relay.contest;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Year;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import parlor.relay.link.HostPort;
import parlor.relay.link.SerialLine;
import parlor.relay.pacing.Pacing;
import parlor.transcripts.keylog.Durability;

/** Reads a contest file (YAML) and checks it, naming file, line and column for every problem. */
public final class ContestLoader {

    // every key here is in docs/contest-file.md, which ContestFileReferenceTest holds to these sets
    static final Set<String> TOP_KEYS = Set.of(
            "name",
            "finalists",
            "listen",
            "transcripts",
            "copyright",
            "timezone",
            "durability",
            "key",
            "pacing",
            "audience",
            "terminals",
            "entities",
            "rules",
            "timing",
            "seed",
            "schedule",
            "rehearsal",
            "stage",
            EntryClocks.KEY,
            DayRulesLoader.TRIALS);
    static final Set<String> TERMINAL_KEYS = Set.of(
            "entity",
            "judge",
            "serial",
            "baud",
            "data-bits",
            "parity",
            "stop-bits",
            "flow",
            "telnet",
            SeatChecks.UNAUTHENTICATED,
            "mode",
            "charset",
            "side");

    private ContestLoader() {}

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
            throw new ContestFileException(
                    "cannot read the contest file " + parlor.relay.link.GivenFile.unreadable(file, e));
        }
    }

    public static Contest parse(String text, String fileName, Path baseDir) {
        return parse(new StringReader(text), fileName, baseDir, ContestLoader::drawSeed);
    }

    /** As {@link #parse(String, String, Path)}, drawing a day's sides with {@code seedIfNone} when the text gives no seed. */
    public static Contest parse(
            String text, String fileName, Path baseDir, java.util.function.LongSupplier seedIfNone) {
        return parse(new StringReader(text), fileName, baseDir, seedIfNone);
    }

    /** A seed for a day whose file gives none: six digits, printed and kept in the day's journal, so the draw can be made again. */
    private static long drawSeed() {
        return new java.security.SecureRandom().nextInt(100_000, 1_000_000);
    }

    private static Contest parse(
            Reader reader, String fileName, Path baseDir, java.util.function.LongSupplier seedIfNone) {
        YamlNode top = YamlNode.root(reader, fileName, "the contest file");
        Map<String, YamlNode> keys = top.mapping(TOP_KEYS);
        String name = top.required(keys, "name").scalar();
        HostPort listen =
                YamlNode.optional(keys, "listen").map(node -> node.hostPort()).orElse(new HostPort("127.0.0.1", 7070));
        Path transcripts = YamlNode.optional(keys, "transcripts")
                .map(node -> node.path(baseDir))
                .orElse(baseDir.resolve("transcripts"));
        ZoneId zone = YamlNode.optional(keys, "timezone").map(YamlNode::zone).orElse(ZoneId.systemDefault());
        String copyright =
                YamlNode.optional(keys, "copyright").map(YamlNode::scalar).orElse("(c)" + Year.now(zone) + " " + name);
        Durability durability = YamlNode.optional(keys, "durability")
                .map(ContestLoader::durability)
                .orElse(new Durability.Flush());
        java.util.Optional<String> key = YamlNode.optional(keys, "key").map(ContestLoader::contestKey);
        Map<String, EntitySpec> entities = new LinkedHashMap<>();
        top.required(keys, "entities")
                .mapping(Set.of())
                .forEach((id, node) -> entities.put(
                        id,
                        EntryClocks.set(
                                EntityLoader.entity(id, node.named("entity " + id), baseDir),
                                node.named("entity " + id).mapping(EntityLoader.ENTITY_KEYS),
                                YamlNode.optional(keys, EntryClocks.KEY),
                                zone)));
        Map<String, TerminalSpec> terminals = new LinkedHashMap<>();
        java.util.Optional<DayRulesLoader.Draft> day = DayRulesLoader.day(keys, seedIfNone);
        Optional<Path> prelim =
                FinalistsLoader.keepFinalists(YamlNode.optional(keys, "finalists"), day, baseDir, entities);
        Set<String> organisers = OrganisersKey.entries(top.required(keys, "entities"), day, entities);
        Pacing pacing =
                YamlNode.optional(keys, "pacing").map(ContestLoader::pacing).orElse(DayRulesLoader.pacing(day));
        Map<String, YamlNode> sides = new LinkedHashMap<>();
        top.required(keys, "terminals").mapping(Set.of()).forEach((id, node) -> {
            terminals.put(id, terminal(id, node.named("terminal " + id), entities, day.isPresent()));
            SeatChecks.keylessSeat(node.named("terminal " + id), terminals.get(id), key.isPresent());
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
        var rounds = day.map(draft ->
                DayRulesLoader.complete(top, draft, terminals, entities, sides).withRecordOf(organisers, prelim));
        Duration audienceDelay = YamlNode.optional(keys, "audience")
                .map(ContestLoader::audienceDelay)
                .orElse(Contest.AUDIENCE_DELAY);
        return new Contest(
                name,
                listen,
                transcripts,
                copyright,
                zone,
                durability,
                key,
                pacing,
                terminals,
                entities,
                rounds,
                audienceDelay);
    }

    private static TerminalSpec terminal(String id, YamlNode node, Map<String, EntitySpec> entities, boolean rounds) {
        node.checkId(id);
        Map<String, YamlNode> keys = node.mapping(TERMINAL_KEYS);
        if (rounds && keys.containsKey("entity")) {
            throw keys.get("entity")
                    .error("with rules:, the schedule decides whom terminal " + id + " talks to: leave out entity:");
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
        int judge =
                YamlNode.optional(keys, "judge").map(ContestLoader::judgeNumber).orElse(-1);
        var serial = serialLine(node, keys);
        var telnet = YamlNode.optional(keys, "telnet").map(YamlNode::hostPort);
        if (serial.isPresent() && telnet.isPresent()) {
            throw node.error(node.what() + " cannot be on a serial line and a telnet port at once");
        }
        var plain = plainMode(node, keys, telnet.isPresent(), serial.isPresent());
        var charset = YamlNode.optional(keys, "charset")
                .map(c -> {
                    try {
                        return parlor.relay.plain.TerminalCharset.named(c.scalar());
                    } catch (IllegalArgumentException e) {
                        throw c.error("charset must be ascii or utf-8, not '" + c.scalar() + "'");
                    }
                })
                .orElse(parlor.relay.plain.TerminalCharset.ASCII);
        boolean unauthenticated = YamlNode.optional(keys, SeatChecks.UNAUTHENTICATED)
                .map(YamlNode::yesNo)
                .orElse(false);
        return new TerminalSpec(id, entity, judge, serial, telnet, plain, charset, unauthenticated);
    }

    /** {@code mode: station} (a Parlor station), or {@code ansi}/{@code lines} for a plain terminal; telnet ports are plain, ansi unless said. */
    private static java.util.Optional<parlor.relay.plain.PlainScreen.Mode> plainMode(
            YamlNode terminal, Map<String, YamlNode> keys, boolean telnet, boolean serial) {
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
            throw keys.get("mode")
                    .error(terminal.what() + " is a plain terminal (mode " + mode
                            + "): give it serial: PATH or telnet: HOST:PORT");
        }
        return java.util.Optional.of(parlor.relay.plain.PlainScreen.Mode.named(mode));
    }

    /** {@code serial: /dev/ttyUSB0} with its line settings beside it ({@code baud: 9600}, ...). */
    static java.util.Optional<SerialLine> serialLine(YamlNode terminal, Map<String, YamlNode> keys) {
        java.util.Map<String, String> settings = new java.util.LinkedHashMap<>();
        for (String setting : SerialLine.SETTINGS) {
            YamlNode.optional(keys, setting).ifPresent(value -> settings.put(setting, value.scalar()));
        }
        if (!keys.containsKey("serial")) {
            if (!settings.isEmpty()) {
                throw terminal.error(terminal.what() + " has serial settings (" + String.join(", ", settings.keySet())
                        + ") but no 'serial: PATH'");
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

    static final Set<String> PACING_KEYS =
            Set.of("min_reply_delay", "typing", "composing", "correction_window", "model");
    static final Set<String> AUDIENCE_KEYS = Set.of("delay");

    /** {@code audience: { delay: 30s }}: how far behind the judges an audience wall runs. */
    private static Duration audienceDelay(YamlNode node) {
        Map<String, YamlNode> keys = node.named("audience").mapping(AUDIENCE_KEYS);
        return YamlNode.optional(keys, "delay").map(YamlNode::duration).orElse(Contest.AUDIENCE_DELAY);
    }

    /**
     * One entry described as in a contest file's {@code entities:} (for instance
     * {@code { program: [perl, eliza.pl], prompt: 'you:\s*' }}), for a hidden host that runs it.
     */
    public static EntitySpec entry(String id, String text, String where, Path baseDir) {
        YamlNode node = YamlNode.root(new StringReader(text), where, "the entry");
        EntitySpec entry = EntityLoader.entity(id, node, baseDir);
        if (entry instanceof EntitySpec.Host
                || entry instanceof EntitySpec.Confederate
                || entry instanceof EntitySpec.Demo) {
            throw node.error("a hidden host runs a program, tcp, lpp or http entry, not "
                    + entry.getClass().getSimpleName().toLowerCase());
        }
        return entry;
    }

    /**
     * {@code pacing: { min_reply_delay: 5s, typing: human, composing: human, correction_window: 5s,
     * model: day }}: the same for every entity, program or person; composing follows typing unless
     * given; the window and the model belong to a person's typing.
     */
    private static Pacing pacing(YamlNode node) {
        Map<String, YamlNode> keys = node.named("pacing").mapping(PACING_KEYS);
        Duration delay = YamlNode.optional(keys, "min_reply_delay")
                .map(YamlNode::duration)
                .orElse(Duration.ZERO);
        Pacing.Typing typing = oneOf(keys, "typing", Pacing.Typing.NONE, Pacing.Typing.class);
        boolean human = typing == Pacing.Typing.HUMAN;
        String composing =
                YamlNode.optional(keys, "composing").map(YamlNode::scalar).orElse(human ? "human" : "none");
        if (!composing.equals("none") && !composing.equals("human")) {
            throw keys.get("composing").error("composing must be none or human, not '" + composing + "'");
        }
        for (String personal : List.of("composing", "correction_window", "model")) {
            if (keys.containsKey(personal) && !human) {
                throw keys.get(personal)
                        .error(personal + " is for typing: human (a person's pace); this file's typing is "
                                + words(typing));
            }
        }
        Duration window = YamlNode.optional(keys, "correction_window")
                .map(YamlNode::duration)
                .orElse(Pacing.DEFAULT_WINDOW);
        if (window.compareTo(Duration.ofSeconds(1)) < 0 || window.compareTo(Duration.ofSeconds(30)) > 0) {
            throw keys.get("correction_window")
                    .error(
                            "correction_window must be from 1s to 30s: how long a confederate may still erase what they typed"
                                    + " before the judge sees it");
        }
        Pacing.Model model = oneOf(keys, "model", Pacing.Model.DAY, Pacing.Model.class);
        return new Pacing(delay, typing, composing.equals("human"), window, model);
    }

    /** A value of {@code key} among {@code kind}'s, spelled as the file spells it ({@code loebner-2012} for LOEBNER_2012). */
    private static <E extends Enum<E>> E oneOf(Map<String, YamlNode> keys, String key, E otherwise, Class<E> kind) {
        Optional<YamlNode> node = YamlNode.optional(keys, key);
        if (node.isEmpty()) {
            return otherwise;
        }
        String value = node.get().scalar();
        for (E each : kind.getEnumConstants()) {
            if (words(each).equals(value)) {
                return each;
            }
        }
        throw node.get()
                .error(key + " must be "
                        + String.join(
                                " or ",
                                java.util.Arrays.stream(kind.getEnumConstants())
                                        .map(ContestLoader::words)
                                        .toList())
                        + ", not '" + value + "'");
    }

    private static String words(Enum<?> value) {
        return value.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    private static String contestKey(YamlNode node) {
        String key = node.scalar();
        if (key.length() < 16) {
            // the message says how long it is, never what it is
            throw node.error("the contest key is " + key.length()
                    + " characters; use at least 16 (for example the output of: head -c 24 /dev/urandom | base64)");
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
        return new Contest(
                "Parlor demo",
                new HostPort("127.0.0.1", 0),
                transcripts,
                "(c)" + Year.now() + " Parlor demo",
                ZoneId.systemDefault(),
                new Durability.Flush(),
                java.util.Optional.empty(),
                Pacing.NONE,
                Map.of("T1", new TerminalSpec("T1", "DEMO", -1)),
                Map.of("DEMO", demo));
    }
}
