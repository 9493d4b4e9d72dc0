package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.keys.Key;

/** The numbered stream's two ends: what the inbox makes of each number, what the outbox keeps, resends and forgets. */
class NumberingTest {

    private final Instant now = Instant.parse("2026-11-22T10:00:00Z");

    @Test
    void theInboxDeliversTheNextNumberOnlyAndOwesAnAcknowledgementForEveryFrame() {
        Inbox inbox = new Inbox(2);

        assertThat(inbox.accept(frame(3))).isEqualTo(Inbox.Verdict.DELIVER);
        assertThat(inbox.delivered()).isEqualTo(3);
        assertThat(inbox.ackOwed()).isTrue();
        inbox.acknowledgedInPassing();
        assertThat(inbox.accept(frame(3))).isEqualTo(Inbox.Verdict.DUPLICATE);
        assertThat(inbox.ackOwed())
                .as("a repeat is acknowledged: its sender missed ours")
                .isTrue();
        inbox.acknowledgedInPassing();
        assertThat(inbox.accept(frame(1))).isEqualTo(Inbox.Verdict.DUPLICATE);
        assertThat(inbox.accept(frame(5))).isEqualTo(Inbox.Verdict.OUT_OF_ORDER);
        assertThat(inbox.ackOwed()).isTrue();
        assertThat(inbox.delivered()).isEqualTo(3);

        inbox.reset();
        assertThat(inbox.delivered()).isZero();
        assertThat(inbox.ackOwed()).isFalse();
        assertThat(inbox.accept(frame(1))).isEqualTo(Inbox.Verdict.DELIVER);
    }

    @Test
    void anAcknowledgementBeyondWhatWasSentCountsOnlyWhatWasSent() {
        Outbox outbox = new Outbox();
        outbox.add("KEY", "a", now);
        outbox.add("KEY", "b", now);

        outbox.acknowledged(5, now);

        assertThat(outbox.acked()).isEqualTo(2);
        assertThat(outbox.pending()).isEmpty();
        assertThat(outbox.add("KEY", "c", now).seq()).isEqualTo(3);
    }

    @Test
    void anAcknowledgementOfNothingNewIsNoProgressSoResendingIsNotPutOff() {
        Outbox outbox = new Outbox();
        outbox.add("KEY", "a", now);
        outbox.add("KEY", "b", now);
        outbox.acknowledged(1, now);

        outbox.acknowledged(1, now.plusMillis(900));

        assertThat(outbox.resendDue()).isEqualTo(now.plus(Outbox.RESEND_AFTER));
        assertThat(outbox.overdue(now.plus(Outbox.RESEND_AFTER)))
                .extracting(Frame::payload)
                .containsExactly("b");
    }

    @Test
    void aPeerThatHasEverythingAtAReconnectLeavesTheKeptFramesForALaterOneThatHasLess() {
        Outbox outbox = new Outbox(3);
        for (String key : List.of("a", "b", "c")) {
            outbox.add("KEY", key, now);
        }
        outbox.acknowledged(3, now);

        assertThat(outbox.rewind(3)).isZero();
        assertThat(outbox.pending()).isEmpty();
        assertThat(outbox.rewind(1)).isZero();
        assertThat(outbox.pending())
                .extracting(Frame::seq, Frame::payload)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(2L, "b"), org.assertj.core.groups.Tuple.tuple(3L, "c"));
    }

    @Test
    void aPeerThatLostMoreThanWasKeptIsToldHowManyAreGone() {
        Outbox outbox = new Outbox(1);
        for (String key : List.of("a", "b", "c", "d")) {
            outbox.add("KEY", key, now);
        }
        outbox.acknowledged(4, now);

        assertThat(outbox.rewind(0)).isEqualTo(3);
        assertThat(outbox.pending())
                .extracting(Frame::seq, Frame::payload)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1L, "d"));
        assertThat(outbox.lastSent()).isEqualTo(1);
    }

    @Test
    void aResetForgetsEverySentAndKeptFrameAndNumbersFromOne() {
        Outbox outbox = new Outbox(3);
        outbox.add("KEY", "a", now);
        outbox.add("KEY", "b", now);
        outbox.acknowledged(1, now);

        outbox.reset();

        assertThat(outbox.pending()).isEmpty();
        assertThat(outbox.rewind(0)).isZero();
        assertThat(outbox.pending()).isEmpty();
        assertThat(outbox.add("KEY", "c", now).seq()).isEqualTo(1);
    }

    @Test
    void aSessionsRestartsForgetOneDirectionOrBoth() {
        LinkSession session = new LinkSession();
        LinkSession peer = new LinkSession();
        peer.receive(session.stamp(new LinkMessage.KeyPressed(Key.of('a')), now), now);
        session.receive(peer.stamp(new LinkMessage.KeyPressed(Key.of('b')), now), now);
        session.stamp(new LinkMessage.KeyPressed(Key.of('c')), now);

        session.restartIncoming();
        assertThat(session.delivered()).isZero();
        assertThat(session.unacknowledged())
                .as("b's frame acknowledged a; c waits")
                .isEqualTo(1);
        assertThat(session.nextDue()).isEqualTo(now.plus(Outbox.RESEND_AFTER));

        session.restartOutgoing();
        assertThat(session.unacknowledged()).isZero();
        assertThat(session.stamp(new LinkMessage.KeyPressed(Key.of('d')), now).seq())
                .isEqualTo(1);

        session.receive(new LinkSession().stamp(new LinkMessage.KeyPressed(Key.of('e')), now), now);
        session.reset();
        assertThat(session.delivered()).isZero();
        assertThat(session.unacknowledged()).isZero();
        assertThat(session.nextDue()).isAfter(now.plus(Outbox.RESEND_AFTER));
    }

    @Test
    void aResumeSaysHowManyAcknowledgedMessagesThePeerLostForGood() {
        LinkSession session = new LinkSession();
        LinkSession peer = new LinkSession();
        for (char key : "abc".toCharArray()) {
            peer.receive(session.stamp(new LinkMessage.KeyPressed(Key.of(key)), now), now);
        }
        peer.tick(now.plus(LinkSession.ACK_DELAY)).forEach(ack -> session.receive(ack, now));

        session.resume(1, now);

        assertThat(session.lostAtResume()).isEqualTo(2);
    }

    private static Frame frame(long seq) {
        return new Frame("KEY", seq, 0, "a");
    }
}
