package parlor.transcripts.lpp;

import java.io.IOException;
import java.io.Reader;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.text.Skipped;
import parlor.transcripts.keys.Key;
import parlor.transcripts.text.BoundedLines;

/**
 * Reads the keystroke logs of the LPP contests: header lines, then one line per key,
 * {@code J<n> <stamp> <typist> <side> <key>} (2009, 2012) or {@code J<n> <stamp> <stamp> <typist>
 * <side> <key>} (2007). Real files are damaged in places (truncated lines, header text spliced in,
 * empty key fields); every such line is reported with its number and reading goes on.
 */
public final class LppLogReader {

    private static final Pattern KEY_LINE = Pattern.compile("J(\\d*)\\s+(\\d+)(?:\\s+(\\d+))?\\s+(\\S+)\\s+(left|right)\\s*(\\S*)\\s*");
    private static final Pattern LOOKS_LIKE_KEY = Pattern.compile("J\\d*\\s+\\d.*");

    private LppLogReader() {
    }

    public static LppLog read(Reader source, String file) throws IOException {
        List<String> header = new ArrayList<>();
        List<LppLog.Line> keys = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        BoundedLines reader = new BoundedLines(source);
        for (BoundedLines.Line text = reader.next(); text != null; text = reader.next()) {
            int number = text.number();
            String line = text.text().strip();
            if (text.cut()) {
                skipped.add(Skipped.tooLong(file, text));
                continue;
            }
            if (line.isEmpty()) {
                continue;
            }
            if (keys.isEmpty() && !LOOKS_LIKE_KEY.matcher(line).matches()) {
                header.add(line);
                continue;
            }
            try {
                keys.add(keyLine(line, number));
            } catch (IllegalArgumentException e) {
                skipped.add(new Skipped(file, number, e.getMessage(), Skipped.abbreviate(line)));
            }
        }
        return new LppLog(file, header, keys, skipped);
    }

    private static LppLog.Line keyLine(String line, int number) {
        Matcher m = KEY_LINE.matcher(line);
        if (!m.matches()) {
            throw new IllegalArgumentException(LOOKS_LIKE_KEY.matcher(line).matches()
                ? "key line cut short or garbled" : "not a key line");
        }
        if (m.group(6).isEmpty()) {
            throw new IllegalArgumentException("no key name");
        }
        Instant at = LppStamp.decode(m.group(2));
        int judge = m.group(1).isEmpty() ? -1 : Integer.parseInt(m.group(1));
        String typist = m.group(4);
        Speaker speaker = typist.equals("judge") || typist.equals("local") ? Speaker.JUDGE : Speaker.HIDDEN;
        return new LppLog.Line(number, judge, at, speaker, typist, m.group(5), new Key(m.group(6)));
    }
}
