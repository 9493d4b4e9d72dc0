package parlor.relay.switchboard;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.entity.Entity;
import parlor.relay.entity.EntityListener;
import parlor.relay.entity.Sanitiser;
import parlor.relay.link.LinkMessage;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/**
 * One terminal's conversation, owned by the relay: its line discipline, its transcript, its
 * hidden entity and the station showing it. The relay is the host: it decides what every key
 * means and tells the station what to draw. All changes happen under this object's lock.
 */
public final class TerminalSession implements EntityListener {

    public static final String NOT_RESPONDING = "the other side is not responding";

    private final TerminalSpec spec;
    private final EntitySpec entitySpec;
    private final Contest contest;
    private final Clock clock;
    private final Entity entity;
    private final LineDiscipline discipline;
    private final List<ScreenEvent> history = new ArrayList<>();
    private final ConversationRecord record;
    private Viewer viewer;
    private String notice = "";
    private boolean entityDown;
    private Instant awaitingReplySince;

    TerminalSession(TerminalSpec spec, Contest contest, Entity entity, Clock clock) {
        this.spec = spec;
        this.entitySpec = contest.entityOf(spec);
        this.contest = contest;
        this.clock = clock;
        this.entity = entity;
        this.discipline = new LineDiscipline(spec.judge());
        this.record = new ConversationRecord(spec.id(), entitySpec, contest, clock, clock.instant(), spec.judge());
    }

    public String terminal() {
        return spec.id();
    }

    synchronized void start() {
        handle(discipline.start());
        entity.start(this);
        if (!entityDown) {
            OpsLog.entityStarted(spec.id(), entitySpec.id());
        }
    }

    /** A station shows this terminal from now on; it gets the whole conversation so far. */
    public synchronized void attach(Viewer newViewer) {
        if (viewer != null && viewer != newViewer) {
            viewer.displaced();
        }
        viewer = newViewer;
        newViewer.show(new LinkMessage.Draw(new ScreenEvent.Clear()));
        history.forEach(event -> newViewer.show(new LinkMessage.Draw(event)));
        newViewer.show(status());
    }

    public synchronized void detach(Viewer leaving) {
        if (viewer == leaving) {
            viewer = null;
        }
    }

    public synchronized void keyPressed(Key key) {
        Instant now = clock.instant();
        record.key(key, discipline.judge(), now);
        handle(discipline.accept(key, now));
    }

    @Override
    public synchronized void replied(String raw) {
        List<String> lines = Sanitiser.lines(raw);
        Instant now = clock.instant();
        if (awaitingReplySince != null) {
            OpsLog.replyComplete(spec.id(), lines.size(), Duration.between(awaitingReplySince, now));
            awaitingReplySince = null;
        }
        record.reply(lines, discipline.judge(), now);
        handle(discipline.entitySaid(lines, now));
    }

    @Override
    public synchronized void failed(String reason) {
        entityDown = true;
        OpsLog.entityDied(spec.id(), entitySpec.id(), reason);
        record.down(reason, discipline.judge(), clock.instant());
        setNotice(NOT_RESPONDING);
        awaitingReplySince = null;
        handle(discipline.returnTurn());
    }

    private void handle(List<DisciplineEvent> events) {
        for (DisciplineEvent event : events) {
            switch (event) {
                case DisciplineEvent.Show show -> {
                    history.add(show.screen());
                    send(new LinkMessage.Draw(show.screen()));
                }
                case DisciplineEvent.JudgeChanged change -> {
                    record.transcribe(change);
                    OpsLog.judgeChanged(spec.id(), change.previous(), change.judge());
                    entity.judgeChanged(change.judge());
                    send(status());
                }
                case DisciplineEvent.MessageCompleted message -> messageCompleted(message);
                case DisciplineEvent.JudgeLine line -> record.transcribe(line);
                case DisciplineEvent.EntityLine line -> record.transcribe(line);
                case DisciplineEvent.Refused ignored -> {
                    // the keystroke is on record; a refused key simply has no effect on screen
                }
            }
        }
    }

    private void messageCompleted(DisciplineEvent.MessageCompleted message) {
        int words = message.text().isBlank() ? 0 : message.text().trim().split("\\s+").length;
        OpsLog.messageComplete(spec.id(), message.judge(), message.lines().size(), words);
        if (entityDown) {
            setNotice(NOT_RESPONDING);
            handle(discipline.returnTurn());
            return;
        }
        awaitingReplySince = clock.instant();
        entity.judgeSaid(message.text());
    }

    private void setNotice(String text) {
        if (!text.equals(notice)) {
            notice = text;
            send(status());
        }
    }

    private LinkMessage.Status status() {
        return new LinkMessage.Status(discipline.judge(), notice);
    }

    private void send(LinkMessage message) {
        if (viewer != null) {
            viewer.show(message);
        }
    }

    synchronized void close() {
        entity.close();
        record.close();
    }
}
