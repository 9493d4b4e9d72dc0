package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the ratings a contest lacks could change (1996, 2003): each judge rates every entity (1996 rule 17, 2003 rule
 * 46), so a missing rating leaves each mean somewhere between the one it would have with the lowest rating and the one
 * with the highest. So does a 2003 rating of 0, which says the partner was not accessible, not how human it was: that
 * conversation's rating is as unknown as a missing one, and can no longer be given. A decision stands only if it holds
 * at both ends.
 *
 * @param lacks in judge order
 */
record RatingBounds(Map<String, Mean> low, Map<String, Mean> high, List<Lack> lacks) {

    /** 2003 rule 46's words for a 0, quoted wherever one is set apart. */
    static final String ZERO_WORDS = "\"Partner not accessible, or severe system malfunction\"";

    /** A rating the record lacks: none given, or (2003) a 0, given where none of how human could be. */
    record Lack(int judge, String entity, boolean zero) {
        @Override
        public String toString() {
            return zero
                    ? ScoreText.judge(judge) + "'s 0 for " + entity
                    : ScoreText.judge(judge) + "'s rating of " + entity;
        }
    }

    /**
     * @param ratings each entity's ratings of how human by judge, without any 0
     * @param zeros   the verdicts of 0, kept apart from the ratings
     * @param lowest  the scale's lowest rating of how human, the one a lacking rating could at worst be
     */
    static RatingBounds of(
            ContestHeader contest,
            List<VerdictEntry> counted,
            Map<String, Map<Integer, BigDecimal>> ratings,
            List<VerdictEntry> zeros,
            BigDecimal lowest,
            BigDecimal highest) {
        List<Lack> lacks = new ArrayList<>();
        for (MissingVerdicts.Missing m : asked(contest, counted, ratings, zeros)) {
            lacks.add(new Lack(m.judge(), m.what().substring("rating of ".length()), false));
        }
        zeros.forEach(z -> lacks.add(new Lack(z.judge(), z.verdict().entities().getFirst(), true)));
        lacks.sort(java.util.Comparator.comparingInt(Lack::judge));
        Map<String, Mean> low = new LinkedHashMap<>();
        Map<String, Mean> high = new LinkedHashMap<>();
        ratings.forEach((id, byJudge) -> {
            Mean mean = Mean.of(byJudge.values());
            long m = lacks.stream().filter(l -> l.entity().equals(id)).count();
            low.put(id, new Mean(mean.sum().add(lowest.multiply(BigDecimal.valueOf(m))), mean.count() + (int) m));
            high.put(id, new Mean(mean.sum().add(highest.multiply(BigDecimal.valueOf(m))), mean.count() + (int) m));
        });
        return new RatingBounds(low, high, List.copyOf(lacks));
    }

    /**
     * The ratings asked for and not given: by the plan of rounds where the log has one, else by
     * every listed judge of every entity (each judge meets each one, 1996 rule 14, 2003 rule 42).
     */
    private static List<MissingVerdicts.Missing> asked(
            ContestHeader contest,
            List<VerdictEntry> counted,
            Map<String, Map<Integer, BigDecimal>> ratings,
            List<VerdictEntry> zeros) {
        if (!contest.rounds().isEmpty()) {
            return MissingVerdicts.of(contest, counted).stream()
                    .filter(m -> m.what().startsWith("rating of "))
                    .toList();
        }
        List<MissingVerdicts.Missing> missing = new ArrayList<>();
        for (int judge : contest.judges()) {
            for (var entity : ratings.entrySet()) {
                boolean zero = zeros.stream()
                        .anyMatch(z ->
                                z.judge() == judge && z.verdict().entities().contains(entity.getKey()));
                if (!entity.getValue().containsKey(judge) && !zero) {
                    missing.add(new MissingVerdicts.Missing(judge, 0, "rating of " + entity.getKey()));
                }
            }
        }
        return missing;
    }

    boolean complete() {
        return lacks.isEmpty();
    }

    /** Whether {@code a} ranks above {@code b} whatever the missing ratings turn out to be. */
    boolean surelyAbove(String a, String b) {
        return low.get(a).compareTo(high.get(b)) > 0;
    }

    /** Whether {@code a} cannot rank above {@code b}, whatever the missing ratings (equal placing allowed). */
    boolean surelyNotAbove(String a, String b) {
        return !high.get(a).isEmpty() && high.get(a).compareTo(low.get(b)) <= 0;
    }

    /** Whether the record lacks any rating of {@code entity}. */
    boolean lacksAny(String entity) {
        return lacks.stream().anyMatch(l -> l.entity().equals(entity));
    }

    /** "J5's rating of E2 and J3's rating of C1 are missing". */
    String said() {
        return said(low.keySet());
    }

    /**
     * What the record lacks of these entities' ratings: "J3's rating of C2 is missing", "J5 rated C1 0 (rule 46: ...,
     * not how human it was)". With a 0, the words end saying who decides (rule 50), since that rating can no longer
     * be given.
     */
    String said(Collection<String> about) {
        List<String> missing = named(about, false);
        List<String> zeros = named(about, true);
        List<String> parts = new ArrayList<>();
        if (!missing.isEmpty()) {
            parts.add(ScoreText.and(missing) + (missing.size() == 1 ? " is" : " are") + " missing");
        }
        if (!zeros.isEmpty()) {
            parts.add(ScoreText.and(zeros) + " (rule 46: " + ZERO_WORDS + ", not how human"
                    + (zeros.size() == 1 ? " it was" : " they were") + ")");
        }
        return String.join("; ", parts);
    }

    /** Whether a decision these lacks leave open is the judges' (a 0 cannot be rated again) rather than the record's. */
    String whoDecides(Collection<String> about) {
        return named(about, true).isEmpty()
                ? ""
                : "; rule 50: in \"any other matter of dispute connected with the final round judging, the Judges will "
                        + "confer together and attempt to reach a majority decision\"";
    }

    /** ", whatever J5's 0 for C1 would have been as a rating": a decision that holds over what these entities lack. */
    String whatever(Collection<String> about) {
        List<String> named = lacks.stream()
                .filter(l -> about.contains(l.entity()))
                .map(Lack::toString)
                .toList();
        return named.isEmpty()
                ? ""
                : ", whatever " + ScoreText.and(named) + " would have been" + " as a rating of how human";
    }

    private List<String> named(Collection<String> about, boolean zero) {
        return lacks.stream()
                .filter(l -> l.zero() == zero && about.contains(l.entity()))
                .map(Lack::toString)
                .toList();
    }
}
