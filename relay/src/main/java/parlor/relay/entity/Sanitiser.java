package parlor.relay.entity;

import java.util.ArrayList;
import java.util.List;

/**
 * The one gate every entity's output passes before a judge sees it, whatever the entity is:
 * escape and control sequences removed, line ends normalised, invisible characters dropped,
 * blank lines collapsed, long lines word-wrapped, and the whole bounded. Identical treatment is
 * what keeps the presentation from telling programs and people apart.
 */
public final class Sanitiser {

    public static final int WIDTH = 78;
    public static final int MAX_LINES = 60;

    private Sanitiser() {}

    /** The lines a judge will see for this raw output; empty if nothing printable remains. */
    public static List<String> lines(String raw) {
        List<String> lines = new ArrayList<>();
        for (String line : stripControls(raw).split("\n", -1)) {
            String clean = line.strip();
            boolean blank = clean.isEmpty();
            if (blank && (lines.isEmpty() || lines.get(lines.size() - 1).isEmpty())) {
                continue;
            }
            lines.addAll(blank ? List.of("") : wrap(clean));
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        if (lines.size() > MAX_LINES) {
            lines = new ArrayList<>(lines.subList(0, MAX_LINES));
        }
        return List.copyOf(lines);
    }

    /**
     * The last {@code most} lines of raw output that have anything on them, escape sequences and
     * control characters removed: what an entry printed, quoted on the operator's terminal.
     */
    static List<String> lastLines(String raw, int most) {
        List<String> lines = java.util.Arrays.stream(stripControls(raw).split("\n"))
                .filter(line -> !line.isBlank())
                .toList();
        return lines.subList(Math.max(0, lines.size() - most), lines.size());
    }

    /**
     * Removes escape sequences (CSI, OSC and two-character ESC forms) and control characters,
     * applies backspaces, makes every line end a {@code \n} and every tab a space.
     */
    static String stripControls(String raw) {
        StringBuilder out = new StringBuilder(raw.length());
        int i = 0;
        while (i < raw.length()) {
            char c = raw.charAt(i);
            if (c == '\u001b') {
                i = skipEscape(raw, i + 1);
                continue;
            }
            if (c == '\u009b') {
                i = skipCsi(raw, i + 1);
                continue;
            }
            if (c == '\r') {
                out.append('\n');
                i += (i + 1 < raw.length() && raw.charAt(i + 1) == '\n') ? 2 : 1;
                continue;
            }
            if (c == '\b') {
                if (!out.isEmpty() && out.charAt(out.length() - 1) != '\n') {
                    out.setLength(out.length() - 1);
                }
            } else if (c == '\t') {
                out.append(' ');
            } else if (c == '\n' || isShown(c)) {
                out.append(c);
            }
            i++;
        }
        return out.toString();
    }

    private static boolean isShown(char c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL,
                    Character.FORMAT,
                    Character.PRIVATE_USE,
                    Character.SURROGATE,
                    Character.UNASSIGNED -> false;
            default -> c != '\ufffd';
        };
    }

    /** Index just past an escape sequence whose ESC was at {@code start - 1}. */
    private static int skipEscape(String raw, int start) {
        if (start >= raw.length()) {
            return start;
        }
        char kind = raw.charAt(start);
        if (kind == '[') {
            return skipCsi(raw, start + 1);
        }
        if (kind == ']' || kind == 'P' || kind == '_' || kind == '^') {
            return skipString(raw, start + 1);
        }
        // ESC followed by intermediates then a final character (charset selection and the like)
        int i = start;
        while (i < raw.length() && raw.charAt(i) >= 0x20 && raw.charAt(i) <= 0x2f) {
            i++;
        }
        return Math.min(i + 1, raw.length());
    }

    private static int skipCsi(String raw, int start) {
        int i = start;
        while (i < raw.length() && (raw.charAt(i) < 0x40 || raw.charAt(i) > 0x7e)) {
            i++;
        }
        return Math.min(i + 1, raw.length());
    }

    /** OSC, DCS and friends run until BEL or ESC backslash. */
    private static int skipString(String raw, int start) {
        for (int i = start; i < raw.length(); i++) {
            if (raw.charAt(i) == '\u0007') {
                return i + 1;
            }
            if (raw.charAt(i) == '\u001b') {
                return Math.min(i + 2, raw.length());
            }
        }
        return raw.length();
    }

    static List<String> wrap(String line) {
        List<String> out = new ArrayList<>();
        String rest = line;
        while (rest.length() > WIDTH) {
            int cut = rest.lastIndexOf(' ', WIDTH);
            if (cut <= 0) {
                cut = WIDTH;
            }
            out.add(rest.substring(0, cut).stripTrailing());
            rest = rest.substring(cut).stripLeading();
        }
        out.add(rest);
        return out;
    }
}
