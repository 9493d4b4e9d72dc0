package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Contests judged by ratings (1996, 2003), written as a table of each entity's ratings by judges 1, 2, 3... */
final class Ratings {

    private static final Instant START = Instant.parse("2003-10-18T10:00:00Z");

    private final RuleSet rules;
    private final Map<HiddenEntity, List<String>> ratings = new LinkedHashMap<>();

    Ratings(RuleSet rules) {
        this.rules = rules;
    }

    Ratings entry(String id, String... byJudge) {
        ratings.put(new HiddenEntity(id, "", false), List.of(byJudge));
        return this;
    }

    Ratings confederate(String id, String... byJudge) {
        ratings.put(new HiddenEntity(id, "", true), List.of(byJudge));
        return this;
    }

    ContestHeader header() {
        int judges = ratings.values().stream().mapToInt(List::size).max().orElse(0);
        return new ContestHeader(
                "Ratings (" + rules + ")",
                rules,
                List.copyOf(ratings.keySet()),
                java.util.stream.IntStream.rangeClosed(1, judges).boxed().toList(),
                List.of());
    }

    /** Judge j rates every entity in round j, in the order written. */
    List<VerdictEntry> verdicts() {
        List<VerdictEntry> verdicts = new ArrayList<>();
        int terminal = 0;
        for (var entity : ratings.entrySet()) {
            terminal++;
            for (int judge = 1; judge <= entity.getValue().size(); judge++) {
                String rating = entity.getValue().get(judge - 1);
                Verdict verdict = rules == RuleSet.LOEBNER_1996
                        ? new Verdict.Humanness(entity.getKey().id(), Integer.parseInt(rating))
                        : new Verdict.Rating(entity.getKey().id(), new BigDecimal(rating));
                verdicts.add(new VerdictEntry(START.plusSeconds(1200L * judge), judge, judge, "T" + terminal, verdict));
            }
        }
        return verdicts;
    }

    Results score() {
        return Scoring.score(header(), verdicts());
    }
}
