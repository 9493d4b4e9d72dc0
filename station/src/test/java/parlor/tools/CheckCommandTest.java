package parlor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.CommandRun;
import parlor.transcripts.keylog.KeyLogChain;

/** {@code bin/transcripts check} after a short day: the relay closed its conversations when their time was up, and one was killed. */
class CheckCommandTest {

    @TempDir
    Path folder;

    @Test
    void conversationsClosedWhenTheirTimeWasUpCountAsOkAndOnlyTheKilledOneAsInterrupted() throws IOException {
        record("E1/LP26-01", "Hello?\rAre y", "time up");
        record(".desk-D1/LP26-01", "I am her", "time up");
        record("E2/LP26-01", "Hello?\rAre y", null);

        CommandRun run = CommandRun.of(new TranscriptsMain(), "check", folder.toString());

        assertThat(run.exit()).isZero();
        assertThat(run.out().lines())
                .containsExactly(
                        "OK          .desk-D1/LP26-01: ended: time up, while the confederate was typing (current line 'I am her'); 8 keys, 0 transcript lines",
                        "OK          E1/LP26-01: ended: time up, while the judge was typing (1 finished line, current line 'Are y'); 12 keys, 1 transcript lines",
                        "INTERRUPTED E2/LP26-01: record ends mid-conversation: the judge was typing a message (1 finished line(s), current line 'Are y'); "
                                + "12 keys, 1 transcript lines",
                        "3 conversation(s): 2 ok, 1 interrupted, 0 with problems");
    }

    @Test
    void aKeyedRecordIsVerifiedWithTheContestKeyAndWithoutItIsNotAPass() throws IOException {
        String key = "a contest key of some length";
        TypedRecords.write(folder, "E1/LP26-01", "Hello?\r", "time up", Optional.of(KeyLogChain.recordKey(key)));
        Path keyFile =
                java.nio.file.Files.writeString(folder.resolveSibling(folder.getFileName() + ".key"), key + "\n");
        Path contest = java.nio.file.Files.writeString(
                folder.resolveSibling(folder.getFileName() + ".yaml"), """
            name: Keyed
            key: %s
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { demo: eliza }
            """.formatted(key));

        CommandRun without = CommandRun.of(new TranscriptsMain(), "check", folder.toString());
        CommandRun withKeyFile = CommandRun.of(
                new TranscriptsMain(), "check", "--contest-key-file", keyFile.toString(), folder.toString());
        CommandRun withContest =
                CommandRun.of(new TranscriptsMain(), "check", "--contest", contest.toString(), folder.toString());

        assertThat(without.exit()).isEqualTo(1);
        assertThat(without.out())
                .contains(
                        "UNVERIFIED  E1/LP26-01: ",
                        "the chain cannot be verified",
                        "1 conversation(s): 0 ok, 0 interrupted, 0 with problems, 1 unverified (give --contest FILE or --contest-key-file FILE)");
        assertThat(withKeyFile.exit()).as(withKeyFile.out()).isZero();
        assertThat(withContest.exit()).as(withContest.out() + withContest.err()).isZero();
        assertThat(withContest.out()).contains("1 conversation(s): 1 ok, 0 interrupted, 0 with problems");
    }

    @Test
    void aForgedLineIsAProblemNamedByItsLine() throws IOException {
        record("E1/LP26-01", "Hello?\r", "time up");
        Path keys = folder.resolve("E1/LP26-01.keys");
        List<String> lines = new java.util.ArrayList<>(java.nio.file.Files.readAllLines(keys));
        lines.add(3, lines.get(2).replace("key e", "key a"));
        java.nio.file.Files.write(keys, lines);

        CommandRun run = CommandRun.of(new TranscriptsMain(), "check", folder.toString());

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out().lines())
                .containsExactly(
                        "PROBLEM     E1/LP26-01: LP26-01.keys line 4 is not as the relay wrote it (changed, added, or a line before it removed)",
                        "1 conversation(s): 0 ok, 0 interrupted, 1 with problems");
    }

    private void record(String stem, String typed, String reason) throws IOException {
        TypedRecords.write(folder, stem, typed, reason);
    }
}
