package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A keyed link as each side keys it, and what it does with frames that fail their MAC. */
class KeyedLinkTest {

    private static final String SEAT_KEY = SeatKeys.seatKey("correct-horse-battery-staple-2026", "judge:T1");

    private static FrameMac mac(SeatKeys.Way way) {
        return SeatKeys.linkMac(SEAT_KEY, way, "0a0b", "0c0d");
    }

    private final List<String> reported = new ArrayList<>();
    private final ByteArrayOutputStream written = new ByteArrayOutputStream();

    private Link linkReading(String wire) {
        return new Link(
                new Transport(
                        "test", new ByteArrayInputStream(wire.getBytes(StandardCharsets.UTF_8)), written, () -> {}),
                reported::add);
    }

    private static List<Frame> readAll(Link link) throws IOException {
        List<Frame> frames = new ArrayList<>();
        for (Optional<Frame> next = link.next(); next.isPresent(); next = link.next()) {
            frames.add(next.get());
        }
        return frames;
    }

    @Test
    void theFirstFailureIsReportedWhenItComesAndTheRestOnlyOnceTheLinkEnds() throws IOException {
        FrameMac relaySends = mac(SeatKeys.Way.RELAY_TO_STATION);
        StringBuilder wire = new StringBuilder(FrameCodec.encode(new Frame("ACK", 0, 1, ""), relaySends));
        for (int i = 0; i < 5; i++) {
            wire.append(FrameCodec.encode(new Frame("DRAW", 2 + i, 0, "ottock"), relaySends)
                    .replace("ottock", "attack"));
        }
        wire.append(FrameCodec.encode(new Frame("ACK", 0, 2, ""), relaySends));
        Link station = linkReading(wire.toString());
        station.keyAsStation(SEAT_KEY, "0a0b", "0c0d");

        assertThat(readAll(station)).containsExactly(new Frame("ACK", 0, 1, ""), new Frame("ACK", 0, 2, ""));
        assertThat(reported)
                .singleElement()
                .asString()
                .startsWith("frame failed its MAC (MAC mismatch), dropped, not applied: DRAW 2 0 attack ")
                .endsWith("; any more on this link are counted and reported when it ends");
        assertThat(station.macFailureSummary())
                .contains(
                        "5 frames failed their MAC on this link (the first reported when it came); all dropped, none applied");
    }

    @Test
    void aLinkWhoseFramesAllFailIsClosedToBeMadeAgainWithFreshKeys() {
        FrameMac wrong = mac(SeatKeys.Way.STATION_TO_RELAY);
        StringBuilder wire = new StringBuilder();
        for (int i = 0; i < MacFailures.MAX_IN_A_ROW + 5; i++) {
            wire.append(FrameCodec.encode(new Frame("ACK", 0, i, ""), wrong));
        }
        Link station = linkReading(wire.toString());
        station.keyAsStation(SEAT_KEY, "0a0b", "0c0d");

        assertThatThrownBy(() -> readAll(station))
                .isInstanceOf(IOException.class)
                .hasMessage("32 frames in a row failed their MAC; link closed, to be made again with fresh keys");
        assertThat(reported).hasSize(1);
    }

    /** Only failures in a row close the link: a good frame between them starts the count again. */
    @Test
    void failuresWithGoodFramesBetweenThemNeverCloseTheLink() throws IOException {
        FrameMac relaySends = mac(SeatKeys.Way.RELAY_TO_STATION);
        StringBuilder wire = new StringBuilder();
        long number = 0;
        for (int i = 0; i < 3 * MacFailures.MAX_IN_A_ROW; i++) {
            String good = FrameCodec.encode(new Frame("ACK", 0, ++number, ""), relaySends);
            wire.append(i % 2 == 0 ? good : good.replace("ACK 0 ", "ACK 1 "));
        }
        Link station = linkReading(wire.toString());
        station.keyAsStation(SEAT_KEY, "0a0b", "0c0d");

        assertThat(readAll(station)).hasSize(3 * MacFailures.MAX_IN_A_ROW / 2);
    }

    @Test
    void theRelaySealsItsFramesFromTheOneAfterItsWelcome() throws IOException {
        Link relay = linkReading("");
        relay.keyAsRelay(SEAT_KEY, "0a0b", "0c0d");
        relay.write(new Frame("CHALLENGE", 0, 0, "0a0b"));
        relay.write(List.of(
                LinkCodec.toFrame(new LinkMessage.Welcome("T1", "e1", 0, true, "proof", "Keyed")),
                new Frame("DRAW", 1, 0, "c"),
                new Frame("STATUS", 2, 0, "4 ")));

        String[] lines = written.toString(StandardCharsets.UTF_8).split("\n");
        FrameMac stationChecks = mac(SeatKeys.Way.RELAY_TO_STATION);
        assertThat(FrameCodec.decode(lines[0])).isInstanceOf(FrameCodec.Decoded.Ok.class);
        assertThat(FrameCodec.decode(lines[1])).isInstanceOf(FrameCodec.Decoded.Ok.class);
        assertThat(FrameCodec.decode(lines[2], stationChecks))
                .isEqualTo(new FrameCodec.Decoded.Ok(new Frame("DRAW", 1, 0, "c")));
        assertThat(FrameCodec.decode(lines[3], stationChecks))
                .isEqualTo(new FrameCodec.Decoded.Ok(new Frame("STATUS", 2, 0, "4 ")));
    }

    @Test
    void anUnkeyedLinkWritesAndReadsTheCrcAsBefore() throws IOException {
        Link link = linkReading(FrameCodec.encode(new Frame("KEY", 1, 0, "a")) + "KEY 2 0 b 00000000\n");
        link.write(new Frame("ECHO", 1, 1, "a"));

        assertThat(written.toString(StandardCharsets.UTF_8)).isEqualTo(FrameCodec.encode(new Frame("ECHO", 1, 1, "a")));
        assertThat(readAll(link)).containsExactly(new Frame("KEY", 1, 0, "a"));
        assertThat(reported).containsExactly("checksum mismatch: KEY 2 0 b 00000000");
        assertThat(link.macFailureSummary()).isEmpty();
    }
}
