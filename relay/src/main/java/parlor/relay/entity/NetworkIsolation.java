package parlor.relay.entity;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * "No telecommunications": an entry program runs in a network namespace of its own, with only a
 * loopback interface that is down, so it can reach no machine, not even this one. Uses Linux's
 * {@code unshare -rn} (a user namespace maps the relay's user, so no privileges are needed where the
 * kernel allows unprivileged namespaces). Whether this machine can do it is found out once.
 */
public final class NetworkIsolation {

    private static final List<String> PREFIX = List.of("unshare", "--map-root-user", "--net", "--");
    private static volatile Optional<String> unavailable;

    private NetworkIsolation() {
    }

    /** Why entries cannot be isolated here, or empty if they can. */
    public static Optional<String> unavailable() {
        Optional<String> known = unavailable;
        if (known == null) {
            known = probe();
            unavailable = known;
        }
        return known;
    }

    /** The command, wrapped so it runs without network where this machine allows it. */
    public static List<String> wrap(List<String> command) {
        if (unavailable().isPresent()) {
            return command;
        }
        return java.util.stream.Stream.concat(PREFIX.stream(), command.stream()).toList();
    }

    private static Optional<String> probe() {
        try {
            Process probe = new ProcessBuilder(java.util.stream.Stream.concat(PREFIX.stream(), java.util.stream.Stream.of("true")).toList())
                .redirectErrorStream(true).start();
            if (!probe.waitFor(5, TimeUnit.SECONDS)) {
                probe.destroyForcibly();
                return Optional.of("unshare did not finish");
            }
            String said = new String(probe.getInputStream().readAllBytes()).strip();
            return probe.exitValue() == 0 ? Optional.empty() : Optional.of("unshare failed: " + said);
        } catch (IOException e) {
            return Optional.of("unshare is not available (" + e.getMessage() + "); on Debian it is in util-linux");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while checking");
        }
    }
}
