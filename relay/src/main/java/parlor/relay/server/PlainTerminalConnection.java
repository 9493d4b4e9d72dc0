package parlor.relay.server;

import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Transport;
import parlor.relay.ops.OpsLog;
import parlor.relay.plain.PlainInput;
import parlor.relay.plain.PlainKeyDecoder;
import parlor.relay.plain.PlainScreen;
import parlor.relay.plain.TelnetFilter;
import parlor.relay.switchboard.Seat;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.Screen;

/**
 * A plain terminal on a serial line or a telnet port: its bytes become keys for the terminal's
 * seat (recorded before they are echoed, like any station's), and the relay draws the 1996
 * screen for it. Ctrl-L redraws the screen, as on any Unix terminal. Bytes that name no key are
 * dropped, never recorded, and counted in the operator log once per episode.
 */
final class PlainTerminalConnection implements parlor.relay.switchboard.PlainViewer {

    private static final Key REDRAW = new Key("U000C");
    private static final byte[] CLOSE = new byte[0];

    private final Transport transport;
    private final Seat seat;
    private final PlainScreen writer;
    private final PlainKeyDecoder decoder = new PlainKeyDecoder();
    private final TelnetFilter telnet;
    private final Clock clock;
    private final BlockingQueue<byte[]> outgoing = new LinkedBlockingQueue<>();
    private final String terminal;
    private volatile boolean ended;
    /** Input that named no key: counted, and logged once per episode with the first of it. */
    private final Episodes notKeys;

    private volatile String firstNotKey;
    /** Says the seat is free for another client: as this one is let go, before its line is closed. */
    private volatile Runnable vacated = () -> {};

    PlainTerminalConnection(Transport transport, Seat seat, TerminalSpec spec, boolean telnet, Clock clock) {
        this.transport = transport;
        this.seat = seat;
        this.terminal = spec.id();
        this.writer = PlainScreen.create(spec.plain().orElseThrow(), spec.id(), spec.charset());
        this.telnet = telnet ? new TelnetFilter() : null;
        this.clock = clock;
        this.notKeys = new Episodes(clock, (source, why, count, window) -> {
            OpsLog.notKeysDropped(terminal, source, count, window, firstNotKey);
            firstNotKey = null;
        });
    }

    /** Serves the terminal until its line ends. Blocks: call on its own thread. */
    void serve() {
        serve(() -> {});
    }

    /** As {@link #serve()}; {@code vacated} runs once the seat is free for another client (it may run twice). */
    void serve(Runnable vacated) {
        this.vacated = vacated;
        Thread.ofVirtual().name("plain-out-" + terminal).start(this::writeLoop);
        Thread.ofVirtual().name("plain-escape-" + terminal).start(this::escapeTimeouts);
        if (telnet != null) {
            outgoing.add(TelnetFilter.greeting());
        }
        OpsLog.stationConnected(
                terminal,
                transport.name(),
                "plain terminal, " + writer.getClass().getSimpleName());
        seat.attachPlain(this);
        String why = "line closed";
        try {
            readKeys();
        } catch (IOException e) {
            why = e.getMessage();
        } finally {
            ended = true;
            notKeys.flush();
            seat.detachPlain(this);
            vacated.run();
            OpsLog.stationLeft(terminal, transport.name(), why);
            outgoing.add(CLOSE);
        }
    }

    private void readKeys() throws IOException {
        InputStream in = transport.in();
        byte[] buffer = new byte[1024];
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
            byte[] bytes = telnet == null ? java.util.Arrays.copyOf(buffer, n) : telnet.keys(buffer, n);
            List<PlainInput> inputs;
            synchronized (decoder) {
                inputs = decoder.feed(bytes, clock.instant());
            }
            inputs.forEach(this::take);
        }
    }

    /** A lone ESC is the Escape key once nothing has followed it for a moment. */
    private void escapeTimeouts() {
        while (!ended) {
            List<PlainInput> late;
            synchronized (decoder) {
                late = decoder.deadline()
                        .filter(d -> !clock.instant().isBefore(d))
                        .map(d -> decoder.tick(clock.instant()))
                        .orElse(List.of());
            }
            late.forEach(this::take);
            notKeys.tick(clock.instant());
            try {
                Thread.sleep(Duration.ofMillis(50));
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void take(PlainInput input) {
        switch (input) {
            case PlainInput.Pressed pressed -> {
                seat.keyPressed(pressed.key(), 0);
                if (pressed.key().equals(REDRAW)) {
                    seat.redrawPlain(this);
                }
            }
            case PlainInput.Unreadable unreadable -> {
                if (firstNotKey == null) {
                    firstNotKey = unreadable.bytes() + ": " + unreadable.reason();
                }
                notKeys.note(transport.name(), "");
            }
        }
    }

    @Override
    public void show(LinkMessage.Data message) {
        switch (message) {
            case LinkMessage.Draw draw -> queue(writer.draw(draw.event()));
            case LinkMessage.Status status -> queue(writer.status(status.judge(), status.notice()));
            default -> {
                // keys go the other way; the rest is between the relay and hidden hosts
            }
        }
    }

    @Override
    public void redraw(Screen conversation, int judge, String notice) {
        queue(writer.redrawAll(conversation, judge, notice));
    }

    @Override
    public void displaced() {
        queue(writer.release());
        outgoing.add(CLOSE);
    }

    /** A telnet client is let go, told why in plain words; a serial line stays. */
    @Override
    public boolean release() {
        if (telnet == null) {
            return false;
        }
        queue(writer.release());
        vacated.run();
        outgoing.add(TelnetTerminals.line("The operator has freed this seat. Goodbye."));
        outgoing.add(CLOSE);
        return true;
    }

    private void queue(byte[] bytes) {
        if (bytes.length > 0) {
            outgoing.add(bytes);
        }
    }

    private void writeLoop() {
        try {
            while (true) {
                byte[] next = outgoing.take();
                if (next == CLOSE) {
                    break;
                }
                transport.out().write(next);
                transport.out().flush();
            }
        } catch (IOException | InterruptedException e) {
            // the terminal went away; the reading side notices and reports it
        } finally {
            try {
                transport.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }
}
