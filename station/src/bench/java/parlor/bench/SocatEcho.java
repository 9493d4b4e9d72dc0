package parlor.bench;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The baseline: {@code socat} forking a process per connection and echoing through a pipe, the
 * same wire with nothing of Parlor's on it. Its CPU counts the listener and every forked child (all
 * of them run for the whole of the typing: each station connects before it starts).
 */
final class SocatEcho implements LoadTarget {

    /** What the stations send through it: the station's own frames (the same traffic as through the relay), or a byte per key. */
    enum Wire {
        STATION_FRAMES("station frames"),
        RAW_BYTES("raw bytes");

        private final String words;

        Wire(String words) {
            this.words = words;
        }
    }

    private final Process socat;
    private final int port;
    private final Wire wire;

    private SocatEcho(Process socat, int port, Wire wire) {
        this.socat = socat;
        this.port = port;
        this.wire = wire;
    }

    static SocatEcho start(Wire wire) throws IOException, InterruptedException {
        int port = freePort();
        // backlog: socat's default of 5 would drop a thousand stations' SYNs; nodelay: an echo is a packet of its own
        Process socat = new ProcessBuilder(List.of("socat", "TCP-LISTEN:" + port + ",bind=127.0.0.1,fork,reuseaddr,backlog=1024,nodelay", "PIPE"))
            .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        SocatEcho echo = new SocatEcho(socat, port, wire);
        echo.awaitListening();
        return echo;
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    private void awaitListening() throws InterruptedException, IOException {
        for (int attempt = 0; attempt < 100; attempt++) {
            if (!socat.isAlive()) {
                throw new IOException("socat ended at once (exit code " + socat.exitValue() + ")");
            }
            try (Socket probe = new Socket()) {
                probe.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                return;
            } catch (IOException notYet) {
                Thread.sleep(50);
            }
        }
        throw new IOException("socat is not listening on port " + port + " after 5 s");
    }

    @Override
    public String name() {
        return "socat (fork + PIPE), " + wire.words;
    }

    @Override
    public LoadTerminal open(int station, StationTally tally) throws IOException {
        return wire == Wire.RAW_BYTES ? SocketStation.open(port, tally) : FrameEchoStation.open(port, tally);
    }

    @Override
    public long cpuNanos() {
        return ProcStats.cpuNanos(socat.pid()) + socat.children().mapToLong(child -> ProcStats.cpuNanos(child.pid())).sum();
    }

    @Override
    public long memoryKb() {
        return ProcStats.pssKb(socat.pid()) + socat.children().mapToLong(child -> ProcStats.pssKb(child.pid())).sum();
    }

    @Override
    public String memoryMeasure() {
        return "PSS of socat and its children";
    }

    @Override
    public void close() throws InterruptedException {
        socat.destroy();
        if (!socat.waitFor(10, TimeUnit.SECONDS)) {
            socat.destroyForcibly();
        }
    }
}
