package parlor.relay.prescreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import parlor.relay.ops.EntityLog;

/** A prescreening's evidence comes from the supervisor's events as values, at the entry's own terminal only. */
class OpsWatchTest {

    @Test
    void aRestartAndAHangReachTheEntrysListenerWithTheSupervisorsOwnWords() {
        List<String> p1 = new CopyOnWriteArrayList<>();
        List<String> p2 = new CopyOnWriteArrayList<>();
        try (OpsWatch ignored = new OpsWatch(Map.of("P1", listener(p1), "P2", listener(p2)))) {
            EntityLog.entityRestarting("P1", "E1", "program exited with status 3", Duration.ofSeconds(1));
            EntityLog.entityDied("P2", "E2", "no reply within 30 s (hung)");
            EntityLog.entityDied("P9", "E9", "program exited with status 1");
        }
        EntityLog.entityDied("P1", "E1", "after the watch closed");

        assertThat(p1).containsExactly("crashed: program exited with status 3, restarted");
        assertThat(p2).containsExactly("hung: no reply within 30 s (hung)");
    }

    private static OpsWatch.Listener listener(List<String> heard) {
        return (kind, evidence) -> heard.add(kind + ": " + evidence);
    }
}
