package parlor.relay.entity;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts a program's output stream into replies. A reply ends where the program prints its own
 * input prompt at the start of a line, or, for programs without one, after a quiet period.
 * Whatever a prompted program prints before its first prompt is its start-up banner: the judge
 * speaks first, so it is set aside. Pure: callers pass output and time.
 */
public final class ReplyAssembler {

    /** Output held while waiting for a reply to end; beyond it the oldest output is dropped. */
    public static final int MAX_BUFFER_CHARS = 64 * 1024;

    /** What a piece of output turned out to be. */
    public sealed interface Piece {
        record Reply(String text) implements Piece {}

        record Banner(String text) implements Piece {}

        record Overflow(int droppedChars) implements Piece {}
    }

    private final Optional<Pattern> prompt;
    private final Optional<Pattern> strip;
    private final Duration quiet;
    private final StringBuilder buffer = new StringBuilder();
    private boolean bannerDone;
    private Instant lastOutput = Instant.MIN;

    public ReplyAssembler(Optional<Pattern> prompt, Optional<Pattern> strip, Duration quiet) {
        this.prompt = prompt;
        this.strip = strip;
        this.quiet = quiet;
        this.bannerDone = prompt.isEmpty();
    }

    public List<Piece> output(String text, Instant at) {
        List<Piece> pieces = new ArrayList<>();
        buffer.append(text);
        lastOutput = at;
        if (buffer.length() > MAX_BUFFER_CHARS) {
            int drop = buffer.length() - MAX_BUFFER_CHARS;
            buffer.delete(0, drop);
            pieces.add(new Piece.Overflow(drop));
        }
        prompt.ifPresent(p -> cutAtPrompts(p, pieces));
        return pieces;
    }

    /** Ends a reply after a quiet period, for programs that print no prompt. */
    public List<Piece> tick(Instant now) {
        if (prompt.isPresent()
                || buffer.isEmpty()
                || Duration.between(lastOutput, now).compareTo(quiet) < 0) {
            return List.of();
        }
        String text = buffer.toString();
        buffer.setLength(0);
        return List.of(new Piece.Reply(stripped(text)));
    }

    /** The program's output has ended: whatever it said last is its reply, not lost with it. */
    public List<Piece> flush() {
        String text = buffer.toString();
        buffer.setLength(0);
        bannerDone = true;
        return Sanitiser.lines(text).isEmpty() ? List.of() : List.of(new Piece.Reply(stripped(text)));
    }

    /** What a prompted program has printed since its last reply (or its start) and not yet ended with its prompt. */
    public String unended() {
        return prompt.isPresent() ? buffer.toString() : "";
    }

    private void cutAtPrompts(Pattern promptPattern, List<Piece> pieces) {
        Matcher matcher = promptPattern.matcher(buffer);
        int searchFrom = 0;
        while (matcher.find(searchFrom)) {
            if (matcher.end() == matcher.start()) {
                return;
            }
            if (!atLineStart(matcher.start())) {
                searchFrom = matcher.start() + 1;
                continue;
            }
            String before = buffer.substring(0, matcher.start());
            buffer.delete(0, matcher.end());
            pieces.add(bannerDone ? new Piece.Reply(stripped(before)) : new Piece.Banner(before));
            bannerDone = true;
            matcher = promptPattern.matcher(buffer);
            searchFrom = 0;
        }
    }

    private boolean atLineStart(int index) {
        return index == 0 || buffer.charAt(index - 1) == '\n' || buffer.charAt(index - 1) == '\r';
    }

    private String stripped(String text) {
        if (strip.isEmpty()) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\r\n|\r|\n", -1)) {
            // leading blanks are never shown, and a prompt's trailing blank may arrive late
            line = line.stripLeading();
            Matcher m = strip.get().matcher(line);
            out.append(m.lookingAt() ? line.substring(m.end()) : line).append('\n');
        }
        return out.toString();
    }
}
