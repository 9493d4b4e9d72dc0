package parlor.tools.report;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.tools.publish.ConversationHtml;
import parlor.tools.publish.ResultsHtml;
import parlor.tools.publish.Scored;
import parlor.transcripts.rules.Results;

/** A day's report as files: the index, a page per conversation, and (unless blind) the results page. */
final class ContestReport {

    private ContestReport() {}

    /** Each file's name and text, the index first; throws if two pages would share a name. */
    static Map<String, String> files(Day day, boolean blind, ZoneId zone) {
        Names names = new Names(day, blind);
        List<String> pages = PageNames.of(day.talks(), blind);
        List<IndexHtml.Entry> entries = new ArrayList<>();
        for (int i = 0; i < pages.size(); i++) {
            Talk talk = day.talks().get(i);
            entries.add(new IndexHtml.Entry(talk, pages.get(i), names.of(talk.entity())));
        }
        Optional<Results> results =
                day.verdicts().map(v -> Scored.results(v, day.folder())).map(day.seal()::apply);
        boolean resultsPage = results.isPresent() && !blind;
        Map<String, String> files = new LinkedHashMap<>();
        files.put(
                PageNames.INDEX, IndexHtml.page(day, entries, Plots.of(day, names, results), resultsPage, blind, zone));
        for (IndexHtml.Entry e : entries) {
            files.put(
                    e.page(),
                    ConversationHtml.page(title(e), List.of(e.talk().said()), zone, List.of(e.entity()), blind));
        }
        if (resultsPage) {
            files.put(
                    PageNames.RESULTS,
                    ResultsHtml.page(results.get(), day.verdicts().get().skipped()));
        }
        return files;
    }

    /** {@code Round 1, T1, left: E1 (Eliza)}, or for a record placed in no round, where it was found. */
    static String title(IndexHtml.Entry e) {
        Talk t = e.talk();
        String where = t.round().isPresent()
                ? "Round " + t.roundText() + ", " + t.terminal() + (t.side().equals("-") ? "" : ", " + t.side())
                : "Unplaced conversation" + (t.terminal().isBlank() ? "" : " at " + t.terminal());
        return where + ": " + e.entity();
    }
}
