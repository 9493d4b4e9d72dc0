package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Collection;

/**
 * An arithmetic mean kept exact, so that "equal placing" (2003 rule 48) and ties are decided on
 * the judges' numbers, not on rounding: 3.1 + 3.4 over 2 is exactly 3.25. A mean of nothing sorts
 * below every other.
 */
public record Mean(BigDecimal sum, int count) implements Comparable<Mean> {

    public static Mean of(Collection<BigDecimal> values) {
        return new Mean(values.stream().reduce(BigDecimal.ZERO, BigDecimal::add), values.size());
    }

    public static Mean ofWholes(Collection<Integer> values) {
        return of(values.stream().map(BigDecimal::valueOf).toList());
    }

    public boolean isEmpty() {
        return count == 0;
    }

    /** Rounded to two places for showing; "-" for a mean of nothing. */
    public String shown() {
        return isEmpty()
                ? "-"
                : sum.divide(BigDecimal.valueOf(count), 2, RoundingMode.HALF_UP).toPlainString();
    }

    public double value() {
        return isEmpty() ? 0 : sum.doubleValue() / count;
    }

    @Override
    public int compareTo(Mean other) {
        if (isEmpty() || other.isEmpty()) {
            return Boolean.compare(!isEmpty(), !other.isEmpty());
        }
        return sum.multiply(BigDecimal.valueOf(other.count)).compareTo(other.sum.multiply(BigDecimal.valueOf(count)));
    }

    /** Whether the two means are the same number (not the same sums and counts). */
    public boolean sameAs(Mean other) {
        return compareTo(other) == 0;
    }

    @Override
    public String toString() {
        return shown();
    }
}
