package parlor.bench;

import com.pty4j.PtyProcess;
import com.pty4j.PtyProcessBuilder;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.link.LinkMessage;
import parlor.station.StationMain;
import parlor.relay.link.RelayConnection;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import parlor.relay.server.Relay;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * How long the relay adds between a judge's second Return and the first character of the reply,
 * beyond the entry's own time. Three runs over the same messages: an instant entry driven straight
 * on a pty (the baseline: the entry's own time plus the pty), the same entry behind the relay
 * over TCP loopback, and the built-in in-process entry behind the relay (link and discipline only).
 */
public final class ReplyLatencyBench {

    /** Answers every line at once, behind a prompt, as an entry would. */
    private static final String INSTANT_ENTRY = "$|=1; print \"you: \"; while (<STDIN>) { print \"ok\\nyou: \"; }";

    public static void main(String[] args) throws Exception {
        int messages = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        Path work = Files.createTempDirectory("parlor-bench");
        System.setProperty("parlor.logs", work.resolve("logs").toString());
        System.out.printf("reply latency, %d messages each, microseconds (judge's second Return -> first reply character)%n", messages);
        report("baseline: instant entry on a pty, no relay", directOnPty(messages));
        report("relay over TCP, instant entry on a pty", throughRelay(messages, programContest(work)));
        report("relay over TCP, built-in entry (no pty)", throughRelay(messages, ContestLoader.demo(work.resolve("demo"))
            .withListen(new HostPort("127.0.0.1", 0))));
    }

    private static Contest programContest(Path work) {
        String yaml = """
            name: Latency bench
            listen: 127.0.0.1:0
            transcripts: %s
            terminals:
              T1: { entity: E1 }
            entities:
              E1: { program: [perl, -e, '%s'], prompt: 'you:\\s*' }
            """.formatted(work.resolve("transcripts"), INSTANT_ENTRY.replace("'", "''"));
        return ContestLoader.parse(yaml, "bench.yaml", work);
    }

    private static long[] directOnPty(int messages) throws Exception {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("TERM", "dumb");
        PtyProcess entry = new PtyProcessBuilder()
            .setCommand(new String[] {"/bin/sh", "-c", "stty -echo; exec perl -e '" + INSTANT_ENTRY + "'"})
            .setEnvironment(env).start();
        InputStream in = entry.getInputStream();
        OutputStream out = entry.getOutputStream();
        readUntil(in, "you: ");
        long[] micros = new long[messages];
        for (int i = 0; i < messages; i++) {
            long start = System.nanoTime();
            out.write("ping\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            readUntil(in, "o");
            micros[i] = (System.nanoTime() - start) / 1000;
            readUntil(in, "you: ");
        }
        entry.destroy();
        return micros;
    }

    /** The station's real link over TCP: keys go out as the judge types, replies come back as drawing. */
    private static long[] throughRelay(int messages, Contest contest) throws Exception {
        try (Relay relay = new Relay(contest, Clock.systemDefaultZone()).start()) {
            HostPort address = relay.listen();
            BlockingQueue<LinkMessage> drawn = new LinkedBlockingQueue<>();
            RelayConnection.Events events = new RelayConnection.Events() {
                @Override
                public void received(LinkMessage message) {
                    drawn.add(message);
                }

                @Override
                public void linkIs(String description) {
                    // the bench only times drawing
                }
            };
            long[] micros = new long[messages];
            try (RelayConnection link = new RelayConnection(StationMain.tcpTo(address), "T1", events).start()) {
                while (!(drawn.take() instanceof LinkMessage.Welcome)) {
                    // wait until admitted
                }
                for (int i = 0; i < messages; i++) {
                    for (Key key : Key.typing("ping\r")) {
                        link.send(key);
                    }
                    drawn.clear();
                    long start = System.nanoTime();
                    link.send(Key.RETURN);
                    while (!(drawn.take() instanceof LinkMessage.Draw draw && draw.event() instanceof ScreenEvent.EntityLine)) {
                        // echoes and prompts before the reply
                    }
                    micros[i] = (System.nanoTime() - start) / 1000;
                    while (!(drawn.take() instanceof LinkMessage.Draw rest && rest.event() instanceof ScreenEvent.Prompt)) {
                        // the rest of the reply, up to the judge's next prompt
                    }
                }
            }
            return micros;
        }
    }

    private static void readUntil(InputStream in, String marker) throws Exception {
        StringBuilder seen = new StringBuilder();
        while (seen.indexOf(marker) < 0) {
            int b = in.read();
            if (b < 0) {
                throw new IllegalStateException("entry ended; saw: " + seen);
            }
            seen.append((char) b);
        }
    }

    private static void report(String what, long[] micros) {
        long[] all = micros.clone();
        Arrays.sort(all);
        // the first tenth warms the JIT up: reported apart
        long[] steady = Arrays.stream(Arrays.copyOfRange(micros, micros.length / 10, micros.length)).sorted().toArray();
        System.out.printf("  %-46s p50 %6d  p90 %6d  p99 %6d  max %7d  (incl. warm-up: max %d)%n", what,
            pct(steady, 50), pct(steady, 90), pct(steady, 99), steady[steady.length - 1], all[all.length - 1]);
    }

    private static long pct(long[] sorted, int percentile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)];
    }
}
