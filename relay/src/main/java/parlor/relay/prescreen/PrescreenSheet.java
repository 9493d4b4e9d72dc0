package parlor.relay.prescreen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * The organiser's scoring sheet, {@value #FILE_NAME}: one row per entry and item, with the answer,
 * the automatic mark where the item has patterns, an empty {@code mark} column for a person's 0-2
 * mark, and what went wrong (crashed, hung, flooded, no answer). Written for spreadsheets and read
 * back from whatever they save: columns are found by their header, so they may be moved or added.
 */
public final class PrescreenSheet {

    public static final String FILE_NAME = "prescreen.csv";
    static final List<String> HEADER =
            List.of("entry", "name", "item", "set", "kind", "text", "answer", "auto", "mark", "problem", "seconds");
    private static final List<String> REQUIRED = List.of("entry", "item", "mark");

    /** One answer on the sheet; {@code auto} and {@code mark} are 0-2 where given. */
    public record Row(
            String entry,
            String name,
            String item,
            String set,
            String kind,
            String text,
            String answer,
            OptionalDouble auto,
            OptionalDouble mark,
            String problem,
            String seconds) {

        /** A person's mark where given, else the automatic one. */
        public OptionalDouble effectiveMark() {
            return mark.isPresent() ? mark : auto;
        }

        public boolean isQuestion() {
            return !kind.equalsIgnoreCase(SuiteItem.Kind.TELL.word());
        }
    }

    /** A sheet as read back: its rows, and the lines left out with the reason. */
    public record Read(List<Row> rows, List<String> skipped) {}

    private PrescreenSheet() {}

    public static String write(List<Row> rows) {
        List<List<String>> records = new ArrayList<>();
        records.add(HEADER);
        for (Row row : rows) {
            records.add(List.of(
                    row.entry(),
                    inert(row.name()),
                    row.item(),
                    inert(row.set()),
                    row.kind(),
                    inert(row.text()),
                    inert(row.answer()),
                    number(row.auto()),
                    number(row.mark()),
                    inert(row.problem()),
                    row.seconds()));
        }
        return Csv.write(records);
    }

    /**
     * Text an entry wrote must stay text: a spreadsheet would run a cell starting with = + - or @ as
     * a formula (an entry answering "=HYPERLINK(...)"), so such a cell starts with an apostrophe.
     */
    private static String inert(String text) {
        return !text.isEmpty() && "=+-@".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
    }

    static String number(OptionalDouble mark) {
        if (mark.isEmpty()) {
            return "";
        }
        double value = mark.getAsDouble();
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    /** Reads a sheet back; {@code fileName} names it in the reasons lines were left out. */
    public static Read read(String text, String fileName) {
        List<Csv.Record> records = Csv.read(text);
        if (records.isEmpty()) {
            throw new IllegalArgumentException(
                    fileName + " is empty: it should start with the header line " + String.join(",", HEADER));
        }
        Map<String, Integer> columns = columns(records.get(0), fileName);
        List<Row> rows = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Csv.Record record : records.subList(1, records.size())) {
            String where = fileName + ":" + record.line();
            Row row;
            try {
                row = row(record, columns);
            } catch (UnreadableMark e) {
                // the row stays, unmarked: the report lists it with the questions still to mark
                row = e.row;
                skipped.add(where + ": " + e.getMessage() + ": counted as not yet marked");
            } catch (IllegalArgumentException e) {
                skipped.add(where + ": " + e.getMessage() + ": left out");
                continue;
            }
            if (seen.add(row.entry() + " " + row.item())) {
                rows.add(row);
            } else {
                skipped.add(where + ": a second row for " + row.entry() + " " + row.item() + ": left out");
            }
        }
        return new Read(rows, skipped);
    }

    /** A row whose mark cannot be read, and the row without its marks. */
    private static final class UnreadableMark extends IllegalArgumentException {
        private final transient Row row;

        UnreadableMark(String message, Row row) {
            super(message);
            this.row = row;
        }
    }

    private static Map<String, Integer> columns(Csv.Record header, String fileName) {
        Map<String, Integer> columns = new HashMap<>();
        for (int i = 0; i < header.fields().size(); i++) {
            columns.putIfAbsent(header.fields().get(i).strip().toLowerCase(Locale.ROOT), i);
        }
        for (String needed : REQUIRED) {
            if (!columns.containsKey(needed)) {
                throw new IllegalArgumentException(fileName + ":" + header.line() + ": the header has no '" + needed
                        + "' column (it should read " + String.join(",", HEADER) + ")");
            }
        }
        return columns;
    }

    private static Row row(Csv.Record record, Map<String, Integer> columns) {
        String entry = field(record, columns, "entry");
        String item = field(record, columns, "item");
        if (entry.isEmpty() || item.isEmpty()) {
            throw new IllegalArgumentException("no entry or item named");
        }
        Row unmarked = new Row(
                entry,
                field(record, columns, "name"),
                item,
                field(record, columns, "set"),
                field(record, columns, "kind"),
                field(record, columns, "text"),
                field(record, columns, "answer"),
                OptionalDouble.empty(),
                OptionalDouble.empty(),
                field(record, columns, "problem"),
                field(record, columns, "seconds"));
        try {
            return new Row(
                    entry,
                    unmarked.name(),
                    item,
                    unmarked.set(),
                    unmarked.kind(),
                    unmarked.text(),
                    unmarked.answer(),
                    mark(field(record, columns, "auto"), "auto"),
                    mark(field(record, columns, "mark"), "mark"),
                    unmarked.problem(),
                    unmarked.seconds());
        } catch (IllegalArgumentException e) {
            throw new UnreadableMark(entry + " " + item + ": " + e.getMessage(), unmarked);
        }
    }

    private static String field(Csv.Record record, Map<String, Integer> columns, String name) {
        Integer index = columns.get(name);
        return index == null || index >= record.fields().size()
                ? ""
                : record.fields().get(index).strip();
    }

    /** 0, 1 or 2, and anything between (1.5); a spreadsheet may write 2.0 or, in some countries, 1,5. */
    private static OptionalDouble mark(String text, String column) {
        if (text.isEmpty()) {
            return OptionalDouble.empty();
        }
        try {
            double value = Double.parseDouble(text.replace(',', '.'));
            if (value >= 0 && value <= 2) {
                return OptionalDouble.of(value);
            }
        } catch (NumberFormatException e) {
            // said below, with the value
        }
        throw new IllegalArgumentException(column + " '" + text + "' is not a mark from 0 to 2");
    }
}
