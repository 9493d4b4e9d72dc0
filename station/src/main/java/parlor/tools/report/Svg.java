package parlor.tools.report;

import static parlor.transcripts.text.Html.escape;

import java.util.Locale;
import java.util.Optional;
import parlor.tools.publish.ResultsHtml;
import parlor.tools.publish.SvgText;

/** An inline SVG drawing, built up mark by mark: no scripts, no outside files. */
final class Svg {

    /** What neither computer nor person is drawn in: blind reports, and entities the day does not describe. */
    static final String NEUTRAL = "#777777";

    private final StringBuilder out = new StringBuilder();

    private static final String HUMAN_KEY = "human confederate";

    /** How far the colours' key reaches to the right of where it starts. */
    static final double LEGEND_WIDTH = 168 + SvgText.width(HUMAN_KEY);

    /** A drawing of this size (whole pixels, rounded up), described to screen readers by {@code label}. */
    Svg(double width, double height, String label) {
        long wide = (long) Math.ceil(width);
        long high = (long) Math.ceil(height);
        out.append("<svg width=\"")
                .append(wide)
                .append("\" height=\"")
                .append(high)
                .append("\" viewBox=\"0 0 ")
                .append(wide)
                .append(' ')
                .append(high)
                .append("\" role=\"img\" aria-label=\"")
                .append(escape(label))
                .append("\">\n");
    }

    /** The colour of a computer entry, a person, or of one whose nature is not shown. */
    static String colour(Optional<Boolean> human) {
        return human.map(h -> h ? ResultsHtml.HUMAN : ResultsHtml.COMPUTER).orElse(NEUTRAL);
    }

    Svg text(double x, double y, String anchor, String text) {
        out.append("<text x=\"")
                .append(n(x))
                .append("\" y=\"")
                .append(n(y))
                .append("\" text-anchor=\"")
                .append(anchor)
                .append("\">")
                .append(escape(text))
                .append("</text>\n");
        return this;
    }

    Svg rect(String kind, double x, double y, double width, double height, String fill) {
        out.append("<rect class=\"")
                .append(kind)
                .append("\" x=\"")
                .append(n(x))
                .append("\" y=\"")
                .append(n(y))
                .append("\" width=\"")
                .append(n(width))
                .append("\" height=\"")
                .append(n(height))
                .append("\" fill=\"")
                .append(fill)
                .append("\"/>\n");
        return this;
    }

    Svg circle(String kind, double x, double y, double r, String fill) {
        out.append("<circle class=\"")
                .append(kind)
                .append("\" cx=\"")
                .append(n(x))
                .append("\" cy=\"")
                .append(n(y))
                .append("\" r=\"")
                .append(n(r))
                .append("\" fill=\"")
                .append(fill)
                .append("\" fill-opacity=\"0.75\"/>\n");
        return this;
    }

    Svg line(String kind, double x1, double y1, double x2, double y2) {
        out.append("<line class=\"")
                .append(kind)
                .append("\" x1=\"")
                .append(n(x1))
                .append("\" y1=\"")
                .append(n(y1))
                .append("\" x2=\"")
                .append(n(x2))
                .append("\" y2=\"")
                .append(n(y2))
                .append("\"/>\n");
        return this;
    }

    /** The two colours' key, at {@code (x, y)}; nothing in a blind report. */
    Svg legend(double x, double y, boolean shown) {
        if (shown) {
            rect("key", x, y, 12, 12, ResultsHtml.COMPUTER).text(x + 18, y + 11, "start", "computer entry");
            rect("key", x + 150, y, 12, 12, ResultsHtml.HUMAN).text(x + 168, y + 11, "start", HUMAN_KEY);
        }
        return this;
    }

    @Override
    public String toString() {
        return out + "</svg>\n";
    }

    /** A coordinate, to a tenth, without a trailing .0. */
    private static String n(double value) {
        long tenths = Math.round(value * 10);
        return tenths % 10 == 0 ? Long.toString(tenths / 10) : String.format(Locale.ROOT, "%.1f", tenths / 10.0);
    }
}
