package parlor.relay.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;
import parlor.relay.link.Frame;
import parlor.relay.link.Link;
import parlor.relay.link.LinkCodec;
import parlor.relay.link.LinkMessage;
import parlor.relay.link.Role;
import parlor.relay.link.SeatKeys;
import parlor.relay.link.Transport;
import parlor.relay.ops.OpsLog;

/**
 * The relay's half of a link's handshake: the station's HELLO, its protocol and role, and on a
 * relay with a contest key the proof of the seat's key, both ways. Apart from
 * {@link StationConnection} because it only decides whether a link is heard; which seat it then
 * takes, and what it serves there, is the connection's.
 */
final class RelayHandshake {

    private static final int MAX_BEFORE_HELLO = 10_000;
    /** A TCP connection is fresh: a station's first frame there is its HELLO, so a few others are plenty. */
    private static final int MAX_BEFORE_HELLO_ON_TCP = 3;

    /** What a HELLO claims: a seat, in a role this relay has. */
    record Claim(Role role, LinkMessage.Hello hello) {
        /** The seat its key is for: {@code judge:T1}, {@code watcher}. */
        String seat() {
            return SeatKeys.seat(role, hello.terminal());
        }
    }

    private final Link link;
    private final Transport transport;
    private final StationConnection.Admission admission;
    private final FrameSender outgoing;
    /** The seat the HELLO claimed, once read: refusals count against it, with the address. */
    private String claimedSeat = RefusalLimiter.NO_SEAT;

    RelayHandshake(Link link, Transport transport, StationConnection.Admission admission, FrameSender outgoing) {
        this.link = link;
        this.transport = transport;
        this.admission = admission;
        this.outgoing = outgoing;
    }

    /** The HELLO of a station of this relay's protocol, in a role it has; empty if refused (the station is told why) or gone. */
    Optional<Claim> claim() throws IOException {
        if (admission.limiter().blocked(transport.host(), RefusalLimiter.NO_SEAT)) {
            // turned away unheard: the limiter logged it when the host went over, and the gate counts the rest
            admission
                    .ticket()
                    .ifPresent(ticket ->
                            ticket.cutOff("refused " + RefusalLimiter.MAX_REFUSALS + " times within a minute"));
            return Optional.empty();
        }
        Optional<LinkMessage> first = firstHello();
        if (first.isEmpty()) {
            return Optional.empty();
        }
        if (!(first.get() instanceof LinkMessage.Hello hello)) {
            return refused("expected HELLO first");
        }
        if (!LinkMessage.PROTOCOL.equals(hello.protocol())) {
            boolean host = Role.named(hello.role()).equals(Optional.of(Role.HOST));
            return refused("this relay speaks " + LinkMessage.PROTOCOL + ", the " + (host ? "hidden host " : "station ")
                    + hello.protocol() + ": run the relay's release there");
        }
        Claim claim;
        try {
            claim = new Claim(Role.parse(hello.role()), hello);
        } catch (IllegalArgumentException noSuchRole) {
            return refused(noSuchRole.getMessage());
        }
        claimedSeat = claim.seat();
        return seatBlocked() ? Optional.empty() : Optional.of(claim);
    }

    /**
     * True if this address was refused the claimed seat too often of late: the station is told why
     * and for how long (not counted again, so waiting it out is enough), and the gate counts it.
     */
    private boolean seatBlocked() {
        java.time.Duration left = admission.limiter().remaining(transport.host(), claimedSeat);
        if (left.isZero() || left.isNegative()) {
            return false;
        }
        String why = "seat " + claimedSeat + " was refused " + RefusalLimiter.MAX_REFUSALS + " times within "
                + RefusalLimiter.WINDOW.toSeconds() + " s from this address: turned away for "
                + Math.max(1, left.toSeconds()) + " s more (check the station's key file)";
        admission.ticket().ifPresent(ticket -> ticket.turnedAway(why));
        outgoing.send(List.of(LinkCodec.toFrame(new LinkMessage.Refused(why))));
        return true;
    }

    /**
     * The relay's own proof that it holds the seat's key, once the station has proved it holds it
     * ({@value LinkMessage#NONE} on a relay without a contest key); empty if the station was refused.
     */
    Optional<String> proof(Claim claim) throws IOException {
        return admission.contestKey().isPresent() ? checkKey(claim) : Optional.of(LinkMessage.NONE);
    }

    /** Challenges the station to prove it holds the seat's key; the relay's own proof, or empty if refused. */
    private Optional<String> checkKey(Claim claim) throws IOException {
        LinkMessage.Hello hello = claim.hello();
        String seat = claim.seat();
        String nonce = SeatKeys.fresh(16);
        link.send(new LinkMessage.Challenge(nonce));
        Optional<LinkMessage> answer = nextHandshakeMessage();
        String seatKey = SeatKeys.seatKey(admission.contestKey().get(), seat);
        if (answer.isEmpty()
                || !(answer.get() instanceof LinkMessage.Auth auth)
                || !SeatKeys.same(SeatKeys.stationProof(seatKey, nonce, hello), auth.mac())) {
            refuse("wrong key for seat " + seat);
            return Optional.empty();
        }
        // proven: from here every frame carries a MAC, the station's at once, the relay's after its WELCOME
        link.keyAsRelay(seatKey, nonce, hello.nonce());
        return Optional.of(SeatKeys.relayProof(seatKey, nonce, hello.nonce()));
    }

    /** A TCP peer that is not this machine; serial lines and in-process pipes are wiring. */
    boolean fromAnotherMachine() {
        if (!transport.name().startsWith("tcp:")) {
            return false;
        }
        try {
            return !InetAddress.getByName(transport.host()).isLoopbackAddress();
        } catch (UnknownHostException unreadable) {
            return true;
        }
    }

    /**
     * The station's HELLO. On a serial line a station may still be sending what it sent to the
     * relay run that died (keys, acknowledgements): those frames are passed over until it says hello.
     */
    private Optional<LinkMessage> firstHello() throws IOException {
        int most = admission.ticket().isPresent() ? MAX_BEFORE_HELLO_ON_TCP : MAX_BEFORE_HELLO;
        for (int passedOver = 0; passedOver < most; passedOver++) {
            Optional<Frame> frame = link.next();
            if (frame.isEmpty()) {
                return Optional.empty();
            }
            if (frame.get().type().equals("HELLO")) {
                try {
                    return Optional.of(LinkCodec.fromFrame(frame.get()));
                } catch (IllegalArgumentException e) {
                    return Optional.of(new LinkMessage.Bye("unreadable HELLO: " + e.getMessage()));
                }
            }
        }
        return Optional.of(new LinkMessage.Bye(most + " frames without a HELLO"));
    }

    private Optional<LinkMessage> nextHandshakeMessage() throws IOException {
        Optional<Frame> frame = link.next();
        if (frame.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(LinkCodec.fromFrame(frame.get()));
        } catch (IllegalArgumentException e) {
            return Optional.of(new LinkMessage.Bye("unreadable handshake frame: " + e.getMessage()));
        }
    }

    /** Tells the station why it is not heard, logs it, and counts it against its address and the seat it claimed. */
    void refuse(String reason) {
        OpsLog.stationRefused(link.name(), reason);
        if (admission.limiter().refused(transport.host(), claimedSeat)) {
            String whom = claimedSeat.equals(RefusalLimiter.NO_SEAT)
                    ? ": turning this host away unheard"
                    : " for seat " + claimedSeat + ": turning it away from this address";
            OpsLog.stationRefused(
                    transport.host(),
                    RefusalLimiter.MAX_REFUSALS + " refusals within " + RefusalLimiter.WINDOW.toSeconds() + " s" + whom
                            + " for the next " + RefusalLimiter.WINDOW.toSeconds() + " s");
        }
        outgoing.send(List.of(LinkCodec.toFrame(new LinkMessage.Refused(reason))));
    }

    private Optional<Claim> refused(String reason) {
        refuse(reason);
        return Optional.empty();
    }
}
