package parlor.relay.plain;

import java.util.ArrayList;
import java.util.List;

/** Cutting shown text into terminal rows, one column per code point, as the station's view does. */
final class Rows {

    private Rows() {}

    /** Hard-wraps a line to the width; an empty line is one empty row. */
    static List<String> wrap(String line, int width) {
        int[] codePoints = line.codePoints().toArray();
        List<String> rows = new ArrayList<>();
        int at = 0;
        do {
            int end = Math.min(codePoints.length, at + width);
            rows.add(new String(codePoints, at, end - at));
            at += width;
        } while (at < codePoints.length);
        return rows;
    }

    /** Exactly {@code width} columns: cut, or padded with spaces. */
    static String fit(String text, int width) {
        int[] codePoints = text.codePoints().limit(width).toArray();
        return new String(codePoints, 0, codePoints.length) + " ".repeat(width - codePoints.length);
    }

    /** How the station names the judge: {@code judge 04}, or {@code judge --} before anyone said. */
    static String judge(int judge) {
        return judge < 0 ? "judge --" : String.format("judge %02d", judge);
    }
}
