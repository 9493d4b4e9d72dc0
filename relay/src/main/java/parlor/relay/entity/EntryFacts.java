package parlor.relay.entity;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import parlor.relay.contest.ContestFacts;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.EntryClock;

/**
 * What a live contest tells an entry about itself, as the 2009 rules published it ("the
 * competition is scheduled to start at 10:00 AM ... 7 rounds"): when it started, how long a round
 * is, how many there are, the round it is in now, and its zone. A program finds them in its
 * environment (with {@code TZ} its clock shows contest time); an HTTP entry in headers of every
 * request ({@link #headers()}); a TCP entry that asks for them in the first line of each connection
 * ({@link #line()}); an LPP entry in a file of its folder ({@link #fileText()}); a hidden host over
 * its link ({@link #line()}, read back by {@link #parse}). Where the entry's own clock is set
 * ({@code entry-clock:}), the contest starts when that clock does, so the facts and the clock agree.
 */
public record EntryFacts(ContestFacts contest, int round) {

    public static final String ROUND = "PARLOR_ROUND";

    /** The environment variables, {@code PARLOR_*} (and {@code TZ}). */
    public Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>(contest.environment());
        env.put(ROUND, Integer.toString(round));
        return env;
    }

    /** The {@code PARLOR_*} variables alone: what every kind but a program is told. */
    private Map<String, String> published() {
        Map<String, String> facts = new LinkedHashMap<>(environment());
        facts.keySet().removeIf(name -> !name.startsWith("PARLOR_"));
        return facts;
    }

    /** The same facts as HTTP headers: {@code PARLOR_ROUND} becomes {@code Parlor-Round}. */
    public Map<String, String> headers() {
        Map<String, String> headers = new LinkedHashMap<>();
        published().forEach((name, value) -> headers.put(headerName(name), value));
        return headers;
    }

    /** One line of {@code NAME=VALUE} pairs, space-separated (no value holds a space), no line end. */
    public String line() {
        return String.join(" ", pairs());
    }

    /** The same pairs, one a line: an LPP entry's facts file, readable by a shell's {@code .} too. */
    public String fileText() {
        return String.join("\n", pairs()) + "\n";
    }

    private java.util.List<String> pairs() {
        return published().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue())
                .toList();
    }

    /** The facts a {@link #line()} holds (as a hidden host reads them from its link); throws saying what is wrong. */
    public static EntryFacts parse(String line) {
        Map<String, String> facts = new LinkedHashMap<>();
        for (String pair : line.trim().split(" +")) {
            int equals = pair.indexOf('=');
            if (equals < 1) {
                throw new IllegalArgumentException("contest facts are NAME=VALUE pairs, not '" + pair + "'");
            }
            facts.put(pair.substring(0, equals), pair.substring(equals + 1));
        }
        try {
            java.time.ZoneId zone = java.time.ZoneId.of(required(facts, ContestFacts.TIMEZONE));
            java.time.ZonedDateTime start = java.time.OffsetDateTime.parse(required(facts, ContestFacts.START))
                    .atZoneSameInstant(zone);
            return new EntryFacts(
                    new ContestFacts(
                            Optional.of(start),
                            zone,
                            java.time.Duration.ofMinutes(Long.parseLong(required(facts, ContestFacts.ROUND_MINUTES))),
                            Integer.parseInt(required(facts, ContestFacts.ROUNDS))),
                    Integer.parseInt(required(facts, ROUND)));
        } catch (java.time.DateTimeException | ArithmeticException e) {
            // NumberFormatException is an IllegalArgumentException already
            throw new IllegalArgumentException("unusable contest facts '" + line + "': " + e.getMessage(), e);
        }
    }

    private static String required(Map<String, String> facts, String name) {
        String value = facts.get(name);
        if (value == null) {
            throw new IllegalArgumentException("contest facts without " + name);
        }
        return value;
    }

    private static String headerName(String variable) {
        StringBuilder out = new StringBuilder();
        for (String word : variable.toLowerCase(java.util.Locale.ROOT).split("_")) {
            out.append(out.isEmpty() ? "" : "-")
                    .append(Character.toUpperCase(word.charAt(0)))
                    .append(word.substring(1));
        }
        return out.toString();
    }

    /** {@code spec} as it runs in this round: a program gets the facts in its environment; other kinds as they are told below. */
    public EntitySpec given(EntitySpec spec) {
        if (spec instanceof EntitySpec.Program program) {
            Optional<EntryClock> clock = EntryClock.of(program.environment(), contest.zone());
            EntryFacts facts = clock.map(c -> new EntryFacts(
                            new ContestFacts(Optional.of(c.start()), contest.zone(), contest.round(), contest.rounds()),
                            round))
                    .orElse(this);
            return program.withEnvironment(facts.environment());
        }
        return spec;
    }
}
