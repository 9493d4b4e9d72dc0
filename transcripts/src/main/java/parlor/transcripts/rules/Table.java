package parlor.transcripts.rules;

import java.util.List;

/**
 * One of the intermediate tables a rule set's scoring goes through, ready to print or publish.
 *
 * @param notes sentences under the table: what a cell means, what was left out and why
 */
public record Table(String title, List<String> columns, List<List<String>> rows, List<String> notes) {

    public Table {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
        notes = List.copyOf(notes);
        for (List<String> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException(
                        "table '" + title + "': a row has " + row.size() + " cells for " + columns.size() + " columns");
            }
        }
    }
}
