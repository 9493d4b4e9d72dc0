package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;
import parlor.relay.link.Transport;

/**
 * Which links come from another machine: a relay without a contest key takes an operator's console
 * only from its own machine, and from wiring (a serial line, an in-process pipe).
 */
class RelayHandshakeTest {

    private static boolean fromAnotherMachine(String transportName) {
        Transport transport = new Transport(
                transportName, new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(), () -> {});
        return new RelayHandshake(null, transport, null, null).fromAnotherMachine();
    }

    @Test
    void aTcpPeerOnThisMachineIsNotFromAnother() {
        assertThat(fromAnotherMachine("tcp:127.0.0.1:51234")).isFalse();
    }

    @Test
    void aTcpPeerElsewhereIsFromAnotherMachine() {
        assertThat(fromAnotherMachine("tcp:10.0.0.7:51234")).isTrue();
    }

    @Test
    void wiringIsNeverFromAnotherMachine() {
        assertThat(fromAnotherMachine("serial:/dev/ttyUSB0")).isFalse();
        assertThat(fromAnotherMachine("pipe:console")).isFalse();
    }
}
