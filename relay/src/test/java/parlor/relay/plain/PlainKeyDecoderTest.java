package parlor.relay.plain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a judge at a plain terminal typed, as Parlor keys. Outputs are written as key names, and
 * unreadable bytes as {@code ?} and their hex, e.g. {@code ?e282} for a cut-off UTF-8 character.
 */
class PlainKeyDecoderTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
    private static final Duration TIMEOUT = Duration.ofMillis(300);
    private static final Instant LATER = T0.plus(TIMEOUT);

    static Stream<Arguments> typing() {
        return Stream.of(
                row("letters and punctuation", text("Hi there!"), "H i space t h e r e exclam"),
                row("a judge announces themselves", text("@@04\r\r"), "at at 0 4 Return Return"),
                row("line ends as old hardware sent them", text("\r\n\n"), "Return Linefeed Linefeed"),
                row("erasing keys", text("\b\u007f\t"), "BackSpace Delete Tab"),
                row("other control characters are no judge's keys", bytes(0x03, 0x00, 0x1d, 0x0c), "?03 ?00 ?1d U000C"),
                row(
                        "nor are characters no keyboard types",
                        text("a\u0085\u202e\ue000\u0378b"),
                        "a ?c285 ?e280ae ?ee8080 ?cdb8 b"),
                row("two-byte UTF-8", text("café"), "c a f U00E9"),
                row("three-byte UTF-8", text("€日本"), "U20AC U65E5 U672C"),
                row("four-byte UTF-8 has no key name", text("a😀b"), "a ?f09f9880 b"),
                row("bytes that are never UTF-8", bytes(0xff, 0xfe, 0xf5, 0xc0, 0xc1), "?ff ?fe ?f5 ?c0 ?c1"),
                row("a stray continuation byte", bytes('a', 0x80, 'b'), "a ?80 b"),
                row("an 8-bit CSI is not a key", bytes(0x9b, 'A'), "?9b A"),
                row("an overlong form", bytes(0xe0, 0x80, 0xaf), "?e0 ?80 ?af"),
                row("a UTF-16 surrogate", bytes(0xed, 0xa0, 0x80), "?ed ?a0 ?80"),
                row("past U+10FFFF", bytes(0xf4, 0x90, 0x80, 0x80), "?f4 ?90 ?80 ?80"),
                row("a character cut short by another", bytes(0xe2, 0x82, 'x', 0xc3, 0xc3, 0xa9), "?e282 x ?c3 U00E9"),
                row("a character cut short at the end", bytes('a', 0xc3), "a ?c3"),
                row("VT100 arrows", text("\u001b[A\u001b[B\u001b[C\u001b[D"), "Up Down Right Left"),
                row(
                        "arrows in cursor-key application mode",
                        text("\u001bOA\u001bOB\u001bOC\u001bOD"),
                        "Up Down Right Left"),
                row(
                        "Home and End, every way terminals send them",
                        text("\u001b[H\u001b[F\u001bOH\u001bOF\u001b[1~\u001b[4~\u001b[7~\u001b[8~"),
                        "Home End Home End Home End Home End"),
                row("the editing keypad", text("\u001b[2~\u001b[3~\u001b[5~\u001b[6~"), "Insert Delete Prior Next"),
                row("F1 to F4", text("\u001bOP\u001bOQ\u001bOR\u001bOS\u001b[11~"), "F1 F2 F3 F4 F1"),
                row(
                        "F5 to F12",
                        text("\u001b[15~\u001b[17~\u001b[18~\u001b[19~\u001b[20~\u001b[21~\u001b[23~\u001b[24~"),
                        "F5 F6 F7 F8 F9 F10 F11 F12"),
                row("Linux console F1 to F5", text("\u001b[[A\u001b[[B\u001b[[C\u001b[[D\u001b[[E"), "F1 F2 F3 F4 F5"),
                row("modifiers are dropped", text("\u001b[1;5A\u001b[5;2~\u001b[1;2P\u001bO5Q"), "Up Prior F1 F2"),
                row("Shift-Tab", text("\u001b[Z"), "ISO_Left_Tab"),
                row("keypad Enter in application mode", text("\u001bOM"), "Return"),
                row("an unknown key sequence", text("\u001b[99~x"), "?1b5b39397e x"),
                row("a terminal's report is not a key", text("\u001b[?1;2c"), "?1b5b3f313b3263"),
                row("a lone Escape", text("\u001b"), "Escape"),
                row("Escape pressed twice", text("\u001b\u001b"), "Escape Escape"),
                row("Alt-x sends ESC x", text("\u001bx"), "Escape x"),
                row("Escape then [ typed too slowly to be a sequence", text("\u001b["), "Escape bracketleft"),
                row("a sequence left unfinished", text("\u001b[1"), "Escape bracketleft 1"),
                row("a sequence cut short by Return", text("\u001b[1\r"), "?1b5b31 Return"),
                row("a sequence cut short by another", text("\u001b[1\u001b[A"), "?1b5b31 Up"),
                row(
                        "a runaway sequence",
                        text("\u001b[" + "1".repeat(20) + "~a"),
                        "?1b5b3131313131313131313131313131 a"),
                row("keys mixed with typing", text("ab\u001b[Dc\u001bOPd\r"), "a b Left c F1 d Return"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("typing")
    void decodesWhatWasTyped(String what, byte[] input, List<String> expected) {
        assertThat(decodeInOnePiece(input)).as(what).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("typing")
    void givesTheSameKeysHoweverTheBytesAreSplit(String what, byte[] input, List<String> expected) {
        for (int cut = 0; cut <= input.length; cut++) {
            assertThat(decodeInPieces(input, cut))
                    .as("%s, split at %d", what, cut)
                    .isEqualTo(expected);
            for (int second = cut; second <= input.length; second++) {
                assertThat(decodeInPieces(input, cut, second))
                        .as("%s, split at %d and %d", what, cut, second)
                        .isEqualTo(expected);
            }
        }
        assertThat(decodeByteByByte(input)).as("%s, one byte at a time", what).isEqualTo(expected);
    }

    @Test
    void aLoneEscapeWaitsForTheTimeoutBeforeItIsTheEscapeKey() {
        PlainKeyDecoder decoder = new PlainKeyDecoder(TIMEOUT);

        assertThat(decoder.feed(text("\u001b"), T0)).isEmpty();
        assertThat(decoder.deadline()).contains(T0.plus(TIMEOUT));
        assertThat(decoder.tick(T0.plus(TIMEOUT).minusMillis(1))).isEmpty();
        assertThat(names(decoder.tick(T0.plus(TIMEOUT)))).containsExactly("Escape");
        assertThat(decoder.deadline()).isEmpty();
        assertThat(decoder.tick(T0.plus(TIMEOUT.multipliedBy(5)))).isEmpty();
    }

    @Test
    void aSequenceArrivingSlowlyByteByByteIsStillAKey() {
        PlainKeyDecoder decoder = new PlainKeyDecoder(TIMEOUT);

        assertThat(decoder.feed(text("\u001b"), T0)).isEmpty();
        assertThat(decoder.feed(text("["), T0.plusMillis(200))).isEmpty();
        assertThat(decoder.deadline()).contains(T0.plusMillis(200).plus(TIMEOUT));
        assertThat(names(decoder.feed(text("A"), T0.plusMillis(400)))).containsExactly("Up");
    }

    @Test
    void bytesAfterTheTimeoutAreTypedEvenWithoutATick() {
        PlainKeyDecoder decoder = new PlainKeyDecoder(TIMEOUT);

        decoder.feed(text("\u001b"), T0);

        assertThat(names(decoder.feed(text("[A"), T0.plusSeconds(2)))).containsExactly("Escape", "bracketleft", "A");
    }

    @Test
    void readingNothingDoesNotPostponeTheEscapeKey() {
        PlainKeyDecoder decoder = new PlainKeyDecoder(TIMEOUT);

        decoder.feed(text("\u001b"), T0);
        decoder.feed(new byte[0], T0.plusMillis(200));

        assertThat(names(decoder.tick(T0.plus(TIMEOUT)))).containsExactly("Escape");
    }

    @Test
    void aCharacterCutShortIsGivenUpAfterTheTimeout() {
        PlainKeyDecoder decoder = new PlainKeyDecoder(TIMEOUT);

        assertThat(decoder.feed(bytes(0xe2, 0x82), T0)).isEmpty();

        assertThat(names(decoder.tick(LATER))).containsExactly("?e282");
        assertThat(names(decoder.feed(text("a"), LATER))).containsExactly("a");
    }

    @Test
    void readsPartOfABuffer() {
        PlainKeyDecoder decoder = new PlainKeyDecoder(TIMEOUT);
        byte[] buffer = text("xx\u001b[Ayy");

        assertThat(names(decoder.feed(buffer, 2, 3, T0))).containsExactly("Up");
    }

    @Test
    void randomNoiseNeverThrowsAndSplitsNeverMatter() {
        Random random = new Random(1996);
        for (int round = 0; round < 2_000; round++) {
            byte[] noise = new byte[random.nextInt(40)];
            random.nextBytes(noise);
            for (int i = 0; i < noise.length; i++) {
                // lean towards the bytes that start and shape sequences
                if (random.nextInt(4) == 0) {
                    noise[i] = (byte) "\u001b[O;~1A\r".charAt(random.nextInt(8));
                }
            }
            List<String> whole = decodeInOnePiece(noise);
            int cut = noise.length == 0 ? 0 : random.nextInt(noise.length + 1);
            assertThat(decodeInPieces(noise, cut))
                    .as("noise %s split at %d", Arrays.toString(noise), cut)
                    .isEqualTo(whole);
            assertThat(decodeByteByByte(noise))
                    .as("noise %s byte by byte", Arrays.toString(noise))
                    .isEqualTo(whole);
        }
    }

    private static List<String> decodeInOnePiece(byte[] input) {
        return decodeInPieces(input);
    }

    /** Feeds the input cut at the given points, all at the same moment, then lets the escape timeout pass. */
    private static List<String> decodeInPieces(byte[] input, int... cuts) {
        PlainKeyDecoder decoder = new PlainKeyDecoder(TIMEOUT);
        List<PlainInput> out = new ArrayList<>();
        int from = 0;
        for (int cut : cuts) {
            out.addAll(decoder.feed(Arrays.copyOfRange(input, from, cut), T0));
            from = cut;
        }
        out.addAll(decoder.feed(Arrays.copyOfRange(input, from, input.length), T0));
        out.addAll(decoder.tick(LATER));
        return names(out);
    }

    private static List<String> decodeByteByByte(byte[] input) {
        PlainKeyDecoder decoder = new PlainKeyDecoder(TIMEOUT);
        List<PlainInput> out = new ArrayList<>();
        for (byte b : input) {
            out.addAll(decoder.feed(new byte[] {b}, T0));
        }
        out.addAll(decoder.tick(LATER));
        return names(out);
    }

    private static List<String> names(List<PlainInput> inputs) {
        return inputs.stream()
                .map(input -> switch (input) {
                    case PlainInput.Pressed pressed -> pressed.key().name();
                    case PlainInput.Unreadable unreadable ->
                        "?" + unreadable.bytes().replace(" ", "");
                })
                .toList();
    }

    private static Arguments row(String what, byte[] input, String expected) {
        return Arguments.of(what, input, List.of(expected.split(" ")));
    }

    private static byte[] text(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] bytes(int... values) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int value : values) {
            out.write(value);
        }
        return out.toByteArray();
    }
}
