package parlor.relay.entity;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An entry's output, whatever carries it (a pty, a socket), cut into replies for its listener:
 * output as it arrives, quiet periods as time passes, and what is left when the output ends.
 * Thread-safe; one per running entry.
 */
final class ReplyStream {

    private static final Logger LOG = LoggerFactory.getLogger(ReplyStream.class);
    static final Duration TICK = Duration.ofMillis(25);

    private final String id;
    private final Optional<Pattern> prompt;
    private final ReplyAssembler assembler;
    private final EntityListener listener;
    private final Clock clock;
    private final OverflowEpisode overflows = new OverflowEpisode();

    ReplyStream(
            String id,
            Optional<Pattern> prompt,
            Optional<Pattern> strip,
            Duration quiet,
            EntityListener listener,
            Clock clock) {
        this.id = id;
        this.prompt = prompt;
        this.assembler = new ReplyAssembler(prompt, strip, quiet);
        this.listener = listener;
        this.clock = clock;
    }

    void output(String text) {
        deliver(() -> assembler.output(text, clock.instant()));
    }

    void tick() {
        overflows.due(clock.instant()).ifPresent(this::overflowCounted);
        deliver(() -> assembler.tick(clock.instant()));
    }

    /** The output ended normally: what the entry said last is still its reply. */
    void ended() {
        deliver(assembler::flush);
        overflows.ended(clock.instant()).ifPresent(this::overflowCounted);
    }

    /** The entry died: a half-finished reply would give it away, so it is dropped (its successor is asked again). */
    void abandoned(String why) {
        List<ReplyAssembler.Piece> pieces;
        synchronized (assembler) {
            pieces = assembler.flush();
        }
        overflows.ended(clock.instant()).ifPresent(this::overflowCounted);
        int chars = pieces.stream()
                .mapToInt(p ->
                        p instanceof ReplyAssembler.Piece.Reply r ? r.text().length() : 0)
                .sum();
        if (chars > 0) {
            LOG.atWarn()
                    .addKeyValue("event", "reply-dropped")
                    .addKeyValue("entity", id)
                    .addKeyValue("chars", chars)
                    .log("entity {} {}: {} chars of an unfinished reply dropped", id, why, chars);
        }
    }

    /** Why no reply has ended, if the entry seems to wait at a prompt other than its own ({@link ForeignPrompt}). */
    Optional<String> whyNoReplyEnds() {
        synchronized (assembler) {
            return prompt.flatMap(p -> ForeignPrompt.in(p, assembler.unended()));
        }
    }

    private void deliver(java.util.function.Supplier<List<ReplyAssembler.Piece>> step) {
        List<ReplyAssembler.Piece> pieces;
        synchronized (assembler) {
            pieces = step.get();
        }
        for (ReplyAssembler.Piece piece : pieces) {
            switch (piece) {
                case ReplyAssembler.Piece.Reply reply -> {
                    overflows.ended(clock.instant()).ifPresent(this::overflowCounted);
                    listener.replied(reply.text());
                }
                case ReplyAssembler.Piece.Banner banner ->
                    LOG.atInfo()
                            .addKeyValue("event", "banner-set-aside")
                            .addKeyValue("entity", id)
                            .addKeyValue("chars", banner.text().length())
                            .log(
                                    "entity {} start-up banner set aside ({} chars): the judge speaks first",
                                    id,
                                    banner.text().length());
                case ReplyAssembler.Piece.Overflow overflow -> {
                    if (overflows.opens(overflow.droppedChars(), clock.instant())) {
                        overflowOpened(overflow.droppedChars());
                    }
                }
            }
        }
    }

    /** The first cut of an episode: said by itself, the rest counted (see {@link OverflowEpisode}). */
    private void overflowOpened(int droppedChars) {
        LOG.atWarn()
                .addKeyValue("event", "reply-overflow")
                .addKeyValue("entity", id)
                .addKeyValue("chars", droppedChars)
                .log(
                        "entity {} printed more than {} chars without ending a reply; {} dropped (more are counted, not logged)",
                        id,
                        ReplyAssembler.MAX_BUFFER_CHARS,
                        droppedChars);
    }

    /** "… and 12,825 more cuts": what an episode counted since its last line. */
    private void overflowCounted(OverflowEpisode.Counted counted) {
        LOG.atWarn()
                .addKeyValue("event", "reply-overflow-counted")
                .addKeyValue("entity", id)
                .addKeyValue("cuts", counted.cuts())
                .addKeyValue("chars", counted.chars())
                .addKeyValue("seconds", counted.over().toSeconds())
                .log(
                        "entity {}: {} more chars dropped from replies without an end, in {} cuts over {} s",
                        id,
                        String.format(Locale.ROOT, "%,d", counted.chars()),
                        String.format(Locale.ROOT, "%,d", counted.cuts()),
                        counted.over().toSeconds());
    }
}
