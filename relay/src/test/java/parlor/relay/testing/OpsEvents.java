package parlor.relay.testing;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.slf4j.LoggerFactory;
import parlor.relay.ops.OpsLog;

/** The operator log's events from when it is made until it is closed, as logback hands them over. */
public final class OpsEvents implements AutoCloseable {

    private final ListAppender<ILoggingEvent> appender = new ListAppender<>();
    private final Logger logger = (Logger) LoggerFactory.getLogger(OpsLog.LOGGER);

    public OpsEvents() {
        appender.start();
        logger.addAppender(appender);
    }

    public List<ILoggingEvent> all() {
        return List.copyOf(appender.list);
    }

    /** The events of one kind: their {@code event} field, as {@code verdict-missing}. */
    public List<ILoggingEvent> named(String event) {
        return all().stream().filter(e -> field(e, "event").equals(event)).toList();
    }

    /** One of an event's fields as text, or "" if it has none by that name. */
    public static String field(ILoggingEvent event, String key) {
        return event.getKeyValuePairs() == null
                ? ""
                : event.getKeyValuePairs().stream()
                        .filter(kv -> kv.key.equals(key))
                        .map(kv -> String.valueOf(kv.value))
                        .findFirst()
                        .orElse("");
    }

    @Override
    public void close() {
        logger.detachAppender(appender);
    }
}
