package parlor.relay.link;

import java.util.Arrays;
import java.util.Optional;

/**
 * What the far end of a link is, as its HELLO says: each role takes its own kind of seat and is
 * admitted its own way. The code decides on the enum; the word is the link protocol's, and a HELLO
 * carries it as written.
 */
public enum Role {
    /** A judge's station at a terminal ({@code judge:T1}). */
    JUDGE("judge"),
    /** A confederate's station at a desk in the back room ({@code confederate:C1}). */
    CONFEDERATE("confederate"),
    /** A station that sees a terminal's conversation, read-only ({@code watcher}). */
    WATCHER("watcher"),
    /** A hidden host: an entry on its own machine ({@code host:H7}). */
    HOST("host"),
    /** An operator's console, {@code bin/relay console} ({@code operator:}). */
    OPERATOR("operator"),
    /** An audience wall: every terminal's conversation at once, read-only and delayed ({@code audience}). */
    AUDIENCE("audience");

    private final String wire;

    Role(String wire) {
        this.wire = wire;
    }

    /** The word a HELLO carries for this role. */
    public String wire() {
        return wire;
    }

    /** Whether this role only looks on: it sees a terminal's screen and nothing it sends has any effect. */
    public boolean onlooker() {
        return this == WATCHER || this == AUDIENCE;
    }

    /** Whether {@code bin/station} takes this role (a host is {@code bin/relay host}, a console {@code bin/relay console}). */
    public boolean atAStation() {
        return this == JUDGE || this == CONFEDERATE || this == WATCHER || this == AUDIENCE;
    }

    /** The role a HELLO's word names, if it names one. */
    public static Optional<Role> named(String word) {
        return Arrays.stream(values()).filter(role -> role.wire.equals(word)).findFirst();
    }

    /** The role a HELLO's word names; a word that names none is refused in words for the station that sent it. */
    public static Role parse(String word) {
        return named(word)
                .orElseThrow(() -> new IllegalArgumentException(
                        "role '" + word + "' is not available on this relay (" + words() + ")"));
    }

    /** Every role's word, as a sentence lists them: judge, confederate, watcher, host, operator or audience. */
    private static String words() {
        Role[] all = values();
        String allButLast = String.join(
                ", ", Arrays.stream(all).limit(all.length - 1).map(Role::wire).toList());
        return allButLast + " or " + all[all.length - 1].wire;
    }

    /** The wire word, so a role in a message reads as the protocol writes it. */
    @Override
    public String toString() {
        return wire;
    }
}
