package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Which of the operator's log events reach the consoles as alerts, and what status keeps of them. */
class AlertsTest {

    private final Alerts alerts = Alerts.listening();
    private final List<Alerts.Alert> heard = new CopyOnWriteArrayList<>();
    private final Alerts.Subscription subscription = alerts.subscribe(heard::add);

    @AfterEach
    void close() {
        alerts.close();
    }

    @Test
    void anEntryThatWillNotStartIsAnAlertAtItsTerminalUntilItWorksAgain() {
        EntityLog.entityGaveUp("T9", "E9", "program exited with status 3", 5, Duration.ofMinutes(5));

        assertThat(heard)
                .singleElement()
                .extracting(Alerts.Alert::line)
                .asString()
                .startsWith(
                        "ALERT T9: entity E9 stopped (program exited with status 3) for the 5th time within 5 min: NOT restarting it");
        assertThat(alerts.latest("T9")).map(Alerts.Alert::brief).contains("! entry stopped for good");

        EntityLog.entityBack("T9", "E9", "restarted by the operator");
        assertThat(alerts.latest("T9")).as("the trouble is over").isEmpty();
    }

    @Test
    void aRecordThatCannotBeWrittenIsAnAlertAndSoIsAFaultInTheRelay() {
        RecordLog.recordFailing("T8", "No space left on device", 3);
        OpsLog.relayFault("the relay's tick", new IllegalStateException("broken"));

        assertThat(heard).extracting(Alerts.Alert::terminal).containsExactly("T8", "-");
        assertThat(heard.getLast().line())
                .isEqualTo("ALERT fault in the relay's tick: java.lang.IllegalStateException: broken");
        assertThat(alerts.latest("T8")).map(Alerts.Alert::brief).contains("! RECORD NOT WRITTEN");
    }

    @Test
    void aRecordsTroubleIsOverOnlyWhenTheRecordIsWrittenAgainNotWhenTheEntryStartsAgain() {
        RecordLog.recordFailing("T5", "No space left on device", 1);
        EntityLog.entityRestarted("T5", "E5");
        EntityLog.entityBack("T5", "E5", "it answered");
        assertThat(alerts.latest("T5")).map(Alerts.Alert::brief).contains("! RECORD NOT WRITTEN");

        RecordLog.recordWritableAgain("T5", Duration.ofSeconds(3), 1);
        assertThat(alerts.latest("T5")).isEmpty();
    }

    @Test
    void whatTheOperatorNeedNotActOnIsNoAlert() {
        OpsLog.badInput("T7", "tcp:10.0.0.9:4000", "unreadable bytes");
        OpsLog.stationConnected("T7", "tcp:10.0.0.9:4000", "screen redrawn");
        ConsoleLog.operatorCommandFailed("status", new IllegalStateException("already on that console's screen"));

        assertThat(heard).isEmpty();
        assertThat(alerts.latest("T7")).isEmpty();
    }

    @Test
    void aClosedSubscriptionHearsNoMore() {
        subscription.close();
        EntityLog.entityDied("T6", "E6", "exited");

        assertThat(heard).isEmpty();
        assertThat(alerts.latest("T6")).as("status still shows it").isPresent();
    }

    /** Said as the relay starts, before any console is open: each console that opens is told again, a folder of altered records in a few lines. */
    @Test
    void whatHoldsForTheWholeRunIsKeptForEachConsoleThatOpens() {
        OpsLog.noContestKey("0.0.0.0:7070");
        for (int line = 1; line <= Alerts.MOST_STANDING + 2; line++) {
            RecordLog.recordNotAsWritten("E1/LP26-0" + line + ".keys", 3, "carries no chain value", 2);
        }
        EntityLog.entityGaveUp("T9", "E9", "program exited with status 3", 5, Duration.ofMinutes(5));

        assertThat(alerts.standing())
                .hasSize(Alerts.MOST_STANDING + 1)
                .first()
                .asString()
                .startsWith(
                        "ALERT the contest has no key: any machine that can reach this machine's port 7070 may take any seat");
        assertThat(alerts.standing().get(1)).startsWith("ALERT RECORD ALTERED: E1/LP26-01.keys line 3 ");
        assertThat(alerts.standing().getLast())
                .as("the rest counted, not a screenful")
                .isEqualTo("ALERT and 3 more like these: the operator log has them all");
        assertThat(heard).as("each an alert as it happens too").hasSize(Alerts.MOST_STANDING + 4);
    }
}
