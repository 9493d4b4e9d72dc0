package parlor.transcripts.keylog;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.text.Skipped;

/**
 * Replays a keystroke log through the line discipline, as the relay ran it live: judge keys,
 * replies, failures. The one path from a keystroke log to what the judge saw.
 */
public final class KeyLogReplay {

    private final LineDiscipline discipline;
    private final BeginFacts facts;
    private final KeyLogLine begin;
    private final List<String> reply = new ArrayList<>();
    /** The keys of the reply being typed so far, a Return as a line break. */
    private final StringBuilder typing = new StringBuilder();

    public KeyLogReplay(List<KeyLogLine> log, String file) {
        this.begin = log.stream()
                .filter(l -> l.what() == KeyLogLine.What.BEGIN)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(file + ": no begin line, so no transcript header"));
        try {
            this.facts = BeginFacts.parse(begin.payload());
        } catch (IllegalArgumentException e) {
            // readers of many files print this message alone: it must say which file
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
        // the judges the relay checked announcements against, so the replay seats whom it seated
        this.discipline = new LineDiscipline(begin.judge(), facts.judges());
        // a desk whose keys went to the judge as typed refused late erasures: so does its replay
        discipline.withCorrectionWindow(facts.correctionWindow());
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
            case KEY ->
                line.who().equals("judge")
                        ? discipline.accept(new Key(line.keyName()), line.at())
                        : typedByEntity(line, typing);
            case SAY -> {
                reply.add(line.payload());
                yield List.of();
            }
            case END -> {
                // "typed": the reply's characters were shown as the entity's keys, above; "cut": only as far as they
                // went
                List<String> said = line.payload().equals(KeyLogLine.CUT) ? typedLines() : List.copyOf(reply);
                boolean typed = line.payload().equals("typed") || line.payload().equals(KeyLogLine.CUT);
                List<DisciplineEvent> shown = discipline.entitySaid(said, line.at(), typed);
                reply.clear();
                typing.setLength(0);
                yield shown;
            }
            case DOWN -> discipline.returnTurn(line.at());
            case LINK, CLOSE -> List.of();
        };
    }

    /** How the conversation stood at the last line replayed. */
    public Standing standing() {
        if (!reply.isEmpty()) {
            return new Standing.ReplyShowing(reply.size());
        }
        if (!discipline.judgeHasTurn()) {
            return new Standing.AwaitingReply();
        }
        if (discipline.unsentLines() > 0 || !discipline.pendingLine().isEmpty()) {
            return new Standing.Typing(discipline.unsentLines(), discipline.pendingLine());
        }
        return new Standing.AtRest();
    }

    /**
     * How the conversation stood when the record ends, in words, or empty if it ended at rest
     * (the judge at an empty prompt).
     */
    public java.util.Optional<String> interruption() {
        return switch (standing()) {
            case Standing.AtRest ignored -> java.util.Optional.empty();
            case Standing.ReplyShowing showing ->
                java.util.Optional.of("a reply was being shown (" + showing.linesRecorded() + " line(s) recorded)");
            case Standing.AwaitingReply ignored ->
                java.util.Optional.of("the judge's message was sent and no reply was recorded");
            case Standing.Typing typing ->
                java.util.Optional.of("the judge was typing a message (" + typing.finishedLines()
                        + " finished line(s), current line '" + typing.currentLine() + "')");
        };
    }

    /** A key the hidden side typed (a paced reply, an LPP entry's keys): it appears on the screen, and changes nothing else. */
    private static List<DisciplineEvent> typedByEntity(KeyLogLine line, StringBuilder typing) {
        Key key = new Key(line.keyName());
        if (key.erases()) {
            // an LPP entry's BackSpace erases within the line it is typing
            if (typing.isEmpty() || typing.charAt(typing.length() - 1) == '\n') {
                return List.of();
            }
            typing.setLength(typing.length() - 1);
            return List.of(new DisciplineEvent.Show(new parlor.transcripts.screen.ScreenEvent.Erase(1)));
        }
        if (key.isReturn()) {
            typing.append('\n');
            return List.of(new DisciplineEvent.Show(new parlor.transcripts.screen.ScreenEvent.NewLine()));
        }
        key.printable().ifPresent(c -> typing.append(c.charValue()));
        return key.printable()
                .map(c -> List.<DisciplineEvent>of(new DisciplineEvent.Show(
                        new parlor.transcripts.screen.ScreenEvent.EntityType(String.valueOf(c)))))
                .orElse(List.of());
    }

    /** The reply typed so far as lines: what a cut reply showed. */
    private List<String> typedLines() {
        List<String> lines = new ArrayList<>(List.of(typing.toString().split("\n", -1)));
        if (lines.getLast().isEmpty()) {
            lines.removeLast();
        }
        return lines;
    }

    /** The keys of the reply being typed when the record ends (a Return as a line break), empty if none was. */
    public String typedSoFar() {
        return typing.toString();
    }

    /** The lines of the reply on record whose end is not (yet). */
    public List<String> unfinishedReply() {
        return List.copyOf(reply);
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
            problems.add(new Skipped(
                    file,
                    log.size(),
                    "reply of " + unfinishedReplyLines() + " line(s) never finished (relay stopped?)",
                    ""));
        }
        return problems;
    }
}
