package parlor.relay.rounds;

import java.util.List;

/** A schedule, or a request for one, that cannot be run; each reason names who and which round. */
public final class ScheduleRefusedException extends RuntimeException {

    /** Enough to see what is wrong without burying the operator; all are in {@link #reasons()}. */
    private static final int REASONS_SHOWN = 10;

    private final List<String> reasons;

    public ScheduleRefusedException(List<String> reasons) {
        super(summary(reasons));
        this.reasons = List.copyOf(reasons);
    }

    public List<String> reasons() {
        return reasons;
    }

    private static String summary(List<String> reasons) {
        if (reasons.size() == 1) {
            return reasons.getFirst();
        }
        StringBuilder text = new StringBuilder(reasons.size() + " problems:");
        reasons.stream().limit(REASONS_SHOWN).forEach(r -> text.append("\n  ").append(r));
        if (reasons.size() > REASONS_SHOWN) {
            text.append("\n  … and ").append(reasons.size() - REASONS_SHOWN).append(" more");
        }
        return text.toString();
    }
}
