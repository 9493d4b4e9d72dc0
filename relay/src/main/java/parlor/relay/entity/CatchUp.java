package parlor.relay.entity;

/**
 * How an entry started afresh (after it crashed or hung, or after the relay itself was killed) is
 * brought back to where its conversation stood, so that it remembers what the judge told it: a
 * program that forgets mid-conversation tells the judge what it is. Chosen per kind of entry in
 * {@link Entities}; {@link SupervisedEntity} does it.
 */
public enum CatchUp {

    /**
     * A new process or a new connection knows nothing: it is given every earlier message again, one
     * at a time, and each answer is waited for (within the reply timeout, as any reply) and set
     * aside, never shown nor recorded. Program entries and TCP entries.
     */
    REPLAYED,

    /**
     * The relay keeps what the entry needs across its own failures (a web entry's cookies and
     * hidden fields, kept as a browser keeps them), but not across a restart of the relay: then the
     * earlier messages are replayed as for {@link #REPLAYED}, once.
     */
    REPLAYED_AFTER_RELAY_RESTART,

    /**
     * The entry is told the conversation outright ({@link Remembering}), with no extra requests:
     * a chat model is sent the whole conversation with every message anyway.
     */
    TOLD,

    /** The entry runs on its own and keeps its own memory (an LPP entry its author started): nothing to do. */
    KEPT
}
