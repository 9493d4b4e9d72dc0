package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.testing.ManualClock;
import parlor.transcripts.check.FolderCheck;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;

/** The relay's side of the contract with {@code check}: a conversation it closes says so in its record's last line. */
class ConversationRecordCloseTest {

    @TempDir
    Path folder;

    @Test
    void aConversationClosedWhenItsTimeIsUpChecksAsEndedNotInterrupted() throws IOException {
        typedAndClosed(ContestLoader.demo(folder));

        assertThat(FolderCheck.check(folder))
                .extracting(FolderCheck.Finding::toString)
                .containsExactly(
                        "OK          DEMO/LP26-01: ended: time up, while the judge was typing (1 finished line, current line 'Still ty'); "
                                + "15 keys, 1 transcript lines");
    }

    @Test
    void aKeyedContestsRecordChecksOnlyWithItsKey() throws IOException {
        Contest contest = ContestLoader.demo(folder).withKey(Optional.of("the contest key, long enough"));
        typedAndClosed(contest);

        assertThat(FolderCheck.check(folder, contest.recordKey()))
                .singleElement()
                .satisfies(f -> assertThat(f.state()).isEqualTo(FolderCheck.State.OK));
        assertThat(FolderCheck.check(folder))
                .singleElement()
                .satisfies(f -> assertThat(f.state()).isEqualTo(FolderCheck.State.UNVERIFIED));
        assertThat(FolderCheck.check(
                        folder,
                        ContestLoader.demo(folder)
                                .withKey(Optional.of("another contest key, as long"))
                                .recordKey()))
                .singleElement()
                .satisfies(f -> assertThat(f.detail()).startsWith("LP26-01.keys line 1 is not as the relay wrote it"));
    }

    /** Judge 4 types a line and part of the next; the relay closes the conversation, its time up. */
    private static void typedAndClosed(Contest contest) {
        ManualClock clock = new ManualClock(Instant.parse("2026-11-22T10:00:00Z"));
        ConversationRecord record = new ConversationRecord(
                "T1",
                contest.entities().get("DEMO"),
                contest,
                clock,
                clock.instant(),
                4,
                "",
                parlor.transcripts.seal.RecordManifest.NONE);
        LineDiscipline discipline = new LineDiscipline(4);
        long seq = 0;
        for (Key key : Key.typing("Hello?\rStill ty")) {
            clock.advance(Duration.ofMillis(300));
            record.key(key, ++seq, 4, clock.instant());
            discipline.accept(key, clock.instant()).forEach(record::transcribe);
        }
        record.closed("time up", 4, clock.instant());
        record.close();
    }

    @Test
    void aConversationWithNothingOnRecordLeavesNoFilesWhenClosed() throws IOException {
        Contest contest = ContestLoader.demo(folder);
        ManualClock clock = new ManualClock(Instant.parse("2026-11-22T10:00:00Z"));
        ConversationRecord record = new ConversationRecord(
                "T1",
                contest.entities().get("DEMO"),
                contest,
                clock,
                clock.instant(),
                4,
                "",
                parlor.transcripts.seal.RecordManifest.NONE);

        record.closed("time up", 4, clock.instant());
        record.close();

        try (Stream<Path> files = Files.walk(folder)) {
            assertThat(files.filter(Files::isRegularFile)).isEmpty();
        }
    }
}
