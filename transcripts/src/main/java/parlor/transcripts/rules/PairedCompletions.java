package parlor.transcripts.rules;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * What a paired final's missing verdicts could make of its outcome. Each verdict the plan asked for and the log lacks
 * is given, in turn, every value that could matter: a split each apportionment the judge has not used (one for each
 * place its points could take among the judge's other scores, so every order of ranks is tried), a pick either way
 * (the judge's ranks then each order they could have had), a rank each rank the judge left unused. The recorded outcome
 * stands only if every such case gives the same winner and medal; otherwise no winner is named, and the missing
 * verdicts are. Beyond {@link #MOST_CASES} cases none is tried and no winner is named.
 */
final class PairedCompletions {

    /** Beyond this many cases the record is not tried case by case: no winner is named (said so). */
    static final int MOST_CASES = 20_000;

    /** One missing verdict and the values it could have had, each the verdicts it stands for. */
    private record Slot(String named, List<List<VerdictEntry>> values) {}

    /** What one case gave: its winner and medal. */
    private record Result(Optional<String> winner, Optional<Outcome.Medal> medal) {
        static Result of(Outcome outcome) {
            return new Result(outcome.winner(), outcome.medal());
        }
    }

    private PairedCompletions() {}

    /**
     * The recorded outcome if no missing verdict could change it; else the same findings with no winner (or, where
     * only the medal could change, the winner with its medal open), saying what is missing and what it could give.
     */
    static Outcome settle(
            ContestHeader contest,
            List<VerdictEntry> counted,
            Outcome recorded,
            Function<List<VerdictEntry>, Outcome> decide) {
        List<Slot> slots = slots(contest, counted);
        if (slots.isEmpty()) {
            return recorded;
        }
        String missing = ScoreText.and(slots.stream().map(Slot::named).toList()) + (slots.size() == 1 ? " is" : " are")
                + " missing";
        String them = slots.size() == 1 ? "it" : "them";
        Optional<Set<Result>> results = tryEach(contest, counted, slots, decide);
        if (results.isEmpty()) {
            return undecided(
                    recorded,
                    missing + ": with the ranks they leave open, they could be given more than " + MOST_CASES
                            + " ways, too many to try each, so no winner is named",
                    Optional.empty(),
                    Optional.empty());
        }
        Set<Optional<String>> winners = new LinkedHashSet<>();
        Set<Optional<Outcome.Medal>> medals = new LinkedHashSet<>();
        results.get().forEach(r -> {
            winners.add(r.winner());
            medals.add(r.medal());
        });
        if (results.get().equals(Set.of(Result.of(recorded)))) {
            List<String> findings = new ArrayList<>(recorded.findings());
            findings.add(missing + ", but however " + them + (slots.size() == 1 ? " is" : " are")
                    + " given the outcome is the same");
            return new Outcome(
                    recorded.winner(), recorded.medal(), findings, recorded.tieBreaks(), recorded.undecided());
        }
        if (recorded.winner().isPresent() && winners.equals(Set.of(recorded.winner()))) {
            return undecided(
                    recorded,
                    missing + ": " + recorded.winner().get() + " wins with " + them + " however given, with "
                            + String.join(
                                    " or ",
                                    medals.stream()
                                            .flatMap(Optional::stream)
                                            .map(m -> "the " + m)
                                            .toList()),
                    recorded.winner(),
                    Optional.empty());
        }
        return undecided(
                recorded,
                missing + ": with " + them + " " + couldGive(winners) + ", so no winner is named",
                Optional.empty(),
                medals.size() == 1 ? medals.iterator().next() : Optional.empty());
    }

    /** What each case gives; empty if there are more than {@link #MOST_CASES} to try. */
    private static Optional<Set<Result>> tryEach(
            ContestHeader contest,
            List<VerdictEntry> counted,
            List<Slot> slots,
            Function<List<VerdictEntry>, Outcome> decide) {
        long cases = slots.stream().mapToLong(s -> s.values().size()).reduce(1, Math::multiplyExact);
        if (cases > MOST_CASES) {
            return Optional.empty();
        }
        Set<Integer> reranking = judgesMissingAPick(contest, counted);
        Set<Result> results = new LinkedHashSet<>();
        long tried = 0;
        for (List<VerdictEntry> added : cases(slots)) {
            List<VerdictEntry> completed = new ArrayList<>(counted);
            completed.addAll(added);
            for (List<VerdictEntry> ranked : reranked(contest, completed, reranking)) {
                results.add(Result.of(decide.apply(ranked)));
                if (++tried > MOST_CASES) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(results);
    }

    /** "E1 or E3 could win", "E1 could win, or the tie could stay unbroken". */
    private static String couldGive(Set<Optional<String>> winners) {
        List<String> named = winners.stream().flatMap(Optional::stream).sorted().toList();
        String who = named.isEmpty()
                ? ""
                : (named.size() == 1 ? named.getFirst() : String.join(" or ", named)) + " could win";
        String unbroken = winners.contains(Optional.<String>empty()) ? "the tie could stay unbroken" : "";
        return who.isEmpty() ? unbroken : who + (unbroken.isEmpty() ? "" : ", or " + unbroken);
    }

    /** The recorded findings and tie-breaks, the winner they name said as what the record alone would give. */
    private static Outcome undecided(
            Outcome recorded, String why, Optional<String> winner, Optional<Outcome.Medal> medal) {
        if (winner.isPresent() || recorded.winner().isEmpty()) {
            return new Outcome(winner, medal, recorded.findings(), recorded.tieBreaks(), Optional.of(why));
        }
        String named = recorded.winner().get();
        List<String> findings = recorded.findings().stream()
                .map(f -> f.startsWith("winner: ")
                        ? "the verdicts recorded alone would make the winner " + f.substring("winner: ".length())
                        : f)
                .toList();
        List<String> tieBreaks = recorded.tieBreaks().stream()
                .map(t -> "on the verdicts recorded alone: "
                        + t.replace(", so " + named + " wins", ", so " + named + " would win"))
                .toList();
        return new Outcome(winner, medal, findings, tieBreaks, Optional.of(why));
    }

    /** Each case: one value of every slot, a judge's ranks and apportionments all different where they can be. */
    private static List<List<VerdictEntry>> cases(List<Slot> slots) {
        List<List<VerdictEntry>> all = new ArrayList<>(List.of(List.of()));
        for (Slot slot : slots) {
            List<List<VerdictEntry>> next = new ArrayList<>();
            for (List<VerdictEntry> sofar : all) {
                for (List<VerdictEntry> value : slot.values()) {
                    List<VerdictEntry> joined = new ArrayList<>(sofar);
                    joined.addAll(value);
                    next.add(joined);
                }
            }
            all = next;
        }
        List<List<VerdictEntry>> possible =
                all.stream().filter(PairedCompletions::allDifferent).toList();
        return possible.isEmpty() ? all : possible;
    }

    /** No judge gives two of the added ranks the same, nor two of the added splits the same apportionment. */
    private static boolean allDifferent(List<VerdictEntry> added) {
        Set<String> seen = new HashSet<>();
        for (VerdictEntry entry : added) {
            String key = switch (entry.verdict()) {
                case Verdict.Rank r -> "rank " + r.rank();
                case Verdict.Split s -> "split " + Math.min(s.leftPoints(), s.rightPoints());
                default -> null;
            };
            if (key != null && !seen.add(entry.judge() + " " + key)) {
                return false;
            }
        }
        return true;
    }

    private static List<Slot> slots(ContestHeader contest, List<VerdictEntry> counted) {
        Set<Integer> reranking = judgesMissingAPick(contest, counted);
        List<Slot> slots = new ArrayList<>();
        for (MissingVerdicts.Missing m : MissingVerdicts.of(contest, counted)) {
            String named = ScoreText.judge(m.judge()) + "'s " + m.what() + " (round " + m.round() + ")";
            Optional<PlannedRound.Seat> seat =
                    contest.seat(m.round(), m.judge()).filter(s -> s.entities().size() == 2);
            if (m.what().startsWith(VerdictForm.SPLIT + " between ") && seat.isPresent()) {
                slots.add(new Slot(named, splits(m, seat.get(), counted)));
            } else if (m.what().startsWith(VerdictForm.PICK + " between ") && seat.isPresent()) {
                slots.add(new Slot(named, picks(m, seat.get())));
            } else if (m.what().startsWith("rank of ") && reranking.contains(m.judge())) {
                slots.add(new Slot(named, List.of(List.of())));
            } else if (m.what().startsWith("rank of ")) {
                String entity = m.what().substring("rank of ".length()).split(",")[0];
                slots.add(new Slot(
                        named,
                        unusedRanks(contest, m.judge(), counted).stream()
                                .map(r -> List.of(entry(m, "", new Verdict.Rank(entity, r))))
                                .toList()));
            }
        }
        return slots;
    }

    /**
     * A missing split: the entry's points in each place they could take among the judge's other scores (the least and
     * the most a place allows, so two missing splits of one judge can fall either way round), never 50 nor an
     * apportionment the judge has used.
     */
    private static List<List<VerdictEntry>> splits(
            MissingVerdicts.Missing m, PlannedRound.Seat seat, List<VerdictEntry> counted) {
        Set<Integer> scores = new TreeSet<>(List.of(50));
        counted.stream()
                .filter(e -> e.judge() == m.judge() && e.verdict() instanceof Verdict.Split)
                .map(e -> (Verdict.Split) e.verdict())
                .forEach(s -> scores.addAll(List.of(s.leftPoints(), s.rightPoints())));
        Map<Integer, List<Integer>> byPlace = IntStream.rangeClosed(0, 100)
                .filter(p -> !scores.contains(p))
                .boxed()
                .collect(Collectors.groupingBy(
                        p -> (int) scores.stream().filter(s -> s < p).count(), TreeMap::new, Collectors.toList()));
        List<Integer> points = byPlace.values().stream()
                .flatMap(place -> place.size() == 1 ? place.stream() : Stream.of(place.getFirst(), place.getLast()))
                .toList();
        String left = seat.entities().get(0);
        String right = seat.entities().get(1);
        return points.stream()
                .map(p -> List.of(entry(m, seat.terminal(), new Verdict.Split(left, p, right, 100 - p))))
                .toList();
    }

    /** A missing pick either way (the judge's ranks are then tried afresh: {@link #reranked}). */
    private static List<List<VerdictEntry>> picks(MissingVerdicts.Missing m, PlannedRound.Seat seat) {
        String left = seat.entities().get(0);
        String right = seat.entities().get(1);
        return List.of(left, right).stream()
                .map(human -> List.of(entry(m, seat.terminal(), new Verdict.Pick(left, right, human))))
                .toList();
    }

    /**
     * The judges whose review ended before a pick: their ranks were given on a scale short of that pair (the relay
     * asks to rank those judged not human so far), so, with the pick, any order of ranks could have been theirs.
     */
    private static Set<Integer> judgesMissingAPick(ContestHeader contest, List<VerdictEntry> counted) {
        Set<Integer> judges = new TreeSet<>();
        MissingVerdicts.of(contest, counted).stream()
                .filter(m -> m.what().startsWith(VerdictForm.PICK + " between "))
                .forEach(m -> judges.add(m.judge()));
        return judges;
    }

    /**
     * The case with each of these judges' ranks replaced by every order the judge could have given the entries
     * judged not human (ranks of confederates count nowhere, so only the entries' are tried).
     */
    private static List<List<VerdictEntry>> reranked(
            ContestHeader contest, List<VerdictEntry> completed, Set<Integer> judges) {
        List<List<VerdictEntry>> all = new ArrayList<>(List.of(completed.stream()
                .filter(e -> !(judges.contains(e.judge()) && e.verdict() instanceof Verdict.Rank))
                .toList()));
        for (int judge : judges) {
            int scale = pairsOf(contest, judge);
            List<VerdictEntry> picks = completed.stream()
                    .filter(e -> e.judge() == judge && e.verdict() instanceof Verdict.Pick)
                    .toList();
            if (scale < 2 || picks.size() < 2) {
                continue;
            }
            List<String> entries = picks.stream()
                    .map(e -> ((Verdict.Pick) e.verdict()).notHuman())
                    .filter(id -> !contest.isHuman(id))
                    .toList();
            List<List<VerdictEntry>> next = new ArrayList<>();
            for (List<Integer> order : orders(entries.size(), scale)) {
                for (List<VerdictEntry> sofar : all) {
                    List<VerdictEntry> joined = new ArrayList<>(sofar);
                    for (int i = 0; i < entries.size(); i++) {
                        joined.add(new VerdictEntry(
                                Instant.EPOCH, 0, judge, "", new Verdict.Rank(entries.get(i), order.get(i))));
                    }
                    next.add(joined);
                }
            }
            all = next;
        }
        return all;
    }

    /** Every way to give {@code count} of the ranks 1 to {@code scale}, each once. */
    private static List<List<Integer>> orders(int count, int scale) {
        if (count == 0) {
            return List.of(List.of());
        }
        List<List<Integer>> orders = new ArrayList<>();
        for (List<Integer> rest : orders(count - 1, scale)) {
            for (int r = 1; r <= scale; r++) {
                if (!rest.contains(r)) {
                    List<Integer> order = new ArrayList<>(rest);
                    order.add(r);
                    orders.add(order);
                }
            }
        }
        return orders;
    }

    /** The ranks on the judge's scale (one for each pair the plan gives the judge) not given yet; all of them if none is left. */
    private static List<Integer> unusedRanks(ContestHeader contest, int judge, List<VerdictEntry> counted) {
        int scale = Math.max(1, pairsOf(contest, judge));
        List<Integer> unused = IntStream.rangeClosed(1, scale)
                .filter(r -> counted.stream()
                        .noneMatch(e ->
                                e.judge() == judge && e.verdict() instanceof Verdict.Rank given && given.rank() == r))
                .boxed()
                .toList();
        return unused.isEmpty() ? IntStream.rangeClosed(1, scale).boxed().toList() : unused;
    }

    private static int pairsOf(ContestHeader contest, int judge) {
        return (int) contest.rounds().stream()
                .flatMap(r -> r.seats().stream())
                .filter(s -> s.judge() == judge && s.entities().size() == 2)
                .count();
    }

    private static VerdictEntry entry(MissingVerdicts.Missing m, String terminal, Verdict verdict) {
        return new VerdictEntry(Instant.EPOCH, m.round(), m.judge(), terminal, verdict);
    }
}
