package parlor.tools.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import parlor.tools.publish.ResultsHtml;
import parlor.transcripts.rules.Results;
import parlor.transcripts.rules.Verdict;
import parlor.transcripts.stats.ConversationStats;

/** The plots a day's report shows: its verdicts by round and judge, its results, and how fast each entity typed and answered. */
final class Plots {

    private Plots() {}

    static List<Plot> of(Day day, Names names, Optional<Results> results) {
        List<Plot> plots = new ArrayList<>();
        day.verdicts().filter(v -> !v.verdicts().isEmpty()).ifPresent(v -> {
            boolean picks = v.verdicts().stream().anyMatch(e -> e.verdict() instanceof Verdict.Pick);
            plots.add(new Plot(
                    "verdicts",
                    picks ? "Whom each judge took for the human, by round" : "Each judge's verdicts, by round",
                    VerdictGrid.draw(
                            "Verdicts by round and judge", VerdictGrid.marks(v.verdicts(), names), !names.blind()),
                    picks
                            ? "One mark per verdict: a pick names the one taken for the human"
                                    + (names.blind() ? ";" : ", coloured by what it was;")
                                    + " a rank (1: least human) orders those taken for machines."
                            : "One mark per verdict; the bar is the verdict's share of its scale."));
        });
        if (!names.blind()) {
            results.ifPresent(r -> plots.add(new Plot(
                    "results",
                    "How human each entity was judged",
                    ResultsHtml.chart(r.chart()),
                    "On the rule set's own measure; see the results page.")));
        }
        plots.add(new Plot(
                "typing",
                "Typing speed as the judges saw it",
                DotPlot.draw("Typing speed per entity", "characters a minute", typing(day, names), !names.blind()),
                "One dot per conversation: the hidden side's typing speed on the judge's screen, from the median gap"
                        + " between its keys (pauses over 2 s left out). Where the day paced replies, programs and people"
                        + " alike were typed out by the pacer."));
        plots.add(new Plot(
                "delays",
                "Reply delay",
                DotPlot.draw("Reply delay per entity", "seconds", delays(day, names), !names.blind()),
                "One dot per reply: from the end of the judge's message to the first key of the answer."));
        return plots;
    }

    /** Each conversation's typing speed on the judge's screen, where it had keys enough to tell. */
    private static List<DotPlot.Row> typing(Day day, Names names) {
        return rows(day, names, talk -> {
            long cpm = ConversationStats.of(talk.said()).hidden().charactersPerMinute();
            return cpm > 0 ? Stream.of((double) cpm) : Stream.empty();
        });
    }

    /** Each reply's delay, in seconds. */
    private static List<DotPlot.Row> delays(Day day, Names names) {
        return rows(
                day,
                names,
                talk -> ConversationStats.of(talk.said()).replyDelaysMillis().stream()
                        .map(ms -> ms / 1000.0));
    }

    /** A row per entity, holding what {@code measured} finds in each of its conversations. */
    private static List<DotPlot.Row> rows(Day day, Names names, Function<Talk, Stream<Double>> measured) {
        return names.ids().stream()
                .map(id -> new DotPlot.Row(
                        names.of(id),
                        names.human(id),
                        day.talks().stream()
                                .filter(t -> t.entity().equals(id))
                                .flatMap(measured)
                                .toList()))
                .toList();
    }
}
