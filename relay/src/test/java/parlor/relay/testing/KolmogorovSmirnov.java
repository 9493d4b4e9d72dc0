package parlor.relay.testing;

import java.util.List;

/** The two-sample Kolmogorov-Smirnov statistic: the largest gap between two empirical distributions. */
public final class KolmogorovSmirnov {

    private KolmogorovSmirnov() {}

    public static double statistic(List<Double> a, List<Double> b) {
        double[] x = a.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double[] y = b.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int i = 0;
        int j = 0;
        double d = 0;
        while (i < x.length && j < y.length) {
            double v = Math.min(x[i], y[j]);
            while (i < x.length && x[i] <= v) {
                i++;
            }
            while (j < y.length && y[j] <= v) {
                j++;
            }
            d = Math.max(d, Math.abs((double) i / x.length - (double) j / y.length));
        }
        return d;
    }
}
