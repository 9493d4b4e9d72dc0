package parlor.relay.rounds;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.stream.IntStream;

/**
 * Side-by-side rounds for any size: judge j compares entry e with confederate (e − j) mod C, the
 * cyclic Latin square of the published 2006/2009 matrix. A judge's row and an entry's column each
 * run through consecutive confederates, so the confederates are spread as evenly as the counts
 * allow: with at least as many confederates as judges and as entries nobody meets a confederate
 * twice; with fewer, each judge meets every confederate ⌊E/C⌋ or ⌈E/C⌉ times and each entry is
 * compared with every confederate ⌊J/C⌋ or ⌈J/C⌉ times.
 *
 * <p>The meetings then go into rounds, each in the first round where its judge, entry and
 * confederate are all free, taken diagonal by diagonal. For an odd number of confederates that
 * gives one round per confederate (each diagonal is a round); for an even number no round can
 * seat everyone (the cyclic square has no transversal), and it gives n + 2 rounds for n × n × n,
 * the fewest possible. A round seats at most min(J, E, C) meetings, so no plan has fewer than
 * ⌈J·E / min(J, E, C)⌉ rounds, nor fewer than J or E; where the diagonals fall short of that, the
 * rounds are fitted again in reverse order, which often saves a round and never costs one.
 */
final class LatinSquarePlan {

    /** Each refit is quick (bit sets); a few dozen find most of the rounds refitting can save. */
    private static final int REFITS = 20;

    private LatinSquarePlan() {}

    static List<List<Pairing>> rounds(CastSize size) {
        List<Pairing> all = cyclicSquare(size);
        // two diagonal orders; with spare confederates the shorter diagonals often pack tighter
        List<List<Pairing>> byConfederates = firstFit(diagonally(all, size.confederates()), size);
        List<List<Pairing>> byLongerSide = firstFit(diagonally(all, Math.max(size.judges(), size.entries())), size);
        return refitted(byLongerSide.size() < byConfederates.size() ? byLongerSide : byConfederates, size);
    }

    private static List<Pairing> cyclicSquare(CastSize size) {
        return IntStream.range(0, size.judges())
                .boxed()
                .flatMap(judge -> IntStream.range(0, size.entries())
                        .mapToObj(
                                entry -> new Pairing(judge, entry, Math.floorMod(entry - judge, size.confederates()))))
                .toList();
    }

    private static List<Pairing> diagonally(List<Pairing> pairings, int modulus) {
        ToIntFunction<Pairing> diagonal = p -> (p.judge() + p.entry()) % modulus;
        return pairings.stream()
                .sorted(Comparator.comparingInt(diagonal).thenComparingInt(Pairing::judge))
                .toList();
    }

    /**
     * Iterated greedy: fitting the rounds again last round first puts each meeting no later than
     * its round's new place, so a refit never adds a round and sometimes empties one. The plan is
     * only replaced when a round is saved, so a plan that cannot be shortened stays as it was.
     */
    private static List<List<Pairing>> refitted(List<List<Pairing>> plan, CastSize size) {
        int fewestPossible = fewestPossibleRounds(size);
        List<List<Pairing>> refit = plan;
        for (int pass = 0; pass < REFITS && refit.size() > fewestPossible; pass++) {
            refit = firstFit(refit.reversed().stream().flatMap(List::stream).toList(), size);
        }
        return refit.size() < plan.size() ? refit : plan;
    }

    /** Each judge and each entry has a meeting per round at most, and a round seats min(J, E, C). */
    static int fewestPossibleRounds(CastSize size) {
        int seats = Math.min(size.confederates(), Math.min(size.judges(), size.entries()));
        int meetings = size.judges() * size.entries();
        return Math.max(Math.max(size.judges(), size.entries()), Math.ceilDiv(meetings, seats));
    }

    private static List<List<Pairing>> firstFit(List<Pairing> ordered, CastSize size) {
        // the rounds each judge, entry and confederate is already busy in
        BitSet[] judgeBusy = busy(size.judges());
        BitSet[] entryBusy = busy(size.entries());
        BitSet[] confederateBusy = busy(size.confederates());
        List<List<Pairing>> rounds = new ArrayList<>();
        for (Pairing pairing : ordered) {
            BitSet taken = (BitSet) judgeBusy[pairing.judge()].clone();
            taken.or(entryBusy[pairing.entry()]);
            taken.or(confederateBusy[pairing.confederate()]);
            int round = taken.nextClearBit(0);
            if (round == rounds.size()) {
                rounds.add(new ArrayList<>());
            }
            rounds.get(round).add(pairing);
            judgeBusy[pairing.judge()].set(round);
            entryBusy[pairing.entry()].set(round);
            confederateBusy[pairing.confederate()].set(round);
        }
        rounds.forEach(round -> round.sort(Comparator.comparingInt(Pairing::judge)));
        return rounds;
    }

    private static BitSet[] busy(int count) {
        return IntStream.range(0, count).mapToObj(i -> new BitSet()).toArray(BitSet[]::new);
    }
}
