package parlor.relay.link;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The compact form's one-byte type codes (docs/link-protocol.md). A header byte is
 * {@code code << 2 | mode}; codes 16 to 22 are never used, so that no header byte is a capital
 * letter and a reader tells a compact frame from a readable line by its first byte.
 */
final class CompactTypes {

    /** The code saying the type's name follows the header, for a type not in the table. */
    static final int NAMED = 63;

    /** In code order, skipping 16 to 22; the order is the protocol: new types go at the end. */
    private static final List<String> NAMES = List.of(
            "KEY",
            "ECHO",
            "ACK",
            "ERASE",
            "NL",
            "PROMPT",
            "LINE",
            "TYPED",
            "CLEAR",
            "STATUS",
            "REPLY",
            "ASK",
            "TYPEKEY",
            "CLOCK",
            "JUDGE",
            "FACTS",
            "FAILED",
            "BYE",
            "HELLO",
            "WELCOME",
            "REFUSED",
            "CHALLENGE",
            "AUTH",
            "OUTPUT",
            "QUESTION",
            "WATCHING",
            "WATCHED",
            "UNWATCHED",
            "ALERT",
            "TERMINALS",
            "DONE",
            "COMMAND",
            "ANSWER",
            "UNWATCH",
            "REVEAL",
            "WALL");

    private static final String[] BY_CODE = new String[NAMED];
    private static final Map<String, Integer> CODES = new HashMap<>();

    static {
        int code = 0;
        for (String name : NAMES) {
            if (code == 16) {
                code = 23;
            }
            BY_CODE[code] = name;
            CODES.put(name, code++);
        }
    }

    private CompactTypes() {}

    /** The type's code, or {@link #NAMED}. */
    static int code(String type) {
        return CODES.getOrDefault(type, NAMED);
    }

    /** The type a code stands for, or null if none. */
    static String name(int code) {
        return code < NAMED ? BY_CODE[code] : null;
    }
}
