package parlor.transcripts.discipline;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.transcripts.discipline.DisciplineEvent.Show;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * The 1996 terminal rules for one terminal, as pure code: {@code >} prompt, echo, multi-line
 * messages ended by two consecutive carriage returns, erase within the current line only, and
 * {@code @@nn} CR CR to announce judge nn. Old hardware sent LF, CR LF or CR LF CR LF for the
 * same intent, so LF counts as a CR unless it directly follows one.
 *
 * <p>An announcement that is not two digits ({@code @@5}, {@code @@ab}), or names a judge the
 * {@link JudgeRoll} does not admit, seats no one and is neither transcribed nor sent: the judge
 * is told why ({@link DisciplineEvent.JudgeNotice}).
 *
 * <p>While the hidden side has the turn, keystrokes are held (type-ahead) and take effect, in
 * order, once the reply has been shown. No I/O and no clock: callers pass each key's time.
 */
public final class LineDiscipline {

    /** Judge number before anyone announced themselves with {@code @@nn}. */
    public static final int NO_JUDGE = -1;

    public static final int MAX_LINE_LENGTH = 1000;
    public static final int MAX_MESSAGE_LINES = 200;

    private static final Pattern JUDGE_SWITCH = Pattern.compile("\\s*@@(\\d\\d)\\s*");
    /** {@code @@} and at most one word on a line of its own: meant as an announcement, well formed or not. */
    private static final Pattern ANNOUNCEMENT = Pattern.compile("\\s*@@\\s*(\\S*)\\s*");

    private record Pending(Key key, Instant at) {}

    /** A finished line: when it took effect, and when its Return was pressed (earlier, for a line typed ahead). */
    private record TypedLine(String text, Instant at, Instant typed) {
        Optional<Instant> typedAhead() {
            return typed.isBefore(at) ? Optional.of(typed) : Optional.empty();
        }
    }

    private final StringBuilder line = new StringBuilder();
    private final List<TypedLine> message = new ArrayList<>();
    private final Deque<Pending> typeAhead = new ArrayDeque<>();
    private final JudgeRoll roll;
    private int judge;
    private boolean judgeHasTurn = true;
    private boolean lastWasReturn;
    /** A refusal is on the judge's status line, to be taken back once something goes through. */
    private boolean refusalShown;

    /**
     * At a confederate's desk whose keys reach the judge as typed: how long a character may still
     * be erased; after that it is on (or on its way to) the judge's screen. Null: no such limit.
     */
    private Duration correctionWindow;
    /** When each character of the current line took effect, for the correction window. */
    private final List<Instant> typedAt = new ArrayList<>();
    /** When the turn last came back: type-ahead takes effect then, not when it was typed. */
    private Instant turnBackAt = Instant.MIN;

    /** Said when an erase comes too late: the character it would erase has gone to the judge. */
    public static final String SHOWN = "already on its way to the judge: it cannot be taken back";

    public LineDiscipline() {
        this(NO_JUDGE);
    }

    /** A discipline that seats any judge 00-99. */
    public LineDiscipline(int judge) {
        this(judge, JudgeRoll.ANYONE);
    }

    /** A discipline that seats only the judges {@code roll} admits (and, for an old record, refuses nothing). */
    public LineDiscipline(int judge, JudgeRoll roll) {
        this.judge = judge;
        this.roll = java.util.Objects.requireNonNull(roll, "roll");
    }

    public JudgeRoll roll() {
        return roll;
    }

    /**
     * Characters older than {@code window} can no longer be erased: at a confederate's desk whose
     * keys are shown to the judge as typed, only what the judge has not been shown may be corrected.
     * A zero window is none, as a record's begin line says it. Returns this discipline.
     */
    public LineDiscipline withCorrectionWindow(Duration window) {
        this.correctionWindow = window.isZero() ? null : window;
        return this;
    }

    /** The message begun and not yet sent, as typed so far: its finished lines and the current one, each ended by a line feed but the last. */
    public String unsentText() {
        StringBuilder text = new StringBuilder();
        message.forEach(typed -> text.append(typed.text()).append('\n'));
        return text.append(line).toString();
    }

    /** The first prompt, shown when the terminal comes up. */
    public List<DisciplineEvent> start() {
        return List.of(new Show(new ScreenEvent.Prompt()));
    }

    public int judge() {
        return judge;
    }

    public boolean judgeHasTurn() {
        return judgeHasTurn;
    }

    /** Lines of a message the judge has begun but not yet sent. */
    public int unsentLines() {
        return message.size();
    }

    /** The judge's unfinished line, as typed so far. */
    public String pendingLine() {
        return line.toString();
    }

    /** One keystroke from the judge's terminal. */
    public List<DisciplineEvent> accept(Key key, Instant at) {
        List<DisciplineEvent> out = new ArrayList<>();
        if (!judgeHasTurn) {
            typeAhead.add(new Pending(key, at));
            return out;
        }
        press(key, at, out);
        return out;
    }

    /** Several keystrokes stamped with the same time. */
    public List<DisciplineEvent> acceptAll(List<Key> keys, Instant at) {
        List<DisciplineEvent> out = new ArrayList<>();
        keys.forEach(key -> out.addAll(accept(key, at)));
        return out;
    }

    /**
     * The hidden side's reply: its lines are shown, the turn returns to the judge and any
     * type-ahead is applied. Lines arriving while the judge has the turn are shown above a fresh
     * prompt that carries the judge's unfinished line.
     */
    public List<DisciplineEvent> entitySaid(List<String> lines, Instant at) {
        return entitySaid(lines, at, false);
    }

    /**
     * As {@link #entitySaid(List, Instant)}; with {@code alreadyShown} the lines were typed onto the
     * screen character by character as they came, so only the turn and the record change now.
     */
    public List<DisciplineEvent> entitySaid(List<String> lines, Instant at, boolean alreadyShown) {
        List<DisciplineEvent> out = new ArrayList<>();
        for (String text : lines) {
            if (!alreadyShown) {
                out.add(new Show(new ScreenEvent.EntityLine(text)));
            }
            out.add(new DisciplineEvent.EntityLine(text, at));
        }
        if (judgeHasTurn) {
            out.add(new Show(new ScreenEvent.Prompt()));
            if (!line.isEmpty()) {
                out.add(new Show(new ScreenEvent.Echo(line.toString())));
            }
            return out;
        }
        turnBackAt = at;
        out.addAll(returnTurn());
        return out;
    }

    /** Give the turn back without a reply (the hidden side failed or timed out) at {@code at}: type-ahead takes effect then. */
    public List<DisciplineEvent> returnTurn(Instant at) {
        if (!judgeHasTurn) {
            turnBackAt = at;
        }
        return returnTurn();
    }

    /** Give the turn back without a reply, at no time known: type-ahead takes effect as it was typed. */
    public List<DisciplineEvent> returnTurn() {
        List<DisciplineEvent> out = new ArrayList<>();
        if (judgeHasTurn) {
            return out;
        }
        judgeHasTurn = true;
        lastWasReturn = false;
        out.add(new Show(new ScreenEvent.Prompt()));
        while (judgeHasTurn && !typeAhead.isEmpty()) {
            Pending next = typeAhead.poll();
            press(next.key(), next.at(), out);
        }
        return out;
    }

    private void press(Key key, Instant at, List<DisciplineEvent> out) {
        out.add(new DisciplineEvent.KeyApplied(key));
        boolean linefeedAfterReturn = key.isLinefeed() && lastWasReturn;
        lastWasReturn = key.isReturn();
        if (linefeedAfterReturn) {
            return;
        }
        if (key.isReturn() || key.isLinefeed()) {
            endLine(at, out);
        } else if (key.erases()) {
            erase(key, at, out);
        } else {
            type(key, at, out);
        }
    }

    private void type(Key key, Instant at, List<DisciplineEvent> out) {
        var printable = key.printable();
        if (printable.isEmpty()) {
            out.add(new DisciplineEvent.Refused(key.name(), "not a printable key"));
        } else if (line.length() >= MAX_LINE_LENGTH) {
            out.add(new DisciplineEvent.Refused(key.name(), "line longer than " + MAX_LINE_LENGTH));
        } else {
            line.append(printable.get());
            typedAt.add(tookEffect(at));
            out.add(new Show(new ScreenEvent.Echo(String.valueOf(printable.get()))));
        }
    }

    private void erase(Key key, Instant at, List<DisciplineEvent> out) {
        if (line.isEmpty()) {
            out.add(new DisciplineEvent.Refused(key.name(), "nothing to erase on this line"));
            return;
        }
        if (correctionWindow != null
                && !Duration.between(typedAt.getLast(), tookEffect(at))
                        .minus(correctionWindow)
                        .isNegative()) {
            out.add(new DisciplineEvent.Refused(key.name(), SHOWN));
            refuse(SHOWN, out);
            return;
        }
        line.setLength(line.length() - 1);
        typedAt.removeLast();
        out.add(new Show(new ScreenEvent.Erase(1)));
    }

    private void endLine(Instant at, List<DisciplineEvent> out) {
        String text = line.toString();
        if (text.isEmpty()) {
            if (message.isEmpty()) {
                // two CRs with nothing typed: nothing to send, just a fresh prompt
                out.add(new Show(new ScreenEvent.Prompt()));
            } else {
                out.add(new Show(new ScreenEvent.NewLine()));
                completeMessage(at, out);
            }
            return;
        }
        if (message.size() >= MAX_MESSAGE_LINES) {
            out.add(new DisciplineEvent.Refused("Return", "message longer than " + MAX_MESSAGE_LINES + " lines"));
            return;
        }
        line.setLength(0);
        typedAt.clear();
        message.add(new TypedLine(text, tookEffect(at), at));
        if (message.size() == 2 && mayAnnounceJudge(message.get(0).text())) {
            // the first line looked like @@nn but the message goes on: it was words after all
            transcribe(message.get(0), out);
        }
        if (!(message.size() == 1 && mayAnnounceJudge(text))) {
            transcribe(message.get(message.size() - 1), out);
        }
        out.add(new Show(new ScreenEvent.Prompt()));
    }

    /** When a key typed at {@code at} took effect: type-ahead, when the turn came back. */
    private Instant tookEffect(Instant at) {
        return at.isBefore(turnBackAt) ? turnBackAt : at;
    }

    private void transcribe(TypedLine typed, List<DisciplineEvent> out) {
        out.add(new DisciplineEvent.JudgeLine(judge, typed.text(), typed.at(), typed.typedAhead()));
    }

    private boolean mayAnnounceJudge(String text) {
        return (roll.checked() ? ANNOUNCEMENT : JUDGE_SWITCH).matcher(text).matches();
    }

    private void completeMessage(Instant at, List<DisciplineEvent> out) {
        List<String> lines = message.stream().map(TypedLine::text).toList();
        message.clear();
        if (lines.size() == 1 && mayAnnounceJudge(lines.get(0))) {
            announce(lines.get(0), at, out);
            out.add(new Show(new ScreenEvent.Prompt()));
            return;
        }
        takeBackRefusal(out);
        out.add(new DisciplineEvent.MessageCompleted(judge, lines, tookEffect(at)));
        judgeHasTurn = false;
    }

    /** {@code @@nn} on a line of its own: the judge sits down, or is told why not. */
    private void announce(String line, Instant at, List<DisciplineEvent> out) {
        Matcher wellFormed = JUDGE_SWITCH.matcher(line);
        if (!wellFormed.matches()) {
            Matcher typed = ANNOUNCEMENT.matcher(line);
            typed.matches();
            refuse(malformed(typed.group(1)), out);
            return;
        }
        int announced = Integer.parseInt(wellFormed.group(1));
        if (!roll.admits(announced)) {
            refuse(String.format("there is no judge %02d in this contest", announced), out);
            return;
        }
        takeBackRefusal(out);
        int previous = judge;
        judge = announced;
        out.add(new DisciplineEvent.JudgeChanged(previous, judge, tookEffect(at)));
    }

    /** Why {@code @@} followed by {@code number} seats no one, and what to type instead. */
    private static String malformed(String number) {
        if (number.matches("\\d")) {
            return "judge numbers have two digits: type @@0" + number;
        }
        if (number.matches("\\d\\d")) {
            return "no space after @@: type @@" + number;
        }
        return "judge numbers have two digits, as in @@05";
    }

    private void refuse(String reason, List<DisciplineEvent> out) {
        refusalShown = true;
        out.add(new DisciplineEvent.JudgeNotice(reason));
    }

    private void takeBackRefusal(List<DisciplineEvent> out) {
        if (refusalShown) {
            refusalShown = false;
            out.add(new DisciplineEvent.JudgeNotice(""));
        }
    }
}
