package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seeded garbage and mutated frames through the real reader: no exception escapes, nothing hangs,
 * and every good frame sent after the garbage comes out intact.
 */
class FrameDecoderFuzzTest {

    private static final long SEED = 20261122L;
    private static final int BYTES = 1_200_000;

    @Test
    void aMillionRandomAndMutatedBytesLeaveEveryGoodFrameAfterThemIntact() throws IOException {
        Random random = new Random(SEED);
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        List<String> good = new ArrayList<>();
        int garbage = 0;
        while (garbage < BYTES) {
            garbage += writeGarbage(random, wire);
            String frame = FrameCodec.encode(
                    new Frame("LINE", good.size() + 1, random.nextInt(1000), "good frame " + good.size()));
            // a good frame only counts once a line end has cut off whatever garbage came before it
            wire.writeBytes("\n".getBytes(StandardCharsets.UTF_8));
            wire.writeBytes(frame.getBytes(StandardCharsets.UTF_8));
            good.add("good frame " + good.size());
        }
        List<String> damage = new ArrayList<>();
        List<String> out = new ArrayList<>();
        long start = System.nanoTime();

        FrameReader reader = new FrameReader(new ByteArrayInputStream(wire.toByteArray()), damage::add);
        for (Optional<Frame> next = reader.next(); next.isPresent(); next = reader.next()) {
            try {
                LinkCodec.fromFrame(next.get());
            } catch (IllegalArgumentException expectedForGarbageThatDecodes) {
                // a garbage line that happens to pass the checksum still cannot crash the reader
            }
            if (next.get().payload().startsWith("good frame ")) {
                out.add(next.get().payload());
            }
        }

        Duration took = Duration.ofNanos(System.nanoTime() - start);
        System.out.printf(
                "fuzz: %d bytes (%d of garbage), %d good frames, %d damage reports, %d ms%n",
                wire.size(), garbage, good.size(), damage.size(), took.toMillis());
        assertThat(out).isEqualTo(good);
        assertThat(damage).isNotEmpty();
        assertThat(took).isLessThan(Duration.ofSeconds(20));
    }

    @Test
    void theSameBytesInPiecesOfAnySizeGiveTheSameFramesAndTheSameDamage() throws IOException {
        Random random = new Random(SEED + 1);
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        for (int i = 0; i < 300; i++) {
            writeGarbage(random, wire);
            wire.writeBytes(("\n" + FrameCodec.encode(new Frame("LINE", i + 1, 0, "caf\u00e9 " + i)))
                    .getBytes(StandardCharsets.UTF_8));
            if (i % 7 == 0) {
                wire.writeBytes("\r\n\n".getBytes(StandardCharsets.UTF_8)); // blank lines, one with a carriage return
            }
        }
        byte[] bytes = wire.toByteArray();
        List<String> wholeDamage = new ArrayList<>();
        List<Frame> whole = FrameCodecTest.readAll(new ByteArrayInputStream(bytes), wholeDamage);

        List<String> piecesDamage = new ArrayList<>();
        List<Frame> pieces = FrameCodecTest.readAll(new TricklingStream(bytes, new Random(SEED + 2)), piecesDamage);

        assertThat(whole).hasSizeGreaterThanOrEqualTo(300);
        assertThat(pieces).isEqualTo(whole);
        assertThat(piecesDamage).isEqualTo(wholeDamage);
    }

    /**
     * The relay's own read path: the same bytes sent over TCP in random pieces, read by the event
     * loop, and held back (the loop stops reading) each time 64 bytes wait unread: a reader that
     * waits for them (a handshake's virtual thread) and one the loop calls as they arrive (a
     * station's frames) each get the same frames and the same damage as from the whole stream.
     */
    @Test
    void theSameBytesThroughTheRelaysEventLoopGiveTheSameFramesAndTheSameDamage() throws Exception {
        Random random = new Random(SEED + 3);
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        for (int i = 0; i < 300; i++) {
            writeGarbage(random, wire);
            wire.writeBytes(("\n" + FrameCodec.encode(new Frame("LINE", i + 1, 0, "caf\u00e9 " + i)))
                    .getBytes(StandardCharsets.UTF_8));
        }
        byte[] bytes = wire.toByteArray();
        List<String> wholeDamage = new ArrayList<>();
        List<Frame> whole = FrameCodecTest.readAll(new ByteArrayInputStream(bytes), wholeDamage);

        List<String> waitingDamage = new ArrayList<>();
        List<Frame> waiting = new ArrayList<>();
        throughLoop(bytes, link -> {
            java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
            Thread.ofVirtual().start(() -> {
                try {
                    waiting.addAll(FrameCodecTest.readAll(link.in(), waitingDamage));
                    done.countDown();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            return done;
        });
        List<String> calledDamage = new ArrayList<>();
        List<Frame> called = new ArrayList<>();
        throughLoop(bytes, link -> {
            java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
            FrameReader reader = new FrameReader(link.in(), calledDamage::add);
            link.deliverTo(() -> {
                try {
                    boolean over = link.ended();
                    for (Optional<Frame> f = over ? reader.next() : reader.nextWithoutWaiting();
                            f.isPresent();
                            f = over ? reader.next() : reader.nextWithoutWaiting()) {
                        called.add(f.get());
                    }
                    if (over) {
                        done.countDown();
                    }
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            return done;
        });

        System.out.printf(
                "fuzz through the event loop: %d bytes, %d frames, %d damage reports%n",
                bytes.length, called.size(), calledDamage.size());
        assertThat(whole).hasSizeGreaterThanOrEqualTo(300);
        assertThat(waiting).as("read by a thread that waits").isEqualTo(whole);
        assertThat(waitingDamage).isEqualTo(wholeDamage);
        assertThat(called).as("read by the loop as they arrive").isEqualTo(whole);
        assertThat(calledDamage).isEqualTo(wholeDamage);
    }

    /** Sends {@code bytes} in random pieces to a link on a loop of its own, read as {@code reading} sets up; waits for it. */
    private static void throughLoop(
            byte[] bytes,
            java.util.function.Function<parlor.relay.server.loop.LoopChannel, java.util.concurrent.CountDownLatch>
                    reading)
            throws Exception {
        try (parlor.relay.server.loop.LinkLoop loop = parlor.relay.server.loop.LinkLoop.start("fuzz-loop");
                java.nio.channels.ServerSocketChannel server = java.nio.channels.ServerSocketChannel.open()
                        .bind(new java.net.InetSocketAddress("127.0.0.1", 0));
                java.nio.channels.SocketChannel sender =
                        java.nio.channels.SocketChannel.open(server.getLocalAddress())) {
            parlor.relay.server.loop.LoopChannel link = loop.connection(server.accept(), "tcp:fuzz", 64);
            link.start();
            java.util.concurrent.CountDownLatch done = reading.apply(link);
            Random pieces = new Random(SEED + 4);
            for (int at = 0; at < bytes.length; ) {
                int n = Math.min(1 + pieces.nextInt(3000), bytes.length - at);
                sender.write(java.nio.ByteBuffer.wrap(bytes, at, n));
                at += n;
            }
            sender.shutdownOutput();
            assertThat(done.await(20, java.util.concurrent.TimeUnit.SECONDS))
                    .as("the reader reached the end")
                    .isTrue();
        }
    }

    /** Hands out its bytes a random 1 to 60 at a time, as a serial line or a slow socket does. */
    private static final class TricklingStream extends java.io.InputStream {
        private final byte[] bytes;
        private final Random random;
        private int at;

        TricklingStream(byte[] bytes, Random random) {
            this.bytes = bytes;
            this.random = random;
        }

        @Override
        public int read() {
            return at < bytes.length ? bytes[at++] & 0xff : -1;
        }

        @Override
        public int read(byte[] into, int offset, int length) {
            if (at == bytes.length) {
                return -1;
            }
            int n = Math.min(Math.min(length, 1 + random.nextInt(60)), bytes.length - at);
            System.arraycopy(bytes, at, into, offset, n);
            at += n;
            return n;
        }
    }

    /** Random bytes, or a real frame with bytes flipped, cut short, or blown up past the size limit. */
    private static int writeGarbage(Random random, ByteArrayOutputStream wire) {
        byte[] bytes;
        switch (random.nextInt(4)) {
            case 0 -> {
                bytes = new byte[random.nextInt(200)];
                random.nextBytes(bytes);
            }
            case 1 -> {
                bytes = FrameCodec.encode(new Frame("KEY", random.nextInt(99), 0, "a"))
                        .getBytes(StandardCharsets.UTF_8);
                bytes[random.nextInt(bytes.length - 1)] ^= (byte) (1 + random.nextInt(255));
            }
            case 2 -> {
                byte[] whole = FrameCodec.encode(new Frame("ECHO", 5, 5, "xyz")).getBytes(StandardCharsets.UTF_8);
                bytes = java.util.Arrays.copyOf(whole, random.nextInt(whole.length - 1));
            }
            default -> {
                bytes = new byte[FrameCodec.MAX_LINE_BYTES + random.nextInt(3000)];
                java.util.Arrays.fill(bytes, (byte) 'Z');
            }
        }
        wire.writeBytes(bytes);
        return bytes.length;
    }
}
