package parlor.relay.ops;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The operator's log events that need the operator now: an entry that stopped or will not start,
 * or reached its memory, process or disk limit, a record that cannot be written, a hidden host gone,
 * a judge whose review ended with questions unanswered, a fault in the relay. Every open console
 * (at the relay and remote) is told as they happen, and {@code status} shows each terminal's latest
 * until the trouble is over. Listens to the operator's log itself ({@link OpsLog#LOGGER}), so whatever
 * is logged there at ERROR reaches the operator without each event having to remember to say so.
 */
public final class Alerts implements AutoCloseable {

    /** One alert: where (a terminal, or {@code -} for the relay), what kind of event, and the log's words. */
    public record Alert(String terminal, String kind, String text) {

        /** As a console prints it above the prompt. */
        public String line() {
            return "ALERT " + (terminal.equals("-") ? "" : terminal + ": ") + text;
        }

        /** A few words for the terminal's NOTICE cell in {@code status}. */
        public String brief() {
            return briefOf(kind);
        }
    }

    /** A listener registered with {@link #subscribe}: closing it stops the alerts. */
    public interface Subscription extends AutoCloseable {
        @Override
        void close();
    }

    /** WARN events that need the operator too; every ERROR does, except a console's own failed command (it is on that screen). */
    private static final Set<String> WARNINGS = Set.of(
            "host-left",
            "verdict-missing",
            "entity-process-limit",
            "entity-disk-full",
            OpsLog.NO_CONTEST_KEY,
            RecordLog.RECORD_UNVERIFIABLE);

    /**
     * What holds for the whole of this relay's run, said once as it starts (mostly before any console
     * is open): each console that opens is told again, under its welcome.
     */
    private static final Set<String> STANDING =
            Set.of(OpsLog.NO_CONTEST_KEY, RecordLog.RECORD_NOT_AS_WRITTEN, RecordLog.RECORD_UNVERIFIABLE);
    /** A folder of altered records would be a screenful each: past these, a count and where the rest are. */
    static final int MOST_STANDING = 5;

    private static final Set<String> NOT_ALERTS = Set.of("operator-command-failed");

    private static final String RECORD_FAILING = "record-failing";
    private static final String RECORD_WRITABLE = "record-writable";
    /** Events saying a terminal's trouble is over: its NOTICE cell goes back to the judge's notice. */
    private static final Set<String> ALL_CLEAR =
            Set.of("entity-back", "entity-started", RECORD_WRITABLE, "host-connected");

    private static final Map<String, String> BRIEF = Map.ofEntries(
            Map.entry("entity-died", "entry not responding"),
            Map.entry("entity-gave-up", "entry stopped for good"),
            Map.entry("poison-message", "entry dies on a message"),
            Map.entry("entity-restarting", "entry restarting"),
            Map.entry(RECORD_FAILING, "RECORD NOT WRITTEN"),
            Map.entry("host-left", "hidden host gone"),
            Map.entry("verdict-missing", "verdicts missing"),
            Map.entry("relay-fault", "relay fault"),
            Map.entry("entity-memory-limit", "entry out of memory"),
            Map.entry("entity-process-limit", "entry at process limit"),
            Map.entry("entity-disk-full", "entry's disk full"));

    private final Map<String, Alert> latest = new ConcurrentHashMap<>();
    private final List<Alert> standing = new CopyOnWriteArrayList<>();
    private final java.util.concurrent.atomic.AtomicInteger standingUnsaid =
            new java.util.concurrent.atomic.AtomicInteger();
    private final List<Consumer<Alert>> listeners = new CopyOnWriteArrayList<>();
    private OpsListener log;

    private Alerts() {}

    /** Alerts from the operator's log from now until closed. */
    public static Alerts listening() {
        Alerts alerts = new Alerts();
        alerts.log = OpsListener.start("operator-alerts", alerts::seen);
        return alerts;
    }

    /** Tells {@code listener} of each alert from now on, on the thread that logged it: it must not block. */
    public Subscription subscribe(Consumer<Alert> listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    /** What a console says as it opens, as alert lines: what holds for this relay's run, said so far. */
    public List<String> standing() {
        List<String> lines =
                new java.util.ArrayList<>(standing.stream().map(Alert::line).toList());
        if (standingUnsaid.get() > 0) {
            lines.add("ALERT and " + standingUnsaid.get() + " more like these: the operator log has them all");
        }
        return lines;
    }

    /** The latest alert at a terminal whose trouble is not over yet. */
    public Optional<Alert> latest(String terminal) {
        return Optional.ofNullable(latest.get(terminal));
    }

    private void seen(ILoggingEvent event) {
        String terminal = Objects.requireNonNullElse(event.getMDCPropertyMap().get("terminal"), "-");
        String kind = OpsListener.eventName(event);
        if (ALL_CLEAR.contains(kind)) {
            // an entry starting again says nothing of the disk: only the record written again ends a record's trouble
            latest.computeIfPresent(
                    terminal,
                    (t, alert) -> alert.kind().equals(RECORD_FAILING) && !kind.equals(RECORD_WRITABLE) ? alert : null);
        } else if (isAlert(event.getLevel(), kind)) {
            Alert alert = new Alert(terminal, kind, event.getFormattedMessage());
            if (STANDING.contains(kind)) {
                keepStanding(alert);
            }
            publish(alert);
        }
    }

    private synchronized void keepStanding(Alert alert) {
        if (standing.size() < MOST_STANDING) {
            standing.add(alert);
        } else {
            standingUnsaid.incrementAndGet();
        }
    }

    /** A kind of alert's few words for a NOTICE cell: {@code ! RECORD NOT WRITTEN}. */
    public static String briefOf(String kind) {
        return "! " + BRIEF.getOrDefault(kind, kind);
    }

    static boolean isAlert(Level level, String kind) {
        return (level.isGreaterOrEqual(Level.ERROR) || WARNINGS.contains(kind)) && !NOT_ALERTS.contains(kind);
    }

    private void publish(Alert alert) {
        if (!alert.terminal().equals("-")) {
            latest.put(alert.terminal(), alert);
        }
        for (Consumer<Alert> listener : listeners) {
            try {
                listener.accept(alert);
            } catch (RuntimeException e) {
                // a console that cannot show it must not stop the others, nor the event being logged
            }
        }
    }

    @Override
    public void close() {
        if (log != null) {
            log.close();
        }
        listeners.clear();
    }
}
