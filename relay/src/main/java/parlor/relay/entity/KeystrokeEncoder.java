package parlor.relay.entity;

import java.util.Optional;
import parlor.transcripts.keys.Key;

/**
 * The keystroke protocol for entries in keystroke mode, the same over a pty and over TCP: each of
 * the judge's keys as it takes effect — the character, LF for Return, BS for an erase, TAB — and
 * nothing for keys that print nothing. A line feed right after a Return is the same line end
 * (old terminals send CR LF), so the entry hears one LF.
 */
final class KeystrokeEncoder {

    private boolean lastKeyWasReturn;

    /** What the entry receives for this key, if anything. */
    Optional<String> encode(Key key) {
        boolean linefeedAfterReturn = key.isLinefeed() && lastKeyWasReturn;
        lastKeyWasReturn = key.isReturn();
        if (linefeedAfterReturn) {
            return Optional.empty();
        }
        if (key.isReturn() || key.isLinefeed()) {
            return Optional.of("\n");
        }
        if (key.erases()) {
            return Optional.of("\b");
        }
        if (key.isTab()) {
            return Optional.of("\t");
        }
        return key.printable().map(String::valueOf);
    }
}
