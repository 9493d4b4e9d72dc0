package parlor.relay.console;

/**
 * What the dispatcher needs from the operator's screen and keyboard, so commands are tested
 * without a terminal; {@link TerminalConsoleIo} is the real one.
 */
public interface ConsoleIo {

    void println(String text);

    /** An alert that needs the operator, shown as it happens on its own line, from any thread (above the prompt, on a terminal). */
    default void alert(String line) {
        println(line);
    }

    /** Asks a question the operator answers y or n; anything but yes (including Ctrl-C) is no. */
    boolean confirm(String question);

    /** Enters watching: lines arrive from other threads, and the keyboard only ends it. */
    Watching startWatching();

    /** A watch in progress on the operator's screen; closing it gives the keyboard back to the prompt. */
    interface Watching extends AutoCloseable {

        /** Shows one watched line; called from whichever thread the conversation runs on. Ignored once stopped. */
        void show(String line);

        /**
         * Blocks until the operator presses a key (Enter, Ctrl-C, anything). The key, and any typed
         * right after it, is swallowed: it only ends the watch, it never reaches the prompt.
         */
        void awaitKey();

        @Override
        void close();
    }
}
