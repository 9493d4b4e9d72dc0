package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.contest.ContestLoader;
import parlor.relay.link.HostPort;
import parlor.relay.testing.EchoTypist;

/**
 * Anyone who can reach the relay's port (no key needed) floods it with lines and with random
 * bytes, while a judge types at a real station through the same relay: the operator log grows by
 * a few lines, not by the flood, and the judge's echo stays as quick as without the flood.
 */
class LogFloodTest {

    private static final byte[] LINES = "x\n".repeat(250_000).getBytes(StandardCharsets.US_ASCII);
    private static final byte[] RANDOM = randomBytes(25 * 1024 * 1024);
    /** Floods in turn, each after a stretch of typing without one; the first of each kind warms the relay up. */
    private static final List<byte[]> FLOODS = List.of(LINES, RANDOM, LINES, RANDOM, LINES, LINES, RANDOM, LINES);

    private static final int WARM_UP = 2;
    /** A stretch of typing, with or without a flood, is at least this many keys. */
    private static final int KEYS_AT_LEAST = 300;

    @TempDir
    Path folder;

    @Test
    void floodsOnTheRelaysPortGrowTheLogByUnder5MbAndLeaveAJudgesEchoAsQuick() throws Exception {
        Path logs = Path.of(System.getProperty("parlor.logs"));
        List<Long> quiet = new ArrayList<>();
        List<Long> flooded = new ArrayList<>();
        long logBefore;
        try (Relay relay = new Relay(
                        ContestLoader.demo(folder).withListen(new HostPort("127.0.0.1", 0)), Clock.systemDefaultZone())
                .start()) {
            HostPort address = relay.listen();
            try (EchoTypist judge = new EchoTypist(address, "T1", KEYS_AT_LEAST)) {
                logBefore = bytes(logs);
                for (int i = 0; i < FLOODS.size(); i++) {
                    Thread flood = flood(address, FLOODS.get(i));
                    List<Long> duringFlood = judge.typeWhile(flood::isAlive, KEYS_AT_LEAST);
                    flood.join();
                    // the same number of keys without a flood, straight after: both see the machine as busy as it is
                    // now
                    List<Long> withoutFlood = judge.type(duringFlood.size());
                    if (i >= WARM_UP) {
                        flooded.addAll(duringFlood);
                        quiet.addAll(withoutFlood);
                    }
                }
            }
        }
        long grown = bytes(logs) - logBefore;

        assertThat(grown)
                .as(
                        "bytes the floods (%,d lines and %,d MB of random bytes in all) added to the operator log",
                        FLOODS.stream().filter(f -> f == LINES).count() * 250_000,
                        FLOODS.stream().filter(f -> f == RANDOM).count() * 25)
                .isLessThan(5L * 1024 * 1024);
        long quietP99 = EchoTypist.p99(quiet);
        long floodedP99 = EchoTypist.p99(flooded);
        System.out.printf(
                "log grew by %,d bytes; echo p99 %d µs during floods (%d keys), %d µs without (%d keys)%n",
                grown, floodedP99, flooded.size(), quietP99, quiet.size());
        assertThat(floodedP99)
                .as(
                        "echo p99 during the floods, in µs, against %d µs without (%d and %d keys)",
                        quietP99, flooded.size(), quiet.size())
                .isLessThanOrEqualTo(EchoTypist.twiceQuiet(quietP99));
    }

    /** A connection that sends {@code bytes} and waits for the relay to close it; runs until then. */
    private static Thread flood(HostPort address, byte[] bytes) {
        return Thread.ofPlatform().name("flood").start(() -> {
            try (Socket socket = new Socket(address.host(), address.port())) {
                socket.getOutputStream().write(bytes);
                socket.shutdownOutput();
                InputStream in = socket.getInputStream();
                while (in.read(new byte[4096]) >= 0) {
                    // whatever the relay says back, until it hangs up
                }
            } catch (IOException closedByTheRelay) {
                // the relay may close it while it is still being sent: the flood is over either way
            }
        });
    }

    private static long bytes(Path logs) throws IOException {
        if (!Files.isDirectory(logs)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(logs)) {
            return files.filter(Files::isRegularFile)
                    .mapToLong(file -> file.toFile().length())
                    .sum();
        }
    }

    private static byte[] randomBytes(int size) {
        byte[] bytes = new byte[size];
        new Random(25).nextBytes(bytes);
        return bytes;
    }
}
