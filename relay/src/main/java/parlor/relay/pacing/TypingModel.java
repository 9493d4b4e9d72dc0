package parlor.relay.pacing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * How long a person takes between one key and the next while typing a line: an empirical
 * distribution, given as evenly spaced quantiles and sampled by inverse transform. The one Parlor
 * ships is derived from the judges' own keystrokes in the 2012 Loebner Prize logs (see the
 * resource's header), not from invented constants.
 */
public final class TypingModel {

    public static final String RESOURCE = "/parlor/typing-2012.txt";

    private final double[] quantileMillis;

    public TypingModel(List<Double> quantileMillis) {
        if (quantileMillis.size() < 2) {
            throw new IllegalArgumentException("a typing model needs at least two quantiles");
        }
        this.quantileMillis =
                quantileMillis.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * The model derived from the 2012 judges, as shipped. Read once: every terminal's pacing asks
     * for it, and a relay of 1,000 terminals read and parsed the file 1,000 times as it started
     * (about 60 MB of garbage, JFR), which brought on its collector's first collections.
     */
    public static TypingModel judges2012() {
        return Judges2012.MODEL;
    }

    /** Loaded on first use, once (the holder idiom: the class is initialised when first touched). */
    private static final class Judges2012 {
        static final TypingModel MODEL = of(ShippedData.lines(RESOURCE));
    }

    private static TypingModel of(List<String> lines) {
        return new TypingModel(lines.stream().map(Double::parseDouble).toList());
    }

    /** One gap between keys, drawn from the distribution. */
    public Duration nextGap(Random random) {
        double position = random.nextDouble() * (quantileMillis.length - 1);
        int below = (int) Math.floor(position);
        int above = Math.min(below + 1, quantileMillis.length - 1);
        double millis = quantileMillis[below] + (position - below) * (quantileMillis[above] - quantileMillis[below]);
        return Duration.ofNanos((long) (millis * 1_000_000));
    }

    public List<Double> quantiles() {
        List<Double> out = new ArrayList<>();
        for (double q : quantileMillis) {
            out.add(q);
        }
        return out;
    }
}
