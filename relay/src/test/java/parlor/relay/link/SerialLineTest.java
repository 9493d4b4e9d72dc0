package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import parlor.relay.link.SerialLine.FlowControl;
import parlor.relay.link.SerialLine.Parity;
import parlor.relay.link.SerialLine.StopBits;

class SerialLineTest {

    @Test
    void aLineWithNoSettingsIsTheUsual9600EightNoneOne() {
        SerialLine line = SerialLine.parse("/dev/ttyUSB0", Map.of());

        assertThat(line)
                .isEqualTo(new SerialLine("/dev/ttyUSB0", 9600, 8, Parity.NONE, StopBits.ONE, FlowControl.NONE));
        assertThat(line.describe()).isEqualTo("/dev/ttyUSB0@9600");
    }

    @Test
    void everySettingIsReadAsWrittenAndShownInTheLineName() {
        SerialLine line = SerialLine.parse(
                "/dev/ttyS1",
                Map.of("baud", "1200", "data-bits", "7", "parity", "Even", "stop-bits", "1.5", "flow", "xonxoff"));

        assertThat(line)
                .isEqualTo(new SerialLine(
                        "/dev/ttyS1", 1200, 7, Parity.EVEN, StopBits.ONE_AND_A_HALF, FlowControl.XON_XOFF));
        assertThat(line.describe()).isEqualTo("/dev/ttyS1@1200,7E1.5,xonxoff");
    }

    @Test
    void flowControlAloneDoesNotSpellOutTheFraming() {
        assertThat(SerialLine.parse("/dev/ttyUSB0", Map.of("baud", "115200", "flow", "rtscts"))
                        .describe())
                .isEqualTo("/dev/ttyUSB0@115200,rtscts");
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
        parity    | evn   | parity must be none, odd, even, mark or space, not 'evn'
        parity    | ''    | parity must be none, odd, even, mark or space, not ''
        stop-bits | 3     | stop bits must be 1, 1.5 or 2, not '3'
        stop-bits | 1,5   | stop bits must be 1, 1.5 or 2, not '1,5'
        data-bits | 9     | data bits must be 5, 6, 7 or 8, not '9'
        flow      | hw    | flow control must be none, rtscts or xonxoff, not 'hw'
        baud      | fast  | baud must be a positive whole number like 9600, not 'fast'
        baud      | 0     | baud must be a positive whole number like 9600, not '0'
        baud      | 9600.0 | baud must be a positive whole number like 9600, not '9600.0'
        """)
    void aBadValueIsNamedWithWhatWouldBeRight(String setting, String value, String message) {
        assertThatThrownBy(() -> SerialLine.parse("/dev/ttyUSB0", Map.of(setting, value)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void aMistypedSettingNameListsTheRealOnes() {
        assertThatThrownBy(() -> SerialLine.parse("/dev/ttyUSB0", Map.of("speed", "9600")))
                .hasMessage(
                        "unknown serial setting 'speed': the settings are baud, data-bits, parity, stop-bits and flow");
    }

    @Test
    void aLineNeedsADevice() {
        assertThatThrownBy(() -> SerialLine.of(" ")).hasMessage("a serial line needs a device path, like /dev/ttyUSB0");
    }
}
