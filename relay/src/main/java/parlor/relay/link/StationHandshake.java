package parlor.relay.link;

import java.io.IOException;
import java.util.Optional;

/**
 * The station's half of a link's handshake: the HELLO that claims its seat, and on a keyed link
 * the proofs both ways. Apart from {@link RelayConnection}, which keeps a link up around it,
 * because this is all that a seat key changes. Used under the connection's lock.
 */
final class StationHandshake {

    private final String terminal;
    private final Role role;
    private final Optional<String> seatKey;
    /** This station process: a restarted station is a new session and numbers its keys afresh. */
    private final String stationSession = SeatKeys.fresh(6);

    private String relayEpoch = LinkMessage.NONE;
    private LinkMessage.Hello hello;
    private String relayNonce;

    StationHandshake(String terminal, Role role, Optional<String> seatKey) {
        this.terminal = terminal;
        this.role = role;
        this.seatKey = seatKey;
    }

    /** A new connection's HELLO, saying how many of the relay's messages this station has had. */
    LinkMessage.Hello hello(long delivered) {
        relayNonce = null;
        hello = new LinkMessage.Hello(
                LinkMessage.PROTOCOL, terminal, role.wire(), stationSession, relayEpoch, delivered, SeatKeys.fresh(16));
        return hello;
    }

    /** The HELLO this connection says (again, until the relay answers); null before the first. */
    LinkMessage.Hello hello() {
        return hello;
    }

    /** Proves this station holds its seat's key; ends the link if it has none to prove with. */
    Optional<String> answer(LinkMessage.Challenge challenge, Link link) {
        if (seatKey.isEmpty()) {
            link.close();
            return Optional.of("refused: this relay asks for a seat key (give the station --key-file)");
        }
        relayNonce = challenge.nonce();
        try {
            link.send(new LinkMessage.Auth(SeatKeys.stationProof(seatKey.get(), relayNonce, hello)));
        } catch (IOException e) {
            link.close();
        }
        return Optional.empty();
    }

    /** A station that holds a key talks only to a relay that proves it holds the same one. */
    Optional<String> doubtAbout(LinkMessage.Welcome welcome, Link link) {
        if (seatKey.isEmpty()) {
            return Optional.empty();
        }
        boolean proven = relayNonce != null
                && SeatKeys.same(SeatKeys.relayProof(seatKey.get(), relayNonce, hello.nonce()), welcome.proof());
        if (proven) {
            return Optional.empty();
        }
        link.close();
        return Optional.of(
                "refused the relay: it did not prove it holds this seat's key (wrong relay, or wrong key file?)");
    }

    /** Admitted: the link is keyed where the seat has a key, and the relay's run is remembered for the next HELLO. */
    void welcomed(LinkMessage.Welcome welcome, Link link) {
        // the relay has proved it holds the key: every frame after its WELCOME carries a MAC, both ways
        seatKey.ifPresent(key -> link.keyAsStation(key, relayNonce, hello.nonce()));
        relayEpoch = welcome.relayEpoch();
    }
}
