package parlor.relay.link;

import com.fazecast.jSerialComm.SerialPort;
import com.fazecast.jSerialComm.SerialPortInvalidPortException;
import com.fazecast.jSerialComm.SerialPortTimeoutException;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Serial lines as transports, through jSerialComm. This is the one class that knows about it:
 * everything above sees a {@link Transport}'s streams.
 *
 * <p>A line whose device goes away (USB adapter pulled, pty closed) ends its input stream: reads
 * return -1, as a socket's do when the other side hangs up, so the owner can close it and reopen.
 * Reads may be made on virtual threads: the port itself is read on a platform thread per line.
 */
public final class SerialTransport {

    private SerialTransport() {}

    /** Opens the line with its settings, or says why it could not be opened. */
    public static Transport open(SerialLine line) throws IOException {
        SerialPort port = find(line);
        configure(port, line);
        // Opening applies the settings. On ptys the modem-line ioctls (DTR, RTS) fail with ENOTTY
        // and leave 25 as the last error, yet the line works: only openPort's answer counts.
        if (!port.openPort()) {
            throw new IOException(cannotOpen(line, describeError(port.getLastErrorCode())));
        }
        // Port reads block in native code, so they happen on a platform thread: see PumpedInputStream
        PumpedInputStream in = PumpedInputStream.start("serial-in-" + line.path(), new LineInput(port));
        return new Transport("serial:" + line.describe(), in, new LineOutput(port, line), () -> close(port, line, in));
    }

    private static SerialPort find(SerialLine line) throws IOException {
        try {
            return SerialPort.getCommPort(line.path());
        } catch (SerialPortInvalidPortException e) {
            // jSerialComm's way of saying neither the path nor /dev/<path> exists
            throw new IOException(cannotOpen(line, "no such device"), e);
        }
    }

    private static void configure(SerialPort port, SerialLine line) {
        port.setComPortParameters(line.baud(), line.dataBits(), stopBits(line.stopBits()), parity(line.parity()));
        port.setFlowControl(flowControl(line.flowControl()));
        // Reads wait for at least one byte, for as long as it takes: a quiet judge is not an error.
        // jSerialComm's default is non-blocking, under which its stream throws when nothing has come.
        port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 0, 0);
    }

    private static int stopBits(SerialLine.StopBits stopBits) {
        return switch (stopBits) {
            case ONE -> SerialPort.ONE_STOP_BIT;
            // termios has no 1.5, so Linux sends 1; a UART told "2" with 5 data bits sends 1.5
            case ONE_AND_A_HALF -> SerialPort.ONE_POINT_FIVE_STOP_BITS;
            case TWO -> SerialPort.TWO_STOP_BITS;
        };
    }

    private static int parity(SerialLine.Parity parity) {
        return switch (parity) {
            case NONE -> SerialPort.NO_PARITY;
            case ODD -> SerialPort.ODD_PARITY;
            case EVEN -> SerialPort.EVEN_PARITY;
            case MARK -> SerialPort.MARK_PARITY;
            case SPACE -> SerialPort.SPACE_PARITY;
        };
    }

    private static int flowControl(SerialLine.FlowControl flowControl) {
        return switch (flowControl) {
            case NONE -> SerialPort.FLOW_CONTROL_DISABLED;
            case RTS_CTS -> SerialPort.FLOW_CONTROL_RTS_ENABLED | SerialPort.FLOW_CONTROL_CTS_ENABLED;
            case XON_XOFF -> SerialPort.FLOW_CONTROL_XONXOFF_IN_ENABLED | SerialPort.FLOW_CONTROL_XONXOFF_OUT_ENABLED;
        };
    }

    private static void close(SerialPort port, SerialLine line, InputStream in) throws IOException {
        boolean closed = port.closePort();
        in.close();
        if (!closed) {
            throw new IOException(
                    "serial line " + line.path() + " did not close: " + describeError(port.getLastErrorCode()));
        }
    }

    private static String cannotOpen(SerialLine line, String why) {
        return "serial line " + line.path() + " could not be opened: " + why;
    }

    /** The error codes a line that will not open leaves, in words an operator can act on. */
    private static String describeError(int code) {
        return switch (code) {
            // jSerialComm's own code, not ENOENT: a missing device fails earlier, in find()
            case 2 -> "it is already open in this program (error 2)";
            case 6, 19 -> "no such device (error " + code + ")";
            case 13 -> "permission denied (error 13): is this user in the dialout group?";
            case 11, 16 -> "another program is using it (error " + code + ")";
            case 25 -> "it is not a serial device (error 25, ENOTTY)";
            case 5 -> "input/output error (error 5): the device has gone";
            default -> "error " + code;
        };
    }

    /** The port's input, ending cleanly when the device goes or the line is closed. */
    private static final class LineInput extends FilterInputStream {

        private final SerialPort port;

        LineInput(SerialPort port) {
            super(port.getInputStream());
            this.port = port;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (!port.isOpen()) {
                return -1;
            }
            try {
                return in.read(buffer, offset, length);
            } catch (SerialPortTimeoutException e) {
                // With no timeout set, the only way back empty-handed is a hung-up line (read gave 0)
                return -1;
            } catch (IOException e) {
                if (!port.isOpen()) {
                    return -1; // closed by its owner while this read waited
                }
                throw e;
            }
        }

        @Override
        public int available() {
            return Math.max(0, port.bytesAvailable());
        }
    }

    /** The port's output; a failed write names the line and says whether its device has gone. */
    private static final class LineOutput extends FilterOutputStream {

        private final SerialPort port;
        private final SerialLine line;

        LineOutput(SerialPort port, SerialLine line) {
            super(port.getOutputStream());
            this.port = port;
            this.line = line;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            try {
                out.write(bytes, offset, length);
            } catch (IOException e) {
                throw new IOException(writeFailure(e), e);
            }
        }

        private String writeFailure(IOException e) {
            if (!port.isOpen()) {
                return "serial line " + line.path() + " is closed";
            }
            if (port.bytesAvailable() < 0) {
                return "serial line " + line.path() + " has gone: its device no longer answers";
            }
            return "could not write to serial line " + line.path() + ": " + e.getMessage();
        }
    }
}
