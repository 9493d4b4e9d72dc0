package parlor.relay.switchboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * What a paced reply's steps do to its conversation: the reply goes on record whole before it is
 * typed (a relay that dies half way finishes it, not repeats it), and each key typed onto the
 * screen is recorded as the entity's, with its time, before it is shown. So does each key of a
 * person's reply shown as they type it. Called holding the seat's lock.
 */
final class PacedSteps implements PacedReplies.Steps, WindowedReply.Shows {

    private final ConversationRecord record;
    private final LineDiscipline discipline;
    private final SeatScreen screen;
    private final Clock clock;
    /** When the judge's last message was complete, or null before the first. */
    private final Supplier<Instant> messageAt;

    private final BiConsumer<List<String>, Boolean> finished;
    private final java.util.function.IntSupplier messageChars;
    private final boolean byAPerson;

    PacedSteps(
            ConversationRecord record,
            LineDiscipline discipline,
            SeatScreen screen,
            Clock clock,
            Supplier<Instant> messageAt,
            java.util.function.IntSupplier messageChars,
            boolean byAPerson,
            BiConsumer<List<String>, Boolean> finished) {
        this.record = record;
        this.discipline = discipline;
        this.screen = screen;
        this.clock = clock;
        this.messageAt = messageAt;
        this.messageChars = messageChars;
        this.byAPerson = byAPerson;
        this.finished = finished;
    }

    @Override
    public Instant messageAt() {
        return messageAt.get();
    }

    @Override
    public void show(StreamedReply.Shown shown) {
        record.entityKey(shown.key(), discipline.judge(), clock.instant());
        screen.show(shown.event());
    }

    @Override
    public void finished(List<String> lines) {
        finished.accept(lines, true);
    }

    @Override
    public Duration sinceMessage() {
        Instant at = messageAt.get();
        return at == null ? Duration.ZERO : Duration.between(at, clock.instant());
    }

    @Override
    public int messageChars() {
        return messageChars.getAsInt();
    }

    @Override
    public boolean byAPerson() {
        return byAPerson;
    }

    @Override
    public boolean judgeHasTurn() {
        return discipline.judgeHasTurn();
    }

    @Override
    public void typingBegins(List<String> lines) {
        record.replyAhead(lines, discipline.judge(), clock.instant());
    }

    @Override
    public void typed(String character) {
        record.entityKey(Key.of(character.charAt(0)), discipline.judge(), clock.instant());
        screen.show(new ScreenEvent.EntityType(character));
    }

    @Override
    public void lineEnded() {
        record.entityKey(Key.RETURN, discipline.judge(), clock.instant());
        screen.show(new ScreenEvent.NewLine());
    }

    @Override
    public void finished(List<String> lines, boolean typed) {
        finished.accept(lines, typed);
    }
}
