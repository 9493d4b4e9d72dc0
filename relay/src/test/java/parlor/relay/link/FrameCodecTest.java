package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

class FrameCodecTest {

    static Stream<LinkMessage> messages() {
        return Stream.of(
                new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "judge", "a1b2c3", LinkMessage.NONE, 0, "0f0e"),
                new LinkMessage.Welcome("T1", "e9e9", 17, true, LinkMessage.NONE, "Demo contest"),
                new LinkMessage.Welcome("T1", "e9e9", 0, false, "abcd", ""),
                new LinkMessage.Challenge("00112233"),
                new LinkMessage.Auth("deadbeef"),
                new LinkMessage.Refused("no terminal T9"),
                new LinkMessage.KeyPressed(Key.RETURN),
                new LinkMessage.KeyPressed(Key.of(' ')),
                new LinkMessage.KeyPressed(Key.of('\u00e9')),
                new LinkMessage.Status(4, "the other side is not responding"),
                new LinkMessage.Status(-1, ""),
                new LinkMessage.Bye("quit"),
                new LinkMessage.Draw(new ScreenEvent.Echo(" ")),
                new LinkMessage.Draw(new ScreenEvent.Echo("\\")),
                new LinkMessage.Draw(new ScreenEvent.Erase(1)),
                new LinkMessage.Draw(new ScreenEvent.NewLine()),
                new LinkMessage.Draw(new ScreenEvent.Prompt()),
                new LinkMessage.Draw(new ScreenEvent.EntityLine("  two  spaces, a tab\t, caf\u00e9 and \u001b[31m")),
                new LinkMessage.Draw(new ScreenEvent.EntityLine("")),
                new LinkMessage.Draw(new ScreenEvent.Clear()));
    }

    @ParameterizedTest
    @MethodSource("messages")
    void everyMessageSurvivesTheWireAsOneReadableLine(LinkMessage message) {
        String line = FrameCodec.encode(new Frame(
                LinkCodec.toFrame(message).type(),
                42,
                7,
                LinkCodec.toFrame(message).payload()));

        assertThat(line).endsWith("\n").doesNotContain("\r", "\t", "\u001b");
        assertThat(line.indexOf('\n')).isEqualTo(line.length() - 1);
        var decoded = FrameCodec.decode(line.substring(0, line.length() - 1));
        assertThat(decoded).isInstanceOf(FrameCodec.Decoded.Ok.class);
        Frame frame = ((FrameCodec.Decoded.Ok) decoded).frame();
        assertThat(frame.seq()).isEqualTo(42);
        assertThat(frame.ack()).isEqualTo(7);
        assertThat(LinkCodec.fromFrame(frame)).isEqualTo(message);
    }

    @Test
    void aFrameReadsLikeWhatItSays() {
        assertThat(FrameCodec.encode(new Frame("KEY", 7, 3, "a"))).startsWith("KEY 7 3 a ");
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"A", "KEY", "ABCDEFGHIJKL"})
    void aFrameTypeIsOneToTwelveCapitalLetters(String type) {
        assertThat(new Frame(type, 1, "x").type()).isEqualTo(type);
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {"", "key", "KEY1", "ABCDEFGHIJKLM", "K Y", "\u00c9CHO", "KEY\n", "@", "["})
    void anyOtherFrameTypeIsRefused(String type) {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Frame(type, 1, "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("capital letters");
    }

    @Test
    void aDecodedLineWithABadTypeIsDamaged() {
        String body = "key 1 0 a";
        assertThat(FrameCodec.decode(withChecksum(body))).isInstanceOf(FrameCodec.Decoded.Damaged.class);
    }

    /** A line with a frame's body as given and its correct checksum: whatever is wrong with it is in the body. */
    private static String withChecksum(String body) {
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(body.getBytes(StandardCharsets.UTF_8));
        return body + " " + java.util.HexFormat.of().toHexDigits((int) crc.getValue());
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(
            delimiter = '|',
            value = {
                "KEY 1 0 a|KEY|1|0|a",
                "KEY 1 0|KEY|1|0|''",
                "'KEY 1 0 '|KEY|1|0|''",
                "'LINE 12 40 two  spaces '|LINE|12|40|'two  spaces '",
                "ECHO 3 2 \\x20|ECHO|3|2|' '",
            })
    void theFieldsAreReadWhereverTheSpacesFall(String body, String type, long seq, long ack, String payload) {
        assertThat(FrameCodec.decode(withChecksum(body)))
                .isEqualTo(new FrameCodec.Decoded.Ok(new Frame(type, seq, ack, payload)));
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(
            strings = {"KEY 1", "KEY  1 0", "KEY 1  0", "KEY x 0 a", "KEY 1 0x a", "KEY 99999999999999999999 0"})
    void aLineWhoseNumbersAreMissingOrBadIsDamaged(String body) {
        assertThat(FrameCodec.decode(withChecksum(body))).isInstanceOf(FrameCodec.Decoded.Damaged.class);
    }

    @Test
    void damagedLinesAreRefusedWithAReason() {
        String good = FrameCodec.encode(new Frame("LINE", 3, "hello")).trim();

        assertThat(FrameCodec.decode(good.replace("hello", "hellO")))
                .isEqualTo(new FrameCodec.Decoded.Damaged("checksum mismatch"));
        assertThat(FrameCodec.decode(good.substring(0, good.length() - 3)))
                .isInstanceOf(FrameCodec.Decoded.Damaged.class);
        assertThat(FrameCodec.decode("x")).isEqualTo(new FrameCodec.Decoded.Damaged("too short"));
        assertThat(FrameCodec.decode("\u0000\u0001garbage that is long enough"))
                .isInstanceOf(FrameCodec.Decoded.Damaged.class);
    }

    @Test
    void theReaderSkipsGarbageAndOversizeAndKeepsTheGoodFramesAround() throws IOException {
        String first = FrameCodec.encode(new Frame("ECHO", 1, "a"));
        String second = FrameCodec.encode(new Frame("ECHO", 2, "b"));
        String wire = first + "noise without checksum\n" + "Z".repeat(10_000) + "\n" + second + "ECHO 3 trunc";
        List<String> damage = new ArrayList<>();

        List<Frame> frames = readAll(new ByteArrayInputStream(wire.getBytes(StandardCharsets.UTF_8)), damage);

        assertThat(frames).extracting(Frame::seq).containsExactly(1L, 2L);
        assertThat(damage).hasSize(3);
        assertThat(damage.get(1)).contains("longer than");
        assertThat(damage.get(2)).contains("stream ended inside a frame");
    }

    /** A terminal program or a serial line may end lines CR LF, and send blank ones: neither is damage. */
    @Test
    void framesEndedCrLfAndBlankLinesBetweenThemReadAsTheFramesAlone() throws IOException {
        String first = FrameCodec.encode(new Frame("ECHO", 1, "a"));
        String second = FrameCodec.encode(new Frame("ECHO", 2, "b"));
        String wire = "\n\r\n" + first.replace("\n", "\r\n") + "\n\n" + second;
        List<String> damage = new ArrayList<>();

        List<Frame> frames = readAll(new ByteArrayInputStream(wire.getBytes(StandardCharsets.UTF_8)), damage);

        assertThat(frames).extracting(Frame::payload).containsExactly("a", "b");
        assertThat(damage).isEmpty();
    }

    @Test
    void splittingTheByteStreamAnywhereDeliversTheSameFrames() throws IOException {
        byte[] wire = (FrameCodec.encode(new Frame("LINE", 1, "caf\u00e9 au lait"))
                        + FrameCodec.encode(new Frame("PROMPT", 2, "")))
                .getBytes(StandardCharsets.UTF_8);
        List<Frame> whole = readAll(new ByteArrayInputStream(wire), new ArrayList<>());
        for (int split = 0; split <= wire.length; split++) {
            InputStream parts = new SequenceInputStream(
                    new ByteArrayInputStream(wire, 0, split),
                    new ByteArrayInputStream(wire, split, wire.length - split));
            assertThat(readAll(parts, new ArrayList<>()))
                    .as("split at %d", split)
                    .isEqualTo(whole);
        }
    }

    /** Every good frame a reader finds in the stream, its damage reports put in {@code damage}. */
    static List<Frame> readAll(InputStream in, List<String> damage) throws IOException {
        FrameReader reader = new FrameReader(in, damage::add);
        List<Frame> frames = new ArrayList<>();
        for (Optional<Frame> next = reader.next(); next.isPresent(); next = reader.next()) {
            frames.add(next.get());
        }
        return frames;
    }
}
