package parlor.relay.entity;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import org.slf4j.event.Level;
import org.slf4j.spi.LoggingEventBuilder;
import parlor.transcripts.keys.Key;
import parlor.transcripts.keys.KeyNames;

/**
 * The reply an LPP entry types, key by key: printable keys append, BackSpace erases within the
 * current line, Return ends a line; it is complete once the entry has typed some text and then
 * nothing for the quiet period. Apart from {@link LppEntity}, whose work is the directory: this
 * is only keys and time (and the entity's log, for what it cannot use).
 */
final class LppReply {

    private final String id;
    private final Clock clock;
    private final Duration quiet;
    /** The entity's own log line for an event: its logger, its name. */
    private final BiFunction<Level, String, LoggingEventBuilder> log;

    private final StringBuilder reply = new StringBuilder();
    private Instant lastKeyAt = Instant.MIN;
    private boolean lastWasReturn;
    private boolean overflowTold;

    LppReply(String id, Clock clock, Duration quiet, BiFunction<Level, String, LoggingEventBuilder> log) {
        this.id = id;
        this.clock = clock;
        this.quiet = quiet;
        this.log = log;
    }

    /** What one of the entry's keys does to its reply; a key it names is first handed to {@code passedOn} (keystroke mode). */
    void typed(String name, Consumer<Key> passedOn) {
        lastKeyAt = clock.instant();
        boolean afterReturn = lastWasReturn;
        lastWasReturn = false;
        Key key;
        try {
            key = new Key(name);
        } catch (IllegalArgumentException notAName) {
            log.apply(Level.WARN, "lpp-unknown-key").log("entity {} typed unknown key '{}': ignored", id, name);
            return;
        }
        passedOn.accept(key);
        if (key.isReturn()) {
            append('\n');
            lastWasReturn = true;
        } else if (key.isLinefeed()) {
            if (!afterReturn) {
                append('\n');
            }
        } else if (key.erases()) {
            int length = reply.length();
            if (length > 0 && reply.charAt(length - 1) != '\n') {
                reply.setLength(length - 1);
            }
        } else if (key.isTab()) {
            append('\t');
        } else if (key.printable().isPresent()) {
            append(key.printable().get());
        } else if (KeyNames.charOf(name).isPresent()) {
            log.apply(Level.WARN, "lpp-key-without-text")
                    .log("entity {} typed key '{}', which puts no text in a reply: ignored", id, name);
        } else {
            log.apply(Level.WARN, "lpp-unknown-key").log("entity {} typed unknown key '{}': ignored", id, name);
        }
    }

    private void append(char c) {
        if (reply.length() >= LppEntity.MAX_REPLY_CHARS) {
            if (!overflowTold) {
                log.apply(Level.WARN, "reply-overflow")
                        .log(
                                "entity {} typed more than {} chars without a pause; the rest of this reply is dropped",
                                id,
                                LppEntity.MAX_REPLY_CHARS);
                overflowTold = true;
            }
            return;
        }
        reply.append(c);
    }

    /** The reply, once the entry has been quiet long enough after typing it (without the Returns that ended it); empty if not yet, or if it was only blanks. */
    Optional<String> endIfQuiet() {
        if (reply.isEmpty() || Duration.between(lastKeyAt, clock.instant()).compareTo(quiet) < 0) {
            return Optional.empty();
        }
        int end = reply.length();
        while (end > 0 && reply.charAt(end - 1) == '\n') {
            end--;
        }
        String text = reply.substring(0, end);
        reply.setLength(0);
        overflowTold = false;
        if (text.isBlank()) {
            log.apply(Level.DEBUG, "lpp-blank-reply").log("entity {} typed only blank keys; nothing to reply", id);
            return Optional.empty();
        }
        log.apply(Level.INFO, "entity-replied")
                .addKeyValue("chars", text.length())
                .log("entity {} replied ({} chars)", id, text.length());
        return Optional.of(text);
    }
}
