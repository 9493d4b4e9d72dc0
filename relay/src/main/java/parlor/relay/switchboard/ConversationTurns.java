package parlor.relay.switchboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import parlor.relay.entity.Entity;
import parlor.relay.ops.EntityLog;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;

/**
 * The turns of one conversation: what the judge's keys and the entity's replies do, through the
 * line discipline, to the record, the screen, the operator log and the entity. Its session owns
 * it and calls it holding the session's lock.
 */
final class ConversationTurns {

    private final String terminal;
    private final String entityId;
    private final LineDiscipline discipline;
    private final ConversationRecord record;
    private final SeatScreen screen;
    private final SeatViewers viewers;
    private final Entity entity;
    private final Clock clock;
    /** When the judge's last message was complete, or null before the first. */
    private Instant messageAt;

    /** The judge's last message, in characters: how long a person would take to answer depends on it. */
    private int messageChars;

    private Instant awaitingReplySince;
    private boolean entityDown;

    ConversationTurns(
            String terminal,
            String entityId,
            LineDiscipline discipline,
            ConversationRecord record,
            SeatScreen screen,
            SeatViewers viewers,
            Entity entity,
            Clock clock) {
        this.terminal = terminal;
        this.entityId = entityId;
        this.discipline = discipline;
        this.record = record;
        this.screen = screen;
        this.viewers = viewers;
        this.entity = entity;
        this.clock = clock;
    }

    /** The discipline's opening: the first prompt (not for a recovered conversation, nor a waiting screen). */
    void open() {
        handle(discipline.start());
    }

    /** A key, recorded before it has any effect; {@code seq} is its frame number from the station (0 if none). */
    void key(Key key, long seq) {
        Instant now = clock.instant();
        record.key(key, seq, discipline.judge(), now);
        showFirst(discipline.accept(key, now));
        if (discipline.judgeHasTurn()) {
            entity.judgeTyping(discipline.unsentText());
        }
    }

    /** The entity that was thinking died with the relay: its successor is asked the same message. */
    void askAgain(String message) {
        if (!entityDown) {
            awaitingReplySince = clock.instant();
            entity.judgeSaid(message);
        }
    }

    /** The entity's reply, sanitised and (if paced) typed out already: on record, then on the judge's screen. */
    void replied(List<String> lines, boolean typed) {
        Instant now = clock.instant();
        if (awaitingReplySince != null) {
            OpsLog.replyComplete(terminal, lines.size(), Duration.between(awaitingReplySince, now));
            awaitingReplySince = null;
        }
        record.reply(lines, discipline.judge(), now, typed);
        viewers.together(() -> recordFirst(discipline.entitySaid(lines, now, typed)));
        if (discipline.judgeHasTurn() && !discipline.unsentText().isEmpty()) {
            // keys typed ahead took effect just now: whoever watches the typing sees them
            entity.judgeTyping(discipline.unsentText());
        }
    }

    /**
     * A reply's lines go into the 1996 transcript before any of it is drawn: a relay killed in
     * between would otherwise leave the transcript short of what the judge read (the keystroke log
     * has them already; this keeps the two alike).
     */
    private void recordFirst(List<DisciplineEvent> events) {
        handle(doFirst(events, DisciplineEvent.EntityLine.class, record::transcribe));
    }

    /** Does {@code first} with each event of {@code kind}, in order; returns the rest, in order, for {@link #handle}. */
    private static <E extends DisciplineEvent> List<DisciplineEvent> doFirst(
            List<DisciplineEvent> events, Class<E> kind, Consumer<E> first) {
        List<DisciplineEvent> afterwards = new ArrayList<>(events.size());
        for (DisciplineEvent event : events) {
            if (kind.isInstance(event)) {
                first.accept(kind.cast(event));
            } else {
                afterwards.add(event);
            }
        }
        return afterwards;
    }

    /** The reply being typed is cut short as the conversation ends: the record and the transcript keep what the judge saw of it. */
    void cut(List<String> shown) {
        Instant now = clock.instant();
        record.replyCut(discipline.judge(), now);
        for (DisciplineEvent event : discipline.entitySaid(shown, now, true)) {
            if (event instanceof DisciplineEvent.EntityLine line) {
                record.transcribe(line);
            }
        }
    }

    void failed(String reason) {
        entityDown = true;
        EntityLog.entityDied(terminal, entityId, reason);
        Instant now = clock.instant();
        record.down(reason, discipline.judge(), now);
        screen.notice(Seat.NOT_RESPONDING);
        awaitingReplySince = null;
        // keys typed ahead take effect now, as a replay of the record's down line has them
        handle(discipline.returnTurn(now));
    }

    void back(String how) {
        if (entityDown) {
            entityDown = false;
            EntityLog.entityBack(terminal, entityId, how);
            screen.notice("");
        }
    }

    boolean entityDown() {
        return entityDown;
    }

    Instant messageAt() {
        return messageAt;
    }

    int messageChars() {
        return messageChars;
    }

    /**
     * A key's effects, what the judge sees first: its echo goes out before the line is transcribed,
     * the message logged and handed to the entity. The key itself is already on record, so nothing
     * is lost if the relay dies in between. Done in the events' order, a message's last Return
     * waited 0.5 ms for its new line under bench/load, ten times what a character waits.
     */
    private void showFirst(List<DisciplineEvent> events) {
        List<DisciplineEvent> afterwards =
                doFirst(events, DisciplineEvent.Show.class, shown -> screen.show(shown.screen()));
        viewers.flush();
        handle(afterwards);
    }

    private void handle(List<DisciplineEvent> events) {
        for (DisciplineEvent event : events) {
            switch (event) {
                case DisciplineEvent.Show shown -> screen.show(shown.screen());
                case DisciplineEvent.JudgeChanged change -> {
                    record.transcribe(change);
                    OpsLog.judgeChanged(terminal, change.previous(), change.judge());
                    entity.judgeChanged(change.judge());
                    screen.sendStatus();
                }
                case DisciplineEvent.MessageCompleted message -> messageCompleted(message);
                case DisciplineEvent.JudgeLine line -> record.transcribe(line);
                case DisciplineEvent.EntityLine line -> record.transcribe(line);
                case DisciplineEvent.KeyApplied applied -> entity.judgeKey(applied.key());
                case DisciplineEvent.JudgeNotice notice -> screen.notice(notice.text());
                case DisciplineEvent.Refused ignored -> {
                    // the keystroke is on record; a refused key simply has no effect on screen
                }
            }
        }
    }

    private void messageCompleted(DisciplineEvent.MessageCompleted message) {
        int words = message.text().isBlank() ? 0 : message.text().trim().split("\\s+").length;
        OpsLog.messageComplete(terminal, message.judge(), message.lines().size(), words);
        if (entityDown) {
            // the turn comes straight back; on record too, or a replay would leave the judge waiting for ever
            Instant now = clock.instant();
            record.down(Seat.NOT_RESPONDING, discipline.judge(), now);
            screen.notice(Seat.NOT_RESPONDING);
            handle(discipline.returnTurn(now));
            return;
        }
        awaitingReplySince = clock.instant();
        messageAt = awaitingReplySince;
        messageChars = message.lines().stream().mapToInt(String::length).sum();
        entity.judgeSaid(message.text());
    }
}
