package parlor.relay.console;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;
import parlor.relay.link.LinkMessage.FromConsole;
import parlor.relay.link.LinkMessage.ToConsole;

/**
 * A remote console's screen and keyboard as the relay's {@link ConsoleDispatcher} sees them: what
 * it shows goes to the console as messages, and a question or a watch waits for the console's
 * answer or key. So every command runs the one way, whichever keyboard it was typed at.
 */
final class RemoteConsoleIo implements ConsoleIo {

    /** A line longer than this is cut: a frame is one line of at most 4 KB, and an operator reads less. */
    static final int LONGEST_LINE = 900;
    /** Stands for the console having gone for good: every wait ends, with no for an answer. */
    private static final FromConsole GONE = new FromConsole(FromConsole.Kind.ANSWER, "gone");

    private final Consumer<ToConsole> out;
    private final BlockingQueue<FromConsole> replies = new LinkedBlockingQueue<>();
    private RemoteWatch watch;

    RemoteConsoleIo(Consumer<ToConsole> out) {
        this.out = out;
    }

    @Override
    public void println(String text) {
        if (text.isEmpty()) {
            send(ToConsole.Kind.OUTPUT, "");
        }
        text.lines().forEach(line -> send(ToConsole.Kind.OUTPUT, line));
    }

    @Override
    public void alert(String line) {
        send(ToConsole.Kind.ALERT, line);
    }

    /** Waits for the console's answer, however long its link is away; a console gone for good answers no. */
    @Override
    public boolean confirm(String question) {
        forgetStaleReplies();
        send(ToConsole.Kind.QUESTION, question);
        return next(FromConsole.Kind.ANSWER).text().equals("y");
    }

    @Override
    public synchronized Watching startWatching() {
        forgetStaleReplies();
        send(ToConsole.Kind.WATCHING, "");
        watch = new RemoteWatch();
        return watch;
    }

    /** An answer or the key that ends a watch, from the console's link. */
    void reply(FromConsole reply) {
        replies.add(reply);
    }

    /**
     * The console's link is away: a watch ends (nobody would see its lines, and they would pile up
     * for it), while a question waits for the console to come back and answer it.
     */
    synchronized void linkAway() {
        if (watch != null) {
            replies.add(new FromConsole(FromConsole.Kind.UNWATCH, "link away"));
        }
    }

    /** The console has gone for good: whatever waits for it ends. */
    void gone() {
        replies.add(GONE);
    }

    private void forgetStaleReplies() {
        replies.removeIf(reply -> reply != GONE);
    }

    /** The next reply of this kind; others are stale (a key pressed as a watch ended) and passed over. */
    private FromConsole next(FromConsole.Kind kind) {
        try {
            while (true) {
                FromConsole reply = replies.take();
                if (reply == GONE) {
                    replies.add(GONE);
                    return new FromConsole(kind, "n");
                }
                if (reply.kind() == kind) {
                    return reply;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new FromConsole(kind, "n");
        }
    }

    private void send(ToConsole.Kind kind, String text) {
        out.accept(
                new ToConsole(kind, text.length() > LONGEST_LINE ? text.substring(0, LONGEST_LINE - 3) + "..." : text));
    }

    /** A watch on the remote screen: lines go as they come until the console's key (or its link going) ends it. */
    private final class RemoteWatch implements Watching {

        private boolean stopped;

        @Override
        public void show(String line) {
            synchronized (RemoteConsoleIo.this) {
                if (!stopped) {
                    send(ToConsole.Kind.WATCHED, line);
                }
            }
        }

        @Override
        public void awaitKey() {
            next(FromConsole.Kind.UNWATCH);
        }

        @Override
        public void close() {
            synchronized (RemoteConsoleIo.this) {
                if (!stopped) {
                    stopped = true;
                    watch = null;
                    send(ToConsole.Kind.UNWATCHED, "");
                }
            }
        }
    }
}
