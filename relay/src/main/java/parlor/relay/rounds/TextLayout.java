package parlor.relay.rounds;

import java.util.ArrayList;
import java.util.List;

/** Plain-text layout in the manner of the published rules: dot leaders between columns, words wrapped. */
final class TextLayout {

    /** Space taken by a leader between two columns at the least: " .... ". */
    static final int GAP = 6;

    private TextLayout() {}

    /** The text, then a space, dots and a space, {@code width} characters in all ("J1 .... "). */
    static String leader(String text, int width) {
        int dots = width - text.length() - 2;
        return dots < 0 ? text + " " : text + " " + ".".repeat(dots) + " ";
    }

    static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }

    /** The words joined by spaces, broken into lines of at most {@code width} (a longer word gets a line of its own). */
    static List<String> wrap(List<String> words, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : words) {
            if (!line.isEmpty() && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (!line.isEmpty()) {
                line.append(' ');
            }
            line.append(word);
        }
        if (!line.isEmpty() || lines.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    static List<String> wrap(String sentence, int width) {
        return wrap(List.of(sentence.split(" ")), width);
    }

    static int longest(List<String> texts) {
        return texts.stream().mapToInt(String::length).max().orElse(0);
    }
}
