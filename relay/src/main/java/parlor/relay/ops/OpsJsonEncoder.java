package parlor.relay.ops;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.encoder.EncoderBase;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.Set;
import org.slf4j.event.KeyValuePair;

/**
 * relay.jsonl's lines: one flat JSON object per event, so {@code jq -r .event} counts them. Every
 * line has {@code time} (UTC, to the millisecond), {@code level}, {@code event} and {@code message};
 * then {@code terminal} when there is one and the event's own fields, counts as JSON numbers. A line
 * from outside the relay's code (a library's) has the event {@code log} and its {@code logger}.
 */
public final class OpsJsonEncoder extends EncoderBase<ILoggingEvent> {

    /** The event of a line that did not name one: only libraries' lines should have it. */
    public static final String UNNAMED_EVENT = "log";
    /**
     * Its buffers are pooled for all threads: by default Jackson keeps a set of them (16 KB) for
     * every thread that ever wrote a line, and every station's reading thread writes one as it
     * connects, so a relay held 16 KB more for each connected terminal (bench/idle-memory).
     */
    private static final JsonFactory JSON = JsonFactory.builder()
            .recyclerPool(JsonRecyclerPools.sharedConcurrentDequePool())
            .build();

    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSX").withZone(ZoneOffset.UTC);
    private static final Set<String> FIXED =
            Set.of("time", "level", "event", "terminal", "message", "logger", "error", "stack");

    @Override
    public byte[] headerBytes() {
        return null;
    }

    @Override
    public byte[] footerBytes() {
        return null;
    }

    @Override
    public byte[] encode(ILoggingEvent event) {
        ByteArrayOutputStream line = new ByteArrayOutputStream(256);
        try (JsonGenerator json = JSON.createGenerator(line)) {
            json.writeStartObject();
            json.writeStringField("time", TIME.format(event.getInstant()));
            json.writeStringField("level", event.getLevel().toString());
            json.writeStringField("event", eventOf(event));
            String terminal = event.getMDCPropertyMap().get("terminal");
            if (terminal != null && !terminal.equals("-")) {
                json.writeStringField("terminal", terminal);
            }
            writeFields(event, json);
            json.writeStringField("message", event.getFormattedMessage());
            if (!event.getLoggerName().equals(OpsLog.LOGGER)) {
                json.writeStringField("logger", event.getLoggerName());
            }
            writeThrowable(event.getThrowableProxy(), json);
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a log line as JSON", e);
        }
        line.write('\n');
        return line.toByteArray();
    }

    /** The event the line was logged with, or {@link #UNNAMED_EVENT}. */
    static String eventOf(ILoggingEvent event) {
        if (event.getKeyValuePairs() != null) {
            for (KeyValuePair pair : event.getKeyValuePairs()) {
                if (pair.key.equals("event") && pair.value != null) {
                    return pair.value.toString();
                }
            }
        }
        return UNNAMED_EVENT;
    }

    private static void writeFields(ILoggingEvent event, JsonGenerator json) throws IOException {
        if (event.getKeyValuePairs() == null) {
            return;
        }
        Set<String> written = new HashSet<>(FIXED);
        for (KeyValuePair pair : event.getKeyValuePairs()) {
            // a field given twice keeps its first value (a JSON object has each key once); one without a value is left
            // out
            if (pair.value != null && written.add(pair.key)) {
                json.writeFieldName(pair.key);
                writeValue(pair.value, json);
            }
        }
    }

    private static void writeValue(Object value, JsonGenerator json) throws IOException {
        switch (value) {
            // no null here: writeFields leaves such fields out
            case Integer n -> json.writeNumber(n);
            case Long n -> json.writeNumber(n);
            case Short n -> json.writeNumber(n);
            case Byte n -> json.writeNumber(n);
            case Double n when Double.isFinite(n) -> json.writeNumber(n);
            case Float n when Float.isFinite(n) -> json.writeNumber(n);
            case BigDecimal n -> json.writeNumber(n);
            case Boolean b -> json.writeBoolean(b);
            default -> json.writeString(value.toString());
        }
    }

    /** A fault's stack stays on its own line: {@code error} says what it was, {@code stack} where. */
    private static void writeThrowable(IThrowableProxy thrown, JsonGenerator json) throws IOException {
        if (thrown == null) {
            return;
        }
        json.writeStringField(
                "error", thrown.getClassName() + (thrown.getMessage() == null ? "" : ": " + thrown.getMessage()));
        json.writeStringField("stack", ThrowableProxyUtil.asString(thrown));
    }
}
