package parlor.relay.entity;

import java.util.List;

/**
 * An entry that can be told the conversation so far outright instead of having it replayed
 * ({@link CatchUp#TOLD}): an HTTP chat model, which is sent the whole conversation each time.
 */
public interface Remembering {

    /** Before {@link Entity#start}: the exchanges it had, in order, to go on from. */
    void remember(List<Earlier.Exchange> earlier);
}
