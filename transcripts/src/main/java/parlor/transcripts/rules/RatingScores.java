package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import parlor.transcripts.rules.Outcome.Medal;

/**
 * 1996 and 2003: each judge rates each entity on how human it seemed, the ratings are averaged,
 * and the means sorted give the ranking. 1996 names the Most Human Computer and the Most Human
 * Human; 2003 awards silver when no confederate is ranked above the winning entry.
 */
final class RatingScores {

    private RatingScores() {}

    /** @param disqualified the entries disqualified (2003 rules 38 and 43): out of the contest for the medal (rule 59) */
    static Scoring.Scored score(ContestHeader contest, List<VerdictEntry> counted, Set<String> disqualified) {
        Map<String, Map<Integer, BigDecimal>> ratings = new LinkedHashMap<>();
        contest.entities().forEach(e -> ratings.put(e.id(), new TreeMap<>()));
        List<VerdictEntry> zeros = new ArrayList<>();
        for (VerdictEntry entry : counted) {
            switch (entry.verdict()) {
                case Verdict.Humanness h -> ratings.get(h.entity()).put(entry.judge(), BigDecimal.valueOf(h.rating()));
                // rule 46's 0 says the partner could not be rated, not how human it was: it stays out of the mean
                case Verdict.Rating r when r.rating().signum() == 0 -> zeros.add(entry);
                case Verdict.Rating r -> ratings.get(r.entity()).put(entry.judge(), r.rating());
                default -> throw new IllegalArgumentException("not a rating: " + entry);
            }
        }
        Map<String, Mean> means = new LinkedHashMap<>();
        ratings.forEach((id, byJudge) -> means.put(id, Mean.of(byJudge.values())));
        List<HiddenEntity> ranked = contest.entities().stream()
                .sorted(Comparator.comparing((HiddenEntity e) -> means.get(e.id()))
                        .reversed())
                .toList();
        boolean of1996 = contest.rules() == RuleSet.LOEBNER_1996;
        int top = of1996 ? FormRules.HUMANNESS_HIGHEST : FormRules.RATING_HIGHEST.intValue();
        List<ChartBar> chart = contest.entities().stream()
                .map(e -> new ChartBar(
                        e, means.get(e.id()).value() / top, means.get(e.id()).shown() + " of " + top))
                .toList();
        List<Table> tables = new ArrayList<>(
                List.of(table(contest, ScoreText.judges(contest, counted), ranked, ratings, zeros, means, of1996)));
        ZeroRatings.table(zeros).ifPresent(tables::add);
        // the least rating of how human is 1 on either scale: a 0 is not one (2003 rule 46)
        RatingBounds bounds =
                RatingBounds.of(contest, counted, ratings, zeros, BigDecimal.ONE, BigDecimal.valueOf(top));
        Outcome outcome = outcome(contest, ranked, means, bounds, disqualified, of1996);
        return new Scoring.Scored(tables, outcome, chart);
    }

    private static Table table(
            ContestHeader contest,
            List<Integer> judges,
            List<HiddenEntity> ranked,
            Map<String, Map<Integer, BigDecimal>> ratings,
            List<VerdictEntry> zeros,
            Map<String, Mean> means,
            boolean of1996) {
        List<String> columns = new ArrayList<>(List.of("place", "entity", "kind"));
        judges.forEach(j -> columns.add(ScoreText.judge(j)));
        columns.add("mean");
        List<String> places =
                ScoreText.places(ranked, (a, b) -> means.get(a.id()).sameAs(means.get(b.id())));
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < ranked.size(); i++) {
            HiddenEntity entity = ranked.get(i);
            List<String> row = new ArrayList<>(
                    List.of(means.get(entity.id()).isEmpty() ? "-" : places.get(i), entity.id(), entity.kind()));
            judges.forEach(j ->
                    row.add(Optional.ofNullable(ratings.get(entity.id()).get(j))
                            .map(BigDecimal::toPlainString)
                            .orElse(ZeroRatings.given(zeros, j, entity.id()) ? "(0)" : "")));
            row.add(means.get(entity.id()).shown());
            rows.add(row);
        }
        List<String> notes = of1996
                ? List.of(
                        "ratings from 1 (least human) to 10 (most human); the 1996 rules set no scale, so this one is Parlor's",
                        "the mean is the arithmetic mean of the judges' ratings: Parlor's too, as the 1996 rules say only "
                                + "that the highest score wins (rule 4), not how the ratings (rule 17) make one")
                : List.of(
                        "ratings from 1 (definitely a machine) to 5 (definitely a human), fractions allowed (rule 46)",
                        "the mean is the arithmetic mean of the judges' ratings (2003 rule 47)"
                                + (zeros.isEmpty()
                                        ? ""
                                        : "; (0): " + RatingBounds.ZERO_WORDS
                                                + " (rule 46), not a rating of how human, so left out of the mean"));
        return new Table("Ratings of how human each entity seemed, sorted by mean", columns, rows, notes);
    }

    private static Outcome outcome(
            ContestHeader contest,
            List<HiddenEntity> ranked,
            Map<String, Mean> means,
            RatingBounds bounds,
            Set<String> disqualified,
            boolean of1996) {
        List<String> findings = new ArrayList<>();
        List<HiddenEntity> entries = eligible(
                ranked.stream()
                        .filter(e -> !e.human() && !means.get(e.id()).isEmpty())
                        .toList(),
                means,
                disqualified,
                findings);
        if (entries.isEmpty()) {
            if (!bounds.complete()) {
                return undecided(findings, Optional.empty(), "no entry has been rated yet: " + bounds.said());
            }
            findings.add("no entry was rated: there is no winner, and the cash award carries over to next year ("
                    + (of1996 ? "rule 5" : "rule 55") + ")");
            return new Outcome(Optional.empty(), Optional.empty(), findings, List.of(), Optional.empty());
        }
        // rule 3's single entry wins without a contest; one left after a disqualification won one
        if (entries.size() == 1
                && disqualified.isEmpty()
                && unsettled(contest, entries.getFirst(), bounds, disqualified).isEmpty()) {
            findings.add("only one entry: " + entries.getFirst().shown()
                    + " is awarded the Bronze Medal without a contest (" + (of1996 ? "rule 5" : "rule 3") + ")");
            return new Outcome(
                    Optional.of(entries.getFirst().id()),
                    Optional.of(Medal.BRONZE),
                    findings,
                    List.of(),
                    Optional.empty());
        }
        Mean best = means.get(entries.getFirst().id());
        List<HiddenEntity> leaders =
                entries.stream().filter(e -> means.get(e.id()).sameAs(best)).toList();
        List<String> unsettled = unsettled(contest, leaders.getFirst(), bounds, disqualified);
        if (leaders.size() == 1 && !unsettled.isEmpty()) {
            List<String> concerned = new ArrayList<>(unsettled);
            concerned.add(leaders.getFirst().id());
            // every judge rates every entity (1996 rule 17, 2003 rule 46): a mean without some of them decides nothing
            return undecided(
                    findings,
                    Optional.empty(),
                    bounds.said(concerned) + "; with them, " + ScoreText.and(unsettled)
                            + " could still rank level with or above "
                            + leaders.getFirst().id() + ", so no winner is named"
                            + bounds.whoDecides(concerned));
        }
        Optional<Medal> medal = of1996
                ? Optional.of(Medal.BRONZE)
                : silverRule(contest, leaders.getFirst(), best, means, bounds, findings);
        Optional<String> medalOpen =
                medal.isPresent() ? Optional.empty() : Optional.of("the medal is not decided: " + findings.getLast());
        if (of1996) {
            findings.addFirst((leaders.size() == 1
                            ? "Most Human Computer: " + leaders.getFirst().shown()
                            : "Most Human Computer: undecided")
                    + ", mean " + best + " (rule 4): the Bronze Medal");
            mostHumanHuman(ranked, means, bounds).ifPresent(findings::add);
        } else if (leaders.size() == 1) {
            findings.addFirst(
                    "the entry ranked most human is " + leaders.getFirst().shown() + ", mean " + best + " (rule 47)");
            runnersUp(entries, means).ifPresent(findings::add);
        }
        if (leaders.size() == 1) {
            return new Outcome(Optional.of(leaders.getFirst().id()), medal, findings, List.of(), medalOpen);
        }
        String tie =
                ScoreText.and(leaders.stream().map(HiddenEntity::id).toList()) + " tie for the highest mean, " + best;
        String undecided = of1996
                ? "the 1996 rules give no way to break a tie for the highest score: the organisers decide"
                : "rule 50: the judges confer and try to reach a majority decision; failing that, a coin is tossed";
        return new Outcome(Optional.empty(), medal, findings, List.of(tie), Optional.of(undecided));
    }

    private static Outcome undecided(List<String> findings, Optional<String> winner, String why) {
        findings.add(why);
        return new Outcome(winner, Optional.empty(), findings, List.of(), Optional.of(why));
    }

    /**
     * The rated entries less the disqualified, each of whom is named: "If the winning Entry is disqualified the
     * appropriate Medal and Award will be awarded to the Entry placed second" (rule 59).
     */
    private static List<HiddenEntity> eligible(
            List<HiddenEntity> rated, Map<String, Mean> means, Set<String> disqualified, List<String> findings) {
        for (HiddenEntity entry : rated) {
            if (disqualified.contains(entry.id())) {
                findings.add(entry.shown() + " (" + means.get(entry.id()) + ") is disqualified"
                        + (entry.equals(rated.getFirst())
                                ? ", placed first: \"the appropriate Medal and Award will be awarded to the Entry placed "
                                        + "second\" (rule 59)"
                                : ": out of the ranking of entries (rule 43)"));
            }
        }
        return rated.stream().filter(e -> !disqualified.contains(e.id())).toList();
    }

    /** The other entries the missing ratings could still lift level with or above {@code leader}. */
    private static List<String> unsettled(
            ContestHeader contest, HiddenEntity leader, RatingBounds bounds, Set<String> disqualified) {
        return contest.entries().stream()
                .filter(e -> !disqualified.contains(e.id()))
                .filter(e -> !e.id().equals(leader.id()) && !bounds.surelyAbove(leader.id(), e.id()))
                .map(HiddenEntity::id)
                .toList();
    }

    /**
     * Rule 48: "If no Confederate is ranked higher than the winning Entry (equal placing being
     * permitted), the winning Entry will be awarded the Silver Medal and Cash Award; otherwise it
     * will be awarded the Bronze Medal". With no confederate rated there is nothing to compare, and
     * a missing rating may leave a confederate either side: then the medal is not decided (empty).
     */
    private static Optional<Medal> silverRule(
            ContestHeader contest,
            HiddenEntity winner,
            Mean best,
            Map<String, Mean> means,
            RatingBounds bounds,
            List<String> findings) {
        List<HiddenEntity> above = contest.confederates().stream()
                .filter(e -> bounds.surelyAbove(e.id(), winner.id()))
                .toList();
        if (!above.isEmpty()) {
            findings.add(ScoreText.and(above.stream()
                            .map(e -> e.id() + " (" + means.get(e.id()) + ")")
                            .toList()) + " ranked above the winning entry (" + best + ")"
                    + bounds.whatever(above.stream().map(HiddenEntity::id).toList()) + ": Bronze Medal (rule 48)");
            return Optional.of(Medal.BRONZE);
        }
        List<HiddenEntity> compared = contest.confederates().stream()
                .filter(e -> !bounds.high().get(e.id()).isEmpty())
                .toList();
        if (compared.isEmpty()) {
            findings.add("no confederate was rated, so there is none to compare the winning entry (" + best + ") with: "
                    + "rule 48 cannot say Silver or Bronze");
            return Optional.empty();
        }
        List<String> open = compared.stream()
                .filter(e -> !bounds.surelyNotAbove(e.id(), winner.id()))
                .map(HiddenEntity::id)
                .toList();
        if (!open.isEmpty()) {
            List<String> concerned = new ArrayList<>(open);
            concerned.add(winner.id());
            findings.add(bounds.said(concerned) + "; with them, " + ScoreText.and(open)
                    + " could rank above the winning entry or not: " + "rule 48 cannot say Silver or Bronze"
                    + bounds.whoDecides(concerned));
            return Optional.empty();
        }
        List<String> level = compared.stream()
                .filter(e -> means.get(e.id()).sameAs(best))
                .map(HiddenEntity::id)
                .toList();
        findings.add("no confederate is ranked above the winning entry (" + best + ")"
                + (level.isEmpty() ? "" : "; " + ScoreText.and(level) + " equal, which is permitted")
                + ": Silver Medal (rule 48)");
        return Optional.of(Medal.SILVER);
    }

    /**
     * The highest-ranking confederate ("The highest-ranking human confederate will receive an award for being the Most
     * Human Human"): named only when no missing rating could change who it is.
     */
    private static Optional<String> mostHumanHuman(
            List<HiddenEntity> ranked, Map<String, Mean> means, RatingBounds bounds) {
        List<HiddenEntity> humans = ranked.stream()
                .filter(e -> e.human() && !means.get(e.id()).isEmpty())
                .toList();
        if (humans.isEmpty()) {
            return Optional.empty();
        }
        Mean best = means.get(humans.getFirst().id());
        List<String> leaders = humans.stream()
                .filter(e -> means.get(e.id()).sameAs(best))
                .map(HiddenEntity::id)
                .toList();
        List<String> open = ranked.stream()
                .filter(e -> e.human()
                        && !leaders.contains(e.id())
                        && leaders.stream().anyMatch(leader -> !bounds.surelyAbove(leader, e.id())))
                .map(HiddenEntity::id)
                .toList();
        // a tie for the top holds only while no rating of the tied is missing
        boolean tieOpen = leaders.size() > 1 && leaders.stream().anyMatch(bounds::lacksAny);
        if (open.isEmpty() && !tieOpen) {
            List<String> shown = humans.stream()
                    .filter(e -> leaders.contains(e.id()))
                    .map(HiddenEntity::shown)
                    .toList();
            return Optional.of("Most Human Human: " + ScoreText.and(shown) + ", mean " + best);
        }
        List<String> concerned = new ArrayList<>(leaders);
        concerned.addAll(open);
        return Optional.of("Most Human Human: undecided: " + bounds.said(concerned) + "; with "
                + (bounds.lacks().stream()
                                        .filter(l -> concerned.contains(l.entity()))
                                        .count()
                                == 1
                        ? "it"
                        : "them")
                + ", "
                + (open.isEmpty()
                        ? "the tie of " + ScoreText.and(leaders) + " could break"
                        : ScoreText.and(open) + " could rank level with or above " + ScoreText.and(leaders))
                + " (mean " + best + ")");
    }

    /** Rule 58: non-cash awards for the entries ranked second and third. */
    private static Optional<String> runnersUp(List<HiddenEntity> entries, Map<String, Mean> means) {
        if (entries.size() < 2) {
            return Optional.empty();
        }
        List<String> next = entries.subList(1, Math.min(3, entries.size())).stream()
                .map(e -> e.shown() + " (" + means.get(e.id()) + ")")
                .toList();
        return Optional.of("non-cash awards (rule 58): " + String.join(", then ", next));
    }
}
