package parlor.relay.entity;

import java.util.List;
import java.util.Optional;

/**
 * An entity that takes up a conversation a restarted relay recovered from its record, instead of
 * beginning it again: the relay's own verdict clerk, which must neither greet the judge twice nor
 * ask again what is answered.
 */
public interface Resuming {

    /**
     * Starts on the recovered conversation, in place of {@link Entity#start}: {@code said} is every
     * line it had said, in order; {@code unanswered} the judge's last message, if nothing answered it.
     */
    void resume(EntityListener listener, List<String> said, Optional<String> unanswered);
}
