package parlor.relay.entity;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import parlor.relay.contest.EntitySpec;
import parlor.relay.prescreen.ContestFacts;

/**
 * What a live contest tells an entry about itself, as the 2009 rules published it ("the
 * competition is scheduled to start at 10:00 AM ... 7 rounds"): when it started, how long a round
 * is, how many there are, the round it is in now, and its zone. A program finds them in its
 * environment (with {@code TZ} its clock shows contest time); an HTTP entry in headers of every
 * request ({@link #headers()}). Where the entry's own clock is set ({@code entry-clock:}), the
 * contest starts when that clock does, so the facts and the clock agree.
 */
public record EntryFacts(ContestFacts contest, int round) {

    public static final String ROUND = "PARLOR_ROUND";

    /** The environment variables, {@code PARLOR_*} (and {@code TZ}). */
    public Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>(contest.environment());
        env.put(ROUND, Integer.toString(round));
        return env;
    }

    /** The same facts as HTTP headers: {@code PARLOR_ROUND} becomes {@code Parlor-Round}. */
    public Map<String, String> headers() {
        Map<String, String> headers = new LinkedHashMap<>();
        environment().forEach((name, value) -> {
            if (name.startsWith("PARLOR_")) {
                headers.put(headerName(name), value);
            }
        });
        return headers;
    }

    private static String headerName(String variable) {
        StringBuilder out = new StringBuilder();
        for (String word : variable.toLowerCase(java.util.Locale.ROOT).split("_")) {
            out.append(out.isEmpty() ? "" : "-").append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        }
        return out.toString();
    }

    /** {@code spec} as it runs in this round: a program gets the facts in its environment; other kinds as they are told below. */
    public EntitySpec given(EntitySpec spec) {
        if (spec instanceof EntitySpec.Program program) {
            Optional<EntryClock> clock = EntryClock.of(program.environment(), contest.zone());
            EntryFacts facts = clock.map(c -> new EntryFacts(
                new ContestFacts(Optional.of(c.start()), contest.zone(), contest.round(), contest.rounds()), round)).orElse(this);
            return program.withEnvironment(facts.environment());
        }
        return spec;
    }
}
