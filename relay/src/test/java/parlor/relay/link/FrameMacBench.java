package parlor.relay.link;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import parlor.transcripts.keys.Key;

/**
 * What a MAC costs a frame against the CRC it replaces: the nanoseconds to encode one keystroke's
 * frame and decode it again, as a station writes it and the relay reads it, for an unkeyed link
 * (CRC-32) and a keyed one (HMAC-SHA-256, 128 bits, one {@link javax.crypto.Mac} kept per direction).
 * The two take turns, round after round, so a busy moment of the machine falls on both; the first
 * rounds warm the JIT and are not counted. Usage: {@code FrameMacBench FRAMES ROUNDS} (bench/frame-mac).
 */
public final class FrameMacBench {

    private static final int WARM_UP = 3;
    private static final String SEAT_KEY = SeatKeys.seatKey("bench contest key", "judge:T1");

    private FrameMacBench() {}

    public static void main(String[] args) {
        int frames = Integer.parseInt(args[0]);
        int rounds = Integer.parseInt(args[1]);
        FrameMac sending = SeatKeys.linkMac(SEAT_KEY, SeatKeys.Way.STATION_TO_RELAY, "0011", "2233");
        FrameMac checking = SeatKeys.linkMac(SEAT_KEY, SeatKeys.Way.STATION_TO_RELAY, "0011", "2233");
        List<Double> crc = new ArrayList<>();
        List<Double> mac = new ArrayList<>();
        long seq = 0;
        for (int round = 0; round < WARM_UP + rounds; round++) {
            long start = System.nanoTime();
            seq = crcFrames(seq, frames);
            double crcNanos = (System.nanoTime() - start) / (double) frames;
            start = System.nanoTime();
            seq = macFrames(seq, frames, sending, checking);
            double macNanos = (System.nanoTime() - start) / (double) frames;
            if (round >= WARM_UP) {
                crc.add(crcNanos);
                mac.add(macNanos);
            }
        }
        System.out.printf(
                Locale.ROOT,
                "encode + decode of a keystroke's frame (KEY n m a), %d frames a round, %d rounds after %d of warm-up (ns per frame):%n",
                frames,
                rounds,
                WARM_UP);
        System.out.printf(Locale.ROOT, "  CRC-32                  median %7.0f   best %7.0f%n", median(crc), best(crc));
        System.out.printf(Locale.ROOT, "  HMAC-SHA-256/128        median %7.0f   best %7.0f%n", median(mac), best(mac));
        System.out.printf(
                Locale.ROOT,
                "  the MAC adds %.0f ns a frame at the median, %.0f at best (a key and its echo: two frames)%n",
                median(mac) - median(crc),
                best(mac) - best(crc));
    }

    private static long crcFrames(long seq, int frames) {
        for (int i = 0; i < frames; i++) {
            String line = FrameCodec.encode(key(++seq));
            if (!(FrameCodec.decode(line.substring(0, line.length() - 1)) instanceof FrameCodec.Decoded.Ok)) {
                throw new IllegalStateException("a frame did not come back: " + line);
            }
        }
        return seq;
    }

    private static long macFrames(long seq, int frames, FrameMac sending, FrameMac checking) {
        for (int i = 0; i < frames; i++) {
            String line = FrameCodec.encode(key(++seq), sending);
            if (!(FrameCodec.decode(line.substring(0, line.length() - 1), checking) instanceof FrameCodec.Decoded.Ok)) {
                throw new IllegalStateException("a frame did not come back: " + line);
            }
        }
        return seq;
    }

    private static Frame key(long seq) {
        Frame plain = LinkCodec.toFrame(new LinkMessage.KeyPressed(Key.of((char) ('a' + seq % 26))));
        return new Frame(plain.type(), seq, seq / 2, plain.payload());
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static double best(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    }
}
