package parlor.relay.testing;

import java.nio.file.Path;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;

/** One terminal, T1 or a telnet T4, talking to the built-in demo entry: the contest a test of the wire needs, and no more. */
public final class DemoContests {

    private DemoContests() {}

    /** T1 over TCP on any free port, under the given contest key, so every seat must prove its key. */
    public static Contest keyed(String contestKey, Path folder) {
        return ContestLoader.parse("""
            name: Keyed
            listen: 127.0.0.1:0
            key: %s
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { demo: true }
            """.formatted(contestKey), "keyed.yaml", folder);
    }

    /** T4 on a telnet port of its own (any free one), in line mode. */
    public static Contest telnet(Path folder) {
        return ContestLoader.parse("""
            name: Telnet
            listen: 127.0.0.1:0
            terminals:
              T4: { telnet: 127.0.0.1:0, mode: lines, entity: E1 }
            entities:
              E1: { demo: true }
            """, "telnet.yaml", folder);
    }
}
