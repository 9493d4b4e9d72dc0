package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Closeable;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.testing.ManualClock;

/** The gate's caps and deadline, on their own: which connection is let in, which turned away and why, and when one is cut off. */
class ConnectionGateTest {

    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-25T10:00:00Z"));
    private final List<String> logged = new ArrayList<>();
    private final Episodes episodes =
            new Episodes(clock, (host, why, count, window) -> logged.add(count + " from " + host + ": " + why));
    private final ConnectionGate gate =
            new ConnectionGate(new ConnectionGate.Limits(Duration.ofSeconds(5), 2, 3, 3, 4), clock, episodes);
    private final List<String> closed = new ArrayList<>();
    private int connections;

    /** The connections are numbered from 0 in the order they come, so that the test can tell which was closed. */
    private ConnectionGate.Admitted admit(String host) {
        int n = connections++;
        Closeable connection = () -> closed.add(host + "#" + n);
        return gate.admit(host, connection);
    }

    @Test
    void eachCapTurnsAwayWithItsReasonAndCountsOncePerEpisode() {
        ConnectionGate.Admitted a1 = admit("10.0.0.1");
        admit("10.0.0.1");
        assertThat(admit("10.0.0.1").refusal())
                .isEqualTo(
                        "2 connections from this address are waiting for their handshake, the most from one address");
        a1.ticket().orElseThrow().welcomed();
        admit("10.0.0.1");
        assertThat(admit("10.0.0.1").refusal())
                .isEqualTo("this address holds 3 connections, the most from one address");
        admit("10.0.0.2");
        assertThat(admit("10.0.0.3").refusal()).isEqualTo("the relay holds 4 connections, its most");
        assertThat(gate.held()).isEqualTo(4);

        episodes.tick(clock.instant().plus(Duration.ofSeconds(9)));
        assertThat(logged).isEmpty();
        episodes.tick(clock.instant().plus(Duration.ofSeconds(10)));
        assertThat(logged)
                .containsExactly(
                        "1 from 10.0.0.1: 2 connections from this address are waiting for their handshake, the most from one address",
                        "1 from 10.0.0.1: this address holds 3 connections, the most from one address",
                        "1 from 10.0.0.3: the relay holds 4 connections, its most");
    }

    @Test
    void theWaitingInAllAreCappedToo() {
        admit("10.0.0.1");
        admit("10.0.0.2");
        admit("10.0.0.3");
        assertThat(admit("10.0.0.4").refusal())
                .isEqualTo("3 connections are waiting for their handshake, the most in all");
    }

    @Test
    void onlyConnectionsStillWaitingAtTheDeadlineAreCutOffAndAReleasedOneFreesItsPlace() {
        ConnectionGate.Ticket welcomed = admit("10.0.0.1").ticket().orElseThrow();
        ConnectionGate.Ticket late = admit("10.0.0.1").ticket().orElseThrow();
        assertThat(welcomed.welcomed()).isTrue();
        clock.advance(Duration.ofSeconds(4));
        gate.tick(clock.instant());
        assertThat(closed).isEmpty();
        clock.advance(Duration.ofSeconds(1));
        gate.tick(clock.instant());
        assertThat(closed).containsExactly("10.0.0.1#1");
        assertThat(late.welcomed()).as("welcomed after its deadline").isFalse();

        late.release();
        late.release();
        assertThat(gate.held()).isEqualTo(1);
        assertThat(admit("10.0.0.1").ticket()).isPresent();
        episodes.flush();
        assertThat(logged).containsExactly("1 from 10.0.0.1: no handshake within 5 s");
    }

    @Test
    void aConnectionMaySendMoreThanTheHandshakesBudgetOnlyOnceWelcomed() throws java.io.IOException {
        ConnectionGate.Ticket welcomed = admit("10.0.0.1").ticket().orElseThrow();
        ConnectionGate.Ticket waiting = admit("10.0.0.2").ticket().orElseThrow();
        java.io.InputStream fromWelcomed =
                welcomed.budgeted(new java.io.ByteArrayInputStream(new byte[2 * HandshakeBudget.BYTES]));
        java.io.InputStream fromWaiting =
                waiting.budgeted(new java.io.ByteArrayInputStream(new byte[2 * HandshakeBudget.BYTES]));
        fromWelcomed.readNBytes(HandshakeBudget.BYTES - 1);
        fromWaiting.readNBytes(HandshakeBudget.BYTES - 1);

        assertThat(welcomed.welcomed()).isTrue();

        assertThat(fromWelcomed.readNBytes(HandshakeBudget.BYTES)).hasSize(HandshakeBudget.BYTES);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> fromWaiting.readNBytes(HandshakeBudget.BYTES))
                .isInstanceOf(HandshakeBudget.Exceeded.class);
    }
}
