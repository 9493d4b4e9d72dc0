package parlor.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A {@link LoopEchoServer} in a JVM of its own, started with the java that runs the bench and its
 * classpath, carrying the stations' own frames as socat does for the baseline. Its CPU is the
 * JVM's (every thread: the loop, the compiler, the collector), its memory the JVM's resident set.
 */
final class LoopEcho implements LoadTarget {

    /** The event loop under the echo. */
    enum Loop {
        NIO("nio", "echo on the relay's NIO LinkLoop"),
        NETTY("netty", "echo on Netty 4.2, epoll");

        private final String argument;
        private final String words;

        Loop(String argument, String words) {
            this.argument = argument;
            this.words = words;
        }
    }

    /**
     * The echo servers' JVM options: bench/event-loops gives them the relay's own (bin/relay's
     * defaults, from bin/lib/java.sh), so each loop runs as it would in the relay.
     */
    static final String JVM_OPTIONS_VARIABLE = "PARLOR_ECHO_JVM_OPTS";

    private final EchoProcess server;
    private final Loop loop;
    private final Path output;

    private LoopEcho(EchoProcess server, Loop loop, Path output) {
        this.server = server;
        this.loop = loop;
        this.output = output;
    }

    /** Starts the echo on {@code loop}, its output in a file under {@code work}. */
    static LoopEcho start(Loop loop, Path work) throws IOException, InterruptedException {
        Path output = work.resolve("echo-" + loop.argument + ".out");
        EchoProcess server = EchoProcess.start(port -> command(loop, port), ProcessBuilder.Redirect.to(output.toFile()),
            java.time.Duration.ofSeconds(60));
        return new LoopEcho(server, loop, output);
    }

    private static List<String> command(Loop loop, int port) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElseThrow());
        // Netty loads its epoll library itself
        command.add("--enable-native-access=ALL-UNNAMED");
        if (Runtime.version().feature() >= 23) {
            // from Java 24 Netty leaves sun.misc.Unsafe alone unless allowed, as a relay on Netty would allow it
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.addAll(Arrays.stream(jvmOptions().trim().split("\\s+")).filter(option -> !option.isEmpty()).toList());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), LoopEchoServer.class.getName(),
            "--loop", loop.argument, "--port", Integer.toString(port)));
        return command;
    }

    static String jvmOptions() {
        String options = System.getenv(JVM_OPTIONS_VARIABLE);
        return options != null ? options : "";
    }

    /** What the server said as it started (which loop, Netty's version and allocator). */
    String startedAs() throws IOException {
        return Files.readString(output).strip();
    }

    @Override
    public String name() {
        return loop.words;
    }

    @Override
    public LoadTerminal open(int station, StationTally tally) throws IOException {
        return FrameEchoStation.open(server.port(), tally);
    }

    @Override
    public long cpuNanos() {
        return server.cpuNanos();
    }

    @Override
    public long waitNanos() {
        return server.waitNanos();
    }

    @Override
    public long memoryKb() {
        return server.residentKb();
    }

    @Override
    public String memoryMeasure() {
        return "RSS of the echo's JVM";
    }

    @Override
    public void close() throws InterruptedException {
        server.close();
    }
}
