package parlor.relay.switchboard;

import parlor.transcripts.rules.OpeningCheck;

/** Where a contest day records what the relay saw of a conversation's 2006 opening assertion (the day's verdict log). */
@FunctionalInterface
public interface OpeningRecord {

    /** Nowhere: a contest without rounds has no verdict log. */
    OpeningRecord NONE = (terminal, entity, judge, phase, said) -> {};

    /** In the conversation of {@code terminal} with {@code entity} in the day's phase {@code phase}, judge {@code judge}. */
    void checked(String terminal, String entity, int judge, String phase, OpeningCheck.Said said);
}
