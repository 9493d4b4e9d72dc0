package parlor.relay.plain;

import java.util.Map;
import java.util.Optional;
import parlor.transcripts.keys.Key;

/**
 * The escape sequences that VT100, VT220, xterm, rxvt and Linux-console keyboards send for their
 * named keys, and the X11 keysym names Parlor records them under. Modifiers (Shift, Ctrl, Alt as in
 * {@code ESC [ 1 ; 5 A}) are dropped: a judge's Ctrl-Up is recorded as Up.
 */
final class VtKeySequences {

    /** {@code ESC [ x} and {@code ESC O x}: the key is named by the final byte alone. */
    private static final Map<Character, String> BY_FINAL = Map.ofEntries(
            Map.entry('A', "Up"),
            Map.entry('B', "Down"),
            Map.entry('C', "Right"),
            Map.entry('D', "Left"),
            Map.entry('H', "Home"),
            Map.entry('F', "End"),
            Map.entry('E', "Begin"),
            Map.entry('P', "F1"),
            Map.entry('Q', "F2"),
            Map.entry('R', "F3"),
            Map.entry('S', "F4"),
            Map.entry('Z', "ISO_Left_Tab"));

    /** {@code ESC [ n ~}: VT220 editing keypad and function keys, with rxvt's Home and End. */
    private static final Map<Integer, String> BY_NUMBER = Map.ofEntries(
            Map.entry(1, "Home"),
            Map.entry(2, "Insert"),
            Map.entry(3, "Delete"),
            Map.entry(4, "End"),
            Map.entry(5, "Prior"),
            Map.entry(6, "Next"),
            Map.entry(7, "Home"),
            Map.entry(8, "End"),
            Map.entry(11, "F1"),
            Map.entry(12, "F2"),
            Map.entry(13, "F3"),
            Map.entry(14, "F4"),
            Map.entry(15, "F5"),
            Map.entry(17, "F6"),
            Map.entry(18, "F7"),
            Map.entry(19, "F8"),
            Map.entry(20, "F9"),
            Map.entry(21, "F10"),
            Map.entry(23, "F11"),
            Map.entry(24, "F12"),
            Map.entry(25, "F13"),
            Map.entry(26, "F14"),
            Map.entry(28, "F15"),
            Map.entry(29, "F16"),
            Map.entry(31, "F17"),
            Map.entry(32, "F18"),
            Map.entry(33, "F19"),
            Map.entry(34, "F20"));

    /** Linux console F1..F5: {@code ESC [ [ A} .. {@code ESC [ [ E}. */
    private static final String LINUX_FUNCTION_FINALS = "ABCDE";

    private VtKeySequences() {}

    /**
     * The key a complete sequence stands for.
     *
     * @param introducer {@code '['} for CSI, {@code 'O'} for SS3
     * @param parameters the digits and semicolons between introducer and final byte
     * @param finalByte  the byte that ended the sequence
     */
    static Optional<Key> keyFor(char introducer, String parameters, char finalByte) {
        if (!parameters.chars().allMatch(c -> (c >= '0' && c <= '9') || c == ';')) {
            return Optional.empty(); // private or intermediate bytes: reports, not keys
        }
        if (introducer == 'O' && finalByte == 'M') {
            return Optional.of(Key.RETURN); // Enter on a keypad left in application mode
        }
        String name = finalByte == '~' ? BY_NUMBER.get(firstNumber(parameters)) : BY_FINAL.get(finalByte);
        return Optional.ofNullable(name).map(Key::new);
    }

    /** F1..F5 from a Linux console's {@code ESC [ [ x}. */
    static Optional<Key> linuxFunctionKey(char finalByte) {
        int index = LINUX_FUNCTION_FINALS.indexOf(finalByte);
        return index < 0 ? Optional.empty() : Optional.of(new Key("F" + (index + 1)));
    }

    private static int firstNumber(String parameters) {
        String first = parameters.split(";", -1)[0];
        if (first.isEmpty() || first.length() > 3) {
            return -1;
        }
        return Integer.parseInt(first);
    }
}
