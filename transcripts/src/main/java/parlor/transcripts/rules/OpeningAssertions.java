package parlor.transcripts.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * 2006's opening assertion in the results, conversation by conversation, as the relay recorded it
 * ({@link OpeningCheck}): "Each male Confederate will begin his interactions with each Judge by
 * asserting: 'Hello, my name is John and I am a man.' Each female Confederate ... 'Hello, my name
 * is Joan, and I am a woman.' Each Entry MUST make one of those two assertions." The rules say
 * nothing of what follows from one not made, so it counts in no score.
 */
public final class OpeningAssertions {

    private OpeningAssertions() {}

    /** A 2006 contest's results with the table of its conversations' opening assertions after scoring's; others as they are. */
    public static Results withTable(Results results, List<OpeningCheck> checks) {
        if (results.contest().rules() != RuleSet.LOEBNER_2006) {
            return results;
        }
        List<Table> tables = new ArrayList<>(results.tables());
        tables.add(table(results.contest(), checks));
        return results.withTables(tables);
    }

    /** A conversation: one judge with one entity in one round. */
    private record Conversation(int round, int judge, String entity) {}

    static Table table(ContestHeader contest, List<OpeningCheck> checks) {
        Map<Conversation, Optional<OpeningCheck>> conversations = new LinkedHashMap<>();
        // the plan says which conversations there were; a log without one, those the relay checked
        for (PlannedRound round : contest.rounds()) {
            for (PlannedRound.Seat seat : round.seats()) {
                seat.entities()
                        .forEach(id ->
                                conversations.put(new Conversation(round.round(), seat.judge(), id), Optional.empty()));
            }
        }
        // the last line of a conversation stands: a later one says the assertion came late
        checks.forEach(c -> conversations.put(new Conversation(c.round(), c.judge(), c.entity()), Optional.of(c)));
        List<List<String>> rows = conversations.entrySet().stream()
                .sorted(java.util.Comparator.comparingInt((Map.Entry<Conversation, Optional<OpeningCheck>> e) ->
                                e.getKey().round())
                        .thenComparingInt(e -> e.getKey().judge()))
                .map(e -> List.of(
                        Integer.toString(e.getKey().round()),
                        ScoreText.judge(e.getKey().judge()),
                        e.getKey().entity(),
                        contest.entity(e.getKey().entity())
                                .map(h -> h.human() ? "confederate" : "entry")
                                .orElse("?"),
                        e.getValue().map(OpeningCheck::terminal).orElse("-"),
                        e.getValue().map(c -> c.said().toString()).orElse("no check on record")))
                .toList();
        return new Table(
                "Opening assertion (2006): each entity's first words to each judge",
                List.of("round", "judge", "entity", "kind", "at", "assertion"),
                rows,
                List.of(
                        "\"Hello, my name is John and I am a man.\" or \"Hello, my name is Joan, and I am a woman.\", \"made on the first "
                                + "interaction between the Entity and every Judge\"; capitals, punctuation and spacing do not count",
                        "made late: made, but not as its first words; no check on record: no reply was recorded, or the relay took the "
                                + "conversation up after a restart",
                        "the rules do not say what follows from an assertion not made: no score above counts it"));
    }
}
