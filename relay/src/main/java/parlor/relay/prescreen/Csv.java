package parlor.relay.prescreen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.csv.QuoteMode;

/**
 * Comma-separated values as spreadsheets read and write them (RFC 4180), through Apache Commons CSV:
 * fields with commas, quotes or line breaks are quoted, quotes doubled, records end in CR LF.
 * Reading is tolerant of what a spreadsheet saves back: a byte-order mark, LF or CR line ends, a
 * {@code sep=;} first line, and semicolons or tabs instead of commas (told from the header line).
 * Two small parts stay here because Commons CSV has neither: which fields to quote (also those with
 * a semicolon, a tab or blanks at an end, so that a spreadsheet guessing another separator keeps
 * the field whole) and telling the separator from the header line.
 */
public final class Csv {

    /** One record as read, with the line it starts on, for messages. */
    public record Record(int line, List<String> fields) {}

    private static final CSVFormat QUOTED =
            CSVFormat.RFC4180.builder().setQuoteMode(QuoteMode.ALL).get();

    private Csv() {}

    public static String write(List<List<String>> records) {
        StringBuilder out = new StringBuilder();
        try {
            for (List<String> record : records) {
                for (int i = 0; i < record.size(); i++) {
                    String field = record.get(i);
                    if (plain(field)) {
                        // nothing in it to quote or escape
                        out.append(i == 0 ? "" : QUOTED.getDelimiterString()).append(field);
                    } else {
                        QUOTED.print(field, out, i == 0);
                    }
                }
                QUOTED.println(out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static boolean plain(String field) {
        return field.chars().noneMatch(c -> c == ',' || c == '"' || c == '\r' || c == '\n' || c == ';' || c == '\t')
                && field.equals(field.strip());
    }

    public static List<Record> read(String text) {
        String rest = text.startsWith("\uFEFF") ? text.substring(1) : text;
        int firstLine = 1;
        char delimiter;
        if (rest.startsWith("sep=") && rest.length() > 4) {
            delimiter = rest.charAt(4);
            int end = rest.indexOf('\n');
            rest = end < 0 ? "" : rest.substring(end + 1);
            firstLine = 2;
        } else {
            delimiter = delimiterOf(rest);
        }
        return records(rest, delimiter, firstLine);
    }

    /** Every record but blank lines, each with the line it starts on; a stray quote or an unclosed one is taken as text. */
    private static List<Record> records(String text, char delimiter, int firstLine) {
        CSVFormat format = CSVFormat.RFC4180
                .builder()
                .setDelimiter(delimiter)
                .setIgnoreEmptyLines(false)
                .setTrailingData(true)
                .setLenientEof(true)
                .get();
        List<Record> records = new ArrayList<>();
        try (CSVParser parser = CSVParser.parse(text, format)) {
            Iterator<CSVRecord> all = parser.iterator();
            while (true) {
                // lines ended before the record is read: a quoted field may hold line breaks
                int starts = firstLine + (int) parser.getCurrentLineNumber();
                if (!all.hasNext()) {
                    return records;
                }
                List<String> fields = all.next().toList();
                if (!(fields.size() == 1 && fields.get(0).isEmpty())) {
                    records.add(new Record(starts, fields));
                }
            }
        } catch (IOException | UncheckedIOException | IllegalStateException e) {
            throw new IllegalArgumentException("not CSV: " + e.getMessage(), e);
        }
    }

    /** The separator the header line uses most, outside quotes: comma unless semicolons or tabs outnumber it. */
    private static char delimiterOf(String text) {
        int commas = 0;
        int semicolons = 0;
        int tabs = 0;
        boolean quoted = false;
        for (int i = 0; i < text.length() && (quoted || (text.charAt(i) != '\n' && text.charAt(i) != '\r')); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted) {
                commas += c == ',' ? 1 : 0;
                semicolons += c == ';' ? 1 : 0;
                tabs += c == '\t' ? 1 : 0;
            }
        }
        if (semicolons > commas && semicolons >= tabs) {
            return ';';
        }
        return tabs > commas ? '\t' : ',';
    }
}
