package parlor.tools.report;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.TimedKey;
import parlor.transcripts.conversation.Utterance;

/**
 * One conversation of the day, placed in the plan.
 *
 * @param record   where it was read, relative to the day's folder ({@code E1/LP26-01.keys})
 * @param entity   the hidden side's id: the folder the relay wrote the record in
 * @param terminal the judge's terminal, as the record's begin line says; empty where the record does not say
 * @param round    the planned round it was held in; empty where it matched no seat of the plan
 * @param side     {@code left} or {@code right} of a pair, or {@code -}
 */
public record Talk(
        String record, String entity, String terminal, int judge, OptionalInt round, String side, Conversation said) {

    /** The round as the index shows it: its number, or {@code ?}. */
    public String roundText() {
        return round.isPresent() ? Integer.toString(round.getAsInt()) : "?";
    }

    /** From its start to its last line or key. */
    public Duration length() {
        Optional<Instant> last = Stream.concat(
                        said.lines().stream().map(Utterance::at),
                        said.keys().stream().map(TimedKey::at))
                .max(Instant::compareTo);
        return last.map(end -> Duration.between(said.start(), end))
                .filter(d -> !d.isNegative())
                .orElse(Duration.ZERO);
    }

    /** Its length in minutes, to a tenth: {@code 4.5}. */
    public String minutes() {
        return String.format(java.util.Locale.ROOT, "%.1f", length().toMillis() / 60_000.0);
    }
}
