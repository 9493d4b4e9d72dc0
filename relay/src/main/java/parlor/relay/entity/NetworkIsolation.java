package parlor.relay.entity;

import java.util.List;
import java.util.Optional;

/**
 * "No telecommunications": an entry program runs in a network namespace of its own, with only a
 * loopback interface that is down, so it can reach no machine, not even this one. Uses Linux's
 * {@code unshare -rn} (a user namespace maps the relay's user, so no privileges are needed where the
 * kernel allows unprivileged namespaces). Whether this machine can do it is found out once.
 */
public final class NetworkIsolation {

    private static final List<String> PREFIX = List.of("unshare", "--map-root-user", "--net", "--");
    private static final ToolProbe PROBE = new ToolProbe(
            "unshare",
            () -> java.util.stream.Stream.concat(PREFIX.stream(), java.util.stream.Stream.of("true"))
                    .toList(),
            java.time.Duration.ofSeconds(5),
            e -> "unshare is not available (" + e.getMessage() + "); on Debian it is in util-linux");

    private NetworkIsolation() {}

    /** Why entries cannot be isolated here, or empty if they can. */
    public static Optional<String> unavailable() {
        return PROBE.unavailable();
    }

    /** The command, wrapped so it runs without network where this machine allows it. */
    public static List<String> wrap(List<String> command) {
        if (unavailable().isPresent()) {
            return command;
        }
        return java.util.stream.Stream.concat(PREFIX.stream(), command.stream()).toList();
    }
}
