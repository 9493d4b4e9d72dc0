package parlor.bench;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.SerialLine;
import parlor.relay.link.SerialTransport;
import parlor.relay.link.Transport;
import parlor.relay.server.Relay;
import parlor.relay.testing.PtyPair;
import parlor.station.StationMain;
import parlor.relay.link.RelayConnection;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * Keystroke-to-echo latency through the real station link and relay, over TCP loopback and over a
 * 9600-baud serial line (a real pty pair opened by jSerialComm, paced to 9600 8N1 because ptys do
 * not throttle), next to the line's own character time; and how much of the line a long reply uses.
 */
public final class LinkLatencyBench {

    private static final int BAUD = 9600;
    /** 78 characters: the widest line the sanitiser passes unwrapped. */
    private static final String LONG_LINE = "The quick brown fox jumps over the lazy dog, then does it all over again......";

    public static void main(String[] args) throws Exception {
        Path work = Files.createTempDirectory("parlor-link-bench");
        System.setProperty("parlor.logs", work.resolve("logs").toString());
        int tcpKeys = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int serialKeys = args.length > 1 ? Integer.parseInt(args[1]) : 1000; // 300 left the p99 to 3 keys, some still before the JIT had settled
        System.out.printf("keystroke-to-echo latency, microseconds (key sent by the station -> its echo drawn)%n");
        report("TCP loopback", overTcp(work, tcpKeys));
        try (PtyPair pair = PtyPair.startIn(work.resolve("pty"))) {
            report("raw byte round trip on the paced 9600-baud pty (baseline)", rawRoundTrip(pair, serialKeys));
            report("station link over the paced 9600-baud pty, compact frames", overSerial(work.resolve("compact"), pair, serialKeys, false));
            report("the same, readable frames (bin/station --trace)", overSerial(work.resolve("readable"), pair, serialKeys, true));
        }
        System.out.printf("  the line's own character time at %d baud 8N1: %d us a byte%n", BAUD, 10_000_000 / BAUD);
        try (PtyPair pair = PtyPair.startIn(work.resolve("pty-raw"))) {
            rawGoodput(pair);
        }
        for (boolean readable : new boolean[] {false, true}) {
            try (PtyPair pair = PtyPair.startIn(work.resolve(readable ? "pty-readable" : "pty-compact"))) {
                goodput(work.resolve(readable ? "goodput-readable" : "goodput-compact"), pair, readable);
            }
        }
    }

    private static long[] overTcp(Path work, int keys) throws Exception {
        try (Relay relay = new Relay(demo(work.resolve("tcp")), Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            return echoes(StationMain.tcpTo(address), keys);
        }
    }

    private static long[] overSerial(Path work, PtyPair pair, int keys, boolean readable) throws Exception {
        try (Relay relay = new Relay(demo(work.resolve("serial")), Clock.systemDefaultZone()).start()) {
            Transport relayEnd = PacedTransport.at(BAUD, SerialTransport.open(SerialLine.of(pair.a().toString())));
            Thread.ofVirtual().start(() -> relay.connect(relayEnd));
            return echoes(pacedDialer(pair), keys, readable);
        }
    }

    /** Types {@code keys} single characters, each after the previous echo, timing each. */
    private static long[] echoes(RelayConnection.Dialer dialer, int keys) throws Exception {
        return echoes(dialer, keys, false);
    }

    private static long[] echoes(RelayConnection.Dialer dialer, int keys, boolean readable) throws Exception {
        BlockingQueue<LinkMessage> drawn = new LinkedBlockingQueue<>();
        long[] micros = new long[keys];
        try (RelayConnection link = station(dialer, drawn, readable).start()) {
            while (!(drawn.take() instanceof LinkMessage.Welcome)) {
                // wait until admitted and redrawn
            }
            drawn.clear();
            for (int i = 0; i < keys; i++) {
                if (i > 0 && i % 50 == 0) {
                    // erase the line again: it must stay under the discipline's line length
                    for (int erase = 0; erase < 50; erase++) {
                        link.send(Key.BACKSPACE);
                        awaitDraw(drawn, ScreenEvent.Erase.class);
                    }
                }
                long start = System.nanoTime();
                link.send(Key.of('a'));
                awaitDraw(drawn, ScreenEvent.Echo.class);
                micros[i] = (System.nanoTime() - start) / 1000;
            }
        }
        return micros;
    }

    private static long[] rawRoundTrip(PtyPair pair, int bytes) throws Exception {
        Transport a = PacedTransport.at(BAUD, SerialTransport.open(SerialLine.of(pair.a().toString())));
        Transport b = PacedTransport.at(BAUD, SerialTransport.open(SerialLine.of(pair.b().toString())));
        Thread echo = Thread.ofVirtual().start(() -> {
            try {
                InputStream in = a.in();
                OutputStream out = a.out();
                for (int c = in.read(); c >= 0; c = in.read()) {
                    out.write(c);
                }
            } catch (java.io.IOException e) {
                // closed
            }
        });
        long[] micros = new long[bytes];
        for (int i = 0; i < bytes; i++) {
            long start = System.nanoTime();
            b.out().write('a');
            b.in().read();
            micros[i] = (System.nanoTime() - start) / 1000;
        }
        a.close();
        b.close();
        echo.join(2000);
        return micros;
    }

    /** The baseline for goodput: what the paced line itself carries in this run, raw bytes written 82 at a time (a compact LINE frame's size). */
    private static void rawGoodput(PtyPair pair) throws Exception {
        Transport a = PacedTransport.at(BAUD, SerialTransport.open(SerialLine.of(pair.a().toString())));
        Transport b = PacedTransport.at(BAUD, SerialTransport.open(SerialLine.of(pair.b().toString())));
        int total = 40 * 82;
        Thread writer = Thread.ofVirtual().start(() -> {
            try {
                for (int sent = 0; sent < total; sent += 82) {
                    b.out().write(new byte[82]);
                }
            } catch (java.io.IOException e) {
                // closed
            }
        });
        InputStream in = a.in();
        byte[] buffer = new byte[4096];
        int firstRead = in.read(buffer);
        long first = System.nanoTime();
        int got = firstRead;
        while (got < total) {
            got += Math.max(0, in.read(buffer));
        }
        double seconds = (System.nanoTime() - first) / 1e9;
        writer.join(2000);
        a.close();
        b.close();
        System.out.printf("raw bytes over the paced 9600-baud pty (baseline): %.0f bytes/s of %d = %.0f%% of the line rate%n",
            (total - firstRead) / seconds, BAUD / 10, 100 * (total - firstRead) / seconds / (BAUD / 10.0));
    }

    /** An entry that answers with 40 long lines: how fast do they cross 9600 baud, against the line rate? */
    private static RelayConnection station(RelayConnection.Dialer dialer, BlockingQueue<LinkMessage> drawn, boolean readable) {
        RelayConnection station = new RelayConnection(dialer, "T1", events(drawn));
        return readable ? station.readableOnly() : station;
    }

    private static void goodput(Path work, PtyPair pair, boolean readable) throws Exception {
        String yaml = """
            name: Goodput
            listen: 127.0.0.1:0
            transcripts: %s
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [sh, -c, 'while read l; do i=0; while [ $i -lt 40 ]; do echo "%s"; i=$((i+1)); done; done'], quiet: 300ms }
            """.formatted(work.resolve("goodput"), LONG_LINE);
        Contest contest = ContestLoader.parse(yaml, "goodput.yaml", work);
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            Transport relayEnd = PacedTransport.at(BAUD, SerialTransport.open(SerialLine.of(pair.a().toString())));
            Thread.ofVirtual().start(() -> relay.connect(relayEnd));
            BlockingQueue<LinkMessage> drawn = new LinkedBlockingQueue<>();
            try (RelayConnection link = station(pacedDialer(pair), drawn, readable).start()) {
                while (!(drawn.take() instanceof LinkMessage.Welcome)) {
                    // admitted
                }
                Key.typing("go\r\r").forEach(link::send);
                awaitDraw(drawn, ScreenEvent.EntityLine.class);
                long first = System.nanoTime();
                long text = LONG_LINE.length();
                for (int line = 1; line < 40; line++) {
                    awaitDraw(drawn, ScreenEvent.EntityLine.class);
                    text += LONG_LINE.length();
                }
                double seconds = (System.nanoTime() - first) / 1e9;
                double lineRate = BAUD / 10.0;
                double textPerSecond = (text - LONG_LINE.length()) / seconds;
                System.out.printf("reply goodput over 9600 baud, %s frames: %d characters of reply text in 40 lines; %.0f characters/s of %.0f bytes/s "
                    + "the line carries = %.0f%% of the line rate%n", readable ? "readable" : "compact", text, textPerSecond, lineRate, 100 * textPerSecond / lineRate);
            }
        }
    }

    /** The station's end of the pty pair, paced to the line speed. */
    private static RelayConnection.Dialer pacedDialer(PtyPair pair) {
        return new RelayConnection.Dialer() {
            @Override
            public Transport dial() throws java.io.IOException {
                return PacedTransport.at(BAUD, SerialTransport.open(SerialLine.of(pair.b().toString())));
            }

            @Override
            public String describe() {
                return pair.b() + "@" + BAUD + " (paced)";
            }
        };
    }

    private static void awaitDraw(BlockingQueue<LinkMessage> drawn, Class<? extends ScreenEvent> kind) throws InterruptedException {
        while (true) {
            LinkMessage next = drawn.poll(30, TimeUnit.SECONDS);
            if (next == null) {
                throw new IllegalStateException("nothing drawn for 30 s while waiting for " + kind.getSimpleName());
            }
            if (next instanceof LinkMessage.Draw draw && kind.isInstance(draw.event())) {
                return;
            }
        }
    }

    private static RelayConnection.Events events(BlockingQueue<LinkMessage> drawn) {
        return new RelayConnection.Events() {
            @Override
            public void received(LinkMessage message) {
                drawn.add(message);
            }

            @Override
            public void linkIs(String description) {
                // the bench times drawing only
            }
        };
    }

    private static Contest demo(Path folder) {
        return ContestLoader.demo(folder).withListen(new HostPort("127.0.0.1", 0));
    }

    private static void report(String what, long[] micros) {
        long[] steady = Arrays.stream(Arrays.copyOfRange(micros, micros.length / 10, micros.length)).sorted().toArray();
        System.out.printf("  %-58s p50 %6d  p99 %6d  max %6d  (%d keys, first tenth left out as warm-up)%n", what,
            steady[steady.length / 2], steady[(int) Math.ceil(0.99 * steady.length) - 1], steady[steady.length - 1], micros.length);
    }
}
