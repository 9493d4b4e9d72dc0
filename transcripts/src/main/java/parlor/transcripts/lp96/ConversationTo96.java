package parlor.transcripts.lp96;

import java.io.OutputStream;
import java.time.ZoneId;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.discipline.LineDiscipline;

/** Writes any conversation as a 1996 transcript, through the same writer the relay uses live. */
public final class ConversationTo96 {

    private ConversationTo96() {}

    public static void write(Conversation conversation, ZoneId zone, OutputStream out) {
        TranscriptHeader header = new TranscriptHeader(
                rightsLine(conversation), conversation.hidden(), conversation.label(), conversation.start());
        int judge = LineDiscipline.NO_JUDGE;
        try (Lp96TranscriptWriter writer = Lp96TranscriptWriter.to(out, conversation.source(), header, zone)) {
            for (Utterance line : conversation.lines()) {
                if (line.judge() != judge && line.judge() >= 0) {
                    writer.record(new DisciplineEvent.JudgeChanged(judge, line.judge(), line.at()));
                    judge = line.judge();
                }
                writer.record(
                        line.speaker() == Speaker.JUDGE
                                ? new DisciplineEvent.JudgeLine(line.judge(), line.text(), line.at())
                                : new DisciplineEvent.EntityLine(line.text(), line.at()));
            }
        }
    }

    /** The record's own rights statement: its (c) line if it has one, else its header text as given. */
    static String rightsLine(Conversation conversation) {
        return conversation.header().stream()
                .filter(line -> line.startsWith("(c)"))
                .findFirst()
                .orElse(String.join(
                        " / ", conversation.header().stream().limit(2).toList()));
    }
}
