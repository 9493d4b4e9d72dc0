package parlor.relay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.relay.testing.TwoJudgeDay;
import parlor.transcripts.testing.Modes;

/** {@code bin/relay seats --out DIR}: a key per seat, for the operator to hand to that seat alone. */
class SeatsCommandTest {

    @TempDir
    Path folder;

    @Test
    void theKeysAndTheirFolderAreForTheOperatorOnly() throws Exception {
        Path contest = Files.writeString(folder.resolve("contest.yaml"), TwoJudgeDay.yaml(true, "[cat]", ""));
        Path keys = folder.resolve("keys");

        CommandRun run =
                CommandRun.of(new RelayMain(), "seats", "--contest", contest.toString(), "--out", keys.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Modes.files(keys))
                .extracting(file -> file.getFileName().toString())
                .contains("judge-T1.key", "confederate-D1.key", "operator.key");
        assertThat(Modes.notOwnerOnly(keys))
                .as("the folder 0700, each key 0600")
                .isEmpty();
    }
}
