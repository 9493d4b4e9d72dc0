package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;
import parlor.relay.testing.RecordingListener;

class LppEntityTest {

    private static final Duration WAIT = Duration.ofSeconds(5);
    /** Short enough to keep the class quick, long enough for an entry to type a two-line reply. */
    private static final LppEntity.Settings QUICK = LppEntity.Settings.DEFAULTS.withQuiet(Duration.ofMillis(800));

    @TempDir
    Path temp;

    private Path directory;

    private final RecordingListener listener = new RecordingListener();
    private final List<String> replies = listener.replies;
    private final List<String> failures = listener.failures;

    private final List<ILoggingEvent> logged = new CopyOnWriteArrayList<>();
    private final AppenderBase<ILoggingEvent> capture = new AppenderBase<>() {
        @Override
        protected void append(ILoggingEvent event) {
            logged.add(event);
        }
    };
    private final List<AutoCloseable> cleanup = new ArrayList<>();

    @BeforeEach
    void setUp() {
        directory = temp.resolve("lpp");
        capture.start();
        lppLogger().addAppender(capture);
    }

    @AfterEach
    void tearDown() throws Exception {
        for (AutoCloseable closeable : cleanup.reversed()) {
            closeable.close();
        }
        lppLogger().detachAppender(capture);
    }

    private static ch.qos.logback.classic.Logger lppLogger() {
        return (ch.qos.logback.classic.Logger) LoggerFactory.getLogger(LppEntity.class);
    }

    private LppEntity started(Clock clock, LppEntity.Settings settings) {
        LppEntity entity = new LppEntity("E5", directory, "T1", clock, settings);
        cleanup.add(entity);
        entity.start(listener);
        return entity;
    }

    @Test
    void theJudgesMessageReachesAPerlEntryAsKeysAndItsTypedReplyComesBackWhole() throws Exception {
        LppEntity entity = started(Clock.systemUTC(), QUICK);

        entity.judgeSaid("Hi there\nI'm Sam");

        // before the entry runs, the keys wait in the directory as the 2009 rules write them
        List<String> judgeKeys = Eventually.valueOf("the judge's 17 keys", WAIT, () -> {
            List<String> names = names(".judge");
            return names.size() == 17 ? names : null;
        });
        assertThat(judgeKeys).allMatch(name -> name.matches("0\\d{17}\\.[A-Za-z]+\\.judge"));
        assertThat(judgeKeys.stream().map(name -> name.split("\\.")[1]).toList())
                .containsExactly(
                        "H",
                        "i",
                        "space",
                        "t",
                        "h",
                        "e",
                        "r",
                        "e",
                        "Return",
                        "I",
                        "quoteright",
                        "m",
                        "space",
                        "S",
                        "a",
                        "m",
                        "Return");

        Process entry = echoEntry();
        Eventually.waitFor(
                "the entry's reply",
                Duration.ofSeconds(10),
                () -> !replies.isEmpty(),
                () -> "replies " + replies + ", failures " + failures + ", entry output: " + output(entry));

        assertThat(replies).containsExactly("You said: Hi there\nYou said: I'm Sam");
        Eventually.waitFor(
                "every key consumed by its reader", WAIT, () -> names("").isEmpty(), () -> names(""));
        assertThat(failures).isEmpty();
    }

    @Test
    void theJudgesKeysAreNumberedInMillisecondsOfTheClockAsThe2009RulesSay() {
        ManualClock clock = new ManualClock(Instant.parse("2009-09-06T10:00:00.123Z"));
        started(clock, QUICK).judgeSaid("ok");

        List<String> judgeKeys = Eventually.valueOf("the judge's 3 keys", WAIT, () -> {
            List<String> names = names(".judge");
            return names.size() == 3 ? names : null;
        });
        assertThat(judgeKeys)
                .containsExactly(
                        "000001252231200123.o.judge", "000001252231200124.k.judge", "000001252231200125.Return.judge");
    }

    @Test
    void inKeystrokeModeEachJudgesKeyIsWrittenAsItIsTypedAndEachOfTheEntrysKeysPassedOnAtOnce() throws IOException {
        ManualClock clock = new ManualClock(Instant.parse("2009-09-06T10:00:00Z"));
        LppEntity entity = started(clock, LppEntity.Settings.DEFAULTS.withKeystrokes(true));

        entity.judgeKey(parlor.transcripts.keys.Key.of('H'));
        Eventually.waitFor(
                "the judge's first key, before the message ends",
                WAIT,
                () -> names(".judge").size() == 1);
        entity.judgeKey(parlor.transcripts.keys.Key.of('\''));
        entity.judgeKey(parlor.transcripts.keys.Key.RETURN);
        entity.judgeSaid("H'");
        Eventually.waitFor("the judge's three keys", WAIT, () -> names(".judge").size() == 3);
        assertThat(names(".judge").stream().map(name -> name.split("\\.")[1]).toList())
                .containsExactly("H", "quoteright", "Return");

        type(100, "o", "k");
        Eventually.waitFor("the entry's keys passed on", WAIT, () -> listener.typed.size() == 2);
        assertThat(listener.typed).containsExactly("o", "k");
        assertThat(replies).as("the reply still ends on the quiet period").isEmpty();
        clock.advance(Duration.ofSeconds(2));
        Eventually.waitFor("the reply's end", WAIT, () -> !replies.isEmpty());
        assertThat(replies).containsExactly("ok");
        assertThat(names(".judge"))
                .as("the message went key by key: not again whole")
                .hasSize(3);
    }

    @Test
    void keyNamesFromOlderEntriesAreUnderstoodAndTheReplyEndsOnTheClocksQuietPeriod() throws IOException {
        ManualClock clock = new ManualClock(Instant.parse("2009-09-06T10:00:00Z"));
        started(clock, LppEntity.Settings.DEFAULTS);

        type(
                100,
                "S",
                "a",
                "y",
                "space",
                "quotedble",
                "h",
                "i",
                "quotedl",
                "tab",
                "o",
                "k",
                "x",
                "BackSpace",
                "CR",
                "W",
                "quoteright",
                "s",
                "space",
                "quotedbl",
                "Tab",
                "Return",
                "Linefeed");
        Eventually.waitFor("the entry's keys read", WAIT, () -> names(".other").isEmpty());
        assertThat(replies).as("no reply before the quiet period").isEmpty();

        clock.advance(Duration.ofSeconds(2));

        Eventually.waitFor("the reply", WAIT, () -> !replies.isEmpty());
        assertThat(replies).containsExactly("Say \"hi\"\tok\nW's \"\t");
        assertThat(warnings()).isEmpty();
    }

    @Test
    void numbersOfDifferentWidthsAreReadInNumericNotStringOrder() throws IOException {
        started(Clock.systemUTC(), QUICK);

        // as strings, the 18-digit numbers ("0170…") would sort before the 10-digit ones ("9000…")
        type(
                "9000000000.o.other",
                "9000000001.k.other",
                "017000000000000000.exclam.other",
                "017000000000000001.Return.other");

        Eventually.waitFor("the reply", WAIT, () -> !replies.isEmpty());
        assertThat(replies).containsExactly("ok!");
    }

    @Test
    void theOrderOfKeysComparesNumbersAsNumbersWhateverTheirWidth() {
        List<String> names = Stream.of(
                        "017000000000000000.c.other",
                        "9000000000.b.other",
                        "0000000009.a.other",
                        "12.x.other",
                        "000000000000000012.y.other",
                        "9000000001.z.other")
                .map(name -> LppKeyEntry.parse(name).orElseThrow())
                .sorted(LppKeyEntry.IN_NUMBER_ORDER)
                .map(LppKeyEntry::name)
                .toList();

        assertThat(names)
                .containsExactly(
                        "0000000009.a.other",
                        "000000000000000012.y.other",
                        "12.x.other",
                        "9000000000.b.other",
                        "9000000001.z.other",
                        "017000000000000000.c.other");
    }

    @Test
    void garbageIsLoggedAndRemovedAndLaterKeysStillCount() throws IOException {
        started(Clock.systemUTC(), QUICK);
        Path precious = Files.writeString(
                Files.createDirectories(temp.resolve("precious")).resolve("keep.txt"), "keep");

        Files.createDirectories(directory.resolve("hello"));
        Files.createDirectories(directory.resolve("12.notakey.other"));
        Files.writeString(directory.resolve("13.a.other"), "a file, not a directory");
        Files.createSymbolicLink(directory.resolve("14.b.other"), precious.getParent());
        Eventually.waitFor("the garbage removed", WAIT, () -> names("").isEmpty(), () -> names(""));

        // a key with something inside arrives whole (a rename), as an entry might leave it
        Path staged = Files.createDirectories(temp.resolve("staged"));
        Files.writeString(staged.resolve("note"), "inside a key");
        Files.move(staged, directory.resolve("15.o.other"));
        type("16.k.other", "17.Return.other");

        Eventually.waitFor("the reply", WAIT, () -> !replies.isEmpty());
        assertThat(replies).containsExactly("ok");
        assertThat(names("")).isEmpty();
        assertThat(precious).as("a link is removed, not what it points to").hasContent("keep");
        assertThat(warnings())
                .anyMatch(w -> w.contains("'hello'") && w.contains("not an LPP key"))
                .anyMatch(w -> w.contains("unknown key 'notakey'"))
                .anyMatch(w -> w.contains("'13.a.other'") && w.contains("not a directory"))
                .anyMatch(w -> w.contains("'14.b.other'") && w.contains("not a directory"));
        assertThat(failures).isEmpty();
    }

    /**
     * An entry that leaves thousands of different wrong names in its folder: the operator log gets the
     * first and one line counting the rest, not a line each (issue 40: any entity could push the relay's
     * own events out of the log's caps).
     */
    @Test
    void aFloodOfDifferentWrongNamesWritesTheFirstAndOneCountToTheOperatorLog() throws IOException {
        Path log = Path.of(System.getProperty("parlor.logs"), "relay.jsonl");
        long before = Files.exists(log) ? Files.size(log) : 0;
        LppEntity entity = new LppEntity("E9", directory, "T1", Clock.systemUTC(), QUICK);
        cleanup.add(entity);
        entity.start(listener);
        int wrong = 3_000;
        for (int i = 0; i < wrong; i++) {
            Files.createDirectories(directory.resolve("rubbish-" + i));
        }
        Eventually.waitFor(
                "the rubbish removed", Duration.ofSeconds(30), () -> names("").isEmpty(), () -> names(""));
        parlor.relay.ops.EntityLogGuard.sayAll();

        byte[] all = Files.readAllBytes(log);
        // from its start if it rolled meanwhile
        int from = before <= all.length ? (int) before : 0;
        List<String> written = new String(all, from, all.length - from, java.nio.charset.StandardCharsets.UTF_8)
                .lines()
                .filter(line -> line.contains("\"entity\":\"E9\"") && line.contains("lpp-not-a-key"))
                .toList();
        long counted = written.stream()
                .filter(line -> line.contains("\"event\":\"entity-repeated\""))
                .mapToLong(line -> Long.parseLong(line.replaceFirst(".*\"count\":(\\d+).*", "$1")))
                .sum();
        assertThat(written.size())
                .as("lines for %,d wrong names: %s", wrong, written)
                .isLessThanOrEqualTo(6);
        assertThat(written.stream()
                                .filter(line -> !line.contains("entity-repeated"))
                                .count()
                        + counted)
                .as("every wrong name written or counted")
                .isEqualTo(wrong);
    }

    @Test
    void staleKeysFromAnEarlierRunAreRemovedAtStartNotReadAsThisRunsKeys() throws IOException {
        Files.createDirectories(directory.resolve("017000000000000001.a.judge"));
        Files.createDirectories(directory.resolve("017000000000000002.b.other"));
        ManualClock clock = new ManualClock(Instant.parse("2012-05-15T13:00:00Z"));

        started(clock, LppEntity.Settings.DEFAULTS);
        assertThat(names("")).isEmpty();
        assertThat(logged)
                .anyMatch(e ->
                        e.getLevel() == Level.INFO && e.getFormattedMessage().contains("2 stale keys"));

        type(100, "o", "k", "Return");
        Eventually.waitFor("the entry's keys read", WAIT, () -> names(".other").isEmpty());
        clock.advance(Duration.ofSeconds(2));

        Eventually.waitFor("the reply", WAIT, () -> !replies.isEmpty());
        assertThat(replies).containsExactly("ok");
    }

    @Test
    void aDirectoryRemovedUnderneathIsReportedAsAFailureNamingIt() throws IOException {
        started(Clock.systemUTC(), QUICK);
        assertThat(Files.isDirectory(directory)).as("created at start").isTrue();

        Files.delete(directory);

        Eventually.waitFor("the failure report", WAIT, () -> !failures.isEmpty());
        assertThat(failures).hasSize(1);
        assertThat(failures.get(0)).contains(directory.toString()).contains("disappeared");
    }

    /** Drops the entry's keys as an entry would, numbered from {@code first}. */
    private void type(long first, String... keys) throws IOException {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < keys.length; i++) {
            names.add(String.format("%018d.%s.other", first + i, keys[i]));
        }
        type(names.toArray(String[]::new));
    }

    private void type(String... names) throws IOException {
        for (String name : names) {
            Files.createDirectory(directory.resolve(name));
        }
    }

    private List<String> names(String ending) {
        try (Stream<Path> entries = Files.list(directory)) {
            return entries.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(ending))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private List<String> warnings() {
        return logged.stream()
                .filter(e -> e.getLevel() == Level.WARN)
                .map(ILoggingEvent::getFormattedMessage)
                .toList();
    }

    private Process echoEntry() throws IOException, URISyntaxException {
        Path script =
                Path.of(LppEntityTest.class.getResource("/lpp/echo-entry.pl").toURI());
        Process entry = new ProcessBuilder("perl", script.toString(), directory.toString())
                .redirectErrorStream(true)
                .redirectOutput(temp.resolve("entry.out").toFile())
                .start();
        cleanup.add(() -> {
            entry.destroyForcibly();
            entry.waitFor();
        });
        return entry;
    }

    private String output(Process entry) {
        try {
            return (entry.isAlive() ? "(running) " : "(exited " + entry.exitValue() + ") ")
                    + Files.readString(temp.resolve("entry.out"));
        } catch (IOException e) {
            return e.toString();
        }
    }
}
