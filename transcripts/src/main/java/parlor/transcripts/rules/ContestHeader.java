package parlor.transcripts.rules;

import static parlor.transcripts.rules.JsonFields.list;
import static parlor.transcripts.rules.JsonFields.object;
import static parlor.transcripts.rules.JsonFields.text;
import static parlor.transcripts.rules.JsonFields.whole;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import parlor.transcripts.json.JsonText;

/**
 * The first line of a verdict log: the contest, its rules, who is hidden, who judges, and
 * optionally the plan of rounds and the day's times. The relay writes it when the contest starts.
 *
 * @param judges the judges' numbers (as they type {@code @@nn}); empty means any judge 00-99
 * @param timing the times the day ran by (the rules' own, or the contest file's); empty in logs written before headers held them
 * @param stage  the final, or the selection stage before it; a log that does not say is a final's
 * @param prelim where the verdict log of the final's selection stage is (the contest file's {@code finalists:}), from
 *               this log's folder or absolute: 2006 breaks a last tie by "the results of the Semi-final Judging"; empty
 *               when the file named none, and in logs written before headers held it
 */
public record ContestHeader(
        String name,
        RuleSet rules,
        List<HiddenEntity> entities,
        List<Integer> judges,
        List<PlannedRound> rounds,
        Optional<Timing> timing,
        Stage stage,
        Optional<String> prelim) {

    /** A header that names no selection stage's record. */
    public ContestHeader(
            String name,
            RuleSet rules,
            List<HiddenEntity> entities,
            List<Integer> judges,
            List<PlannedRound> rounds,
            Optional<Timing> timing,
            Stage stage) {
        this(name, rules, entities, judges, rounds, timing, stage, Optional.empty());
    }

    /** A final's header. */
    public ContestHeader(
            String name,
            RuleSet rules,
            List<HiddenEntity> entities,
            List<Integer> judges,
            List<PlannedRound> rounds,
            Optional<Timing> timing) {
        this(name, rules, entities, judges, rounds, timing, Stage.FINAL);
    }

    /** A header that does not say the day's times. */
    public ContestHeader(
            String name, RuleSet rules, List<HiddenEntity> entities, List<Integer> judges, List<PlannedRound> rounds) {
        this(name, rules, entities, judges, rounds, Optional.empty());
    }

    public ContestHeader {
        entities = List.copyOf(entities);
        judges = List.copyOf(judges);
        rounds = List.copyOf(rounds);
        if (entities.stream().map(HiddenEntity::id).distinct().count() != entities.size()) {
            throw new IllegalArgumentException("two entities have the same id");
        }
        if (new HashSet<>(judges).size() != judges.size() || judges.stream().anyMatch(j -> j < 0 || j > 99)) {
            throw new IllegalArgumentException("judges must be distinct numbers from 0 to 99: " + judges);
        }
        if (stage == Stage.PRELIM && Selection.quota(rules).isEmpty()) {
            throw new IllegalArgumentException(
                    rules.ruleName() + " has no selection stage (loebner-2006 and loebner-2003 have)");
        }
        if (stage == Stage.PRELIM && entities.stream().anyMatch(HiddenEntity::human)) {
            // 2006: "No human confederates will be employed"; 2003 rule 34: judges rank "the allotted Entries"
            throw new IllegalArgumentException("a selection stage has no confederates");
        }
    }

    /** The forms its judges fill in: the rules' own in a final; in a selection stage, a rank of each entry met (2003 rule 34). */
    public List<VerdictForm> forms() {
        return stage == Stage.PRELIM ? List.of(VerdictForm.RANK) : rules.forms();
    }

    /** The entities a judge met in the rounds the plan gives, in the order met; empty when the header has no plan. */
    public List<String> metBy(int judge) {
        return rounds.stream()
                .flatMap(r -> r.seats().stream())
                .filter(s -> s.judge() == judge)
                .flatMap(s -> s.entities().stream())
                .distinct()
                .toList();
    }

    public Optional<HiddenEntity> entity(String id) {
        return entities.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /** The computer entries, in header order. */
    public List<HiddenEntity> entries() {
        return entities.stream().filter(e -> !e.human()).toList();
    }

    /** The human confederates, in header order. */
    public List<HiddenEntity> confederates() {
        return entities.stream().filter(HiddenEntity::human).toList();
    }

    public boolean isHuman(String id) {
        return entity(id).map(HiddenEntity::human).orElse(false);
    }

    /** The seat a judge had in a round, when the plan says. */
    public Optional<PlannedRound.Seat> seat(int round, int judge) {
        return rounds.stream()
                .filter(r -> r.round() == round)
                .flatMap(r -> r.seats().stream())
                .filter(s -> s.judge() == judge)
                .findFirst();
    }

    /** The wager's trials the plan holds, in order; none where the day was not run in trials. */
    public List<Integer> trials() {
        return rounds.stream()
                .mapToInt(PlannedRound::trial)
                .filter(t -> t > 0)
                .distinct()
                .sorted()
                .boxed()
                .toList();
    }

    /** Whom a judge sat with in the rounds of one trial, when the plan holds trials and that one. */
    public Optional<List<String>> metInTrial(int trial, int judge) {
        List<PlannedRound> inTrial =
                rounds.stream().filter(r -> r.trial() > 0 && r.trial() == trial).toList();
        return inTrial.isEmpty()
                ? Optional.empty()
                : Optional.of(inTrial.stream()
                        .flatMap(r -> r.seats().stream())
                        .filter(s -> s.judge() == judge)
                        .flatMap(s -> s.entities().stream())
                        .distinct()
                        .toList());
    }

    public String toJson() {
        StringBuilder out = new StringBuilder("{\"type\":\"contest\",\"name\":")
                .append(JsonText.string(name))
                .append(",\"rules\":\"")
                .append(rules.ruleName())
                .append('"');
        if (stage == Stage.PRELIM) {
            out.append(",\"stage\":\"").append(stage.stageName()).append('"');
        }
        out.append(",\"entities\":[");
        for (HiddenEntity e : entities) {
            out.append(e == entities.getFirst() ? "" : ",")
                    .append("{\"id\":")
                    .append(JsonText.string(e.id()))
                    .append(",\"name\":")
                    .append(JsonText.string(e.name()))
                    .append(",\"human\":")
                    .append(e.human())
                    // said only of the organisers' entries, so every other entity reads as before this field
                    .append(e.organisers() ? ",\"organisers\":true" : "")
                    .append('}');
        }
        out.append("],\"judges\":[")
                .append(String.join(",", judges.stream().map(String::valueOf).toList()))
                .append(']');
        timing.ifPresent(t -> out.append(",\"timing\":").append(t.toJson()));
        prelim.ifPresent(p -> out.append(",\"prelim\":").append(JsonText.string(p)));
        if (!rounds.isEmpty()) {
            out.append(",\"rounds\":[");
            for (PlannedRound round : rounds) {
                out.append(round == rounds.getFirst() ? "" : ",")
                        .append("{\"round\":")
                        .append(round.round())
                        .append(round.trial() > 0 ? ",\"trial\":" + round.trial() : "")
                        .append(",\"seats\":[");
                for (PlannedRound.Seat seat : round.seats()) {
                    out.append(seat == round.seats().getFirst() ? "" : ",")
                            .append("{\"judge\":")
                            .append(seat.judge())
                            .append(",\"terminal\":")
                            .append(JsonText.string(seat.terminal()))
                            .append(",\"entities\":")
                            .append(JsonFields.strings(seat.entities()))
                            .append('}');
                }
                out.append("]}");
            }
            out.append(']');
        }
        return out.append('}').toString();
    }

    /** The header these fields describe; throws {@link IllegalArgumentException} saying what is wrong. */
    public static ContestHeader fromJson(Map<String, String> fields) {
        return fromJson(fields, (part, problem) -> {
            throw problem;
        });
    }

    /**
     * The header these fields describe. An optional part that cannot be read (the round plan, the
     * times) is handed to {@code unread} with why, and left out; a core field that cannot be read throws.
     */
    public static ContestHeader fromJson(
            Map<String, String> fields, BiConsumer<String, IllegalArgumentException> unread) {
        if (!"contest".equals(fields.get("type"))) {
            throw new IllegalArgumentException("not a contest header (type '" + fields.get("type") + "')");
        }
        List<HiddenEntity> entities = list(fields, "entities").stream()
                .map(json -> {
                    Map<String, String> e = object(json, "an entity");
                    return new HiddenEntity(
                            text(e, "id"),
                            e.getOrDefault("name", ""),
                            JsonFields.yesNo(e, "human"),
                            e.containsKey("organisers") && JsonFields.yesNo(e, "organisers"));
                })
                .toList();
        if (entities.isEmpty()) {
            throw new IllegalArgumentException("the contest names no entities");
        }
        // the core first: a header that cannot stand is refused before anything is said of its optional parts
        Stage stage = fields.containsKey("stage") ? Stage.byName(text(fields, "stage")) : Stage.FINAL;
        ContestHeader core = new ContestHeader(
                text(fields, "name"),
                RuleSet.byName(text(fields, "rules")),
                entities,
                JsonFields.wholes(fields, "judges"),
                List.of(),
                Optional.empty(),
                stage);
        List<PlannedRound> rounds = optional(() -> plan(fields), "the round plan", List.of(), unread);
        Optional<Timing> timing = optional(
                () -> Optional.ofNullable(fields.get("timing")).map(json -> Timing.fromJson(object(json, "timing"))),
                "the timing",
                Optional.empty(),
                unread);
        Optional<String> prelim = optional(
                () -> Optional.ofNullable(fields.get("prelim")).map(p -> text(fields, "prelim")),
                "the prelim record's place",
                Optional.empty(),
                unread);
        return new ContestHeader(
                core.name(), core.rules(), core.entities(), core.judges(), rounds, timing, core.stage(), prelim);
    }

    private static <T> T optional(
            Supplier<T> read, String part, T none, BiConsumer<String, IllegalArgumentException> unread) {
        try {
            return read.get();
        } catch (IllegalArgumentException e) {
            unread.accept(part, e);
            return none;
        }
    }

    private static List<PlannedRound> plan(Map<String, String> fields) {
        return list(fields, "rounds").stream()
                .map(json -> {
                    Map<String, String> round = object(json, "a planned round");
                    List<PlannedRound.Seat> seats = list(round, "seats").stream()
                            .map(seatJson -> {
                                Map<String, String> seat = object(seatJson, "a seat");
                                return new PlannedRound.Seat(
                                        whole(seat, "judge"),
                                        seat.getOrDefault("terminal", ""),
                                        list(seat, "entities"));
                            })
                            .toList();
                    return new PlannedRound(
                            whole(round, "round"), round.containsKey("trial") ? whole(round, "trial") : 0, seats);
                })
                .toList();
    }
}
