package parlor.system;

import parlor.relay.testing.SmallCasts;

/** A rehearsal day of two judges and one entry, E1: round 1's judge talks with it, then round 2's; rounds of an hour. */
final class OneEntryDay {

    private OneEntryDay() {}

    /** The contest file, E1 described by {@code e1} ({@code { host: H1 }}, say). */
    static String yaml(String name, String e1) {
        return """
            name: %s
            listen: 127.0.0.1:0
            rules: loebner-1996
            rehearsal: true
            timing: { talk: 1h, break: 1m }
            %s
            entities:
              E1: %s
            """.formatted(name, SmallCasts.TWO_JUDGES.strip(), e1);
    }
}
