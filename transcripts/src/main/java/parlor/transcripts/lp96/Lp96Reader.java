package parlor.transcripts.lp96;

import java.io.IOException;
import java.io.Reader;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.text.BoundedLines;
import parlor.transcripts.text.Skipped;

/**
 * Reads 1996-format transcripts and the variants later contests wrote: {@code ***JUDGE04***}
 * without spaces, a space after the time's {@code ]}, any rights line. Times carry no date, so
 * each is placed on the start's day, moving to the next day when the clock goes past midnight.
 */
public final class Lp96Reader {

    /** What {@code \s} matches: the blanks allowed between {@code ]} and {@code [}. */
    private static final String BLANKS = " \t\n\u000B\f\r";

    private static final Pattern START =
            Pattern.compile("Start at:\\s*\\[(\\d{4}/\\d\\d/\\d\\d \\d\\d:\\d\\d:\\d\\d)]");
    private static final Pattern JUDGE_CHANGE = Pattern.compile("\\*\\*\\*\\s*JUDGE(\\d\\d)\\s*\\*\\*\\*");
    private static final Pattern LINE = Pattern.compile("(JUDGE(\\d\\d)|PROGRAM)\\[(\\d\\d:\\d\\d:\\d\\d)] ?(.*)");
    private static final DateTimeFormatter START_FORMAT = DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss");

    private Lp96Reader() {}

    public static Conversation read(Reader source, String file, ZoneId zone) throws IOException {
        BoundedLines text = new BoundedLines(source);
        List<Skipped> skipped = new ArrayList<>();
        List<String> header = new ArrayList<>();
        String program = "";
        String contestant = "";
        LocalDateTime clock = null;
        Instant begun = Instant.EPOCH;
        int judge = -1;
        List<Utterance> lines = new ArrayList<>();
        for (BoundedLines.Line next = text.next(); next != null; next = text.next()) {
            int number = next.number();
            String line = next.text().stripTrailing();
            Matcher start = START.matcher(line);
            Matcher change = JUDGE_CHANGE.matcher(line.strip());
            Matcher said = LINE.matcher(line);
            Optional<String[]> names =
                    lines.isEmpty() && clock == null && program.isEmpty() ? names(line) : Optional.empty();
            if (next.cut()) {
                skipped.add(Skipped.tooLong(file, next));
            } else if (line.isBlank()) {
                continue;
            } else if (start.matches()) {
                try {
                    clock = LocalDateTime.parse(start.group(1), START_FORMAT);
                    begun = clock.atZone(zone).toInstant();
                } catch (DateTimeParseException e) {
                    skipped.add(new Skipped(
                            file, number, "'Start at:' is not a real date and time", Skipped.abbreviate(line)));
                }
            } else if (change.matches()) {
                judge = Integer.parseInt(change.group(1));
            } else if (said.matches()) {
                if (clock == null) {
                    clock = LocalDate.EPOCH.atStartOfDay();
                    skipped.add(new Skipped(
                            file,
                            number,
                            "no 'Start at:' line before the first transcript line; times are placed on 1970-01-01",
                            ""));
                }
                clock = advance(clock, said.group(3));
                boolean byJudge = said.group(2) != null;
                int speakerJudge = byJudge ? Integer.parseInt(said.group(2)) : judge;
                lines.add(new Utterance(
                        clock.atZone(zone).toInstant(),
                        byJudge ? Speaker.JUDGE : Speaker.HIDDEN,
                        speakerJudge,
                        said.group(4)));
            } else if (names.isPresent()) {
                program = names.get()[0];
                contestant = names.get()[1];
            } else if (lines.isEmpty() && clock == null) {
                header.add(line);
            } else {
                skipped.add(new Skipped(file, number, "not a transcript line", Skipped.abbreviate(line)));
            }
        }
        return new Conversation(file, contestant, program, begun, header, lines, List.of(), skipped, List.of());
    }

    /**
     * {@code [Program Name] [Contestant Name]}: the program's name ends at the first {@code ]} followed
     * by blanks and a {@code [}. Scanned by hand, in one pass: the lazy regex it replaces took
     * quadratic time on a long line of brackets (minutes for a few hundred kilobytes).
     */
    private static Optional<String[]> names(String line) {
        if (!line.startsWith("[") || !line.endsWith("]")) {
            return Optional.empty();
        }
        for (int close = line.indexOf(']'); close >= 0; close = line.indexOf(']', close + 1)) {
            int open = close + 1;
            while (open < line.length() && BLANKS.indexOf(line.charAt(open)) >= 0) {
                open++;
            }
            if (open < line.length() - 1 && line.charAt(open) == '[') {
                return Optional.of(
                        new String[] {line.substring(1, close), line.substring(open + 1, line.length() - 1)});
            }
        }
        return Optional.empty();
    }

    /** The line's time on the current day, or the next day if the clock has gone past midnight. */
    private static LocalDateTime advance(LocalDateTime clock, String time) {
        LocalTime at;
        try {
            at = LocalTime.parse(time);
        } catch (DateTimeParseException e) {
            return clock;
        }
        LocalDateTime sameDay = clock.toLocalDate().atTime(at);
        return sameDay.isBefore(clock.minusHours(12)) ? sameDay.plusDays(1) : sameDay;
    }
}
