package parlor.relay.entity;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.slf4j.event.Level;
import org.slf4j.spi.LoggingEventBuilder;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.keys.Key;

/**
 * An entry that speaks the Loebner Prize Protocol of 2006-2016: the relay and the entry share a
 * communications directory, and every keystroke is a sub-directory {@code NUMBER.KEYNAME.judge}
 * (the judge's, written here, deleted by the entry) or {@code NUMBER.KEYNAME.other} (the entry's,
 * read here in number order and deleted). Numbers only have to increase; they are compared as
 * numbers whatever their width. Key names are X11 keysym names as in the 2009 rules' table.
 *
 * <p>The entry's keys build its reply: printable keys append, BackSpace erases within the current
 * line, Return ends a line. The reply is complete once the entry has typed some text and then
 * nothing for the quiet period. In keystroke mode, the rules' ("The LPP is a character by character
 * asynchronous communications protocol"), each of the judge's keys is written as it takes effect
 * and each of the entry's keys is passed on at once ({@link EntityListener#typed}); in message mode
 * the judge's message is written whole when it is complete, and the entry's reply goes on whole.
 *
 * <p>One thread does all the file work: it writes the judge's keys, polls the directory (a
 * {@code WatchService} misses changes on some filesystems) and ends replies on quiet.
 */
public final class LppEntity implements Entity {

    private static final Logger LOG = LoggerFactory.getLogger(LppEntity.class);

    /** The longest reply kept; keys beyond it are dropped (and the operator told once). */
    public static final int MAX_REPLY_CHARS = ReplyAssembler.MAX_BUFFER_CHARS;

    /**
     * How the adapter paces itself.
     *
     * @param quiet how long the entry must type nothing, after typing some text, for its reply to be complete
     * @param poll  how often the directory is looked at
     * @param keystrokes keys as they are typed, both ways, rather than whole messages
     * @param facts what the facts file says, in a live contest ({@link LppFactsFile})
     */
    public record Settings(Duration quiet, Duration poll, boolean keystrokes, Optional<String> facts) {

        /** Message mode: the contest file's default is keystrokes, the rules' own. */
        public static final Settings DEFAULTS =
                new Settings(Duration.ofSeconds(2), Duration.ofMillis(25), false, Optional.empty());

        public Settings {
            Objects.requireNonNull(quiet, "quiet");
            Objects.requireNonNull(poll, "poll");
            if (quiet.isNegative() || quiet.isZero() || poll.isNegative() || poll.isZero()) {
                throw new IllegalArgumentException("quiet and poll must be positive: " + quiet + ", " + poll);
            }
        }

        public Settings withQuiet(Duration newQuiet) {
            return new Settings(newQuiet, poll, keystrokes, facts);
        }

        public Settings withKeystrokes(boolean newKeystrokes) {
            return new Settings(quiet, poll, newKeystrokes, facts);
        }

        public Settings withFacts(Optional<String> newFacts) {
            return new Settings(quiet, poll, keystrokes, newFacts);
        }
    }

    private final String id;
    private final Path directory;
    private final String terminal;
    private final Clock clock;
    private final Settings settings;
    /** Key names to write as the judge's, a message's or a single key's. */
    private final BlockingQueue<List<String>> toEntry = new LinkedBlockingQueue<>();
    /** Keystroke mode: the message now completed went key by key already. */
    private volatile boolean keysSinceMessage;
    /** Entries that could not be deleted: read once, then passed over. */
    private final Set<String> undeletable = new HashSet<>();

    private final LppReply reply;
    private boolean listingFailed;
    private long lastNumber;
    private volatile boolean closing;
    private volatile Thread watcher;
    private EntityListener listener;

    public LppEntity(String id, Path directory, String terminal, Clock clock) {
        this(id, directory, terminal, clock, Settings.DEFAULTS);
    }

    public LppEntity(String id, Path directory, String terminal, Clock clock, Settings settings) {
        this.id = Objects.requireNonNull(id, "id");
        this.directory = Objects.requireNonNull(directory, "directory").toAbsolutePath();
        this.terminal = terminal;
        this.clock = Objects.requireNonNull(clock, "clock");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.reply = new LppReply(id, clock, settings.quiet(), this::log);
    }

    @Override
    public void start(EntityListener entityListener) {
        this.listener = entityListener;
        try (var ignored = MDC.putCloseable("terminal", terminal)) {
            try {
                Files.createDirectories(directory);
            } catch (IOException e) {
                listener.failed("cannot create LPP communications directory " + directory + ": " + e);
                return;
            }
            int stale = removeStaleKeys();
            try {
                // before the entry hears anything; one left from an earlier contest is not this one's
                LppFactsFile.write(directory, settings.facts());
            } catch (IOException e) {
                listener.failed(
                        "cannot write the contest's facts to " + directory.resolve(LppFactsFile.NAME) + ": " + e);
                return;
            }
            log(Level.INFO, "lpp-ready")
                    .addKeyValue("stale", stale)
                    .log(
                            "entity {} talks LPP through {} (quiet {} ms); {} stale keys from an earlier run removed",
                            id,
                            directory,
                            settings.quiet().toMillis(),
                            stale);
            watcher = Thread.ofVirtual().name("entity-" + id + "-lpp").start(() -> {
                MDC.put("terminal", terminal);
                watch();
            });
        }
    }

    /** Keys left by an earlier run would be read as this run's: the judge's by the entry, the entry's here. */
    private int removeStaleKeys() {
        int removed = 0;
        try (Stream<Path> entries = Files.list(directory)) {
            for (Path entry : entries.toList()) {
                if (LppKeyEntry.parse(entry.getFileName().toString()).isPresent() && delete(entry)) {
                    removed++;
                }
            }
        } catch (IOException e) {
            log(Level.WARN, "lpp-stale-keys-unread")
                    .log("entity {} could not look for stale keys in {}: {}", id, directory, e.toString());
        }
        return removed;
    }

    @Override
    public void judgeSaid(String message) {
        // a message asked again of a new entry (the relay restarted) has not reached it key by key
        if (!settings.keystrokes() || !keysSinceMessage) {
            toEntry.add(LppKeyEntry.messageKeys(message));
        }
        keysSinceMessage = false;
    }

    @Override
    public void judgeKey(Key key) {
        if (settings.keystrokes()) {
            keysSinceMessage = true;
            toEntry.add(List.of(key.printable().map(LppKeyEntry::lppName).orElse(key.name())));
        }
    }

    @Override
    public void close() {
        closing = true;
        Thread running = watcher;
        if (running != null) {
            running.interrupt();
            try {
                running.join(Duration.ofSeconds(2));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void watch() {
        while (!closing) {
            try {
                List<String> message = toEntry.poll(settings.poll().toMillis(), TimeUnit.MILLISECONDS);
                if (closing) {
                    return;
                }
                if (!usable()) {
                    return;
                }
                if (message != null && !writeJudgeKeys(message)) {
                    return;
                }
                readEntryKeys();
                reply.endIfQuiet().ifPresent(listener::replied);
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                // a surprise in one pass must not stop the entry being heard
                log(Level.ERROR, "lpp-watch-fault").log("entity {}: unexpected error watching {}", id, directory, e);
            }
        }
    }

    /** The directory is still there and still writable; if not, the entity has failed. */
    private boolean usable() {
        if (!Files.isDirectory(directory)) {
            fail("LPP communications directory " + directory + " has disappeared");
            return false;
        }
        if (!Files.isReadable(directory) || !Files.isWritable(directory)) {
            fail("LPP communications directory " + directory + " is no longer readable and writable");
            return false;
        }
        return true;
    }

    private void fail(String reason) {
        if (!closing) {
            log(Level.ERROR, "entity-failed").log("entity {} failed: {}", id, reason);
            listener.failed(reason);
        }
    }

    /** One {@code .judge} sub-directory per key. */
    private boolean writeJudgeKeys(List<String> keys) {
        for (String key : keys) {
            try {
                createKey(key);
            } catch (IOException e) {
                fail("cannot write the judge's keys to LPP communications directory " + directory + ": " + e);
                return false;
            }
        }
        log(Level.DEBUG, "lpp-keys-written").log("entity {}: {} of the judge's keys written", id, keys.size());
        return true;
    }

    private void createKey(String key) throws IOException {
        while (true) {
            try {
                Files.createDirectory(directory.resolve(LppKeyEntry.judgeName(nextNumber(), key)));
                return;
            } catch (FileAlreadyExistsException taken) {
                // someone else used this number: take the next one
            }
        }
    }

    private String nextNumber() {
        lastNumber = LppKeyEntry.nextNumber(clock.instant(), lastNumber);
        return LppKeyEntry.digits(lastNumber);
    }

    private void readEntryKeys() {
        List<Path> entries;
        try (Stream<Path> listing = Files.list(directory)) {
            entries = listing.toList();
        } catch (NoSuchFileException gone) {
            return; // the next pass reports it
        } catch (IOException e) {
            if (!listingFailed) {
                log(Level.WARN, "lpp-cannot-list")
                        .log(
                                "entity {} cannot list {} (said once until it can again): {}",
                                id,
                                directory,
                                e.toString());
                listingFailed = true;
            }
            return;
        }
        listingFailed = false;
        List<LppKeyEntry> keys = new ArrayList<>();
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            if (undeletable.contains(name)) {
                continue;
            }
            Optional<LppKeyEntry> parsed = LppKeyEntry.parse(name);
            if (parsed.isPresent() && parsed.get().fromJudge() || name.equals(LppFactsFile.NAME)) {
                continue; // the entry's to read (and the judge's keys to delete)
            }
            if (parsed.isEmpty()) {
                log(Level.WARN, "lpp-not-a-key")
                        .log("entity {}: '{}' in {} is not an LPP key: removed", id, name, directory);
                remove(entry);
            } else if (!Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                log(Level.WARN, "lpp-not-a-key")
                        .log("entity {}: '{}' in {} is not a directory, as LPP keys are: removed", id, name, directory);
                remove(entry);
            } else {
                keys.add(parsed.get());
            }
        }
        keys.sort(LppKeyEntry.IN_NUMBER_ORDER);
        for (LppKeyEntry key : keys) {
            reply.typed(key.key(), settings.keystrokes() ? listener::typed : passedOver -> {});
            remove(directory.resolve(key.name()));
        }
    }

    private void remove(Path entry) {
        if (!delete(entry)) {
            undeletable.add(entry.getFileName().toString());
        }
    }

    /** Deletes an entry and anything inside it, never following links out of the directory. */
    private boolean delete(Path entry) {
        try {
            LppKeyEntry.deleteTree(entry);
            return true;
        } catch (NoSuchFileException alreadyGone) {
            return true;
        } catch (IOException e) {
            log(Level.WARN, "lpp-cannot-delete")
                    .log(
                            "entity {}: cannot delete '{}' in {}; it will be passed over: {}",
                            id,
                            entry.getFileName(),
                            directory,
                            e.toString());
            return false;
        }
    }

    private LoggingEventBuilder log(Level level, String event) {
        return OpsLog.entityLine(LOG, level, event, id);
    }
}
