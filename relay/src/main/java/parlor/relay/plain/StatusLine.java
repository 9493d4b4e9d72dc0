package parlor.relay.plain;

import java.util.List;

/**
 * A status line fitted to the screen's width without cutting a word in half, for the station and
 * the relay-drawn VT100 screen alike. Its parts, most important first: the head (terminal, judge,
 * round and time left), the link's state, the notice, and the key hints at the right. When they do
 * not fit, the least important give way first: the hints shorten or go, the link's state takes its
 * short form, then the notice loses words ({@value #CUT} marks where), then the hints go for good.
 * A notice of the form {@code label: text} keeps its label (without details in brackets, if need
 * be) and the end of its text: what a judge is typing, as a confederate watches it. Any other
 * notice keeps its beginning.
 *
 * @param head   never shortened, unless nothing else is left to give way
 * @param link   the link's state, its forms fullest first (the short one may be empty: all is well); empty for none
 * @param notice empty for none
 * @param hints  shown at the right edge, its forms fullest first, the last usually empty
 */
public record StatusLine(String head, List<String> link, String notice, List<String> hints) {

    public static final String CUT = "...";
    private static final String GAP = "  ";
    private static final String NOTICE = "  | ";
    /** A notice cut to fewer columns than this says too little: the hints give way for it first. */
    private static final int FEW = 20;

    public StatusLine {
        link = List.copyOf(link);
        hints = hints.isEmpty() ? List.of("") : List.copyOf(hints);
    }

    /** The line, at most {@code columns} wide: the left parts, then the hints flush right. */
    public String fit(int columns) {
        int shortLink = Math.max(0, link.size() - 1);
        int shortHints = Math.min(1, hints.size() - 1);
        // {hints' form, link's form, the fewest columns the notice may be cut to}, in the order they give way
        int whole = Integer.MAX_VALUE;
        int[][] tries = {
            {0, 0, whole},
            {shortHints, 0, whole},
            {shortHints, shortLink, FEW},
            {hints.size() - 1, shortLink, width(CUT)}
        };
        for (int[] attempt : tries) {
            String left = withLink(link.isEmpty() ? "" : link.get(attempt[1]));
            String right = hints.get(attempt[0]);
            int room = columns
                    - width(left)
                    - width(right)
                    - (right.isEmpty() ? 0 : 1)
                    - (notice.isEmpty() ? 0 : width(NOTICE));
            boolean fits = notice.isEmpty() ? room >= 0 : room >= Math.min(attempt[2], width(notice));
            if (fits) {
                String line = left + (notice.isEmpty() ? "" : NOTICE + cut(notice, room));
                return line
                        + " ".repeat(Math.max(right.isEmpty() ? 0 : 1, columns - width(line) - width(right)))
                        + right;
            }
        }
        // narrower than the head and the link's short form: whole words of them, as many as fit
        return keepingStart(withLink(link.isEmpty() ? "" : link.get(shortLink)), columns);
    }

    private String withLink(String form) {
        return form.isEmpty() ? head : head + GAP + form;
    }

    /** {@code text} in at most {@code columns}, cut between words, {@value #CUT} where it was cut. */
    public static String cut(String text, int columns) {
        if (width(text) <= columns) {
            return text;
        }
        int colon = text.indexOf(": ");
        if (colon > 0) {
            String label = text.substring(0, colon);
            String body = text.substring(colon + 2);
            // the label's details in brackets give way to the words, if only a few would fit beside them
            String plainer = label.replaceAll("\\s*\\([^)]*\\)", "");
            String tail = wholeWordsFromEnd(body, columns - width(label + ": " + CUT));
            if (width(tail) >= FEW || !tail.isEmpty() && plainer.equals(label)) {
                return label + ": " + CUT + tail;
            }
            String plainerTail = wholeWordsFromEnd(body, columns - width(plainer + ": " + CUT));
            if (!plainerTail.isEmpty()) {
                return plainer + ": " + CUT + plainerTail;
            }
        }
        return keepingStart(text, columns);
    }

    private static String keepingStart(String text, int columns) {
        if (width(text) <= columns) {
            return text;
        }
        String start = wholeWordsFromStart(text, columns - width(CUT));
        if (!start.isEmpty() || columns < width(CUT)) {
            return start.isEmpty() ? "" : start + CUT;
        }
        String first = text.strip().split(" ", 2)[0];
        // a "word" too long for any status line (a URL, a key held down) is shown as far as it goes
        return width(first) < FEW ? CUT : text.substring(0, text.offsetByCodePoints(0, columns - width(CUT))) + CUT;
    }

    private static String wholeWordsFromStart(String text, int columns) {
        int end = -1;
        for (int space = text.indexOf(' ');
                space >= 0 && width(text.substring(0, space)) <= columns;
                space = text.indexOf(' ', space + 1)) {
            end = space;
        }
        return end <= 0 ? "" : text.substring(0, end).stripTrailing();
    }

    private static String wholeWordsFromEnd(String text, int columns) {
        int start = -1;
        for (int space = text.lastIndexOf(' ');
                space >= 0 && width(text.substring(space + 1)) <= columns;
                space = text.lastIndexOf(' ', space - 1)) {
            start = space + 1;
            if (space == 0) {
                break;
            }
        }
        return start < 0 ? "" : text.substring(start).stripLeading();
    }

    private static int width(String text) {
        return text.codePointCount(0, text.length());
    }
}
