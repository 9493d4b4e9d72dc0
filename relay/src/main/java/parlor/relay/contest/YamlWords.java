package parlor.relay.contest;

import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * The YAML reader's refusals said in the words of someone writing a contest file: where the file
 * breaks and what to do about it, instead of {@code expected <block end>, but found '<block
 * mapping start>'}. A refusal not known here keeps the reader's own words.
 */
final class YamlWords {

    private YamlWords() {}

    /** {@code file:line:column: what is wrong}, at the place the reader stopped. */
    static String of(String fileName, MarkedYAMLException e) {
        Mark problem = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
        String where = problem == null ? "" : place(problem) + ":";
        return fileName + ":" + where + " " + words(e, problem, e.getContextMark());
    }

    private static String words(MarkedYAMLException e, Mark problem, Mark context) {
        String said = String.valueOf(e.getProblem());
        String while_ = String.valueOf(e.getContext());
        if (said.startsWith("expected <block end>") && context != null) {
            String what = while_.contains("block mapping") ? "key" : "list item";
            return "indentation: this line starts at column " + (problem.getColumn() + 1) + ", which lines up with no "
                    + what + " above it (the " + what + "s before it, from line " + (context.getLine() + 1)
                    + ", start at column " + (context.getColumn() + 1) + "): indent it exactly as far as the " + what
                    + "s it belongs with, using spaces";
        }
        if (said.startsWith("expected '<document start>'")) {
            return "indentation: the file's first key is indented, and this one is not: start every top-level key at"
                    + " column 1";
        }
        if (said.startsWith("mapping values are not allowed here")) {
            return "indentation: this line is indented further than the line above it, which has its value already: "
                    + "line it up with the key above it (or, if the value here holds ': ', put it in quotes)";
        }
        if (said.contains("\\t(TAB)") || said.contains("\t(TAB)")) {
            return "indentation: a tab here: YAML indents with spaces only";
        }
        if (said.startsWith("expected ',' or ']'") && context != null) {
            return "a list opened with '[' at " + place(context)
                    + " is not closed with ']' (or its items lack a ',' between them)";
        }
        if (said.startsWith("expected ',' or '}'") && context != null) {
            return "a mapping opened with '{' at " + place(context)
                    + " is not closed with '}' (or its entries lack a ',' between them)";
        }
        if (said.startsWith("found unexpected end of stream") && while_.contains("quoted scalar") && context != null) {
            return "a quote opened at " + place(context) + " is never closed";
        }
        return "not valid YAML: " + said;
    }

    private static String place(Mark mark) {
        return (mark.getLine() + 1) + ":" + (mark.getColumn() + 1);
    }
}
