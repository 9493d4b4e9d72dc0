package parlor.bench;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import parlor.relay.link.HostPort;
import parlor.relay.server.Relay;

/**
 * A connect storm: client threads connecting as fast as they can, each connection ended by the
 * client's EOF; how many a second the server completes (accepted, and closed by the server, or
 * turned away). The relay (a keyed contest, in this JVM) runs next to a plain Java accept loop
 * (accept, read to EOF, close), in the same run, so the machine's other load falls on both alike.
 */
public final class ConnectStormBench {

    private static final String KEY = "connect-storm-bench-key-2026";
    /** The default cap on connections from one address waiting for their handshake (ConnectionGate). */
    private static final int WAITING_PER_ADDRESS = 64;

    private ConnectStormBench() {}

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int clients = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        System.out.printf(
                "connect storm: %d client threads, %d s per case, %d cores%n",
                clients, seconds, Runtime.getRuntime().availableProcessors());
        for (int round = 1; round <= 2; round++) {
            System.out.printf("round %d%n", round);
            report("plain Java accept loop (accept, read to EOF, close)", plainLoop(seconds, clients));
            report("relay: accept, station's EOF before HELLO, close", relay(seconds, clients, false));
            report("relay: turned away (64 from the address already waiting)", relay(seconds, clients, true));
        }
        System.out.printf("a burst: %d connections opened by %d threads at once and held%n", BURST, BURST_THREADS);
        burstPlain();
        burstRelay();
    }

    private static final int BURST = 2_000;
    private static final int BURST_THREADS = 200;

    /** The burst against a plain accept loop that holds what it accepts. */
    private static void burstPlain() throws Exception {
        try (ServerSocket server = new ServerSocket()) {
            server.bind(new InetSocketAddress("127.0.0.1", 0), 1024);
            List<Socket> accepted = java.util.Collections.synchronizedList(new ArrayList<>());
            Thread.ofPlatform().daemon().start(() -> {
                while (!server.isClosed()) {
                    try {
                        accepted.add(server.accept());
                    } catch (IOException closed) {
                        return;
                    }
                }
            });
            reportBurst(
                    "plain Java accept loop (backlog 1024)",
                    openAtOnce(new HostPort("127.0.0.1", server.getLocalPort())));
            for (Socket socket : accepted) {
                socket.close();
            }
        }
    }

    /** The burst against the relay: most are over its cap of connections waiting for their handshake, and turned away. */
    private static void burstRelay() throws Exception {
        Path folder = Files.createTempDirectory("connect-storm");
        try (Relay relay = new Relay(parlor.relay.testing.DemoContests.keyed(KEY, folder), Clock.systemUTC()).start()) {
            reportBurst("relay", openAtOnce(relay.listen()));
        } finally {
            delete(folder);
        }
    }

    private static void reportBurst(String what, Burst burst) {
        System.out.printf(
                "  %-58s %8.0f connections/s  (all %d connected in %.2f s; %d waited over 0.9 s, a SYN sent again; %d failed)%n",
                what, BURST / burst.seconds(), BURST, burst.seconds(), burst.slow(), burst.failed());
    }

    private record Burst(double seconds, long slow, long failed) {}

    private static Burst openAtOnce(HostPort address) throws Exception {
        List<Socket> held = java.util.Collections.synchronizedList(new ArrayList<>());
        AtomicLong slow = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < BURST_THREADS; i++) {
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int n = 0; n < BURST / BURST_THREADS; n++) {
                    long start = System.nanoTime();
                    try {
                        held.add(new Socket(address.host(), address.port()));
                    } catch (IOException e) {
                        failed.incrementAndGet();
                    }
                    if (System.nanoTime() - start > 900_000_000L) {
                        slow.incrementAndGet();
                    }
                }
            }));
        }
        long start = System.nanoTime();
        go.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        double took = (System.nanoTime() - start) / 1e9;
        for (Socket socket : held) {
            socket.close();
        }
        return new Burst(took, slow.get(), failed.get());
    }

    private static void delete(Path folder) throws IOException {
        try (var files = Files.walk(folder)) {
            files.sorted(java.util.Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        }
    }

    private static void report(String what, Storm.Result result) {
        System.out.printf(
                "  %-58s %8.0f connections/s  (%d completed, %d refused, %d failed)%n",
                what, result.perSecond(), result.completed(), result.refused(), result.failed());
    }

    private static Storm.Result plainLoop(int seconds, int clients) throws Exception {
        try (ServerSocket server = new ServerSocket()) {
            server.bind(new InetSocketAddress("127.0.0.1", 0), 1024);
            Thread acceptor = Thread.ofPlatform().daemon().start(() -> acceptAndClose(server));
            Storm.Result result = new Storm(new HostPort("127.0.0.1", server.getLocalPort()), clients).run(seconds);
            server.close();
            acceptor.join();
            return result;
        }
    }

    private static void acceptAndClose(ServerSocket server) {
        while (!server.isClosed()) {
            try (Socket socket = server.accept()) {
                socket.getInputStream().transferTo(OutputSink.INSTANCE);
            } catch (IOException e) {
                // closed, or the client reset it
            }
        }
    }

    private static Storm.Result relay(int seconds, int clients, boolean full) throws Exception {
        Path folder = Files.createTempDirectory("connect-storm");
        try (Relay relay = new Relay(parlor.relay.testing.DemoContests.keyed(KEY, folder), Clock.systemUTC()).start()) {
            HostPort address = relay.listen();
            List<Socket> waiting = new ArrayList<>();
            try {
                for (int i = 0; full && i < WAITING_PER_ADDRESS; i++) {
                    waiting.add(new Socket(address.host(), address.port()));
                }
                return new Storm(address, clients).run(seconds);
            } finally {
                for (Socket socket : waiting) {
                    socket.close();
                }
            }
        } finally {
            delete(folder);
        }
    }

    /** Client threads connecting, half-closing and reading to the end, for a while. */
    private record Storm(HostPort address, int clients) {

        record Result(long completed, long refused, long failed, double seconds) {
            double perSecond() {
                return completed / seconds;
            }
        }

        Result run(int seconds) throws InterruptedException {
            AtomicBoolean stop = new AtomicBoolean();
            AtomicLong completed = new AtomicLong();
            AtomicLong refused = new AtomicLong();
            AtomicLong failed = new AtomicLong();
            List<Thread> threads = new ArrayList<>();
            long start = System.nanoTime();
            for (int i = 0; i < clients; i++) {
                threads.add(Thread.ofPlatform().daemon().start(() -> {
                    while (!stop.get()) {
                        try {
                            (once() ? refused : completed).incrementAndGet();
                        } catch (IOException e) {
                            failed.incrementAndGet();
                        }
                    }
                }));
            }
            Thread.sleep(seconds * 1000L); // the length of the storm, not a synchronisation
            stop.set(true);
            for (Thread thread : threads) {
                thread.join();
            }
            double took = (System.nanoTime() - start) / 1e9;
            return new Result(completed.get() + refused.get(), refused.get(), failed.get(), took);
        }

        /** One connection, to its end; true if it was refused. */
        private boolean once() throws IOException {
            try (Socket socket = new Socket()) {
                socket.setSoLinger(true, 0); // no TIME_WAIT: a storm of them would use up the ports
                socket.connect(new InetSocketAddress(address.host(), address.port()));
                socket.shutdownOutput();
                InputStream in = socket.getInputStream();
                byte[] heard = in.readAllBytes();
                return new String(heard, StandardCharsets.UTF_8).contains("REFUSED");
            }
        }
    }

    /** Where the plain loop's reads go. */
    private static final class OutputSink extends java.io.OutputStream {
        static final OutputSink INSTANCE = new OutputSink();

        @Override
        public void write(int b) {}

        @Override
        public void write(byte[] b, int off, int len) {}
    }
}
