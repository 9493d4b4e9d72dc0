package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.ContextInitializer;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.event.Level;
import parlor.transcripts.testing.Modes;

/**
 * An entity that says many different things, crash after crash and one bad name after another at
 * each of the forty terminals it serves, in the operator log as the relay sets it up (here with caps
 * of 64 KB a file and 256 KB in all): it cannot push the relay's own events out (issue 40: 1.5 GB
 * of one entry's warnings took every event before them out of relay.jsonl).
 */
class EntityLogShareTest {

    @TempDir
    Path folder;

    /** What an entry's crashes and rubbish write, each line different from the last. */
    private static final List<String> KINDS =
            List.of("entity-process", "entity-restarting", "entity-died", "reply-dropped", "lpp-not-a-key");

    @Test
    void anEntitysManyDifferentWarningsLeaveTheRelaysFirstEventAtTheTopOfTheLog() throws Exception {
        floodBothFilesAndCheck(Map.of("parlor.log.fileSize", "64KB", "parlor.log.totalSize", "256KB"));
    }

    @Test
    void aQueuedLogGuardsEachEntityAsTheCallersThreadDecidesForBothFiles() throws Exception {
        // the relay's own log is queued: each file written by a thread of its own, the share decided once an event
        floodBothFilesAndCheck(
                Map.of("parlor.log.fileSize", "64KB", "parlor.log.totalSize", "256KB", "parlor.log.queued", "true"));
    }

    private void floodBothFilesAndCheck(Map<String, String> properties) throws Exception {
        LoggerContext context = configured(properties);
        try {
            Logger ops = context.getLogger(OpsLog.LOGGER);
            ops.atInfo()
                    .addKeyValue("event", "station-connected")
                    .addKeyValue("peer", "tcp:10.0.0.7:40112")
                    .log("station connected from tcp:10.0.0.7:40112 (key proven)");
            for (int i = 0; i < 20_000; i++) {
                String kind = KINDS.get(i % KINDS.size());
                context.getMDCAdapter().put("terminal", "T" + (i / KINDS.size() % 40 + 1));
                ops.atLevel(kind.equals("entity-died") ? Level.ERROR : Level.WARN)
                        .addKeyValue("event", kind)
                        .addKeyValue("entity", "E1")
                        .log(
                                "entity E1: '{}' in its folder is not an LPP key, or it died with status {}",
                                "junk" + i,
                                i);
            }
            context.getMDCAdapter().remove("terminal");
            ops.atInfo()
                    .addKeyValue("event", "operator-command")
                    .addKeyValue("command", "status")
                    .log("console: status");
            EntityLogGuard.sayAll(context);
        } finally {
            context.stop();
        }

        List<String> jsonl = Files.readAllLines(folder.resolve("relay.jsonl"));
        assertThat(jsonl.getFirst()).as("relay.jsonl's first line").contains("\"event\":\"station-connected\"");
        assertThat(Files.readAllLines(folder.resolve("relay.log")).getFirst())
                .as("relay.log's first line")
                .contains("station connected from tcp:10.0.0.7:40112");
        assertThat(jsonl).as("the relay's event after the flood").anyMatch(line -> line.contains("console: status"));
        assertThat(Modes.files(folder)).as("nothing rolled").hasSize(2);

        // 40 terminals x 5 kinds: 200 firsts in the first 10 s, of which the budget takes 60; the rest is counted
        assertThat(jsonl)
                .filteredOn(line -> KINDS.stream().anyMatch(kind -> line.contains("\"event\":\"" + kind + "\"")))
                .hasSize(LogBudget.Share.DEFAULT.perMinute());
        assertThat(jsonl)
                .filteredOn(line -> line.contains("entity-log-budget-spent"))
                .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                .contains("entity E1 has written its 60 lines for now to the operator logs: its lines are counted, "
                        + "not written, until its budget refills (within a minute)");
        assertThat(jsonl)
                .filteredOn(line -> line.contains("entity-not-written"))
                .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                .contains("\"count\":19940", "entity E1: 19,940 of its events counted, not written");
        assertThat(Files.readAllLines(folder.resolve("relay.log")))
                .as("relay.log holds the same of E1's lines as relay.jsonl")
                .filteredOn(line -> line.contains("is not an LPP key, or it died with status"))
                .hasSize(LogBudget.Share.DEFAULT.perMinute());
    }

    @Test
    void aRelayStartedAgainInTheSameProcessGivesEachEntityItsShareAfresh() throws Exception {
        LoggerContext context = configured(Map.of());
        try {
            Logger ops = context.getLogger(OpsLog.LOGGER);
            for (int i = 0; i < 200; i++) {
                // 40 terminals x 5 kinds: past the entity's 60 lines at once
                context.getMDCAdapter().put("terminal", "T" + (i / KINDS.size() % 40 + 1));
                ops.atWarn()
                        .addKeyValue("event", KINDS.get(i % KINDS.size()))
                        .addKeyValue("entity", "E1")
                        .log("entity E1 said {} in the first relay's run", i);
            }
            EntityLogGuard.startAfresh(context);
            context.getMDCAdapter().put("terminal", "T1");
            ops.atError()
                    .addKeyValue("event", "entity-died")
                    .addKeyValue("entity", "E1")
                    .log("entity E1 is not responding in the second relay's run");
            context.getMDCAdapter().remove("terminal");
        } finally {
            context.stop();
        }

        List<String> log = Files.readAllLines(folder.resolve("relay.log"));
        assertThat(log)
                .as("the first run spent E1's share; the second run's first death written all the same")
                .anyMatch(line -> line.contains("entity E1 has written its 60 lines for now"))
                .last()
                .asString()
                .contains("entity E1 is not responding in the second relay's run");
    }

    /** The relay's own log set-up, writing to the test's folder, with these properties set as a command line would. */
    private LoggerContext configured(Map<String, String> properties) throws Exception {
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        context.putProperty("parlor.logs", folder.toString());
        properties.forEach(context::putProperty);
        new ContextInitializer(context).autoConfig();
        return context;
    }
}
