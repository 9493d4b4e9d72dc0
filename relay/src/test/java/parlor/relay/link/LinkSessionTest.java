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
        relaySaysSomething();
        deliver(send("a"));
        deliver(send("b"));
        assertThat(station.unacknowledged()).isEqualTo(2);

        assertThat(relay.tick(now))
                .as("waiting for a frame of the relay's to carry it")
                .isEmpty();
        now = now.plus(LinkSession.ACK_DELAY);
        List<Frame> fromRelay = relay.tick(now);
        assertThat(fromRelay)
                .singleElement()
                .satisfies(f -> assertThat(f.type()).isEqualTo("ACK"));
        station.receive(fromRelay.get(0), now);

        assertThat(station.unacknowledged()).isZero();
        assertThat(relay.tick(now)).as("acknowledged once, not every tick").isEmpty();
        now = now.plus(LinkSession.KEEPALIVE);
        assertThat(relay.tick(now))
                .as("but a quiet link still says it is alive")
                .singleElement()
                .satisfies(f -> assertThat(f.type()).isEqualTo("ACK"));
    }

    @Test
    void anAcknowledgementRidesOnTheNextFrameThatGoesSoonEnough() {
        relaySaysSomething();
        deliver(send("a"));
        now = now.plus(LinkSession.ACK_DELAY.dividedBy(2));
        Frame echo = relay.stamp(new LinkMessage.Draw(new parlor.transcripts.screen.ScreenEvent.Echo("a")), now);

        assertThat(echo.ack()).isEqualTo(1);
        now = now.plus(LinkSession.ACK_DELAY);
        assertThat(relay.tick(now)).as("nothing owed any more").isEmpty();
    }

    @Test
    void theDelayCountsFromTheFirstFrameOwedNotTheLast() {
        relaySaysSomething();
        deliver(send("a"));
        now = now.plus(LinkSession.ACK_DELAY.minusMillis(1));
        deliver(send("b"));
        assertThat(relay.tick(now)).isEmpty();
        now = now.plusMillis(1);

        assertThat(relay.tick(now))
                .singleElement()
                .satisfies(f -> assertThat(f.ack()).isEqualTo(2));
    }

    @Test
    void aRepeatIsAcknowledgedAtOnceForItsSenderIsWaiting() {
        relaySaysSomething();
        Frame a = send("a");
        deliver(a);
        now = now.plus(LinkSession.ACK_DELAY);
        assertThat(relay.tick(now))
                .singleElement()
                .satisfies(f -> assertThat(f.type()).isEqualTo("ACK"));
        deliver(a);

        assertThat(relay.tick(now))
                .as("the same instant: no waiting for a repeat")
                .singleElement()
                .satisfies(f -> assertThat(f.type()).isEqualTo("ACK"));
    }

    /**
     * The relay has just drawn a prompt, which the station has (its keys will acknowledge it), so
     * the link is not quiet: a quiet link sends an acknowledgement at once, to say it is alive.
     */
    private void relaySaysSomething() {
        station.receive(
                relay.stamp(new LinkMessage.Draw(new parlor.transcripts.screen.ScreenEvent.Prompt()), now), now);
    }

    @Test
    void aRestartedStationNumbersAfreshAndIsNotMistakenForRepeats() {
        deliver(send("a"));
        deliver(send("b"));
        relay.reset();
        LinkSession restarted = new LinkSession();

        Frame first = restarted.stamp(new LinkMessage.KeyPressed(Key.of('z')), now);
        relay.receive(first, now)
                .ifPresent(m -> relayGot.add(((LinkMessage.KeyPressed) m).key().name()));

        assertThat(relayGot).containsExactly("a", "b", "z");
    }

    @Test
    void tickingOnlyWhenNextDueSaysMissesNothingAndNeverWakesForNothing() {
        java.util.Random random = new java.util.Random(7);
        List<Frame> fromRelay = new ArrayList<>();
        for (int step = 0; step < 20_000; step++) {
            switch (random.nextInt(5)) {
                case 0 -> keepUnlessLost(random, send("k"), this::deliver);
                case 1 ->
                    keepUnlessLost(
                            random,
                            relay.stamp(new LinkMessage.Draw(new parlor.transcripts.screen.ScreenEvent.Echo("k")), now),
                            frame -> station.receive(frame, now));
                case 2 -> fromRelay.forEach(frame -> station.receive(frame, now));
                default -> now = now.plusMillis(random.nextInt(700));
            }
            fromRelay.clear();
            for (LinkSession side : List.of(station, relay)) {
                Instant due = side.nextDue();
                List<Frame> ticked = side.tick(now);
                assertThat(ticked.isEmpty())
                        .as("step %d: a tick finds work exactly when nextDue said it would", step)
                        .isEqualTo(due.isAfter(now));
                assertThat(side.nextDue())
                        .as("step %d: what was due is done", step)
                        .isAfter(now);
                if (side == station) {
                    ticked.forEach(frame -> keepUnlessLost(random, frame, this::deliver));
                } else {
                    fromRelay.addAll(ticked);
                }
            }
        }
        assertThat(relayGot).hasSizeGreaterThan(1000);
    }

    private static void keepUnlessLost(java.util.Random random, Frame frame, java.util.function.Consumer<Frame> wire) {
        if (random.nextInt(10) > 0) {
            wire.accept(frame);
        }
    }

    /** A power cut took the relay's record of b and c, which it had acknowledged: the station still has them, and sends them again. */
    @Test
    void keysARelayLostAfterAcknowledgingThemComeAgainFromWhatTheStationKept() {
        LinkSession keeping = LinkSession.keepingAcknowledged();
        LinkSession before = new LinkSession();
        for (String key : List.of("a", "b", "c")) {
            before.receive(keeping.stamp(new LinkMessage.KeyPressed(new Key(key)), now), now);
        }
        before.tick(now.plus(LinkSession.ACK_DELAY)).forEach(ack -> keeping.receive(ack, now));
        assertThat(keeping.unacknowledged()).isZero();

        LinkSession after = new LinkSession(1);
        List<Frame> again = keeping.resume(1, now);

        assertThat(again).extracting(Frame::seq).containsExactly(2L, 3L);
        assertThat(again.stream()
                        .map(frame -> after.receive(frame, now)
                                .map(m -> ((LinkMessage.KeyPressed) m).key().name())
                                .orElse("-")))
                .containsExactly("b", "c");
        assertThat(keeping.lostAtResume()).isZero();
    }

    /** A relay with no record of this station process (-1): what it had not acknowledged goes again, numbered from 1. */
    @Test
    void aRelayThatKnowsNothingOfTheStationGetsItsUnacknowledgedKeysNumberedFromOne() {
        LinkSession keeping = LinkSession.keepingAcknowledged();
        LinkSession before = new LinkSession();
        before.receive(keeping.stamp(new LinkMessage.KeyPressed(new Key("a")), now), now);
        before.tick(now.plus(LinkSession.ACK_DELAY)).forEach(ack -> keeping.receive(ack, now));
        keeping.stamp(new LinkMessage.KeyPressed(new Key("b")), now);

        List<Frame> again = keeping.resume(-1, now);

        assertThat(again).extracting(Frame::seq).containsExactly(1L);
        assertThat(new LinkSession().receive(again.getFirst(), now)).contains(new LinkMessage.KeyPressed(new Key("b")));
    }

    @Test
    void framesNoLongerKeptAreCountedLostAndTheRestNumberedOnFromWhatThePeerHas() {
        Outbox outbox = new Outbox(2);
        for (int i = 1; i <= 5; i++) {
            outbox.add("KEY", "k" + i, now);
        }
        outbox.acknowledged(5, now);

        assertThat(outbox.rewind(1)).as("frames 2 and 3 were no longer kept").isEqualTo(2);
        assertThat(outbox.pending())
                .extracting(Frame::seq, Frame::payload)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(2L, "k4"), org.assertj.core.groups.Tuple.tuple(3L, "k5"));
    }

    private Frame send(String key) {
        return station.stamp(new LinkMessage.KeyPressed(new Key(key)), now);
    }

    private void deliver(Frame frame) {
        Optional<LinkMessage> got = relay.receive(frame, now);
        got.ifPresent(m -> relayGot.add(((LinkMessage.KeyPressed) m).key().name()));
    }
}
