package parlor.transcripts.conversation;

import java.time.Instant;
import java.util.Optional;

/**
 * One displayed line of a conversation: a transcript line. {@code judge} is the judge seated when
 * it was said (-1 when no judge had announced themselves). {@code at} is when it took effect; a judge's line typed
 * ahead, during the other side's turn, took effect when the turn came back, and {@code typedAhead} says when it was
 * typed (only a keystroke log knows).
 */
public record Utterance(Instant at, Speaker speaker, int judge, String text, Optional<Instant> typedAhead) {

    /** A line that took effect as it was said. */
    public Utterance(Instant at, Speaker speaker, int judge, String text) {
        this(at, speaker, judge, text, Optional.empty());
    }
}
