package parlor.relay.day;

import java.util.Optional;
import java.util.function.LongFunction;
import parlor.relay.contest.Contest;
import parlor.relay.rounds.RoundFormat;
import parlor.relay.rounds.RoundFormats;
import parlor.transcripts.rules.Stage;

/**
 * A day in progress keeps its draw. Without {@code seed:} in the contest file every start of the
 * relay would draw the sides anew, and a relay restarted in the middle of round 1 would seat a
 * judge with the same entity on both sides; the seed is kept in the day's journal instead, and a
 * restarted relay draws with it again.
 */
public final class DayDraw {

    private DayDraw() {}

    /**
     * How the sides were drawn, for the operator: the seed that draws them the same way again; empty
     * for a written schedule, and for days whose rules draw nothing (only finals of pairs, 2006's
     * and 2009's, draw sides; a selection stage meets one entry at a time).
     */
    static Optional<String> words(Contest.DayRules day) {
        if (day.written() || !drawsSides(day)) {
            return Optional.empty();
        }
        return Optional.of("The sides are drawn with seed " + day.seed()
                + (day.seedGiven()
                        ? " (seed: in the contest file)."
                        : "; a restarted relay draws them the same way (the seed is kept in " + DayJournal.FILE_NAME
                                + "), and seed: " + day.seed() + " in the contest file would too."));
    }

    private static boolean drawsSides(Contest.DayRules day) {
        return day.stage() == Stage.FINAL
                && RoundFormats.forRules(day.rules().ruleName())
                        .filter(RoundFormat::drawsSides)
                        .isPresent();
    }

    /**
     * The contest with the draw of the day already begun in its transcripts folder: as it is when
     * no day has begun there or the schedule is written out; else drawn again by {@code drawnWith}
     * with the seed on record. A contest file whose own seed disagrees with the day's is refused.
     */
    public static Contest sameAsBefore(Contest contest, LongFunction<Contest> drawnWith) {
        if (contest.day().isEmpty() || contest.day().get().written()) {
            return contest;
        }
        Optional<Long> before = DayJournal.seedIn(contest.transcripts());
        if (before.isEmpty()) {
            return contest;
        }
        Contest.DayRules day = contest.day().get();
        if (!day.seedGiven()) {
            return drawnWith.apply(before.get());
        }
        if (day.seed() != before.get()) {
            throw new IllegalArgumentException("the contest file says seed: " + day.seed()
                    + ", but the day in progress in "
                    + contest.transcripts() + " was drawn with seed " + before.get() + ": put seed: " + before.get()
                    + " back in the file to go on with that day, or give a new day a transcripts folder of its own");
        }
        return contest;
    }
}
