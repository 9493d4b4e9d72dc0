package parlor.relay.entity;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.slf4j.event.Level;
import parlor.relay.link.HostPort;
import parlor.relay.ops.OpsLog;

/**
 * An entry that listens on a TCP port (on its own hidden host, or this one) and speaks the same
 * line protocol as a program on standard streams: each judge message goes as one line; the reply
 * ends at the entry's prompt or after a quiet period. In keystroke mode it gets each of the judge's
 * keys as typed instead, exactly as a program on a pty would. A dropped connection is a failure,
 * and the supervisor connects again.
 */
public final class TcpEntity implements Entity {

    private static final Logger LOG = LoggerFactory.getLogger(TcpEntity.class);

    /**
     * Where the entry listens and how its replies end; {@code firstLine}, the contest's facts for an
     * entry that asked for them ({@code facts: first-line}), is sent before anything else on each
     * connection: a plain chatbot would take it for the judge's words, so only one that asks gets it.
     */
    public record Settings(
            HostPort address,
            Optional<Pattern> prompt,
            Optional<Pattern> strip,
            Duration quiet,
            boolean keystrokes,
            Optional<String> firstLine) {}

    private final String id;
    private final Settings settings;
    private final String terminal;
    private final Clock clock;
    private final BlockingQueue<String> toEntry = new LinkedBlockingQueue<>();
    private final KeystrokeEncoder keystrokes = new KeystrokeEncoder();
    private volatile Socket socket;
    private volatile boolean closing;

    public TcpEntity(String id, Settings settings, String terminal, Clock clock) {
        this.id = id;
        this.settings = settings;
        this.terminal = terminal;
        this.clock = clock;
    }

    @Override
    public void start(EntityListener listener) {
        Thread.ofVirtual().name("entity-" + id + "-tcp").start(() -> {
            MDC.put("terminal", terminal);
            run(listener);
        });
    }

    private void run(EntityListener listener) {
        ReplyStream replies =
                new ReplyStream(id, settings.prompt(), settings.strip(), settings.quiet(), listener, clock);
        try (Socket connected = new Socket()) {
            connected.connect(
                    new InetSocketAddress(
                            settings.address().host(), settings.address().port()),
                    5000);
            connected.setTcpNoDelay(true);
            socket = connected;
            if (settings.firstLine().isPresent()) {
                connected.getOutputStream().write((settings.firstLine().get() + "\n").getBytes(StandardCharsets.UTF_8));
            }
            OpsLog.entityLine(LOG, Level.INFO, "entity-connected", id)
                    .log("entity {} connected to {}", id, settings.address());
            Thread.ofVirtual().name("entity-" + id + "-in").start(() -> writeInput(connected));
            Thread.ofVirtual().name("entity-" + id + "-tick").start(() -> tickQuietPeriods(connected, replies));
            var decoder = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE);
            char[] chunk = new char[4096];
            try (Reader reader = new InputStreamReader(connected.getInputStream(), decoder)) {
                for (int n = reader.read(chunk); n >= 0; n = reader.read(chunk)) {
                    replies.output(new String(chunk, 0, n));
                }
            }
            replies.ended();
            if (!closing) {
                listener.failed("the entry at " + settings.address() + " closed the connection");
            }
        } catch (IOException e) {
            if (!closing) {
                listener.failed("cannot reach the entry at " + settings.address() + ": " + e.getMessage());
            }
        }
    }

    @Override
    public void judgeSaid(String message) {
        if (!settings.keystrokes()) {
            toEntry.add(message.replace('\n', ' ') + "\n");
        }
    }

    @Override
    public void judgeKey(parlor.transcripts.keys.Key key) {
        if (settings.keystrokes()) {
            keystrokes.encode(key).ifPresent(toEntry::add);
        }
    }

    private void writeInput(Socket connected) {
        try {
            EntryInput.pump(toEntry, connected.getOutputStream(), () -> !connected.isClosed());
        } catch (IOException | InterruptedException e) {
            // the reading side reports the connection's end
        }
    }

    private void tickQuietPeriods(Socket connected, ReplyStream replies) {
        while (!connected.isClosed()) {
            replies.tick();
            try {
                Thread.sleep(ReplyStream.TICK);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    @Override
    public void close() {
        closing = true;
        Socket open = socket;
        if (open != null) {
            try {
                open.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }
}
