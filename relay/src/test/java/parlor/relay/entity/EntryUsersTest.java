package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The users entries run as under a root relay: one each on the whole machine, the same at every start. */
class EntryUsersTest {

    @TempDir
    Path folder;

    private final Set<Integer> accounts = new HashSet<>();
    private final Set<Integer> running = new HashSet<>();

    private EntryUsers registry(String name) {
        return new EntryUsers(folder.resolve(name), new EntryUsers.Machine() {
            @Override
            public Set<Integer> accounts() {
                return accounts;
            }

            @Override
            public Set<Integer> running() {
                return running;
            }
        });
    }

    @Test
    void entriesWhoseIdsHashAlikeRunAsDifferentUsers() {
        assertThat("Aa".hashCode()).isEqualTo("BB".hashCode());
        EntryUsers users = registry("users");
        Path contest = folder.resolve("contest");

        assertThat(users.userOf(contest, "BB")).as("Aa and BB").isNotEqualTo(users.userOf(contest, "Aa"));
    }

    @Test
    void theSameEntryOfTwoContestsOnOneMachineRunsAsTwoUsersAndEachGetsItsOwnBackAtTheNextStart() {
        EntryUsers users = registry("users");
        int first = users.userOf(folder.resolve("spring"), "E1");
        int second = users.userOf(folder.resolve("autumn"), "E1");

        EntryUsers afterARestart = registry("users");
        assertThat(second).as("another contest's E1").isNotEqualTo(first);
        assertThat(afterARestart.userOf(folder.resolve("spring/."), "E1"))
                .as("the same contest's E1 after the relay's restart")
                .isEqualTo(first);
        assertThat(afterARestart.userOf(folder.resolve("autumn"), "E1")).isEqualTo(second);
        assertThat(first).isEqualTo(EntryUsers.FIRST);
    }

    @Test
    void aUserTheMachineHasOrAProcessRunsAsIsNeverHandedOut() {
        accounts.add(EntryUsers.FIRST);
        running.add(EntryUsers.FIRST + 1);

        int user = registry("users").userOf(folder, "E1");

        assertThat(user).isEqualTo(EntryUsers.FIRST + 2);
    }

    @Test
    void anAccountMadeSinceWithAnEntrysNumberGivesTheEntryAnotherUser() {
        EntryUsers users = registry("users");
        int before = users.userOf(folder, "E1");
        accounts.add(before);

        assertThat(users.userOf(folder, "E1")).isNotEqualTo(before).isGreaterThan(before);
    }

    @Test
    void aRelayKeepingAnotherRegistryDoesNotGiveOutAUserAnEntryOfTheFirstRunsAs() throws Exception {
        assumeTrue(Sandbox.isRoot() || System.getenv("CI") != null, "only root can run a process as another user");
        int taken = new EntryUsers(folder.resolve("one-registry"), EntryUsers.LOCAL).userOf(folder, "E1");
        Process entry = new ProcessBuilder(
                        "setpriv", "--reuid=" + taken, "--regid=" + taken, "--clear-groups", "sleep", "30")
                .start();
        try {
            parlor.relay.testing.Eventually.waitFor(
                    "the first relay's entry running",
                    java.time.Duration.ofSeconds(10),
                    () -> EntryUsers.LOCAL.running().contains(taken));
            EntryUsers other = new EntryUsers(folder.resolve("another-registry"), EntryUsers.LOCAL);

            assertThat(other.userOf(folder.resolve("elsewhere"), "E1")).isNotEqualTo(taken);
        } finally {
            entry.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
