package parlor.relay.rounds;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Side-by-side rounds for any size: judge j compares entry e with confederate (e − j) mod C, the
 * cyclic Latin square of the published 2006/2009 matrix. With at least as many confederates as
 * judges and as entries, no judge sees a confederate twice and no entry meets one twice.
 *
 * <p>The meetings then go into rounds, each in the first round where its judge, entry and
 * confederate are all free, taken diagonal by diagonal. For an odd number of confederates that
 * gives one round per confederate (each diagonal is a round); for an even number no round can
 * seat everyone (the cyclic square has no transversal), and it gives n + 2 rounds for n × n × n,
 * the fewest possible.
 */
final class LatinSquarePlan {

    private LatinSquarePlan() {
    }

    static List<List<Pairing>> rounds(CastSize size) {
        List<Pairing> all = new ArrayList<>();
        for (int judge = 0; judge < size.judges(); judge++) {
            for (int entry = 0; entry < size.entries(); entry++) {
                all.add(new Pairing(judge, entry, Math.floorMod(entry - judge, size.confederates())));
            }
        }
        // two diagonal orders; with spare confederates the shorter diagonals often pack tighter
        List<List<Pairing>> byConfederates = firstFit(diagonally(all, size.confederates()));
        List<List<Pairing>> byLongerSide = firstFit(diagonally(all, Math.max(size.judges(), size.entries())));
        return byLongerSide.size() < byConfederates.size() ? byLongerSide : byConfederates;
    }

    private static List<Pairing> diagonally(List<Pairing> pairings, int modulus) {
        ToIntFunction<Pairing> diagonal = p -> (p.judge() + p.entry()) % modulus;
        return pairings.stream().sorted(Comparator.comparingInt(diagonal).thenComparingInt(Pairing::judge)).toList();
    }

    private static List<List<Pairing>> firstFit(List<Pairing> ordered) {
        List<List<Pairing>> rounds = new ArrayList<>();
        for (Pairing pairing : ordered) {
            rounds.stream().filter(round -> round.stream().noneMatch(pairing::clashesWith)).findFirst()
                .orElseGet(() -> {
                    rounds.add(new ArrayList<>());
                    return rounds.getLast();
                })
                .add(pairing);
        }
        rounds.forEach(round -> round.sort(Comparator.comparingInt(Pairing::judge)));
        return rounds;
    }
}
