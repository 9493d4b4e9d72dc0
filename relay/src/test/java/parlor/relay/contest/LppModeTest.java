package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** An LPP entry's mode: the 2009 rules' key by key unless the contest file asks for whole messages. */
class LppModeTest {

    private static EntitySpec.Lpp entry(String keys) {
        Contest contest = ContestLoader.parse("""
            name: LPP
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { lpp: comms%s }
            """.formatted(keys), "lpp.yaml", Path.of("/tmp"));
        return (EntitySpec.Lpp) contest.entities().get("E1");
    }

    @Test
    void keystrokesByDefaultAsTheRulesSayAndWholeMessagesWhenAsked() {
        assertThat(entry("").keystrokes()).isTrue();
        assertThat(entry(", mode: keystrokes").keystrokes()).isTrue();
        assertThat(entry(", mode: lines").keystrokes()).isFalse();
        assertThatThrownBy(() -> entry(", mode: message"))
                .hasMessageContaining("mode must be lines or keystrokes, not 'message'");
    }
}
