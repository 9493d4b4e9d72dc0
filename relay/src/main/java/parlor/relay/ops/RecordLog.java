package parlor.relay.ops;

import static parlor.relay.ops.OpsLines.LOG;
import static parlor.relay.ops.OpsLines.at;
import static parlor.relay.ops.OpsLines.judgeName;
import static parlor.relay.ops.OpsLines.judgeNumber;

import java.time.Duration;

/**
 * The operator log's lines about the record on disk: a transcript opened, a disk that will not take
 * it (and takes it again), a conversation recovered on a restart, a chain that no longer holds.
 * Apart from {@link OpsLog} since these are what the organisers' evidence depends on.
 */
public final class RecordLog {

    /** The events a console is told of again as it opens (see {@link Alerts}). */
    static final String RECORD_NOT_AS_WRITTEN = "record-not-as-written", RECORD_UNVERIFIABLE = "record-unverifiable";

    private RecordLog() {}

    public static void transcriptOpened(String terminal, String file) {
        at(
                terminal,
                () -> LOG.atInfo()
                        .addKeyValue("event", "transcript-opened")
                        .addKeyValue("file", file)
                        .log("transcript {}", file));
    }

    public static void conversationRecovered(String terminal, String file, long keys, int judge, boolean askedAgain) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "conversation-recovered")
                        .addKeyValue("file", file)
                        .addKeyValue("keys", keys)
                        .addKeyValue("judge", judgeNumber(judge))
                        .addKeyValue("asked-again", askedAgain)
                        .log(
                                "recovered the conversation in {} ({} keys, judge {}){}",
                                file,
                                keys,
                                judgeName(judge),
                                askedAgain ? "; the entity is asked the judge's last message again" : ""));
    }

    public static void recordFailing(String terminal, String why, int waiting) {
        at(
                terminal,
                () -> LOG.atError()
                        .addKeyValue("event", "record-failing")
                        .addKeyValue("waiting", waiting)
                        .log(
                                "CANNOT WRITE THE RECORD: {}. The conversation goes on; {} write(s) kept in memory until the disk takes them: "
                                        + "free space on the transcripts disk NOW",
                                why,
                                waiting));
    }

    public static void recordStillFailing(String terminal, int waiting, Duration since) {
        at(
                terminal,
                () -> LOG.atError()
                        .addKeyValue("event", "record-failing")
                        .addKeyValue("waiting", waiting)
                        .log(
                                "STILL CANNOT WRITE THE RECORD after {} s: {} write(s) kept in memory; free space on the transcripts disk",
                                since.toSeconds(),
                                waiting));
    }

    public static void recordWritableAgain(String terminal, Duration after, int mostWaiting) {
        at(
                terminal,
                () -> LOG.atWarn()
                        .addKeyValue("event", "record-writable")
                        .addKeyValue("ms", after.toMillis())
                        .addKeyValue("kept", mostWaiting)
                        .log(
                                "the record is written again after {} ms: everything kept in memory (at most {} write(s)) is now on disk",
                                after.toMillis(),
                                mostWaiting));
    }

    /** A record's chain broke on a restart: lines from there on are not the relay's own, and are not replayed. */
    public static void recordNotAsWritten(String file, int line, String why, int trustedLines) {
        LOG.atError()
                .addKeyValue("event", RECORD_NOT_AS_WRITTEN)
                .addKeyValue("file", file)
                .addKeyValue("line", line)
                .log(
                        "RECORD ALTERED: {} line {} {}: only the {} line(s) before it are replayed, and nothing from there on is shown to anyone; "
                                + "keep the file as it is for the organisers (bin/transcripts check names the line)",
                        file,
                        line,
                        why,
                        trustedLines);
    }

    /** A record chained under a contest key, read by a relay started without one: replayed, but nothing vouches for it. */
    public static void recordUnverifiable(String file) {
        LOG.atWarn()
                .addKeyValue("event", RECORD_UNVERIFIABLE)
                .addKeyValue("file", file)
                .log(
                        "record {} was chained with a contest key and this relay has none: it is replayed unverified; "
                                + "start the relay with the contest's key (key: in the contest file, or PARLOR_CONTEST_KEY)",
                        file);
    }

    /** A record the relay could not read for the day's people's pace: programs are paced without it. */
    public static void recordUnreadableForPace(String file, String why) {
        LOG.atWarn()
                .addKeyValue("event", "record-unread-for-pace")
                .addKeyValue("file", file)
                .log(
                        "record {} could not be read for the day's pace ({}): programs are paced without its replies",
                        file,
                        why);
    }

    /** What programs are paced to as the relay starts: the day's people's replies on record, or 2012's people alone. */
    public static void paceOnRecord(int replies, boolean pinned) {
        LOG.atInfo()
                .addKeyValue("event", "pace-on-record")
                .addKeyValue("replies", replies)
                .log(
                        pinned
                                ? "programs are paced to the 2012 confederates (model: loebner-2012)"
                                : "programs are paced to the day's people: {} of their replies on record so far, the 2012"
                                        + " confederates standing in for the rest",
                        replies);
    }
}
