package parlor.relay;

import java.nio.file.Path;
import java.util.Optional;
import parlor.relay.link.SeatKeys;
import picocli.CommandLine.Option;

/** {@code --key-file}: the seat's key, for a station or a hidden host, where the contest has a key. */
public final class SeatKeyOption {

    @Option(
            names = "--key-file",
            paramLabel = "FILE",
            description =
                    "this seat's key (from: bin/relay seats --contest FILE), needed where the contest has a key; or set PARLOR_SEAT_KEY")
    Path keyFile;

    /** The key from the file or the environment, checked for shape; {@link IllegalArgumentException} saying what is wrong with the file. */
    public Optional<String> seatKey() {
        return SeatKeys.fromFileOrEnvironment(Optional.ofNullable(keyFile));
    }
}
