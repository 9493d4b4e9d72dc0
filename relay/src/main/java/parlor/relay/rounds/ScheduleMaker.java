package parlor.relay.rounds;

import static parlor.relay.rounds.CastSize.plural;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import parlor.relay.rounds.HiddenEntity.Confederate;
import parlor.relay.rounds.HiddenEntity.Entry;
import parlor.relay.rounds.RoundFormat.OneAtATime;
import parlor.relay.rounds.RoundFormat.PairedComparisons;

/**
 * Makes the schedule a rule set calls for, for a cast numbered J1…, E1…, C1…: the published plan
 * for the 2006/2009 Final Four, a Latin square for other side-by-side sizes (with as many
 * confederates as the organiser has, at least one), and a rotation for one-at-a-time rules.
 */
public final class ScheduleMaker {

    private ScheduleMaker() {}

    /**
     * @param sides draws which terminal the entry sits at, where two sit at one judge; seed it to
     *              make the same schedule again
     * @throws ScheduleRefusedException if no schedule of this format fits this cast
     */
    public static Schedule make(RoundFormat format, CastSize size, RandomGenerator sides) {
        List<String> problems = ScheduleCheck.castProblems(format, size);
        if (!problems.isEmpty()) {
            throw new ScheduleRefusedException(problems);
        }
        Cast cast = Cast.numbered(size);
        List<Round> rounds = switch (format) {
            case PairedComparisons ignored ->
                seat(
                        cast,
                        PublishedFinalFour.appliesTo(format, size)
                                ? PublishedFinalFour.rounds()
                                : LatinSquarePlan.rounds(size),
                        sides);
            case OneAtATime ignored -> rotation(cast);
        };
        return new Schedule(format, cast, rounds);
    }

    /**
     * The draw of sides for a seed, the one generator both {@code bin/relay schedule --seed} and a
     * contest file's {@code seed:} use, so the plan printed beforehand is the day's seating. It is
     * the one days have always drawn with, so a day already journalled keeps its seats.
     */
    public static RandomGenerator sidesDrawnWith(long seed) {
        return new SplittableRandom(seed);
    }

    /** True if {@link #make} gives the plan printed in the rules rather than one computed for this size. */
    public static boolean isPublished(RoundFormat format, CastSize size) {
        return PublishedFinalFour.appliesTo(format, size);
    }

    /**
     * Sentences for the organiser where there are fewer confederates than judges or entries, so
     * that the plan has people meet a confederate more than once: "With 2 confederates for 4
     * judges, each entry is compared with each confederate twice."
     */
    public static List<String> repeatedConfederates(RoundFormat format, CastSize size) {
        if (!(format instanceof PairedComparisons) || size.confederates() < 1) {
            return List.of();
        }
        List<String> notes = new ArrayList<>();
        // the Latin square goes round the confederates, so counts are the quotient rounded down or up
        repeats(size.judges(), "judge", size.confederates(), "each entry is compared with each confederate")
                .ifPresent(notes::add);
        repeats(size.entries(), "entry", size.confederates(), "each judge meets each confederate")
                .ifPresent(notes::add);
        return notes;
    }

    private static Optional<String> repeats(int count, String noun, int confederates, String sentence) {
        if (count <= confederates) {
            return Optional.empty();
        }
        int fewest = count / confederates;
        int most = Math.ceilDiv(count, confederates);
        String times = fewest == most ? Words.times(most) : Words.times(fewest) + " or " + Words.times(most);
        return Optional.of("With " + plural(confederates, "confederate") + " for " + plural(count, noun) + ", "
                + sentence + " " + times + ".");
    }

    /** Each pairing of the plan at its judge, the entry at the left terminal or the right as {@code sides} draws it. */
    private static List<Round> seat(Cast cast, List<List<Pairing>> plan, RandomGenerator sides) {
        List<Round> rounds = new ArrayList<>();
        for (List<Pairing> pairings : plan) {
            List<Meeting> meetings = new ArrayList<>();
            for (Pairing p : pairings) {
                Judge judge = cast.judges().get(p.judge());
                Entry entry = cast.entries().get(p.entry());
                Confederate confederate = cast.confederates().get(p.confederate());
                meetings.add(
                        sides.nextBoolean()
                                ? new Meeting.SideBySide(judge, entry, confederate)
                                : new Meeting.SideBySide(judge, confederate, entry));
            }
            rounds.add(new Round(meetings));
        }
        return rounds;
    }

    /**
     * Judge j meets hidden entity (j + r) mod n in round r, so each round has everyone somewhere
     * different; with more judges than entities the spare positions are rounds a judge sits out.
     */
    private static List<Round> rotation(Cast cast) {
        List<HiddenEntity> hidden = cast.hidden();
        int roundCount = Math.max(cast.judges().size(), hidden.size());
        List<Round> rounds = new ArrayList<>();
        for (int round = 0; round < roundCount; round++) {
            List<Meeting> meetings = new ArrayList<>();
            for (int judge = 0; judge < cast.judges().size(); judge++) {
                int position = (judge + round) % roundCount;
                if (position < hidden.size()) {
                    meetings.add(new Meeting.OneToOne(cast.judges().get(judge), hidden.get(position)));
                }
            }
            rounds.add(new Round(meetings));
        }
        return rounds;
    }
}
