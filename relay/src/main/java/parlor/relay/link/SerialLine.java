package parlor.relay.link;

import java.util.Arrays;
import java.util.Map;
import java.util.Set;

/**
 * How a serial line to a terminal is set up: the device and its framing. Defaults are what old
 * terminals shipped with: 9600 baud, 8 data bits, no parity, 1 stop bit, no flow control.
 *
 * @param path the device, e.g. {@code /dev/ttyUSB0} (a bare {@code ttyUSB0} is looked up in /dev)
 */
public record SerialLine(
        String path, int baud, int dataBits, Parity parity, StopBits stopBits, FlowControl flowControl) {

    public static final int DEFAULT_BAUD = 9600;

    /** The keys {@link #parse} accepts, as a contest file would write them. */
    public static final Set<String> SETTINGS = Set.of("baud", "data-bits", "parity", "stop-bits", "flow");

    public enum Parity {
        NONE('N'),
        ODD('O'),
        EVEN('E'),
        MARK('M'),
        SPACE('S');

        private final char letter;

        Parity(char letter) {
            this.letter = letter;
        }
    }

    public enum StopBits {
        ONE("1"),
        ONE_AND_A_HALF("1.5"),
        TWO("2");

        private final String written;

        StopBits(String written) {
            this.written = written;
        }
    }

    public enum FlowControl {
        NONE("none"),
        RTS_CTS("rtscts"),
        XON_XOFF("xonxoff");

        private final String written;

        FlowControl(String written) {
            this.written = written;
        }
    }

    public SerialLine {
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("a serial line needs a device path, like /dev/ttyUSB0");
        }
        if (baud <= 0) {
            throw new IllegalArgumentException("baud must be a positive number of bits per second, not " + baud);
        }
        if (dataBits < 5 || dataBits > 8) {
            throw new IllegalArgumentException("data bits must be 5, 6, 7 or 8, not " + dataBits);
        }
        if (parity == null || stopBits == null || flowControl == null) {
            throw new IllegalArgumentException("parity, stop bits and flow control must be given");
        }
    }

    /** The line at 9600 8N1 without flow control. */
    public static SerialLine of(String path) {
        return new SerialLine(path, DEFAULT_BAUD, 8, Parity.NONE, StopBits.ONE, FlowControl.NONE);
    }

    /**
     * A line from settings as written by people (keys in {@link #SETTINGS}, values as text);
     * settings left out keep their defaults. Every complaint names the setting and the bad value.
     */
    public static SerialLine parse(String path, Map<String, String> settings) {
        for (String key : settings.keySet()) {
            if (!SETTINGS.contains(key)) {
                throw new IllegalArgumentException("unknown serial setting '" + key
                        + "': the settings are baud, data-bits, parity, stop-bits and flow");
            }
        }
        SerialLine defaults = of(path);
        return new SerialLine(
                path,
                settings.containsKey("baud") ? parseBaud(settings.get("baud")) : defaults.baud(),
                settings.containsKey("data-bits") ? parseDataBits(settings.get("data-bits")) : defaults.dataBits(),
                settings.containsKey("parity") ? parseParity(settings.get("parity")) : defaults.parity(),
                settings.containsKey("stop-bits") ? parseStopBits(settings.get("stop-bits")) : defaults.stopBits(),
                settings.containsKey("flow") ? parseFlowControl(settings.get("flow")) : defaults.flowControl());
    }

    private static int parseBaud(String text) {
        try {
            int baud = Integer.parseInt(clean(text));
            if (baud > 0) {
                return baud;
            }
        } catch (NumberFormatException e) {
            // reported below with the text as written
        }
        throw new IllegalArgumentException("baud must be a positive whole number like 9600, not '" + clean(text) + "'");
    }

    private static int parseDataBits(String text) {
        return switch (clean(text)) {
            case "5" -> 5;
            case "6" -> 6;
            case "7" -> 7;
            case "8" -> 8;
            default -> throw new IllegalArgumentException("data bits must be 5, 6, 7 or 8, not '" + clean(text) + "'");
        };
    }

    private static Parity parseParity(String text) {
        return Arrays.stream(Parity.values())
                .filter(parity -> parity.name().equalsIgnoreCase(clean(text)))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "parity must be none, odd, even, mark or space, not '" + clean(text) + "'"));
    }

    private static StopBits parseStopBits(String text) {
        return Arrays.stream(StopBits.values())
                .filter(stopBits -> stopBits.written.equals(clean(text)))
                .findFirst()
                .orElseThrow(
                        () -> new IllegalArgumentException("stop bits must be 1, 1.5 or 2, not '" + clean(text) + "'"));
    }

    private static FlowControl parseFlowControl(String text) {
        return Arrays.stream(FlowControl.values())
                .filter(flow -> flow.written.equalsIgnoreCase(clean(text)))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "flow control must be none, rtscts or xonxoff, not '" + clean(text) + "'"));
    }

    /**
     * The line as operators write it: {@code /dev/ttyUSB0@9600}, with the framing and flow control
     * added only when they are not the usual 8N1 without flow control ({@code /dev/ttyS1@1200,7E1,xonxoff}).
     */
    public String describe() {
        StringBuilder text = new StringBuilder(path).append('@').append(baud);
        if (dataBits != 8 || parity != Parity.NONE || stopBits != StopBits.ONE) {
            text.append(',').append(dataBits).append(parity.letter).append(stopBits.written);
        }
        if (flowControl != FlowControl.NONE) {
            text.append(',').append(flowControl.written);
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return describe();
    }

    /** A value as typed, without the spaces around it; an empty value is just a bad value. */
    private static String clean(String text) {
        return text == null ? "" : text.strip();
    }
}
