package parlor.relay.console;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Attributes;
import org.jline.terminal.Attributes.LocalFlag;
import org.jline.terminal.Terminal;
import org.jline.utils.NonBlockingReader;

/**
 * The console's screen and keyboard: a JLine terminal and the reader that owns its prompt.
 *
 * <p>Watching is a mode, not a background printer ({@code LineReader.printAbove}): while a
 * conversation is watched there is no prompt, so its lines go straight to the screen and cannot
 * garble a half-typed command, and since nothing is being edited nothing typed can seem to go
 * into the conversation; a key only ends the watch. Commands wait until it has ended.
 */
final class TerminalConsoleIo implements ConsoleIo {

    private static final String YES_OR_NO = " [y/N] ";
    /** Keys closer together than this are one burst of typing, all of it meant for the watch. */
    private static final long QUIET_MILLIS = 300;

    private final Terminal terminal;
    private final LineReader reader;

    TerminalConsoleIo(Terminal terminal, LineReader reader) {
        this.terminal = terminal;
        this.reader = reader;
    }

    @Override
    public void println(String text) {
        PrintWriter writer = terminal.writer();
        synchronized (writer) {
            writer.println(text);
            writer.flush();
        }
    }

    /** Above the prompt, which is drawn again with whatever was half typed; between prompts, as a line like any other. */
    @Override
    public void alert(String line) {
        synchronized (terminal.writer()) {
            reader.printAbove(printable(line));
        }
    }

    @Override
    public boolean confirm(String question) {
        // a "y" is an answer, not a command: it must not come back with the up arrow
        reader.variable(LineReader.DISABLE_HISTORY, true);
        reader.variable(LineReader.DISABLE_COMPLETION, true);
        try {
            String answer = reader.readLine(question + YES_OR_NO).strip();
            return answer.equalsIgnoreCase("y") || answer.equalsIgnoreCase("yes");
        } catch (UserInterruptException | EndOfFileException noAnswer) {
            return false;
        } finally {
            reader.variable(LineReader.DISABLE_HISTORY, false);
            reader.variable(LineReader.DISABLE_COMPLETION, false);
        }
    }

    @Override
    public Watching startWatching() {
        return new KeyStopsWatch();
    }

    /**
     * Raw mode without signals for the length of a watch: keys arrive one by one, are not echoed,
     * and Ctrl-C is a key like any other (it ends the watch) rather than a signal to the relay.
     */
    private final class KeyStopsWatch implements Watching {

        private final Attributes before;
        private final AtomicBoolean stopped = new AtomicBoolean();
        /** Held while waiting for the key: the terminal's modes are given back only once nothing reads it raw. */
        private final ReentrantLock waiting = new ReentrantLock();

        KeyStopsWatch() {
            before = terminal.enterRawMode();
            Attributes raw = terminal.getAttributes();
            raw.setLocalFlag(LocalFlag.ISIG, false);
            terminal.setAttributes(raw);
        }

        /** Checked under the screen's lock, so no line can follow the watch's end onto the screen. */
        @Override
        public void show(String line) {
            synchronized (terminal.writer()) {
                if (!stopped.get()) {
                    println(printable(line));
                }
            }
        }

        /** Also ends, without a key, when the watch is closed from elsewhere (a remote console's relay ended it). */
        @Override
        public void awaitKey() {
            NonBlockingReader keys = terminal.reader();
            waiting.lock();
            try {
                int key = NonBlockingReader.READ_EXPIRED;
                while (key == NonBlockingReader.READ_EXPIRED && !stopped.get()) {
                    key = keys.read(QUIET_MILLIS);
                }
                // an operator who took the watch for the conversation goes on typing, and an arrow key is
                // several bytes: swallow it all until the keyboard is quiet, or it would turn up at the prompt
                while (key >= 0 && keys.peek(QUIET_MILLIS) >= 0) {
                    keys.read();
                }
            } catch (IOException keyboardGone) {
                // no keyboard left to wait for: the watch ends, and the prompt will find the end of input
            } finally {
                stop();
                waiting.unlock();
            }
        }

        @Override
        public void close() {
            stop();
            waiting.lock();
            try {
                terminal.setAttributes(before);
            } finally {
                waiting.unlock();
            }
        }

        private void stop() {
            synchronized (terminal.writer()) {
                stopped.set(true);
            }
        }
    }

    /** Watched text is the judge's and the entity's: control characters in it must not drive the operator's terminal. */
    static String printable(String line) {
        StringBuilder shown = new StringBuilder(line.length());
        line.codePoints().forEach(c -> shown.appendCodePoint(Character.isISOControl(c) && c != '\t' ? '?' : c));
        return shown.toString();
    }
}
