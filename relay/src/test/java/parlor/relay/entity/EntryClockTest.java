package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.relay.contest.EntitySpec;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordingListener;

/** {@code entry-clock:}: a program in its sandbox reads the contest's published date and time on its own clock. */
class EntryClockTest {

    @TempDir
    Path folder;

    private final RecordingListener listener = new RecordingListener();

    private Contest contest(String clocks) {
        return ContestLoader.parse("""
            name: Clocks
            timezone: Europe/London
            entry-clock: 2009-09-06T10:00
            terminals:
              T1: { entity: E1 }
              T2: { entity: E2 }
            entities:
              E1: { program: [sh, -c, 'read line; date "+%%Y-%%m-%%d %%H:%%M %%Z"'] }
              E2: { program: [perl, -e, '$|=1; <STDIN>; my @t = localtime; printf "%%d-%%02d-%%02d\\n", $t[5]+1900, $t[4]+1, $t[3]'] %s }
            """.formatted(clocks), "clocks.yaml", folder);
    }

    private String firstReply(EntitySpec spec) {
        try (ProgramEntity entry = new ProgramEntity((EntitySpec.Program) spec, "T1", Clock.systemUTC())) {
            entry.start(listener);
            entry.judgeSaid("What is the date today?");
            Eventually.waitFor(
                    "the reply", Duration.ofSeconds(20), () -> !listener.replies.isEmpty(), () -> listener.failures);
            return String.join(" ", Sanitiser.lines(listener.replies.get(0)));
        }
    }

    @Test
    void theContestsEntryClockIsWhatAProgramsDateCommandReads() {
        assertThat(firstReply(contest("").entities().get("E1")))
                .startsWith("2009-09-06 10:0")
                .endsWith("BST");
    }

    @Test
    void anEntitysOwnEntryClockWinsOverTheContests() {
        assertThat(firstReply(
                        contest(", entry-clock: 2012-05-15T09:30").entities().get("E2")))
                .isEqualTo("2012-05-15");
    }

    @Test
    void anEntryClockThatIsNoDateIsRefusedNamingTheLine() {
        assertThatThrownBy(() -> contest(", entry-clock: next sunday"))
                .isInstanceOf(ContestFileException.class)
                .hasMessageContaining("clocks.yaml")
                .hasMessageContaining("'next sunday' is not a date and time such as 2009-09-06T10:00");
    }
}
