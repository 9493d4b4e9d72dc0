package parlor.relay.ops;

import ch.qos.logback.classic.AsyncAppender;
import ch.qos.logback.classic.ClassicConstants;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.encoder.Encoder;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.spi.ContextAwareBase;
import ch.qos.logback.core.status.OnConsoleStatusListener;
import ch.qos.logback.core.util.FileSize;
import ch.qos.logback.core.util.OptionHelper;
import ch.qos.logback.core.util.StatusListenerConfigHelper;
import java.time.Clock;

/**
 * The logs of every Parlor command, set up in code: logback finds this through ServiceLoader
 * (META-INF/services) before it looks for a logback.xml. Reading such a file (an XML parser, Joran's
 * model and a few hundred classes) was about 55 ms of a station's 300 ms start. Two owner-only files
 * rolling by day and size, {@code NAME.log} for people and {@code NAME.jsonl} for tools, and nothing
 * on the console, which a station's screen owns. An operator's {@code -Dlogback.configurationFile}
 * still wins: this steps aside and logback reads that file.
 */
public final class LogConfigurator extends ContextAwareBase implements Configurator {

    /** The log folder, the files' name, each file's size before it rolls and a log's rolled files in all. */
    static final String FOLDER = "parlor.logs",
            NAME = "parlor.log.name",
            FILE_SIZE = "parlor.log.fileSize",
            TOTAL_SIZE = "parlor.log.totalSize",
            ENTITY_PER_MINUTE = "parlor.log.entityLinesPerMinute",
            ENTITY_PER_DAY = "parlor.log.entityLinesPerDay";

    /** {@code false}: the files roll by size alone (a short-lived log, such as the station's demo's). */
    public static final String DAILY = "parlor.log.daily";
    /** {@code true}: each file is written by a thread of its own (the relay's: see written, below). */
    public static final String QUEUED = "parlor.log.queued";

    static final String TEXT_PATTERN = "%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level %-4X{terminal:--} %msg%n%ex{short}";
    static final int HISTORY_DAYS = 60;
    /** Lines a queued log holds before a caller waits for room: minutes of a busy relay's lines, none of them dropped. */
    static final int QUEUE_LINES = 8192;
    /** How long a stopping log may take to write what its queue still holds. */
    static final int FLUSH_MILLIS = 5000;

    /** The most rolled files logback's fixed window keeps. */
    static final int SIZE_ONLY_MAX_FILES = 20;

    /**
     * A contest day writes a few MB; a flood is collapsed (RepeatedWarnings), and these caps hold whatever is
     * left: at most about 2 x (total + file size) on disk for both logs. See docs/operators.md.
     */
    private record Limits(FileSize fileSize, FileSize totalSize, boolean daily) {}

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (OptionHelper.getSystemProperty(ClassicConstants.CONFIG_FILE_PROPERTY) != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        // as a logback.xml: -Dlogback.debug=true prints logback's own messages
        if (OptionHelper.toBoolean(OptionHelper.getSystemProperty("logback.debug"), false)) {
            StatusListenerConfigHelper.addOnConsoleListenerInstance(context, new OnConsoleStatusListener());
        }
        String path = property(context, FOLDER, "logs") + "/" + property(context, NAME, "relay");
        Limits limits = new Limits(
                size(context, FILE_SIZE, "10MB"),
                size(context, TOTAL_SIZE, "100MB"),
                OptionHelper.toBoolean(property(context, DAILY, "true"), true));
        // no entity can push the relay's own events out of those caps: see EntityLines
        LogBudget.Share share = new LogBudget.Share(
                count(context, ENTITY_PER_MINUTE, LogBudget.Share.DEFAULT.perMinute()),
                count(context, ENTITY_PER_DAY, LogBudget.Share.DEFAULT.perDay()));
        EntityLogGuard guard = EntityLogGuard.started(context, share, Clock.systemUTC());
        PatternLayoutEncoder text = new PatternLayoutEncoder();
        text.setPattern(TEXT_PATTERN);
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        boolean queued = OptionHelper.toBoolean(property(context, QUEUED, "false"), false);
        root.addAppender(written(context, rollingFile(context, "TEXT", path, "log", text, limits), guard, queued));
        // flat fields, counts as numbers, an event on every line: see OpsJsonEncoder
        root.addAppender(written(
                context, rollingFile(context, "JSON", path, "jsonl", new OpsJsonEncoder(), limits), guard, queued));
        context.getLogger("com.pty4j").setLevel(Level.WARN);
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /**
     * The file itself, or, {@code queued}, the file written by a thread of its own; either way guarded
     * by {@code guard} on the thread that logs, where it decides each event once for both files (two
     * files' threads would each count it). The relay's link
     * loops log as they go, and a line written on a loop waited now and then 5-24 ms on the disk's
     * journal while both loops' keys waited behind it (flight recording, bench/load). Queued, nothing
     * is dropped (a full queue makes the caller wait) and stopping the log writes what the queue
     * holds; a {@code kill -9} loses the lines still queued, microseconds' worth, never a keystroke,
     * which the records hold.
     */
    private static Appender<ILoggingEvent> written(
            LoggerContext context, Appender<ILoggingEvent> file, EntityLogGuard guard, boolean queued) {
        if (!queued) {
            file.addFilter(guard);
            return file;
        }
        AsyncAppender queue = new AsyncAppender();
        queue.setContext(context);
        queue.setName(file.getName() + "-QUEUED");
        queue.setQueueSize(QUEUE_LINES);
        queue.setDiscardingThreshold(0);
        queue.setNeverBlock(false);
        queue.setMaxFlushTime(FLUSH_MILLIS);
        queue.addFilter(guard);
        queue.addAppender(file);
        queue.start();
        return queue;
    }

    /** PATH.EXTENSION, rolled at midnight and past the file size to PATH.DAY.N.EXTENSION, the oldest removed first. */
    private static OwnerOnlyFileAppender<ILoggingEvent> rollingFile(
            LoggerContext context,
            String name,
            String path,
            String extension,
            Encoder<ILoggingEvent> encoder,
            Limits limits) {
        OwnerOnlyFileAppender<ILoggingEvent> appender = new OwnerOnlyFileAppender<>();
        appender.setContext(context);
        appender.setName(name);
        appender.setFile(path + "." + extension);
        if (limits.daily()) {
            rollDaily(context, appender, path, extension, limits);
        } else {
            rollBySize(context, appender, path, extension, limits);
        }
        encoder.setContext(context);
        encoder.start();
        appender.setEncoder(encoder);
        appender.start();
        return appender;
    }

    private static void rollDaily(
            LoggerContext context,
            OwnerOnlyFileAppender<ILoggingEvent> appender,
            String path,
            String extension,
            Limits limits) {
        SizeAndTimeBasedRollingPolicy<ILoggingEvent> policy = new SizeAndTimeBasedRollingPolicy<>();
        policy.setContext(context);
        policy.setParent(appender);
        // uncompressed: a rolled file is the active one renamed, so it stays owner-only (see OwnerOnlyFileAppender)
        policy.setFileNamePattern(path + ".%d{yyyy-MM-dd}.%i." + extension);
        policy.setMaxFileSize(limits.fileSize());
        policy.setTotalSizeCap(limits.totalSize());
        policy.setMaxHistory(HISTORY_DAYS);
        policy.start();
        appender.setRollingPolicy(policy);
    }

    /**
     * PATH.EXTENSION rolled past the file size to PATH.N.EXTENSION, for a short-lived log such as the
     * station's demo: the daily policy's calendar (the JDK's locale data) was 30-40 ms of the demo's start.
     */
    private static void rollBySize(
            LoggerContext context,
            OwnerOnlyFileAppender<ILoggingEvent> appender,
            String path,
            String extension,
            Limits limits) {
        FixedWindowRollingPolicy policy = new FixedWindowRollingPolicy();
        policy.setContext(context);
        policy.setParent(appender);
        policy.setFileNamePattern(path + ".%i." + extension);
        policy.setMinIndex(1);
        // as many rolled files as the total size holds
        long files =
                limits.totalSize().getSize() / Math.max(1, limits.fileSize().getSize());
        policy.setMaxIndex((int) Math.clamp(files, 1, SIZE_ONLY_MAX_FILES));
        policy.start();
        SizeBasedTriggeringPolicy<ILoggingEvent> trigger = new SizeBasedTriggeringPolicy<>();
        trigger.setContext(context);
        trigger.setMaxFileSize(limits.fileSize());
        trigger.start();
        appender.setRollingPolicy(policy);
        appender.setTriggeringPolicy(trigger);
    }

    /** A property as logback looks it up for {@code ${KEY:-FALLBACK}}: the context's, then the system's, then the environment's. */
    private static String property(LoggerContext context, String key, String fallback) {
        String value = OptionHelper.propertyLookup(key, context, null);
        return value != null ? value : fallback;
    }

    /** A number of lines, such as 2000; a bad one is said in logback's messages and the default kept. */
    private int count(LoggerContext context, String key, int fallback) {
        String value = property(context, key, String.valueOf(fallback));
        try {
            int count = Integer.parseInt(value.strip());
            if (count > 0) {
                return count;
            }
        } catch (NumberFormatException notANumber) {
            // said below
        }
        addError(key + ": \"" + value + "\" is not a number of lines (such as 2000); using " + fallback);
        return fallback;
    }

    /** A size such as 10MB; a bad one is said in logback's messages (printed as it starts) and the default kept. */
    private FileSize size(LoggerContext context, String key, String fallback) {
        String value = property(context, key, fallback);
        try {
            return FileSize.valueOf(value);
        } catch (IllegalArgumentException e) {
            addError(key + ": \"" + value + "\" is not a size (such as 10MB, 512KB or 1GB); using " + fallback);
            return FileSize.valueOf(fallback);
        }
    }
}
