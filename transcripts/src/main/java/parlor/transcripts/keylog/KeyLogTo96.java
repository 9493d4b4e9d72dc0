package parlor.transcripts.keylog;

import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.lp96.Lp96TranscriptWriter;

/**
 * Rebuilds the 1996 transcript of one conversation from its keystroke log, by replaying every
 * key through the same line discipline the relay ran live. The two therefore always agree.
 */
public final class KeyLogTo96 {

    private KeyLogTo96() {
    }

    /** Writes the transcript; returns the lines that could not be replayed, with why. */
    public static List<Skipped> write(List<KeyLogLine> log, String fileName, OutputStream out) {
        List<Skipped> problems = new ArrayList<>();
        KeyLogLine begin = log.stream().filter(l -> l.what() == KeyLogLine.What.BEGIN).findFirst()
            .orElseThrow(() -> new IllegalArgumentException(fileName + ": no begin line, so no transcript header"));
        BeginFacts facts = BeginFacts.parse(begin.payload());
        LineDiscipline discipline = new LineDiscipline(begin.judge());
        List<String> reply = new ArrayList<>();
        try (Lp96TranscriptWriter writer = Lp96TranscriptWriter.to(out, fileName, facts.header(), facts.zone())) {
            int number = 0;
            for (KeyLogLine line : log) {
                number++;
                List<DisciplineEvent> events = switch (line.what()) {
                    case BEGIN -> List.of();
                    case KEY -> replayKey(line, discipline, fileName, number, problems);
                    case SAY -> {
                        reply.add(line.payload());
                        yield List.of();
                    }
                    case END -> {
                        List<DisciplineEvent> shown = discipline.entitySaid(List.copyOf(reply), line.at());
                        reply.clear();
                        yield shown;
                    }
                    case DOWN -> discipline.returnTurn();
                };
                events.forEach(writer::record);
            }
        }
        if (!reply.isEmpty()) {
            problems.add(new Skipped(fileName, log.size(), "reply of " + reply.size() + " line(s) never finished (relay stopped?)", ""));
        }
        return problems;
    }

    private static List<DisciplineEvent> replayKey(KeyLogLine line, LineDiscipline discipline, String file, int number, List<Skipped> problems) {
        try {
            return discipline.accept(new Key(line.payload()), line.at());
        } catch (IllegalArgumentException e) {
            problems.add(new Skipped(file, number, e.getMessage(), Skipped.abbreviate(line.payload())));
            return List.of();
        }
    }
}
