package parlor.relay.entity;

/**
 * A hidden entity behind a terminal. The switchboard never knows which kind it talks to. Calls
 * return promptly; replies come back through the listener on the entity's own thread.
 */
public interface Entity extends AutoCloseable {

    /** Starts the entity; from now on it may call the listener. */
    void start(EntityListener listener);

    /** The judge completed a message (lines joined with {@code \n}). */
    void judgeSaid(String message);

    /** A new judge sat down at the terminal. Most entities need not care. */
    default void judgeChanged(int judge) {}

    /** A key of the judge's, as it takes effect (live, or type-ahead after a reply). Entries in keystroke mode want these. */
    default void judgeKey(parlor.transcripts.keys.Key key) {}

    /**
     * The judge's message as it is being typed, key by key (a person on the other side sees it):
     * its finished lines, each ended by a line feed, then the line being typed. Most entities need
     * not care.
     */
    default void judgeTyping(String unsent) {}

    /**
     * Why its reply has not come, when the entity can tell (a program waiting at a prompt other than
     * its contest file's): said to the operator with "no reply within 60 s". Empty when it cannot.
     */
    default java.util.Optional<String> whyNoReply() {
        return java.util.Optional.empty();
    }

    @Override
    void close();
}
