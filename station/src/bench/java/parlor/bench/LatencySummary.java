package parlor.bench;

import java.util.Arrays;

/** Percentiles of a set of latencies (nearest rank), in microseconds. */
record LatencySummary(int count, long p50, long p90, long p99, long p999, long max) {

    static LatencySummary of(LongSamples samples) {
        long[] sorted = new long[samples.size()];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = samples.get(i);
        }
        Arrays.sort(sorted);
        if (sorted.length == 0) {
            return new LatencySummary(0, 0, 0, 0, 0, 0);
        }
        return new LatencySummary(sorted.length, rank(sorted, 0.50), rank(sorted, 0.90), rank(sorted, 0.99),
            rank(sorted, 0.999), sorted[sorted.length - 1]);
    }

    private static long rank(long[] sorted, double quantile) {
        int index = (int) Math.ceil(quantile * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
