package parlor.relay.prescreen;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What became of one item put to one entry: when it was sent, when and what the entry answered
 * (nothing, if it never did), and what went wrong, each problem as {@code kind: evidence}.
 */
record ItemAnswer(
        SuiteItem item, Instant asked, Optional<Instant> answered, List<String> lines, List<String> problems) {

    ItemAnswer {
        lines = List.copyOf(lines);
        problems = List.copyOf(problems);
    }

    Optional<Duration> took() {
        return answered.map(at -> Duration.between(asked, at));
    }
}
