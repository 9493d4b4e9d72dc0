package parlor.relay.prescreen;

import java.util.ArrayList;
import java.util.List;

/**
 * Comma-separated values as spreadsheets read and write them (RFC 4180): fields with commas, quotes
 * or line breaks are quoted, quotes doubled, records end in CR LF. Reading is tolerant of what a
 * spreadsheet saves back: a byte-order mark, LF or CR line ends, a {@code sep=;} first line, and
 * semicolons or tabs instead of commas (told from the header line).
 */
public final class Csv {

    /** One record as read, with the line it starts on, for messages. */
    public record Record(int line, List<String> fields) {
    }

    private Csv() {
    }

    public static String write(List<List<String>> records) {
        StringBuilder out = new StringBuilder();
        for (List<String> record : records) {
            for (int i = 0; i < record.size(); i++) {
                out.append(i == 0 ? "" : ",").append(quoted(record.get(i)));
            }
            out.append("\r\n");
        }
        return out.toString();
    }

    private static String quoted(String field) {
        boolean plain = field.chars().noneMatch(c -> c == ',' || c == '"' || c == '\r' || c == '\n' || c == ';' || c == '\t')
            && field.equals(field.strip());
        return plain ? field : '"' + field.replace("\"", "\"\"") + '"';
    }

    public static List<Record> read(String text) {
        String rest = text.startsWith("\uFEFF") ? text.substring(1) : text;
        int line = 1;
        char delimiter;
        if (rest.startsWith("sep=") && rest.length() > 4) {
            delimiter = rest.charAt(4);
            int end = rest.indexOf('\n');
            rest = end < 0 ? "" : rest.substring(end + 1);
            line = 2;
        } else {
            delimiter = delimiterOf(rest);
        }
        return new Reader(rest, delimiter, line).records();
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

    /** Walks the text once, character by character; a quoted field may hold line breaks. */
    private static final class Reader {
        private final String text;
        private final char delimiter;
        private int line;
        private int at;

        Reader(String text, char delimiter, int firstLine) {
            this.text = text;
            this.delimiter = delimiter;
            this.line = firstLine;
        }

        List<Record> records() {
            List<Record> records = new ArrayList<>();
            while (at < text.length()) {
                int starts = line;
                List<String> fields = record();
                boolean blank = fields.size() == 1 && fields.get(0).isEmpty();
                if (!blank) {
                    records.add(new Record(starts, fields));
                }
            }
            return records;
        }

        private List<String> record() {
            List<String> fields = new ArrayList<>();
            StringBuilder field = new StringBuilder();
            boolean quoted = false;
            while (at < text.length()) {
                char c = text.charAt(at++);
                if (quoted) {
                    if (c == '"' && at < text.length() && text.charAt(at) == '"') {
                        field.append('"');
                        at++;
                    } else if (c == '"') {
                        quoted = false;
                    } else {
                        countLine(c);
                        field.append(c);
                    }
                } else if (c == '"') {
                    quoted = true;
                } else if (c == delimiter) {
                    fields.add(field.toString());
                    field.setLength(0);
                } else if (c == '\r' || c == '\n') {
                    endOfLine(c);
                    break;
                } else {
                    field.append(c);
                }
            }
            fields.add(field.toString());
            return fields;
        }

        private void countLine(char c) {
            if (c == '\n' || (c == '\r' && (at >= text.length() || text.charAt(at) != '\n'))) {
                line++;
            }
        }

        private void endOfLine(char c) {
            if (c == '\r' && at < text.length() && text.charAt(at) == '\n') {
                at++;
            }
            line++;
        }
    }
}
