package parlor.tools.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The file each conversation's page is written to: {@code round-1-T1-left.html} where it was
 * placed in the plan; {@code unplaced-E1-LP26-05.html} where not (blind: {@code unplaced-1.html},
 * for the folder names the entity). No name is given twice, nor is the index's or the results'.
 */
final class PageNames {

    static final String INDEX = "index.html";
    static final String RESULTS = "results.html";

    private PageNames() {}

    /** A name for each talk, in their order; throws, naming both records, if two would share one. */
    static List<String> of(List<Talk> talks, boolean blind) {
        Map<String, String> taken = new LinkedHashMap<>();
        Set.of(INDEX, RESULTS).forEach(reserved -> taken.put(reserved, "the report itself"));
        List<String> names = new ArrayList<>();
        int unplaced = 0;
        for (Talk talk : talks) {
            String name;
            if (talk.round().isPresent()) {
                name = "round-" + talk.roundText() + "-" + talk.terminal()
                        + (talk.side().equals("-") ? "" : "-" + talk.side());
            } else {
                unplaced++;
                name = blind
                        ? "unplaced-" + unplaced
                        : "unplaced-" + talk.record().replaceFirst("\\.[^./]*$", "");
            }
            name = name.replaceAll("[^A-Za-z0-9_-]+", "-") + ".html";
            String before = taken.putIfAbsent(name, talk.record());
            if (before != null) {
                throw new IllegalStateException("two pages would both be " + name + ": " + before + " and "
                        + talk.record() + " (nothing written)");
            }
            names.add(name);
        }
        return names;
    }
}
