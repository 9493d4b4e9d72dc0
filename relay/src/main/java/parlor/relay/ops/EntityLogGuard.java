package parlor.relay.ops;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.LoggerContextListener;
import ch.qos.logback.core.filter.Filter;
import ch.qos.logback.core.spi.FilterReply;
import java.lang.ref.WeakReference;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.slf4j.LoggerFactory;
import org.slf4j.spi.MDCAdapter;

/**
 * The operator log files' guard against any one entity (see {@link EntityLines}): on both files,
 * every event naming an entity is written or counted as its share allows, and once a second the
 * counts due are said. Alerts and a prescreening's watch listen to the log apart from the files,
 * so they still hear every event. An operator's own logback.xml has no guard.
 */
public final class EntityLogGuard extends Filter<ILoggingEvent> {

    /** Where the context keeps its guard, for {@link #sayAll()}. */
    static final String CONTEXT_KEY = "parlor.entityLogGuard";

    /**
     * Events that name an entity but are not its to repeat: the relay's, once a conversation (the entry
     * started for it, the 2006 opening assertion made or not, each of which matters), the operator's, and
     * this guard's own lines.
     */
    private static final Set<String> NOT_THE_ENTITYS = Set.of(
            "entity-started",
            "opening-assertion",
            "disqualified",
            "entity-repeated",
            "entity-log-budget-spent",
            "entity-not-written");

    /** An event and what was decided for it: the second file decides as the first did, on the thread that logs it. */
    private record Decided(WeakReference<ILoggingEvent> event, FilterReply reply) {}

    private final LogBudget.Share share;
    private final Clock clock;
    /** Replaced, not cleared, when a relay starts: a late count of the run before is said, never mixed into this one. */
    private volatile EntityLines lines;

    private final ThreadLocal<Decided> lastDecided = new ThreadLocal<>();
    private Thread ticker;

    private EntityLogGuard(LogBudget.Share share, Clock clock) {
        this.share = share;
        this.clock = clock;
        this.lines = freshLines();
    }

    private EntityLines freshLines() {
        return new EntityLines(share, ZoneId.systemDefault());
    }

    /** A guard for {@code context}'s files, saying its counts once a second until the context stops it. */
    static EntityLogGuard started(LoggerContext context, LogBudget.Share share, Clock clock) {
        EntityLogGuard guard = new EntityLogGuard(share, clock);
        guard.setContext(context);
        guard.setName("entity-log-guard");
        context.putObject(CONTEXT_KEY, guard);
        context.addListener(new StopsWithTheContext(guard));
        guard.start();
        return guard;
    }

    /** The ticker stops with the context (or its reset, when logback is set up again): its files are gone. */
    private record StopsWithTheContext(EntityLogGuard guard) implements LoggerContextListener {
        @Override
        public boolean isResetResistant() {
            return false;
        }

        @Override
        public void onStart(LoggerContext context) {
            // started with the files already
        }

        @Override
        public void onReset(LoggerContext context) {
            guard.stop();
        }

        @Override
        public void onStop(LoggerContext context) {
            guard.stop();
        }

        @Override
        public void onLevelChange(Logger logger, Level level) {
            // nothing to the guard
        }
    }

    @Override
    public void start() {
        ticker = Thread.ofVirtual().name("ops-log-entity-lines").start(this::sayEverySecond);
        super.start();
    }

    @Override
    public void stop() {
        ticker.interrupt();
        super.stop();
    }

    @Override
    public FilterReply decide(ILoggingEvent event) {
        String entity = OpsListener.field(event, "entity");
        String kind = OpsListener.eventName(event);
        if (entity.isEmpty() || NOT_THE_ENTITYS.contains(kind)) {
            return FilterReply.NEUTRAL;
        }
        Decided last = lastDecided.get();
        if (last != null && last.event().get() == event) {
            return last.reply();
        }
        String terminal = event.getMDCPropertyMap().getOrDefault("terminal", "-");
        boolean write = lines.write(entity, terminal, kind, Instant.ofEpochMilli(event.getTimeStamp()));
        FilterReply reply = write ? FilterReply.NEUTRAL : FilterReply.DENY;
        lastDecided.set(new Decided(new WeakReference<>(event), reply));
        return reply;
    }

    /** Says every count still held in the relay's log: it is closing. */
    public static void sayAll() {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            sayAll(context);
        }
    }

    /**
     * A relay run starts with every entity's share whole: what is still counted from a run before (another
     * relay in the same process, as in tests and prescreening) is said, and its windows and budgets forgotten.
     */
    public static void startAfresh() {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            startAfresh(context);
        }
    }

    static void startAfresh(LoggerContext context) {
        if (context.getObject(CONTEXT_KEY) instanceof EntityLogGuard guard) {
            EntityLines before = guard.lines;
            guard.lines = guard.freshLines();
            guard.say(before.all(guard.clock.instant()));
        }
    }

    static void sayAll(LoggerContext context) {
        if (context.getObject(CONTEXT_KEY) instanceof EntityLogGuard guard) {
            guard.say(guard.lines.all(guard.clock.instant()));
        }
    }

    private void sayEverySecond() {
        while (true) {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException stopped) {
                return;
            }
            say(lines.due(clock.instant()));
        }
    }

    private void say(List<EntityLogLine> said) {
        LoggerContext context = (LoggerContext) getContext();
        Logger log = context.getLogger(OpsLog.LOGGER);
        MDCAdapter mdc = context.getMDCAdapter();
        String terminalBefore = mdc.get("terminal");
        try {
            said.forEach(line -> say(log, mdc, line));
        } finally {
            if (terminalBefore == null) {
                mdc.remove("terminal");
            } else {
                mdc.put("terminal", terminalBefore);
            }
        }
    }

    private static void say(Logger log, MDCAdapter mdc, EntityLogLine line) {
        switch (line) {
            case EntityLogLine.Repeated repeated -> {
                mdc.put("terminal", repeated.terminal());
                sayRepeated(log, repeated);
            }
            case EntityLogLine.BudgetSpent spent -> {
                mdc.remove("terminal");
                sayBudgetSpent(log, spent);
            }
            case EntityLogLine.NotWritten notWritten -> {
                mdc.remove("terminal");
                sayNotWritten(log, notWritten);
            }
        }
    }

    /** "… and 2,999 more like it from entity E9 in the last 10 s (lpp-not-a-key)": as the port's floods are told. */
    private static void sayRepeated(Logger log, EntityLogLine.Repeated repeated) {
        log.atWarn()
                .addKeyValue("event", "entity-repeated")
                .addKeyValue("entity", repeated.entity())
                .addKeyValue("like", repeated.like())
                .addKeyValue("count", repeated.count())
                .addKeyValue("seconds", repeated.over().toSeconds())
                .log(
                        "\u2026 and {} more like it from entity {} in the last {} s ({})",
                        thousands(repeated.count()),
                        repeated.entity(),
                        repeated.over().toSeconds(),
                        repeated.like());
    }

    private static void sayBudgetSpent(Logger log, EntityLogLine.BudgetSpent spent) {
        log.atWarn()
                .addKeyValue("event", "entity-log-budget-spent")
                .addKeyValue("entity", spent.entity())
                .addKeyValue("for", spent.forTheDay() ? "day" : "minute")
                .log(
                        "entity {} has written its {} lines {} to the operator logs: its lines are counted, "
                                + "not written, until {}",
                        spent.entity(),
                        thousands(
                                spent.forTheDay()
                                        ? spent.share().perDay()
                                        : spent.share().perMinute()),
                        spent.forTheDay() ? "for today" : "for now",
                        spent.forTheDay() ? "midnight" : "its budget refills (within a minute)");
    }

    private static void sayNotWritten(Logger log, EntityLogLine.NotWritten notWritten) {
        log.atWarn()
                .addKeyValue("event", "entity-not-written")
                .addKeyValue("entity", notWritten.entity())
                .addKeyValue("count", notWritten.events())
                .addKeyValue("seconds", notWritten.over().toSeconds())
                .log(
                        "entity {}: {} of its events counted, not written, in {} s while its budget was spent",
                        notWritten.entity(),
                        thousands(notWritten.events()),
                        notWritten.over().toSeconds());
    }

    private static String thousands(long count) {
        return String.format(Locale.ROOT, "%,d", count);
    }
}
