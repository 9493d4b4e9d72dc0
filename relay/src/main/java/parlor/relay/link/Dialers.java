package parlor.relay.link;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;

/**
 * The two ways to a relay that the link itself knows: a TCP address and a serial line (the demo's
 * in-process pipe is the station's own). Apart from {@link RelayConnection}, which dials the same
 * whatever the way.
 */
final class Dialers {

    private Dialers() {}

    /** The relay at a TCP address, given 3 s to answer. */
    record Tcp(HostPort relay) implements RelayConnection.Dialer {
        @Override
        public Transport dial() throws IOException {
            Socket socket = new Socket();
            try {
                socket.connect(new InetSocketAddress(relay.host(), relay.port()), 3000);
                return Transport.of(socket);
            } catch (IOException e) {
                socket.close();
                throw e;
            }
        }

        @Override
        public String describe() {
            return relay.toString();
        }
    }

    /** The relay at the other end of a serial line. */
    record Serial(SerialLine line) implements RelayConnection.Dialer {
        @Override
        public Transport dial() throws IOException {
            return SerialTransport.open(line);
        }

        @Override
        public String describe() {
            return line.describe();
        }
    }
}
