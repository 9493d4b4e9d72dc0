package parlor.relay.link;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Who may take which seat. The contest key never leaves the relay's machine: each seat
 * ({@code judge:T1}, {@code watcher}) gets its own key derived from it, so a station given T1's key
 * can prove it is T1's station and nothing else. Proofs are HMAC-SHA256 over both sides' fresh
 * nonces, so a recorded handshake is worthless on a later connection.
 */
public final class SeatKeys {

    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private SeatKeys() {}

    /** A watcher or an audience wall may watch any terminal, and an operator's console is the relay's, not a terminal's: their seats name none. */
    public static String seat(Role role, String terminal) {
        return switch (role) {
            case WATCHER -> "watcher";
            case AUDIENCE -> "audience";
            case OPERATOR -> "operator:";
            case JUDGE, CONFEDERATE, HOST -> role.wire() + ":" + terminal;
        };
    }

    /** The same, for a role given as its wire word ({@code judge}). */
    public static String seat(String role, String terminal) {
        return seat(Role.parse(role), terminal);
    }

    /** The key for one seat, as hex, derived from the contest key. */
    public static String seatKey(String contestKey, String seat) {
        return hmac(contestKey.getBytes(StandardCharsets.UTF_8), "parlor seat " + seat);
    }

    /** What a station sends to prove it holds the seat's key. */
    public static String stationProof(String seatKey, String relayNonce, LinkMessage.Hello hello) {
        return hmac(
                HexFormat.of().parseHex(seatKey),
                String.join(
                        " ",
                        LinkMessage.PROTOCOL,
                        "station",
                        relayNonce,
                        hello.nonce(),
                        hello.terminal(),
                        hello.role(),
                        hello.session()));
    }

    /** What the relay sends back to prove it holds the same key (so a station cannot be fooled by a fake relay). */
    public static String relayProof(String seatKey, String relayNonce, String stationNonce) {
        return hmac(
                HexFormat.of().parseHex(seatKey),
                String.join(" ", LinkMessage.PROTOCOL, "relay", stationNonce, relayNonce));
    }

    /**
     * The MAC that frames going {@code way} carry on one keyed link after the handshake, under a
     * key derived from the seat key and both nonces: new on every connection, and one for each way,
     * so a frame cannot be sent back to the side that wrote it as if from the other.
     */
    public static FrameMac linkMac(String seatKey, Way way, String relayNonce, String stationNonce) {
        return new FrameMac(hmacBytes(
                HexFormat.of().parseHex(seatKey),
                String.join(" ", LinkMessage.PROTOCOL, "link", way.words, relayNonce, stationNonce)));
    }

    /** The two ways frames go on a link. */
    public enum Way {
        RELAY_TO_STATION("relay->station"),
        STATION_TO_RELAY("station->relay");

        private final String words;

        Way(String words) {
            this.words = words;
        }
    }

    /** {@code bytes} fresh random bytes in hex: a handshake's nonce, a station run's name. */
    public static String fresh(int bytes) {
        byte[] random = new byte[bytes];
        RANDOM.nextBytes(random);
        return HexFormat.of().formatHex(random);
    }

    /** Compares in constant time, so timing says nothing about how close a guess was. */
    public static boolean same(String expected, String offered) {
        return MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.UTF_8), offered.getBytes(StandardCharsets.UTF_8));
    }

    /** A seat key as the operator hands it out: 64 hex digits. */
    public static boolean looksLikeSeatKey(String text) {
        return text.matches("[0-9a-f]{64}");
    }

    /**
     * The seat key from a key file ({@code --key-file}), or else from {@code PARLOR_SEAT_KEY}; checked
     * for shape, never printed. {@link IllegalArgumentException} saying what is wrong with the file.
     */
    public static java.util.Optional<String> fromFileOrEnvironment(java.util.Optional<java.nio.file.Path> keyFile) {
        String key =
                keyFile.isPresent() ? GivenFile.key("--key-file", keyFile.get()) : System.getenv("PARLOR_SEAT_KEY");
        if (key == null || key.isBlank()) {
            return java.util.Optional.empty();
        }
        if (!looksLikeSeatKey(key.trim())) {
            throw new IllegalArgumentException(keyFile.map(Object::toString).orElse("PARLOR_SEAT_KEY")
                    + " does not hold a seat key (64 hex digits, as bin/relay seats prints them)");
        }
        return java.util.Optional.of(key.trim());
    }

    private static String hmac(byte[] key, String message) {
        return HexFormat.of().formatHex(hmacBytes(key, message));
    }

    private static byte[] hmacBytes(byte[] key, String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(message.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
