package parlor.relay;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import parlor.relay.link.SerialLine;
import picocli.CommandLine.Option;

/** The line settings of {@code --serial PATH}, the same for a station and a hidden host. */
public final class SerialOptions {

    @Option(names = "--baud", paramLabel = "N", description = "with --serial: line speed (default 9600)")
    String baud;

    @Option(
            names = "--parity",
            paramLabel = "P",
            description = "with --serial: none, odd, even, mark or space (default none)")
    String parity;

    @Option(names = "--data-bits", paramLabel = "N", description = "with --serial: 5 to 8 (default 8)")
    String dataBits;

    @Option(names = "--stop-bits", paramLabel = "N", description = "with --serial: 1, 1.5 or 2 (default 1)")
    String stopBits;

    @Option(names = "--flow", paramLabel = "F", description = "with --serial: none, rtscts or xonxoff (default none)")
    String flow;

    /** The line at {@code path} with these settings; throws {@link IllegalArgumentException} saying which setting is wrong. */
    public SerialLine line(String path) {
        Map<String, String> settings = new LinkedHashMap<>();
        Map.of(
                        "baud",
                        Optional.ofNullable(baud),
                        "parity",
                        Optional.ofNullable(parity),
                        "data-bits",
                        Optional.ofNullable(dataBits),
                        "stop-bits",
                        Optional.ofNullable(stopBits),
                        "flow",
                        Optional.ofNullable(flow))
                .forEach((name, value) -> value.ifPresent(v -> settings.put(name, v)));
        return SerialLine.parse(path, settings);
    }
}
