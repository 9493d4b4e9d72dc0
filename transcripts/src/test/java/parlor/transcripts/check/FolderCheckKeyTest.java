package parlor.transcripts.check;

import static org.assertj.core.api.Assertions.assertThat;
import static parlor.transcripts.check.FolderCheckTest.conversation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.transcripts.keylog.KeyLogChain;
import parlor.transcripts.testing.KeyRecords;

/** A keyed contest's records: only the contest key's holder can check them, and a record chained any other way fails. */
class FolderCheckKeyTest {

    private static final Optional<byte[]> KEY = Optional.of(KeyLogChain.recordKey("a contest key of some length"));

    @TempDir
    Path folder;

    @Test
    void aKeyedRecordChecksWithItsKeyAndWithoutItCannotBeVerified() throws IOException {
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\r", true), KEY);

        assertThat(FolderCheck.check(folder, KEY))
                .singleElement()
                .hasToString("OK          E1/LP26-01: 8 keys, 2 transcript lines");
        assertThat(FolderCheck.check(folder))
                .singleElement()
                .hasToString(
                        "UNVERIFIED  E1/LP26-01: 8 keys, 2 transcript lines; "
                                + "chained with a contest key, which was not given: the chain cannot be verified (give --contest FILE or --contest-key-file FILE)");
    }

    @Test
    void aKeyedRecordCheckedWithAnotherKeyIsAProblemAtItsFirstLine() throws IOException {
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\r", true), KEY);

        assertThat(FolderCheck.check(folder, Optional.of(KeyLogChain.recordKey("another contest's key, as long"))))
                .singleElement()
                .hasToString(
                        "PROBLEM     E1/LP26-01: LP26-01.keys line 1 is not as the relay wrote it (changed, added, or a line before it removed)");
    }

    @Test
    void aRecordRechainedWithoutTheKeyIsAProblemWhenTheKeyIsGiven() throws IOException {
        // what someone with the files but not the key can do: rewrite the record with a plain hash chain
        KeyRecords.write(folder, "E1/LP26-01", conversation("Hello?\r\r", true));

        assertThat(FolderCheck.check(folder, KEY))
                .singleElement()
                .hasToString("PROBLEM     E1/LP26-01: LP26-01.keys line 1 is chained "
                        + "without the contest key (a plain hash chain, which anyone can recompute)");
    }

    @Test
    void aRecordWithNoChainCannotBeVerifiedWhenTheKeyIsGiven() throws IOException {
        KeyRecords.writeUnchained(folder, "E1/LP26-01", conversation("Hello?\r\r", true));

        assertThat(FolderCheck.check(folder, KEY)).singleElement().satisfies(f -> {
            assertThat(f.state()).isEqualTo(FolderCheck.State.UNVERIFIED);
            assertThat(f.detail())
                    .endsWith("; no chain (written before records were chained): an edit cannot be detected");
        });
    }
}
