package parlor.relay.rounds;

import java.util.Optional;

/** How a rule set organises its rounds: what a schedule has to follow. */
public sealed interface RoundFormat {

    /** The rule set's name, as the command line and contest files spell it ({@code loebner-2009}). */
    String rules();

    /** The sides are drawn at random (wherever two entities sit at one judge), so a seed says how the draw went. */
    default boolean drawsSides() {
        return this instanceof PairedComparisons;
    }

    /**
     * The "Method of Paired Comparisons": each judge compares an entry with a confederate side by side (Loebner 2006,
     * 2009). Which terminal, left or right, the entry sits at is drawn for each meeting: 2009 says "The decision as to
     * whether the LEFT entity is the human or the computer will be made on a random basis"; 2006 does not say, and an
     * entry always on one side would be a tell a judge learns in one round.
     */
    record PairedComparisons(String rules, boolean publishedFinalFour) implements RoundFormat {}

    /**
     * Each judge talks with one hidden entity at a time and meets each of them once (Loebner 1996,
     * 2003; the Kurzweil–Kapor wager). Some rules fix the cast.
     */
    record OneAtATime(String rules, Optional<CastSize> fixedCast) implements RoundFormat {}
}
