package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import parlor.transcripts.text.Escaping;

/**
 * The frame codec's byte paths, which the relay's loop takes for every key, against the text
 * form the protocol defines (docs/link-protocol.md): the same line out, and the same frame or the
 * same refusal in, whatever the bytes.
 */
class FrameCodecBytesTest {

    private static final long SEED = 20261129L;

    @Test
    void aFrameEncodesToTheLineTheProtocolDefines() {
        Random random = new Random(SEED);
        for (int i = 0; i < 20_000; i++) {
            Frame frame = new Frame(type(random), number(random), number(random), payload(random));
            String body = frame.type() + " " + frame.seq() + " " + frame.ack()
                    + (frame.payload().isEmpty() ? "" : " " + Escaping.escape(frame.payload()));

            assertThat(FrameCodec.encodeBytes(frame))
                    .as(frame.toString())
                    .isEqualTo((withCrc(body) + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }

    @Test
    void aLineReadAsBytesGivesWhatTheSameLineReadAsTextGives() {
        Random random = new Random(SEED);
        int frames = 0;
        for (int i = 0; i < 50_000; i++) {
            byte[] line = line(random);
            FrameCodec.Decoded asText = FrameCodec.decode(new String(line, StandardCharsets.UTF_8));

            assertThat(FrameCodec.decode(line, line.length))
                    .as(new String(line, StandardCharsets.UTF_8))
                    .isEqualTo(asText);
            frames += asText instanceof FrameCodec.Decoded.Ok ? 1 : 0;
        }
        // both kinds were tried: lines that hold frames, and lines refused
        assertThat(frames).isBetween(10_000, 40_000);
    }

    @Test
    void aKeysFrameReadAsBytesIsTheFrameSent() {
        Frame key = new Frame("KEY", 41, 7, "a");
        byte[] line = FrameCodec.encodeBytes(key);

        assertThat(FrameCodec.decode(line, line.length - 1)).isEqualTo(new FrameCodec.Decoded.Ok(key));
    }

    /** A line without its line end: a good frame's, one with its checksum made right over odd fields, or either damaged. */
    private static byte[] line(Random random) {
        String text = switch (random.nextInt(4)) {
            case 0 ->
                FrameCodec.encode(new Frame(type(random), number(random), number(random), payload(random)))
                        .trim();
            case 1 -> withCrc(oddBody(random));
            default ->
                withCrc(type(random) + " " + number(random) + " " + number(random) + " "
                        + Escaping.escape(payload(random)));
        };
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (random.nextInt(3) == 0 && bytes.length > 0) {
            bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
        }
        if (random.nextInt(8) == 0) {
            bytes = java.util.Arrays.copyOf(bytes, random.nextInt(bytes.length + 1));
        }
        return bytes;
    }

    /** Fields the text path reads in its own way or refuses: signs, long numbers, bad escapes, lower case, missing parts. */
    private static String oddBody(Random random) {
        String[] parts = {
            "KEY",
            "key",
            "K3Y",
            "",
            "ABCDEFGHIJKLM",
            "+5",
            "-1",
            "007",
            "12345678901234567890",
            "9223372036854775807",
            "a",
            "\\x4",
            "\\xzz",
            "\\",
            "\\x41",
            "caf\u00e9",
            " ",
            "\u0000",
            "0"
        };
        StringBuilder body = new StringBuilder();
        int count = 1 + random.nextInt(5);
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                body.append(' ');
            }
            body.append(parts[random.nextInt(parts.length)]);
        }
        return body.toString();
    }

    private static String withCrc(String body) {
        CRC32 crc = new CRC32();
        crc.update(body.getBytes(StandardCharsets.UTF_8));
        return body + " " + String.format("%08x", crc.getValue());
    }

    private static String type(Random random) {
        String[] types = {"KEY", "ACK", "DRAW", "BYE", "PROMPT", "ABCDEFGHIJKL", "X"};
        return types[random.nextInt(types.length)];
    }

    private static long number(Random random) {
        return switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> random.nextInt(10);
            case 2 -> random.nextInt(100_000);
            default -> random.nextLong() & Long.MAX_VALUE;
        };
    }

    private static String payload(Random random) {
        StringBuilder payload = new StringBuilder();
        int length = random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(12);
        for (int i = 0; i < length; i++) {
            payload.append(
                    switch (random.nextInt(8)) {
                        case 0 -> (char) random.nextInt(32); // a control character, escaped on the wire
                        case 1 -> '\\';
                        case 2 -> "\u00e9\u4e2d".charAt(random.nextInt(2));
                        case 3 -> ' ';
                        default -> (char) (' ' + random.nextInt(95));
                    });
        }
        return payload.toString();
    }
}
