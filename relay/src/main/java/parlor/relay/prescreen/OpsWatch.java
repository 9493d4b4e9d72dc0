package parlor.relay.prescreen;

import java.util.Map;
import parlor.relay.ops.OpsEvent;
import parlor.relay.ops.OpsEvents;

/**
 * Listens to the operator's events while a prescreening runs, for what the relay's supervisor did
 * to each entry: restarted it after a crash or a hang, or found it not responding. These are the
 * evidence the scoring sheet gives; the judge's screen, by design, shows only a delay. The events
 * are values ({@link OpsEvent}), so rewording a log line changes nothing here.
 */
final class OpsWatch implements AutoCloseable {

    /** Told, on the entry's own thread, of each crash or hang at its terminal. */
    interface Listener {
        void trouble(String kind, String evidence);
    }

    private final Map<String, ? extends Listener> byTerminal;
    private final OpsEvents.Listening events;

    OpsWatch(Map<String, ? extends Listener> byTerminal) {
        this.byTerminal = Map.copyOf(byTerminal);
        this.events = OpsEvents.listen(this::seen);
    }

    private void seen(OpsEvent event) {
        Listener listener = byTerminal.get(event.terminal());
        if (listener == null) {
            return;
        }
        switch (event) {
            case OpsEvent.EntityRestarting restarting ->
                listener.trouble(kindOf(restarting.reason()), restarting.reason() + ", restarted");
            case OpsEvent.EntityDied died -> listener.trouble(kindOf(died.reason()), died.reason());
            case OpsEvent.EntityGaveUp gaveUp -> {
                // the judge's side then finds it not responding (EntityDied), which is the evidence
            }
        }
    }

    /** The supervisor says "(hung)" of an entry that did not answer in time; anything else that stopped it is a crash. */
    static String kindOf(String reason) {
        return reason.contains("(hung)") ? Troubles.HUNG : Troubles.CRASHED;
    }

    @Override
    public void close() {
        events.close();
    }
}
