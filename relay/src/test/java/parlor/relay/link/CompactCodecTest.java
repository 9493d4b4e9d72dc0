package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The compact form: what a key costs on a slow line, and that every frame comes back as it went. */
class CompactCodecTest {

    @Test
    void aKeyAndItsEchoTakeFiveBytesEachOnceTheNumbersAreUnderway() {
        CompactCodec.Context station = new CompactCodec.Context();
        CompactCodec.Context relay = new CompactCodec.Context();
        CompactCodec.encode(new Frame("KEY", 11, 39, "a"), station);
        CompactCodec.encode(new Frame("ECHO", 39, 11, "a"), relay);

        byte[] key = CompactCodec.encode(new Frame("KEY", 12, 40, "a"), station);
        byte[] echo = CompactCodec.encode(new Frame("ECHO", 40, 12, "a"), relay);

        assertThat(key).hasSize(5);
        assertThat(echo).hasSize(5);
        assertThat(FrameCodec.encode(new Frame("KEY", 12, 40, "a"))).hasSize(21);
    }

    /** From a link's first frames, acknowledging nothing yet (0): the numbers are left out as soon as they follow on. */
    @Test
    void numbersAreLeftOutFromTheSecondFrameEvenWhileNothingIsAcknowledged() throws IOException {
        CompactCodec.Context sent = new CompactCodec.Context();
        List<Frame> frames = List.of(
                new Frame("KEY", 1, 0, "a"),
                new Frame("KEY", 2, 0, "b"),
                new Frame("KEY", 3, 1, "c"),
                new Frame("KEY", 4, 9, "d"),
                new Frame("ACK", 0, 10, ""),
                new Frame("KEY", 5, 10, "e"),
                new Frame("NL", 6, 10, ""));
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        List<Integer> sizes = new ArrayList<>();
        for (Frame frame : frames) {
            byte[] line = CompactCodec.encode(frame, sent);
            sizes.add(line.length);
            wire.writeBytes(line);
        }
        List<String> damage = new ArrayList<>();

        // given both numbers; then the same acknowledgement, the next, a new one (its number given); after a bare
        // ACK (which numbers nothing) the next key still follows on, and a new line is its header and CRC alone
        assertThat(sizes.subList(0, 4)).containsExactly(7, 5, 5, 6);
        assertThat(sizes.subList(5, 7)).containsExactly(5, 4);
        assertThat(readAll(wire.toByteArray(), damage)).isEqualTo(frames);
        assertThat(damage).isEmpty();
    }

    @Test
    void aCompactFrameOfAnUnlistedTypeCarriesItsNameAndOneCutShortOfItIsDamage() throws IOException {
        byte[] named = CompactCodec.encode(new Frame("ZEBRAFISH", 1, 0, "x"), new CompactCodec.Context());
        List<String> damage = new ArrayList<>();

        assertThat(readAll(named, damage)).containsExactly(new Frame("ZEBRAFISH", 1, 0, "x"));
        // a named type's header (escaped: it is the escape byte), numbers 1 and 0, a name of 5 bytes with 1 left
        byte[] cutShort = {CompactCodec.ESC, (byte) 0xdf, 0x01, 0x00, 0x05, 'Z', 0x12, 0x34};
        assertThat(CompactCodec.decode(cutShort, cutShort.length, new CompactCodec.Context()))
                .isEqualTo(new FrameCodec.Decoded.Damaged("unreadable compact frame"));
    }

    @Test
    void randomFramesComeBackAsTheyWentReadableOnesAmongThem() throws IOException {
        Random random = new Random(20261126L);
        CompactCodec.Context sent = new CompactCodec.Context();
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        List<Frame> frames = new ArrayList<>();
        long seq = 1;
        long ack = 0;
        for (int i = 0; i < 20_000; i++) {
            ack += random.nextInt(3);
            Frame frame = random.nextInt(5) == 0
                    ? new Frame(type(random), 0, ack, payload(random))
                    : new Frame(
                            type(random),
                            random.nextInt(20) == 0 ? 1 + random.nextInt((int) seq) : seq++,
                            ack,
                            payload(random));
            frames.add(frame);
            // a readable line now and then: what the other side sent before it switched
            wire.writeBytes(
                    random.nextInt(50) == 0
                            ? FrameCodec.encode(frame).getBytes(StandardCharsets.UTF_8)
                            : CompactCodec.encode(frame, sent));
        }
        List<String> damage = new ArrayList<>();

        List<Frame> read = readAll(wire.toByteArray(), damage);

        assertThat(damage).isEmpty();
        assertThat(read).isEqualTo(frames);
    }

    @Test
    void aLinkThatNeverAgreedReadsACompactFrameAsDamage() throws IOException {
        byte[] compact = CompactCodec.encode(new Frame("KEY", 1, 0, "a"), new CompactCodec.Context());
        List<String> damage = new ArrayList<>();

        List<Frame> read = FrameCodecTest.readAll(new ByteArrayInputStream(compact), damage);

        assertThat(read).isEmpty();
        assertThat(damage).hasSize(1);
    }

    /** The operator log shows a damaged compact line as its bytes in hex (it is binary), the first 32 of them. */
    @Test
    void aDamagedCompactLineIsReportedAsItsFirstBytesInHex() throws IOException {
        byte[] shortLine = CompactCodec.encode(new Frame("ECHO", 1, 0, "abc"), new CompactCodec.Context());
        byte[] longLine = CompactCodec.encode(new Frame("LINE", 2, 0, "x".repeat(40)), new CompactCodec.Context());
        shortLine[1] ^= 0x20;
        longLine[3] ^= 0x20;
        List<String> damage = new ArrayList<>();

        assertThat(readAll(concat(shortLine, longLine), damage)).isEmpty();

        assertThat(damage).hasSize(2);
        assertThat(damage.get(0)).endsWith(": compact " + hex(shortLine, shortLine.length - 1));
        assertThat(damage.get(1)).endsWith(": compact " + hex(longLine, 32) + " ...");
    }

    private static String hex(byte[] bytes, int count) {
        List<String> pairs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            pairs.add(String.format("%02x", bytes[i] & 0xff));
        }
        return String.join(" ", pairs);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    @Test
    void aLineThatCannotHoldAFrameIsDamageSayingWhy() {
        byte[] escapeAtTheEnd = {0x01, 0x02, 0x03, CompactCodec.ESC};
        byte[] escapeOfNothing = {0x01, CompactCodec.ESC, 0x41, 0x02, 0x03};
        byte[] numbersLeftOut = CompactCodec.encode(new Frame("KEY", 2, 0, "b"), afterFirstKey());

        assertThat(decode(escapeAtTheEnd)).isEqualTo(new FrameCodec.Decoded.Damaged("bad escape"));
        assertThat(decode(escapeOfNothing)).isEqualTo(new FrameCodec.Decoded.Damaged("bad escape"));
        assertThat(decode(java.util.Arrays.copyOf(numbersLeftOut, numbersLeftOut.length - 1)))
                .isEqualTo(new FrameCodec.Decoded.Damaged("numbers left out before any were given"));
    }

    /** A frame whose CRC is right but whose text is not UTF-8 (a sender's bug, not the line's): damage, never a replacement character. */
    @Test
    void aPayloadThatIsNotUtf8IsDamage() {
        byte[] body = {(byte) (CompactTypes.code("KEY") << 2 | 3), 0x01, 0x00, (byte) 0xc3, 0x28};
        int crc = new Crc16()
                .updateLong(1)
                .updateLong(0)
                .update(body, 0, body.length)
                .value();
        byte[] line = java.util.Arrays.copyOf(body, body.length + 2);
        line[body.length] = (byte) (crc >>> 8);
        line[body.length + 1] = (byte) crc;

        assertThat(decode(line)).isEqualTo(new FrameCodec.Decoded.Damaged("payload is not UTF-8"));
    }

    private static CompactCodec.Context afterFirstKey() {
        CompactCodec.Context sent = new CompactCodec.Context();
        CompactCodec.encode(new Frame("KEY", 1, 0, "a"), sent);
        return sent;
    }

    private static FrameCodec.Decoded decode(byte[] line) {
        return CompactCodec.decode(line, line.length, new CompactCodec.Context());
    }

    static List<Frame> readAll(byte[] wire, List<String> damage) throws IOException {
        FrameReader reader = new FrameReader(new ByteArrayInputStream(wire), damage::add);
        reader.acceptCompact();
        List<Frame> frames = new ArrayList<>();
        for (Optional<Frame> next = reader.next(); next.isPresent(); next = reader.next()) {
            frames.add(next.get());
        }
        return frames;
    }

    static String type(Random random) {
        return switch (random.nextInt(6)) {
            case 0 -> "KEY";
            case 1 -> "ECHO";
            case 2 -> "LINE";
            case 3 -> "ACK";
            case 4 -> "ZEBRAFISH"; // not in the table: goes by name
            default -> "REPLY";
        };
    }

    /** Text with the bytes the compact form escapes (line ends), controls, and characters of two to four bytes. */
    static String payload(Random random) {
        List<String> alphabet = List.of(
                "a", "\n", "\r", "\u0000", "\u001b", "\u007f", "\u0085", "\u00e9", "\u20ac", "\ud83d\ude00", "\\", " ");
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(12); i > 0; i--) {
            text.append(alphabet.get(random.nextInt(alphabet.size())));
        }
        return text.toString();
    }
}
