package parlor.relay.contest;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What the time questions rely on, as the 2009 rules published them ("the competition is scheduled
 * to start at 10:00 AM ... 7 rounds of 20 minutes each"): when the contest starts, how long a round
 * is, how many there are, and the zone its clocks show. An empty {@code start} means "the moment
 * the prescreening starts", so an organiser need not set any clock. Program entries are told these
 * facts in their environment ({@link #environment()}).
 */
public record ContestFacts(Optional<ZonedDateTime> start, ZoneId zone, Duration round, int rounds) {

    public static final String START = "PARLOR_CONTEST_START";
    public static final String ROUND_MINUTES = "PARLOR_ROUND_MINUTES";
    public static final String ROUNDS = "PARLOR_ROUNDS";
    public static final String TIMEZONE = "PARLOR_TIMEZONE";

    public ContestFacts {
        if (round.isNegative() || round.isZero() || round.toSeconds() % 60 != 0) {
            throw new IllegalArgumentException("a round must last a whole number of minutes, not " + round);
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("a contest has at least one round, not " + rounds);
        }
        start = start.map(s -> s.withZoneSameInstant(zone));
    }

    /** The facts a suite has when it says nothing: the run's start, one 20-minute round, the machine's zone. */
    public static ContestFacts defaults() {
        return new ContestFacts(Optional.empty(), ZoneId.systemDefault(), Duration.ofMinutes(20), 1);
    }

    /** These facts for a run starting at {@code runStart}: a start "at the run" becomes that moment, to the second. */
    public ContestFacts at(Instant runStart) {
        if (start.isPresent()) {
            return this;
        }
        return new ContestFacts(
                Optional.of(runStart.truncatedTo(ChronoUnit.SECONDS).atZone(zone)), zone, round, rounds);
    }

    /** The contest's start; only once {@link #at} has fixed a start "at the run". */
    public ZonedDateTime startTime() {
        return start.orElseThrow(() -> new IllegalStateException("the start is the run's: call at(runStart) first"));
    }

    /** The round the contest is in at {@code now}, counting from 1; empty before the first and after the last. */
    public OptionalInt roundAt(Instant now) {
        Duration since = Duration.between(startTime().toInstant(), now);
        if (since.isNegative()) {
            return OptionalInt.empty();
        }
        long round1 = since.dividedBy(round) + 1;
        return round1 > rounds ? OptionalInt.empty() : OptionalInt.of((int) round1);
    }

    /**
     * What a program entry finds in its environment. {@code TZ} makes its own clock read the
     * contest's time, as the 2009 organisers set the machine's clock; a bare offset has no TZ name.
     */
    public Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put(START, startTime().toOffsetDateTime().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        env.put(ROUND_MINUTES, Long.toString(round.toMinutes()));
        env.put(ROUNDS, Integer.toString(rounds));
        env.put(TIMEZONE, zone.getId());
        if (!(zone instanceof ZoneOffset)) {
            env.put("TZ", zone.getId());
        }
        return env;
    }
}
