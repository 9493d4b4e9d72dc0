package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A slow line that garbles, cuts and flips bits in compact frames, as a serial cable does: the reader
 * never hands on a frame that was not sent as it is (no wrong number inferred after a loss), and
 * falls back into step with the first frame that gives its numbers (a frame sent again, as
 * go-back-N does after a loss; an unnumbered frame gives only the acknowledgement).
 */
class CompactResyncFuzzTest {

    private static final long SEED = 20261126L;

    @Test
    void damagedFramesAreDroppedAndTheReaderFallsBackIntoStep() throws IOException {
        Random random = new Random(SEED);
        CompactCodec.Context sent = new CompactCodec.Context();
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        List<Frame> frames = new ArrayList<>();
        List<Frame> mustArrive = new ArrayList<>();
        // what the reader's context agrees with the writer's on: the last number, the last acknowledgement
        boolean seqInStep = false;
        boolean ackInStep = false;
        boolean lineEnded = true;
        long seq = 1;
        long ack = 0;
        int damaged = 0;
        for (int i = 0; i < 60_000; i++) {
            ack += random.nextInt(3) == 0 ? 1 : 0;
            boolean again = random.nextInt(25) == 0 && seq > 3;
            Frame frame = random.nextInt(8) == 0
                    ? new Frame("ACK", 0, ack, "f" + i)
                    : new Frame(CompactCodecTest.type(random), again ? seq - 3 : seq++, ack, "f" + i);
            frames.add(frame);
            byte[] bytes = CompactCodec.encode(frame, sent);
            int header = bytes[0] == CompactCodec.ESC ? bytes[1] ^ 0x20 : bytes[0];
            int mode = header & 3;
            int damage = random.nextInt(10) == 0 ? 1 + random.nextInt(4) : 0;
            if (damage != 0 || !lineEnded) {
                seqInStep = false;
                ackInStep = false;
                damaged++;
            } else if (mode == 3 || seqInStep && (mode == 2 || ackInStep)) {
                mustArrive.add(frame);
                seqInStep |= frame.seq() > 0;
                ackInStep = true;
            }
            lineEnded = write(wire, bytes, damage, random);
        }
        List<String> damage = new ArrayList<>();

        List<Frame> read = CompactCodecTest.readAll(wire.toByteArray(), damage);

        System.out.printf(
                "compact fuzz: %d frames, %d damaged or after damage, %d read, %d must arrive, %d damage reports%n",
                frames.size(), damaged, read.size(), mustArrive.size(), damage.size());
        assertThat(isInOrderWithin(read, frames))
                .as("every frame read was sent, as it was, in order")
                .isTrue();
        assertThat(isInOrderWithin(mustArrive, read))
                .as("every frame in step with the reader arrived")
                .isTrue();
        // one frame in ten damaged and one in twenty-five sent again: about a third stay in step
        assertThat(mustArrive.size()).isGreaterThan(frames.size() / 4);
        assertThat(damage).isNotEmpty();
    }

    /** Writes a frame whole or damaged; returns whether the line still ends where the frame does. */
    private static boolean write(ByteArrayOutputStream wire, byte[] frame, int damage, Random random) {
        switch (damage) {
            case 0 -> wire.writeBytes(frame);
            case 1 -> {
                byte[] flipped = frame.clone();
                flipped[random.nextInt(flipped.length - 1)] ^= (byte) (1 << random.nextInt(8));
                wire.writeBytes(flipped);
            }
            case 2 -> {
                // cut short: the rest of the frame, line end too, never crosses
                wire.writeBytes(Arrays.copyOf(frame, random.nextInt(frame.length)));
                return false;
            }
            case 3 -> {
                byte[] noise = new byte[1 + random.nextInt(40)];
                random.nextBytes(noise);
                wire.writeBytes(noise);
                wire.writeBytes(frame);
            }
            default -> {
                byte[] noise = new byte[1 + random.nextInt(40)];
                random.nextBytes(noise);
                wire.writeBytes(Arrays.copyOf(frame, frame.length / 2));
                wire.writeBytes(noise);
                wire.write(frame, frame.length / 2, frame.length - frame.length / 2);
            }
        }
        return frame.length > 0;
    }

    private static boolean isInOrderWithin(List<Frame> some, List<Frame> all) {
        int at = 0;
        for (Frame frame : some) {
            while (at < all.size() && !all.get(at).equals(frame)) {
                at++;
            }
            if (at++ == all.size()) {
                return false;
            }
        }
        return true;
    }
}
