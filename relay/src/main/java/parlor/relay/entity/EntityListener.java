package parlor.relay.entity;

/** Where an entity's output goes: raw, unsanitised text, or news that it failed. */
public interface EntityListener {

    /** The entity finished a reply. The text is as the entity produced it: sanitising comes later. */
    void replied(String text);

    /**
     * One key of a reply the entity types as it goes (an LPP entry in keystroke mode), to be shown at
     * once; the reply's end still comes through {@link #replied}. Raw: sanitising comes later.
     */
    default void typed(parlor.transcripts.keys.Key key) {}

    /** The entity stopped working (exited, crashed, cannot start), and why. */
    void failed(String reason);

    /** An entity reported as failed works again (a hidden host came back). */
    default void back(String how) {}

    /** A word for the judge's status line, about what they are typing (the verdict clerk says what is wrong with an answer). */
    default void notice(String text) {}
}
