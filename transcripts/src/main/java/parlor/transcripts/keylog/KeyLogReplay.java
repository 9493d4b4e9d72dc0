package parlor.transcripts.keylog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;

/**
 * Replays a keystroke log through the line discipline, as the relay ran it live: judge keys,
 * replies, failures. The one path from a keystroke log to what the judge saw.
 */
public final class KeyLogReplay {

    private final LineDiscipline discipline;
    private final BeginFacts facts;
    private final KeyLogLine begin;
    private final List<String> reply = new ArrayList<>();

    public KeyLogReplay(List<KeyLogLine> log, String file) {
        this.begin = log.stream().filter(l -> l.what() == KeyLogLine.What.BEGIN).findFirst()
            .orElseThrow(() -> new IllegalArgumentException(file + ": no begin line, so no transcript header"));
        try {
            this.facts = BeginFacts.parse(begin.payload());
        } catch (IllegalArgumentException e) {
            // readers of many files print this message alone: it must say which file
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
        // the judges the relay checked announcements against, so the replay seats whom it seated
        this.discipline = new LineDiscipline(begin.judge(), facts.judges());
    }

    public BeginFacts facts() {
        return facts;
    }

    public KeyLogLine begin() {
        return begin;
    }

    public int judge() {
        return discipline.judge();
    }

    /** The discipline as the record leaves it, to go on with live (a recovered conversation). */
    public LineDiscipline discipline() {
        return discipline;
    }

    /** The discipline's events for one log line; a key name that is not a key throws {@link IllegalArgumentException}. */
    public List<DisciplineEvent> replay(KeyLogLine line) {
        return switch (line.what()) {
            case BEGIN -> List.of();
            case KEY -> line.who().equals("judge") ? discipline.accept(new Key(line.keyName()), line.at()) : typedByEntity(line);
            case SAY -> {
                reply.add(line.payload());
                yield List.of();
            }
            case END -> {
                // "typed": the reply's characters were shown as the entity's keys, above
                List<DisciplineEvent> shown = discipline.entitySaid(List.copyOf(reply), line.at(), line.payload().equals("typed"));
                reply.clear();
                yield shown;
            }
            case DOWN -> discipline.returnTurn();
            case LINK, CLOSE -> List.of();
        };
    }

    /**
     * How the conversation stood when the record ends, in words, or empty if it ended at rest
     * (the judge at an empty prompt).
     */
    public java.util.Optional<String> interruption() {
        if (!reply.isEmpty()) {
            return java.util.Optional.of("a reply was being shown (" + reply.size() + " line(s) recorded)");
        }
        if (!discipline.judgeHasTurn()) {
            return java.util.Optional.of("the judge's message was sent and no reply was recorded");
        }
        if (discipline.unsentLines() > 0 || !discipline.pendingLine().isEmpty()) {
            return java.util.Optional.of("the judge was typing a message (" + discipline.unsentLines() + " finished line(s), current line '"
                + discipline.pendingLine() + "')");
        }
        return java.util.Optional.empty();
    }

    /** A key the hidden side typed (a paced reply): it appears on the screen, and changes nothing else. */
    private static List<DisciplineEvent> typedByEntity(KeyLogLine line) {
        Key key = new Key(line.keyName());
        if (key.isReturn()) {
            return List.of(new DisciplineEvent.Show(new parlor.transcripts.screen.ScreenEvent.NewLine()));
        }
        return key.printable().map(c -> List.<DisciplineEvent>of(new DisciplineEvent.Show(
            new parlor.transcripts.screen.ScreenEvent.EntityType(String.valueOf(c))))).orElse(List.of());
    }

    /** Lines of a reply that never ended (the relay stopped mid-reply). */
    public int unfinishedReplyLines() {
        return reply.size();
    }

    /** Replays every line, reporting the ones that could not be replayed. */
    public List<Skipped> replayAll(List<KeyLogLine> log, String file, Consumer<DisciplineEvent> sink) {
        List<Skipped> problems = new ArrayList<>();
        int number = 0;
        for (KeyLogLine line : log) {
            number++;
            try {
                replay(line).forEach(sink);
            } catch (IllegalArgumentException e) {
                problems.add(new Skipped(file, number, e.getMessage(), Skipped.abbreviate(line.payload())));
            }
        }
        if (unfinishedReplyLines() > 0) {
            problems.add(new Skipped(file, log.size(), "reply of " + unfinishedReplyLines() + " line(s) never finished (relay stopped?)", ""));
        }
        return problems;
    }
}
