package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Frames on a keyed link: whatever an attacker on the path does to one, the other side does not take it. */
class FrameMacTest {

    private static final String SEAT_KEY = SeatKeys.seatKey("correct-horse-battery-staple-2026", "judge:T1");
    private static final String RELAY_NONCE = "00112233445566778899aabbccddeeff";
    private static final String STATION_NONCE = "ffeeddccbbaa99887766554433221100";

    private final FrameMac stationSends = mac(SeatKeys.Way.STATION_TO_RELAY, RELAY_NONCE);
    private final FrameMac relayChecks = mac(SeatKeys.Way.STATION_TO_RELAY, RELAY_NONCE);

    private static FrameMac mac(SeatKeys.Way way, String relayNonce) {
        return SeatKeys.linkMac(SEAT_KEY, way, relayNonce, STATION_NONCE);
    }

    /** The lines of KEY frames for these keys, numbered from 1, as the station sends them. */
    private List<String> keysSent(String... keys) {
        List<String> lines = new ArrayList<>();
        for (String key : keys) {
            lines.add(line(FrameCodec.encode(new Frame("KEY", lines.size() + 1, 0, key), stationSends)));
        }
        return lines;
    }

    private static String line(String encoded) {
        return encoded.substring(0, encoded.length() - 1);
    }

    @Test
    void theTagIsTheFirst128BitsOfTheJdksHmacSha256OverTheFrameNumberAndTheLine() throws Exception {
        byte[] key = java.util.HexFormat.of().parseHex(SEAT_KEY);
        FrameMac sender = new FrameMac(key);
        javax.crypto.Mac jdk = javax.crypto.Mac.getInstance("HmacSHA256");
        jdk.init(new javax.crypto.spec.SecretKeySpec(key, "HmacSHA256"));
        for (long number = 0; number < 3; number++) {
            String sent = line(FrameCodec.encode(new Frame("DRAW", 7, 3, "caf\u00e9 " + number), sender));
            String body = "DRAW 7 3 caf\u00e9 " + number;
            jdk.update(java.nio.ByteBuffer.allocate(Long.BYTES).putLong(number).array());
            byte[] expected = jdk.doFinal(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));

            assertThat(sent)
                    .isEqualTo(body + " " + java.util.HexFormat.of().formatHex(expected, 0, FrameMac.TAG_BYTES));
        }
    }

    @Test
    void aKeyedFrameIsOneReadableLineEndingWithA128BitMacInsteadOfTheCrc() {
        String sent = FrameCodec.encode(new Frame("ASK", 3, 9, ".attack at dawn"), stationSends);

        assertThat(sent).matches("ASK 3 9 \\.attack at dawn [0-9a-f]{32}\n");
        assertThat(FrameCodec.decode(line(sent), relayChecks))
                .isEqualTo(new FrameCodec.Decoded.Ok(new Frame("ASK", 3, 9, ".attack at dawn")));
    }

    @Test
    void aPayloadRewrittenOnTheWayFailsWhateverChecksumIsWrittenAfterIt() {
        String sent = line(FrameCodec.encode(new Frame("ASK", 3, 9, ".attack at dawn"), stationSends));
        String rewritten = sent.replace("attack at dawn", "ottock ot down");
        String withCrc = line(FrameCodec.encode(new Frame("ASK", 3, 9, ".ottock ot down")));

        assertThat(FrameCodec.decode(rewritten, relayChecks))
                .isEqualTo(new FrameCodec.Decoded.Unproven("MAC mismatch"));
        assertThat(FrameCodec.decode(withCrc, relayChecks)).isInstanceOf(FrameCodec.Decoded.Unproven.class);
    }

    @Test
    void aTruncatedMacFails() {
        String sent = line(FrameCodec.encode(new Frame("KEY", 1, 0, "a"), stationSends));

        assertThat(FrameCodec.decode(sent.substring(0, sent.length() - 2), relayChecks))
                .isInstanceOf(FrameCodec.Decoded.Unproven.class);
        assertThat(FrameCodec.decode(sent.substring(0, sent.length() - 16), relayChecks))
                .isInstanceOf(FrameCodec.Decoded.Unproven.class);
        assertThat(FrameCodec.decode("KEY 1 0 a", relayChecks)).isEqualTo(new FrameCodec.Decoded.Unproven("no MAC"));
    }

    @Test
    void aFrameSentBackToItsWriterAsIfFromTheOtherSideFails() {
        FrameMac relaySends = mac(SeatKeys.Way.RELAY_TO_STATION, RELAY_NONCE);
        String fromRelay = line(FrameCodec.encode(new Frame("ACK", 0, 5, ""), relaySends));

        assertThat(FrameCodec.decode(fromRelay, relayChecks)).isInstanceOf(FrameCodec.Decoded.Unproven.class);
    }

    @Test
    void aFrameFromAnotherConnectionOfTheSameSeatFails() {
        FrameMac earlier = mac(SeatKeys.Way.STATION_TO_RELAY, "0123456789abcdef0123456789abcdef");
        String recorded = line(FrameCodec.encode(new Frame("KEY", 1, 0, "a"), earlier));

        assertThat(FrameCodec.decode(recorded, relayChecks)).isInstanceOf(FrameCodec.Decoded.Unproven.class);
    }

    @Test
    void anUnnumberedFrameReplayedFailsThoughItIsWordForWordWhatTheStationSent() {
        String ack = line(FrameCodec.encode(new Frame("ACK", 0, 5, ""), stationSends));

        assertThat(FrameCodec.decode(ack, relayChecks)).isInstanceOf(FrameCodec.Decoded.Ok.class);
        assertThat(FrameCodec.decode(ack, relayChecks)).isEqualTo(new FrameCodec.Decoded.Unproven("MAC mismatch"));
    }

    @Test
    void framesSwappedOnTheWayBothFailAndTheLinkIsInStepAgainAfterThem() {
        List<String> sent = keysSent("a", "b", "c");

        assertThat(FrameCodec.decode(sent.get(1), relayChecks)).isInstanceOf(FrameCodec.Decoded.Unproven.class);
        assertThat(FrameCodec.decode(sent.get(0), relayChecks)).isInstanceOf(FrameCodec.Decoded.Unproven.class);
        assertThat(FrameCodec.decode(sent.get(2), relayChecks))
                .isEqualTo(new FrameCodec.Decoded.Ok(new Frame("KEY", 3, 0, "c")));
    }

    @Test
    void aFrameDeletedOnTheWayMakesTheNextFail() {
        FrameCodec.encode(new Frame("ACK", 0, 4, ""), stationSends);
        String next = line(FrameCodec.encode(new Frame("ACK", 0, 5, ""), stationSends));

        assertThat(FrameCodec.decode(next, relayChecks)).isInstanceOf(FrameCodec.Decoded.Unproven.class);
    }

    @Test
    void aFrameRewrittenInPlaceCostsOnlyItself() {
        List<String> sent = keysSent("a", "a", "t");

        assertThat(FrameCodec.decode(sent.get(0), relayChecks)).isInstanceOf(FrameCodec.Decoded.Ok.class);
        assertThat(FrameCodec.decode(sent.get(1).replace(" a ", " o "), relayChecks))
                .isInstanceOf(FrameCodec.Decoded.Unproven.class);
        assertThat(FrameCodec.decode(sent.get(2), relayChecks))
                .isEqualTo(new FrameCodec.Decoded.Ok(new Frame("KEY", 3, 0, "t")));
    }

    @Test
    void anUpperCaseMacIsNotTheMacWritten() {
        String sent = line(FrameCodec.encode(new Frame("KEY", 1, 0, "a"), stationSends));
        int tagAt = sent.length() - FrameMac.TAG_CHARS;

        assertThat(FrameCodec.decode(
                        sent.substring(0, tagAt) + sent.substring(tagAt).toUpperCase(), relayChecks))
                .isInstanceOf(FrameCodec.Decoded.Unproven.class);
    }
}
