package parlor.relay.ops;

import java.time.Duration;

/**
 * The operator log's events that other parts of the relay act on, as values: a prescreening's
 * evidence of a crash or a hang is read from these fields, never from a log line's wording, so a
 * log line can be reworded freely. {@link EntityLog} publishes each through {@link OpsEvents} as it
 * logs it.
 */
public sealed interface OpsEvent {

    /** The terminal (or desk) the event happened at. */
    String terminal();

    /** The supervisor stopped an entry ({@code reason}: its exit, or "no reply within N s (hung)") and starts it again after {@code pause}. */
    record EntityRestarting(String terminal, String entity, String reason, Duration pause) implements OpsEvent {}

    /** An entity stopped answering the judge at {@code terminal}. */
    record EntityDied(String terminal, String entity, String reason) implements OpsEvent {}

    /** The supervisor gave up on an entry that stopped {@code failures} times within {@code window}. */
    record EntityGaveUp(String terminal, String entity, String reason, int failures, Duration window)
            implements OpsEvent {}
}
