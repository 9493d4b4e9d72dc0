package parlor.bench;

import java.util.Arrays;

/** A growing list of longs: hundreds of thousands of samples without boxing each one. */
final class LongSamples {

    private long[] values = new long[256];
    private int size;

    void add(long value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = value;
    }

    int size() {
        return size;
    }

    long get(int index) {
        return values[index];
    }
}
