package parlor.relay.ops;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.UnsynchronizedAppenderBase;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.LoggerFactory;

/**
 * Something in the relay that listens to the operator's log as it is written (a prescreening's
 * evidence, the console's alerts). Logback is the relay's logging; with any other, nothing is heard.
 */
public final class OpsListener implements AutoCloseable {

    private final Optional<ch.qos.logback.classic.Logger> logger;
    private final UnsynchronizedAppenderBase<ILoggingEvent> appender;

    private OpsListener(
            Optional<ch.qos.logback.classic.Logger> logger, UnsynchronizedAppenderBase<ILoggingEvent> appender) {
        this.logger = logger;
        this.appender = appender;
    }

    /**
     * Hands {@code seen} every event of the operator's log from now until closed, on the thread that
     * logs it, which may be several at once: {@code seen} must be safe for that. Not through logback's
     * locked appender: both link loops log, and one waited 20 ms on that lock for the other (flight
     * recording, bench/load).
     */
    public static OpsListener start(String name, Consumer<ILoggingEvent> seen) {
        UnsynchronizedAppenderBase<ILoggingEvent> appender = new UnsynchronizedAppenderBase<>() {
            @Override
            protected void append(ILoggingEvent event) {
                seen.accept(event);
            }
        };
        Optional<ch.qos.logback.classic.Logger> logger =
                LoggerFactory.getLogger(OpsLog.LOGGER) instanceof ch.qos.logback.classic.Logger logback
                        ? Optional.of(logback)
                        : Optional.empty();
        logger.ifPresent(logback -> {
            appender.setContext(logback.getLoggerContext());
            appender.setName(name);
            appender.start();
            logback.addAppender(appender);
        });
        return new OpsListener(logger, appender);
    }

    /** The event's kind as the operator's log names it ({@code entity-died}), or empty. */
    public static String eventName(ILoggingEvent event) {
        return field(event, "event");
    }

    /** One of the event's fields as text ({@code entity}: {@code E1}), or empty if it has none by that name. */
    static String field(ILoggingEvent event, String key) {
        if (event.getKeyValuePairs() == null) {
            return "";
        }
        // a plain loop: every appender's filter asks this of every event, and a stream was garbage each time
        for (org.slf4j.event.KeyValuePair pair : event.getKeyValuePairs()) {
            if (pair.key.equals(key)) {
                return String.valueOf(pair.value);
            }
        }
        return "";
    }

    @Override
    public void close() {
        logger.ifPresent(logback -> logback.detachAppender(appender));
        appender.stop();
    }
}
