package parlor.transcripts.conversation;

/** Who typed: the judge, or the hidden side (program or person; records never say which). */
public enum Speaker {
    JUDGE,
    HIDDEN
}
