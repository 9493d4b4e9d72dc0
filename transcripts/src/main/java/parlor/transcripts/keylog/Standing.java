package parlor.transcripts.keylog;

/** How a conversation stood where its record ends: what was under way, if anything. */
public sealed interface Standing {

    /** The typist (the judge, or a confederate at a desk) at an empty prompt with the turn: nothing under way. */
    record AtRest() implements Standing {}

    /** The other side's reply had started to be shown, and had not finished. */
    record ReplyShowing(int linesRecorded) implements Standing {}

    /** The typist's message was sent, and no reply was on record yet. */
    record AwaitingReply() implements Standing {}

    /** The typist had started a message and not sent it. */
    record Typing(int finishedLines, String currentLine) implements Standing {}
}
