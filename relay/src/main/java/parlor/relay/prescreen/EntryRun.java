package parlor.relay.prescreen;

import java.time.Duration;
import java.util.List;
import parlor.relay.contest.ContestFacts;
import parlor.relay.contest.EntitySpec;

/** One entry's prescreening: every item's answer, in the suite's order, and how long the whole took. */
record EntryRun(EntitySpec entry, String terminal, List<ItemAnswer> answers, Duration took) {

    EntryRun {
        answers = List.copyOf(answers);
    }

    /** The entry's rows on the scoring sheet, each with its automatic mark where the item has one. */
    List<PrescreenSheet.Row> rows(ContestFacts facts) {
        return answers.stream().map(answer -> row(answer, facts)).toList();
    }

    private PrescreenSheet.Row row(ItemAnswer answer, ContestFacts facts) {
        SuiteItem item = answer.item();
        var auto = Marking.auto(
                item, answer.lines(), facts, answer.asked(), answer.answered().orElse(answer.asked()));
        return new PrescreenSheet.Row(
                entry.id(),
                entry.name(),
                item.id(),
                item.set(),
                item.kind().word(),
                item.text(),
                String.join("\n", answer.lines()),
                auto.isPresent() ? java.util.OptionalDouble.of(auto.getAsInt()) : java.util.OptionalDouble.empty(),
                java.util.OptionalDouble.empty(),
                String.join(Troubles.SEPARATOR, answer.problems()),
                answer.took()
                        .map(took -> String.format(java.util.Locale.ROOT, "%.1f", took.toMillis() / 1000.0))
                        .orElse(""));
    }

    long problems() {
        return answers.stream().filter(answer -> !answer.problems().isEmpty()).count();
    }
}
