package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A contest key suggests every seat needs it; a telnet port asks none, so the organiser must say they mean it. */
class TelnetInKeyedContestTest {

    private static final Path BASE = Path.of("/srv/contest");

    private static String keyedWithTelnet(String t3Extra) {
        return """
            name: Keyed
            key: 0123456789abcdef0123
            terminals:
              T1: { entity: E1 }
              T3: { entity: E1, telnet: 127.0.0.1:2323, mode: lines%s }
            entities:
              E1: { demo: true }
            """.formatted(t3Extra);
    }

    @Test
    void aTelnetSeatInAKeyedContestIsRefusedNamingTheTerminalAndTheWayOut() {
        assertThatThrownBy(() -> ContestLoader.parse(keyedWithTelnet(""), "keyed.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining("keyed.yaml")
                .hasMessageContaining("terminal T3 is a telnet port, where no key is asked")
                .hasMessageContaining("unauthenticated: true");
    }

    @Test
    void saidUnauthenticatedItLoads() {
        Contest contest = ContestLoader.parse(keyedWithTelnet(", unauthenticated: true"), "keyed.yaml", BASE);

        assertThat(contest.terminals().get("T3").telnet()).isPresent();
        assertThat(contest.key()).isPresent();
    }

    @Test
    void unauthenticatedBelongsToATelnetSeat() {
        String yaml = """
            name: Keyed
            key: 0123456789abcdef0123
            terminals:
              T1: { entity: E1, unauthenticated: true }
            entities:
              E1: { demo: true }
            """;
        assertThatThrownBy(() -> ContestLoader.parse(yaml, "keyed.yaml", BASE))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining("unauthenticated: belongs to a telnet terminal");
    }

    @Test
    void aKeyGivenOnlyByTheEnvironmentRefusesTheTelnetSeatToo() {
        String unkeyed = keyedWithTelnet("").replace("key: 0123456789abcdef0123\n", "");
        Contest loaded = ContestLoader.parse(unkeyed, "keyed.yaml", BASE);

        assertThatThrownBy(() -> loaded.withKey(java.util.Optional.of("0123456789abcdef0123")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("terminal T3 is a telnet port, where no key is asked")
                .hasMessageContaining("PARLOR_CONTEST_KEY");
    }

    @Test
    void aKeyGivenOnlyByTheEnvironmentTakesATelnetSeatSaidUnauthenticated() {
        String unkeyed = keyedWithTelnet(", unauthenticated: true").replace("key: 0123456789abcdef0123\n", "");
        Contest keyed =
                ContestLoader.parse(unkeyed, "keyed.yaml", BASE).withKey(java.util.Optional.of("0123456789abcdef0123"));

        assertThat(keyed.key()).isPresent();
        assertThat(keyed.terminals().get("T3").unauthenticated()).isTrue();
    }
}
