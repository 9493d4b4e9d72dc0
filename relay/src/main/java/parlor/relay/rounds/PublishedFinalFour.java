package parlor.relay.rounds;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The seven-round Final Four plan the 2006 and 2009 Loebner rules publish, round by round in the
 * order printed there. Its judge × entry matrix is the cyclic Latin square {@link LatinSquarePlan}
 * uses for other sizes; the rounds are kept as published because organisers compare against them.
 */
final class PublishedFinalFour {

    static final CastSize SIZE = new CastSize(4, 4, 4);

    private static final List<String> ROUNDS = List.of(
            "J1E1C1 J2E3C2",
            "J4E1C2 J3E3C1 J2E4C3",
            "J3E1C3 J4E3C4 J1E2C2",
            "J2E1C4 J3E4C2",
            "J2E2C1 J1E3C3",
            "J1E4C4 J4E2C3",
            "J4E4C1 J3E2C4");

    private static final Pattern PAIRING = Pattern.compile("J(\\d)E(\\d)C(\\d)");

    private PublishedFinalFour() {}

    static boolean appliesTo(RoundFormat format, CastSize size) {
        return format instanceof RoundFormat.PairedComparisons paired
                && paired.publishedFinalFour()
                && size.equals(SIZE);
    }

    static List<List<Pairing>> rounds() {
        return ROUNDS.stream()
                .map(round -> Arrays.stream(round.split(" "))
                        .map(PublishedFinalFour::pairing)
                        .toList())
                .toList();
    }

    private static Pairing pairing(String published) {
        Matcher m = PAIRING.matcher(published);
        if (!m.matches()) {
            throw new IllegalStateException("not a published pairing: " + published);
        }
        return new Pairing(digit(m, 1), digit(m, 2), digit(m, 3));
    }

    private static int digit(Matcher m, int group) {
        return Integer.parseInt(m.group(group)) - 1;
    }
}
