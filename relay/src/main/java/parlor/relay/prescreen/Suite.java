package parlor.relay.prescreen;

import java.time.Duration;
import java.util.List;
import parlor.relay.contest.ContestFacts;

/**
 * A question suite for prescreening: the items put to every entry, in order; the contest facts the
 * time questions rely on; how long the simulated judge waits for each answer before going on; and
 * how many entries the final takes.
 */
public record Suite(String name, ContestFacts facts, Duration replyTimeout, int finalists, List<SuiteItem> items) {

    public Suite {
        items = List.copyOf(items);
        if (items.isEmpty()) {
            throw new IllegalArgumentException("a suite needs at least one item");
        }
    }

    public long questions() {
        return items.stream().filter(item -> item.kind() == SuiteItem.Kind.ASK).count();
    }
}
