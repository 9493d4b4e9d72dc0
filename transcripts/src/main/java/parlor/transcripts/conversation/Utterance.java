package parlor.transcripts.conversation;

import java.time.Instant;

/**
 * One displayed line of a conversation: a transcript line. {@code judge} is the judge seated when
 * it was said (-1 when no judge had announced themselves).
 */
public record Utterance(Instant at, Speaker speaker, int judge, String text) {}
