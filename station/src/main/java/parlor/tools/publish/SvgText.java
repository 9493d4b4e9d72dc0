package parlor.tools.publish;

import java.util.ArrayList;
import java.util.List;

/**
 * Room for the tools' SVG labels (13 px Georgia). A drawing cannot measure its text, so a label's width is estimated
 * on the wide side: a label given that much room is shown whole, never cut at a column or the drawing's edge.
 */
public final class SvgText {

    /** Wider than Georgia's average character at 13 px (about 6 px). */
    public static final double CHARACTER = 7;

    private SvgText() {}

    public static double width(String text) {
        return text.length() * CHARACTER;
    }

    /** The widest of {@code texts}: 0 for none. */
    public static double widest(List<String> texts) {
        return texts.stream().mapToDouble(SvgText::width).max().orElse(0);
    }

    /** The text's lines in at most {@code room} px each, broken between words; a word wider than that has its own line. */
    public static List<String> wrap(String text, double room) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (!line.isEmpty() && width(line + " " + word) > room) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.isEmpty() ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /** The longest word's width: the least room that wraps {@code texts} without a word passing it. */
    public static double widestWord(List<String> texts) {
        return widest(
                texts.stream().flatMap(t -> List.of(t.split(" ")).stream()).toList());
    }
}
