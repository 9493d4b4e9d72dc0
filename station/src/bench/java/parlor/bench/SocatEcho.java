package parlor.bench;

import java.io.IOException;
import java.util.List;

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

    private final EchoProcess socat;
    private final Wire wire;

    private SocatEcho(EchoProcess socat, Wire wire) {
        this.socat = socat;
        this.wire = wire;
    }

    static SocatEcho start(Wire wire) throws IOException, InterruptedException {
        // backlog: socat's default of 5 would drop a thousand stations' SYNs; nodelay: an echo is a packet of its own
        EchoProcess socat = EchoProcess.start(port -> List.of("socat", "TCP-LISTEN:" + port + ",bind=127.0.0.1,fork,reuseaddr,backlog=1024,nodelay",
            "PIPE"), ProcessBuilder.Redirect.DISCARD, java.time.Duration.ofSeconds(5));
        return new SocatEcho(socat, wire);
    }

    @Override
    public String name() {
        return "socat (fork + PIPE), " + wire.words;
    }

    @Override
    public LoadTerminal open(int station, StationTally tally) throws IOException {
        return wire == Wire.RAW_BYTES ? SocketStation.open(socat.port(), tally) : FrameEchoStation.open(socat.port(), tally);
    }

    @Override
    public long cpuNanos() {
        return socat.cpuNanos();
    }

    @Override
    public long waitNanos() {
        return socat.waitNanos();
    }

    @Override
    public long memoryKb() {
        return socat.pssKb();
    }

    @Override
    public String memoryMeasure() {
        return "PSS of socat and its children";
    }

    @Override
    public void close() throws InterruptedException {
        socat.close();
    }
}
