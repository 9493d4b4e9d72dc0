package parlor.relay.prescreen;

import ch.qos.logback.classic.spi.ILoggingEvent;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.relay.ops.OpsListener;

/**
 * Listens to the operator's log while a prescreening runs, for what the relay's supervisor did to
 * each entry: restarted it after a crash or a hang, or gave up on it. These are the evidence the
 * scoring sheet gives; the judge's screen, by design, shows only a delay. Logback is the relay's
 * logging; with any other, the sheet still has what the screens showed.
 */
final class OpsWatch implements AutoCloseable {

    /** Told, on the entry's own thread, of each crash or hang at its terminal. */
    interface Listener {
        void trouble(String kind, String evidence);
    }

    private static final Pattern RESTARTING = Pattern.compile("stopped \\((.*)\\); restarting it in (\\d+) s");
    private static final Pattern DIED = Pattern.compile("is not responding: (.*)");

    private final Map<String, ? extends Listener> byTerminal;
    private final OpsListener log;

    OpsWatch(Map<String, ? extends Listener> byTerminal) {
        this.byTerminal = Map.copyOf(byTerminal);
        this.log = OpsListener.start("prescreening", this::seen);
    }

    private void seen(ILoggingEvent event) {
        Listener listener = byTerminal.get(event.getMDCPropertyMap().get("terminal"));
        if (listener == null) {
            return;
        }
        String message = event.getFormattedMessage();
        switch (OpsListener.eventName(event)) {
            case "entity-restarting" -> matched(RESTARTING, message)
                .ifPresent(m -> listener.trouble(kindOf(m.group(1)), m.group(1) + ", restarted"));
            case "entity-died" -> matched(DIED, message).ifPresent(m -> listener.trouble(kindOf(m.group(1)), m.group(1)));
            default -> {
                // the rest (messages, replies, connections) is the conversation going as it should
            }
        }
    }

    private static Optional<Matcher> matched(Pattern pattern, String message) {
        Matcher matcher = pattern.matcher(message);
        return matcher.find() ? Optional.of(matcher) : Optional.empty();
    }

    /** The supervisor says "(hung)" of an entry that did not answer in time; anything else that stopped it is a crash. */
    static String kindOf(String reason) {
        return reason.contains("(hung)") ? Troubles.HUNG : Troubles.CRASHED;
    }

    @Override
    public void close() {
        log.close();
    }
}
