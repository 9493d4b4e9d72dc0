package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The roles a HELLO may name: the words on the wire are the protocol's and must not drift. */
class RoleTest {

    @Test
    void eachRoleIsTheWordTheProtocolHasAlwaysSent() {
        assertThat(Arrays.stream(Role.values()).map(Role::wire))
                .containsExactly("judge", "confederate", "watcher", "host", "operator", "audience");
        for (Role role : Role.values()) {
            assertThat(Role.parse(role.wire())).isEqualTo(role);
            assertThat(role).hasToString(role.wire());
        }
    }

    @Test
    void aWordThatNamesNoRoleIsRefusedNamingItAndTheRolesThereAre() {
        assertThatThrownBy(() -> Role.parse("referee"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(
                        "role 'referee' is not available on this relay (judge, confederate, watcher, host, operator or audience)");
        assertThat(Role.named("Judge"))
                .as("words are matched exactly, as the relay always has")
                .isEmpty();
    }

    @Test
    void onlyJudgesConfederatesWatchersAndAudienceWallsSitAtAStation() {
        assertThat(Arrays.stream(Role.values()).filter(Role::atAStation))
                .containsExactly(Role.JUDGE, Role.CONFEDERATE, Role.WATCHER, Role.AUDIENCE);
        assertThat(Arrays.stream(Role.values()).filter(Role::onlooker))
                .as("and of those, only watchers and walls cannot type into a conversation")
                .containsExactly(Role.WATCHER, Role.AUDIENCE);
    }
}
