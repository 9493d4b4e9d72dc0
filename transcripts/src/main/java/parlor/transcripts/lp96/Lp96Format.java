package parlor.transcripts.lp96;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** The line shapes of the 1996 transcript format. */
public final class Lp96Format {

    private static final DateTimeFormatter START = DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss");
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final ZoneId zone;

    public Lp96Format(ZoneId zone) {
        this.zone = zone;
    }

    /** {@code LPyy-nn.TXT}; cycles past 99 keep counting rather than overwrite. */
    public static String fileName(int year, int cycle) {
        return String.format("LP%02d-%02d.TXT", year % 100, cycle);
    }

    public String[] header(TranscriptHeader header) {
        return new String[] {
            header.copyright(),
            "[" + header.programName() + "] [" + header.contestantName() + "]",
            "Start at: [" + START.format(header.start().atZone(zone)) + "]",
        };
    }

    public String judgeChange(int judge) {
        return "*** " + judgeName(judge) + " ***";
    }

    public String judgeLine(int judge, String text, Instant at) {
        return judgeName(judge) + "[" + TIME.format(at.atZone(zone)) + "]" + text;
    }

    /** The hidden side is PROGRAM whether a program or a person is behind it. */
    public String programLine(String text, Instant at) {
        return "PROGRAM[" + TIME.format(at.atZone(zone)) + "]" + text;
    }

    /** Judges who have not announced themselves are written as judge 00. */
    public static String judgeName(int judge) {
        return String.format("JUDGE%02d", Math.max(judge, 0));
    }
}
