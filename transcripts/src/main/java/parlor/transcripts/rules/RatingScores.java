package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import parlor.transcripts.rules.Outcome.Medal;

/**
 * 1996 and 2003: each judge rates each entity on how human it seemed, the ratings are averaged,
 * and the means sorted give the ranking. 1996 names the Most Human Computer and the Most Human
 * Human; 2003 awards silver when no confederate is ranked above the winning entry.
 */
final class RatingScores {

    private RatingScores() {
    }

    static Scoring.Scored score(ContestHeader contest, List<VerdictEntry> counted) {
        Map<String, Map<Integer, BigDecimal>> ratings = new LinkedHashMap<>();
        contest.entities().forEach(e -> ratings.put(e.id(), new TreeMap<>()));
        for (VerdictEntry entry : counted) {
            switch (entry.verdict()) {
                case Verdict.Humanness h -> ratings.get(h.entity()).put(entry.judge(), BigDecimal.valueOf(h.rating()));
                case Verdict.Rating r -> ratings.get(r.entity()).put(entry.judge(), r.rating());
                default -> throw new IllegalArgumentException("not a rating: " + entry);
            }
        }
        Map<String, Mean> means = new LinkedHashMap<>();
        ratings.forEach((id, byJudge) -> means.put(id, Mean.of(byJudge.values())));
        List<HiddenEntity> ranked = contest.entities().stream()
            .sorted(Comparator.comparing((HiddenEntity e) -> means.get(e.id())).reversed()).toList();
        boolean of1996 = contest.rules() == RuleSet.LOEBNER_1996;
        int top = of1996 ? FormRules.HUMANNESS_HIGHEST : FormRules.RATING_HIGHEST.intValue();
        List<ChartBar> chart = contest.entities().stream()
            .map(e -> new ChartBar(e, means.get(e.id()).value() / top, means.get(e.id()).shown() + " of " + top)).toList();
        Table table = table(contest, ScoreText.judges(contest, counted), ranked, ratings, means, of1996);
        return new Scoring.Scored(List.of(table), outcome(ranked, means, of1996), chart);
    }

    private static Table table(ContestHeader contest, List<Integer> judges, List<HiddenEntity> ranked,
            Map<String, Map<Integer, BigDecimal>> ratings, Map<String, Mean> means, boolean of1996) {
        List<String> columns = new ArrayList<>(List.of("place", "entity", "kind"));
        judges.forEach(j -> columns.add(ScoreText.judge(j)));
        columns.add("mean");
        List<String> places = ScoreText.places(ranked, (a, b) -> means.get(a.id()).sameAs(means.get(b.id())));
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < ranked.size(); i++) {
            HiddenEntity entity = ranked.get(i);
            List<String> row = new ArrayList<>(List.of(means.get(entity.id()).isEmpty() ? "-" : places.get(i), entity.id(), entity.kind()));
            judges.forEach(j -> row.add(Optional.ofNullable(ratings.get(entity.id()).get(j)).map(BigDecimal::toPlainString).orElse("")));
            row.add(means.get(entity.id()).shown());
            rows.add(row);
        }
        String scale = of1996
            ? "ratings from 1 (least human) to 10 (most human); the 1996 rules set no scale, so this one is Parlor's"
            : "ratings from 0 (no partner, or a breakdown) to 5 (definitely a human), fractions allowed (rule 46)";
        return new Table("Ratings of how human each entity seemed, sorted by mean", columns, rows,
            List.of(scale, "the mean is the arithmetic mean of the judges' ratings (" + (of1996 ? "1996 rule 17" : "2003 rule 47") + ")"));
    }

    private static Outcome outcome(List<HiddenEntity> ranked, Map<String, Mean> means, boolean of1996) {
        List<HiddenEntity> entries = ranked.stream().filter(e -> !e.human() && !means.get(e.id()).isEmpty()).toList();
        List<String> findings = new ArrayList<>();
        if (entries.isEmpty()) {
            findings.add("no entry was rated: there is no winner, and the cash award carries over to next year ("
                + (of1996 ? "rule 5" : "rule 55") + ")");
            return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.empty());
        }
        if (entries.size() == 1) {
            findings.add("only one entry: " + entries.getFirst().shown() + " is awarded the Bronze Medal without a contest ("
                + (of1996 ? "rule 5" : "rule 3") + ")");
            return new Outcome(Optional.of(entries.getFirst().id()), Optional.of(Medal.BRONZE), findings, List.of(), Optional.empty());
        }
        Mean best = means.get(entries.getFirst().id());
        List<HiddenEntity> leaders = entries.stream().filter(e -> means.get(e.id()).sameAs(best)).toList();
        Medal medal = of1996 ? Medal.BRONZE : silverRule(ranked, best, means, findings);
        if (of1996) {
            findings.addFirst((leaders.size() == 1 ? "Most Human Computer: " + leaders.getFirst().shown() : "Most Human Computer: undecided")
                + ", mean " + best + " (rule 4): the Bronze Medal");
            mostHumanHuman(ranked, means).ifPresent(findings::add);
        } else if (leaders.size() == 1) {
            findings.addFirst("the entry ranked most human is " + leaders.getFirst().shown() + ", mean " + best + " (rule 47)");
            runnersUp(entries, means).ifPresent(findings::add);
        }
        if (leaders.size() == 1) {
            return new Outcome(Optional.of(leaders.getFirst().id()), Optional.of(medal), findings, List.of(), Optional.empty());
        }
        String tie = ScoreText.and(leaders.stream().map(HiddenEntity::id).toList()) + " tie for the highest mean, " + best;
        String undecided = of1996 ? "the 1996 rules give no way to break a tie for the highest score: the organisers decide"
            : "rule 50: the judges confer and try to reach a majority decision; failing that, a coin is tossed";
        return new Outcome(Optional.empty(), Optional.of(medal), findings, List.of(tie), Optional.of(undecided));
    }

    /** Rule 48: silver when no confederate is ranked above the winning entry, equal placing permitted. */
    private static Medal silverRule(List<HiddenEntity> ranked, Mean best, Map<String, Mean> means, List<String> findings) {
        List<HiddenEntity> above = ranked.stream().filter(e -> e.human() && means.get(e.id()).compareTo(best) > 0).toList();
        if (!above.isEmpty()) {
            findings.add(ScoreText.and(above.stream().map(e -> e.id() + " (" + means.get(e.id()) + ")").toList())
                + " ranked above the winning entry (" + best + "): Bronze Medal (rule 48)");
            return Medal.BRONZE;
        }
        List<String> level = ranked.stream().filter(e -> e.human() && means.get(e.id()).sameAs(best)).map(HiddenEntity::id).toList();
        findings.add("no confederate is ranked above the winning entry (" + best + ")"
            + (level.isEmpty() ? "" : "; " + ScoreText.and(level) + " equal, which is permitted") + ": Silver Medal (rule 48)");
        return Medal.SILVER;
    }

    private static Optional<String> mostHumanHuman(List<HiddenEntity> ranked, Map<String, Mean> means) {
        List<HiddenEntity> humans = ranked.stream().filter(e -> e.human() && !means.get(e.id()).isEmpty()).toList();
        if (humans.isEmpty()) {
            return Optional.empty();
        }
        Mean best = means.get(humans.getFirst().id());
        List<String> leaders = humans.stream().filter(e -> means.get(e.id()).sameAs(best)).map(HiddenEntity::shown).toList();
        return Optional.of("Most Human Human: " + ScoreText.and(leaders) + ", mean " + best);
    }

    /** Rule 58: non-cash awards for the entries ranked second and third. */
    private static Optional<String> runnersUp(List<HiddenEntity> entries, Map<String, Mean> means) {
        if (entries.size() < 2) {
            return Optional.empty();
        }
        List<String> next = entries.subList(1, Math.min(3, entries.size())).stream()
            .map(e -> e.shown() + " (" + means.get(e.id()) + ")").toList();
        return Optional.of("non-cash awards (rule 58): " + String.join(", then ", next));
    }
}
