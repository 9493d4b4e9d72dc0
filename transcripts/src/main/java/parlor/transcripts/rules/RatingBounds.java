package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the ratings a contest still lacks could change (1996, 2003): each judge rates every entity
 * (1996 rule 17, 2003 rule 46), so a missing rating leaves each mean somewhere between the one it
 * would have with the lowest rating and the one with the highest. A decision stands only if it
 * holds at both ends.
 *
 * @param missing "J5's rating of E2", in judge order
 */
record RatingBounds(Map<String, Mean> low, Map<String, Mean> high, List<String> missing) {

    /**
     * @param ratings each entity's ratings by judge
     * @param lowest  the scale's lowest rating, the one a missing rating could at worst be
     */
    static RatingBounds of(
            ContestHeader contest,
            List<VerdictEntry> counted,
            Map<String, Map<Integer, BigDecimal>> ratings,
            BigDecimal lowest,
            BigDecimal highest) {
        Map<String, Integer> lacking = new LinkedHashMap<>();
        List<String> missing = new ArrayList<>();
        for (MissingVerdicts.Missing m : asked(contest, counted, ratings)) {
            String entity = m.what().substring("rating of ".length());
            lacking.merge(entity, 1, Integer::sum);
            missing.add(ScoreText.judge(m.judge()) + "'s rating of " + entity);
        }
        Map<String, Mean> low = new LinkedHashMap<>();
        Map<String, Mean> high = new LinkedHashMap<>();
        ratings.forEach((id, byJudge) -> {
            Mean mean = Mean.of(byJudge.values());
            int m = lacking.getOrDefault(id, 0);
            low.put(id, new Mean(mean.sum().add(lowest.multiply(BigDecimal.valueOf(m))), mean.count() + m));
            high.put(id, new Mean(mean.sum().add(highest.multiply(BigDecimal.valueOf(m))), mean.count() + m));
        });
        return new RatingBounds(low, high, List.copyOf(missing));
    }

    /**
     * The ratings asked for and not given: by the plan of rounds where the log has one, else by
     * every listed judge of every entity (each judge meets each one, 1996 rule 14, 2003 rule 42).
     */
    private static List<MissingVerdicts.Missing> asked(
            ContestHeader contest, List<VerdictEntry> counted, Map<String, Map<Integer, BigDecimal>> ratings) {
        if (!contest.rounds().isEmpty()) {
            return MissingVerdicts.of(contest, counted).stream()
                    .filter(m -> m.what().startsWith("rating of "))
                    .toList();
        }
        List<MissingVerdicts.Missing> missing = new ArrayList<>();
        for (int judge : contest.judges()) {
            for (var entity : ratings.entrySet()) {
                if (!entity.getValue().containsKey(judge)) {
                    missing.add(new MissingVerdicts.Missing(judge, 0, "rating of " + entity.getKey()));
                }
            }
        }
        return missing;
    }

    boolean complete() {
        return missing.isEmpty();
    }

    /** Whether {@code a} ranks above {@code b} whatever the missing ratings turn out to be. */
    boolean surelyAbove(String a, String b) {
        return low.get(a).compareTo(high.get(b)) > 0;
    }

    /** Whether {@code a} cannot rank above {@code b}, whatever the missing ratings (equal placing allowed). */
    boolean surelyNotAbove(String a, String b) {
        return !high.get(a).isEmpty() && high.get(a).compareTo(low.get(b)) <= 0;
    }

    /** "J5's rating of E2 and J3's rating of C1 are missing". */
    String said() {
        return ScoreText.and(missing) + (missing.size() == 1 ? " is" : " are") + " missing";
    }
}
