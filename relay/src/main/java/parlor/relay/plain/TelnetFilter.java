package parlor.relay.plain;

import java.io.ByteArrayOutputStream;

/**
 * Makes a telnet client behave as a plain character terminal: asks it to send every key as typed
 * and to leave echoing to the relay, and removes telnet's own commands from what it sends, so
 * only the judge's keys reach the key decoder. Bytes may arrive split anywhere.
 */
public final class TelnetFilter {

    private static final int IAC = 255;
    private static final int SB = 250;
    private static final int SE = 240;
    private static final int WILL = 251;
    private static final int DO = 253;
    private static final int ECHO = 1;
    private static final int SUPPRESS_GO_AHEAD = 3;

    private enum State {
        DATA,
        COMMAND,
        OPTION,
        SUBNEGOTIATION,
        SUBNEGOTIATION_IAC,
        AFTER_CR
    }

    private State state = State.DATA;

    /** What the relay says first: "I will echo", "I will and you should suppress go-ahead" (character mode). */
    public static byte[] greeting() {
        return new byte[] {
            (byte) IAC,
            (byte) WILL,
            ECHO,
            (byte) IAC,
            (byte) WILL,
            SUPPRESS_GO_AHEAD,
            (byte) IAC,
            (byte) DO,
            SUPPRESS_GO_AHEAD
        };
    }

    /** The judge's bytes among what the client sent. */
    public byte[] keys(byte[] bytes, int length) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(length);
        for (int i = 0; i < length; i++) {
            int b = bytes[i] & 0xff;
            state = switch (state) {
                case DATA -> data(b, out);
                case AFTER_CR -> b == 0 || b == '\n' ? State.DATA : data(b, out);
                case COMMAND -> command(b, out);
                case OPTION -> State.DATA;
                case SUBNEGOTIATION -> b == IAC ? State.SUBNEGOTIATION_IAC : State.SUBNEGOTIATION;
                case SUBNEGOTIATION_IAC -> b == SE ? State.DATA : State.SUBNEGOTIATION;
            };
        }
        return out.toByteArray();
    }

    private static State data(int b, ByteArrayOutputStream out) {
        if (b == IAC) {
            return State.COMMAND;
        }
        out.write(b);
        // telnet sends Return as CR NUL or CR LF: one Return
        return b == '\r' ? State.AFTER_CR : State.DATA;
    }

    private static State command(int b, ByteArrayOutputStream out) {
        if (b == IAC) {
            out.write(IAC);
            return State.DATA;
        }
        if (b == SB) {
            return State.SUBNEGOTIATION;
        }
        return b >= WILL && b <= 254 ? State.OPTION : State.DATA;
    }
}
