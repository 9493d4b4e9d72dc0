package parlor.bench;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * An echo server in a process of its own, listening on a loopback port (socat, or a JVM running
 * {@link LoopEchoServer}): started, waited for until it takes a connection, measured from /proc
 * (the process and every child it forked), and stopped.
 */
final class EchoProcess implements AutoCloseable {

    private final Process process;
    private final int port;

    private EchoProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /**
     * Starts {@code command} (given a free port, the command that listens on it), its output to
     * {@code output}, and waits until it takes a connection, for at most {@code patience}.
     */
    static EchoProcess start(IntFunction<List<String>> command, ProcessBuilder.Redirect output, java.time.Duration patience)
            throws IOException, InterruptedException {
        int port = freePort();
        Process process = new ProcessBuilder(command.apply(port)).redirectErrorStream(true).redirectOutput(output).start();
        EchoProcess echo = new EchoProcess(process, port);
        echo.awaitListening(patience);
        return echo;
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    private void awaitListening(java.time.Duration patience) throws InterruptedException, IOException {
        long giveUp = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < giveUp) {
            if (!process.isAlive()) {
                throw new IOException(process.info().command().orElse("the echo server") + " ended at once (exit code "
                    + process.exitValue() + ")");
            }
            try (Socket probe = new Socket()) {
                probe.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                return;
            } catch (IOException notYet) {
                Thread.sleep(50);
            }
        }
        close();
        throw new IOException("the echo server is not listening on port " + port + " after " + patience.toSeconds() + " s");
    }

    int port() {
        return port;
    }

    /** CPU time of the process and of every child it forked (still running), in nanoseconds. */
    long cpuNanos() {
        return ProcStats.cpuNanos(process.pid()) + process.children().mapToLong(child -> ProcStats.cpuNanos(child.pid())).sum();
    }

    /** Time the process and its children (still running) waited for a core, in nanoseconds. */
    long waitNanos() {
        return ProcStats.waitNanos(process.pid()) + process.children().mapToLong(child -> ProcStats.waitNanos(child.pid())).sum();
    }

    /** The proportional share of memory of the process and its children, in kilobytes. */
    long pssKb() {
        return ProcStats.pssKb(process.pid()) + process.children().mapToLong(child -> ProcStats.pssKb(child.pid())).sum();
    }

    /** The process's resident memory now, in kilobytes. */
    long residentKb() {
        return ProcStats.statusKb(process.pid(), "VmRSS");
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
