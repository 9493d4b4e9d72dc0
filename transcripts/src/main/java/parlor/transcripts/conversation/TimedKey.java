package parlor.transcripts.conversation;

import java.time.Instant;
import parlor.transcripts.keys.Key;

/** A key as a record has it: when, by whom. */
public record TimedKey(Instant at, Speaker speaker, Key key) {}
