package parlor.relay.switchboard;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.ops.RecordLog;
import parlor.relay.pacing.ComposingModel.PersonsReply;
import parlor.relay.pacing.DayPace;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.read.Records;
import parlor.transcripts.stats.ReplyTiming;

/**
 * The day's people as the record has them: every reply a confederate typed onto a judge's screen,
 * read as the relay starts, so a restarted relay paces programs as the one before it had learned to.
 */
final class PeopleOnRecord {

    private PeopleOnRecord() {}

    /** The contest's day pace, having heard every confederate's typed reply on record in its transcripts. */
    static DayPace read(Contest contest) {
        DayPace people = DayPace.forContest(contest.pacing());
        if (!contest.pacing().typed()) {
            return people;
        }
        for (EntitySpec entity : contest.entities().values()) {
            if (entity instanceof EntitySpec.Confederate) {
                // the oldest first, as they were heard
                for (Path keys : Recovery.logsIn(contest.transcripts().resolve(entity.id()))
                        .reversed()) {
                    heard(people, keys, contest.pacing().correctionWindow());
                }
            }
        }
        RecordLog.paceOnRecord(
                people.replies(), contest.pacing().model() == parlor.relay.pacing.Pacing.Model.LOEBNER_2012);
        return people;
    }

    private static void heard(DayPace people, Path keys, Duration window) {
        List<Conversation> conversations;
        try {
            conversations = Records.read(keys);
        } catch (IOException | RuntimeException unreadable) {
            // the relay names a damaged record where it reads it for recovery; here it only teaches less
            RecordLog.recordUnreadableForPace(keys.toString(), String.valueOf(unreadable.getMessage()));
            return;
        }
        for (Conversation conversation : conversations) {
            for (ReplyTiming reply : ReplyTiming.of(conversation)) {
                if (reply.keys().size() > 1) {
                    people.heard(
                            PersonsReply.asShown(
                                    reply.messageChars(),
                                    PersonsReply.chars(reply.reply()),
                                    reply.toFirst(),
                                    reply.toLast(),
                                    window),
                            gaps(reply));
                }
            }
        }
    }

    private static List<Duration> gaps(ReplyTiming reply) {
        List<Duration> gaps = new ArrayList<>();
        for (int i = 1; i < reply.keys().size(); i++) {
            gaps.add(Duration.between(
                    reply.keys().get(i - 1).at(), reply.keys().get(i).at()));
        }
        return gaps;
    }
}
