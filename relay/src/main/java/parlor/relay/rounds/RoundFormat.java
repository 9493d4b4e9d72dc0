package parlor.relay.rounds;

import java.util.Optional;

/** How a rule set organises its rounds: what a schedule has to follow. */
public sealed interface RoundFormat {

    /** The rule set's name, as the command line and contest files spell it ({@code loebner-2009}). */
    String rules();

    /** The sides are drawn at random (2009), so a seed says how the draw went. */
    default boolean drawsSides() {
        return this instanceof PairedComparisons paired && paired.sides() == Sides.DRAWN;
    }

    /** The "Method of Paired Comparisons": each judge compares an entry with a confederate side by side (Loebner 2006, 2009). */
    record PairedComparisons(String rules, Sides sides, boolean publishedFinalFour) implements RoundFormat {}

    /**
     * Each judge talks with one hidden entity at a time and meets each of them once (Loebner 1996,
     * 2003; the Kurzweil–Kapor wager). Some rules fix the cast.
     */
    record OneAtATime(String rules, Optional<CastSize> fixedCast) implements RoundFormat {}

    /** Which terminal, left or right, the entry of a side-by-side meeting sits at. */
    enum Sides {
        /** As the 2006 plan is published: the entry first (left), the confederate second. */
        ENTRY_LEFT,
        /** The 2009 rules: "The decision as to whether the LEFT entity is the human or the computer will be made on a random basis." */
        DRAWN
    }
}
