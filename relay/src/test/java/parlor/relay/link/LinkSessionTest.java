package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import parlor.transcripts.keys.Key;

/** Two sessions talking through a "wire" the test controls: frames can be lost, repeated, damaged. */
class LinkSessionTest {

    private Instant now = Instant.parse("2026-11-22T10:00:00Z");
    private final LinkSession station = new LinkSession();
    private final LinkSession relay = new LinkSession();
    private final List<String> relayGot = new ArrayList<>();

    @Test
    void keysSentWhileTheLinkIsDownArriveOnceAfterResuming() {
        deliver(send("a"));
        Frame lostB = send("b");
        Frame lostC = send("c");
        // the line drops: b and c never arrive; the station keeps them

        List<Frame> again = station.resume(relay.delivered(), now);

        assertThat(again).extracting(Frame::seq).containsExactly(2L, 3L);
        again.forEach(this::deliver);
        deliver(lostB);
        assertThat(relayGot).containsExactly("a", "b", "c");
        assertThat(lostC.seq()).isEqualTo(3);
    }

    @Test
    void framesTheRelayAlreadyHasAreNotSentAgain() {
        deliver(send("a"));
        deliver(send("b"));

        assertThat(station.resume(relay.delivered(), now)).isEmpty();
    }

    @Test
    void aDamagedFrameIsSentAgainWhenAcknowledgementsStall() {
        deliver(send("a"));
        send("b");
        deliver(send("c"));
        assertThat(relayGot).containsExactly("a");

        now = now.plus(Outbox.RESEND_AFTER);
        station.tick(now).forEach(this::deliver);

        assertThat(relayGot).containsExactly("a", "b", "c");
    }

    @Test
    void acknowledgementsFreeTheSendersCopies() {
        deliver(send("a"));
        deliver(send("b"));
        assertThat(station.unacknowledged()).isEqualTo(2);

        List<Frame> fromRelay = relay.tick(now);
        assertThat(fromRelay).singleElement().satisfies(f -> assertThat(f.type()).isEqualTo("ACK"));
        station.receive(fromRelay.get(0), now);

        assertThat(station.unacknowledged()).isZero();
        assertThat(relay.tick(now)).as("acknowledged once, not every tick").isEmpty();
        now = now.plus(LinkSession.KEEPALIVE);
        assertThat(relay.tick(now)).as("but a quiet link still says it is alive").singleElement()
            .satisfies(f -> assertThat(f.type()).isEqualTo("ACK"));
    }

    @Test
    void aRestartedStationNumbersAfreshAndIsNotMistakenForRepeats() {
        deliver(send("a"));
        deliver(send("b"));
        relay.reset();
        LinkSession restarted = new LinkSession();

        Frame first = restarted.stamp(new LinkMessage.KeyPressed(Key.of('z')), now);
        relay.receive(first, now).ifPresent(m -> relayGot.add(((LinkMessage.KeyPressed) m).key().name()));

        assertThat(relayGot).containsExactly("a", "b", "z");
    }

    private Frame send(String key) {
        return station.stamp(new LinkMessage.KeyPressed(new Key(key)), now);
    }

    private void deliver(Frame frame) {
        Optional<LinkMessage> got = relay.receive(frame, now);
        got.ifPresent(m -> relayGot.add(((LinkMessage.KeyPressed) m).key().name()));
    }
}
