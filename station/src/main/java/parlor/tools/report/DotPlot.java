package parlor.tools.report;

import java.util.List;
import java.util.Optional;
import parlor.tools.publish.SvgText;

/**
 * A row of dots per entity on one scale, one dot per measurement (a conversation's typing speed, a
 * reply's delay), the row's median marked: computer entries and people in two colours, so that
 * how alike they look to a judge can be seen at a glance.
 */
final class DotPlot {

    /** One entity's row: its name, whether it is a person (empty: not said), and its measurements. */
    record Row(String label, Optional<Boolean> human, List<Double> values) {}

    /** The labels' column at least; wider where a label needs it. */
    private static final int LABEL = 170;

    private static final int WIDTH = 460;
    private static final int ROW = 28;
    private static final int TICKS = 5;

    private DotPlot() {}

    static String draw(String title, String unit, List<Row> rows, boolean legend) {
        double max = niceMax(rows.stream()
                .flatMap(r -> r.values().stream())
                .mapToDouble(Double::doubleValue)
                .max()
                .orElse(1));
        int axis = rows.size() * ROW + 10;
        // the labels end 10 px before the scale, and start at least 10 px in
        double left =
                Math.max(LABEL, SvgText.widest(rows.stream().map(Row::label).toList()) + 20);
        Svg svg = new Svg(left + WIDTH + 40, axis + 60, title);
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            double y = i * ROW + ROW / 2.0 + 5;
            svg.text(left - 10, y + 4, "end", row.label()).line("guide", left, y, left + WIDTH, y);
            String colour = Svg.colour(row.human());
            row.values().forEach(v -> svg.circle("mark", x(v, max, left), y, 5, colour));
            if (!row.values().isEmpty()) {
                double median =
                        row.values().stream().sorted().toList().get(row.values().size() / 2);
                svg.line("median", x(median, max, left), y - 9, x(median, max, left), y + 9);
            }
        }
        svg.line("axis", left, axis, left + WIDTH, axis);
        for (int t = 0; t <= TICKS; t++) {
            double value = max * t / TICKS;
            svg.line("tick", x(value, max, left), axis, x(value, max, left), axis + 5)
                    .text(x(value, max, left), axis + 19, "middle", trimmed(value));
        }
        svg.text(left + WIDTH / 2.0, axis + 36, "middle", unit + " (bar: median)");
        return svg.legend(left, axis + 44, legend).toString();
    }

    /** Where {@code value} is on a scale from 0 to {@code max} that starts at {@code left}. */
    private static double x(double value, double max, double left) {
        return left + Math.max(0, Math.min(1, value / max)) * WIDTH;
    }

    /** The scale's end: the largest value rounded up to 1, 2 or 5 times a power of ten. */
    static double niceMax(double largest) {
        if (largest <= 0) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(largest)));
        for (double step : new double[] {1, 2, 5, 10}) {
            if (step * power >= largest) {
                return step * power;
            }
        }
        return 10 * power;
    }

    private static String trimmed(double value) {
        return value == Math.rint(value)
                ? Long.toString((long) value)
                : String.format(java.util.Locale.ROOT, "%.1f", value);
    }
}
