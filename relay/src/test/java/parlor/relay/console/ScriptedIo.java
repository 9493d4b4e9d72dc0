package parlor.relay.console;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The operator's screen and keyboard as a script: answers given in advance, everything shown kept in order. */
final class ScriptedIo implements ConsoleIo {

    final List<String> shown = new CopyOnWriteArrayList<>();
    final List<String> questions = new CopyOnWriteArrayList<>();
    final Deque<Boolean> answers = new ArrayDeque<>();
    /** What happens while the operator watches, before they press a key. */
    Runnable whileWatching = () -> {};

    boolean watchEnded;

    @Override
    public void println(String text) {
        shown.add(text);
    }

    @Override
    public boolean confirm(String question) {
        questions.add(question);
        return answers.isEmpty() ? false : answers.removeFirst();
    }

    @Override
    public Watching startWatching() {
        return new Watching() {
            private volatile boolean stopped;

            @Override
            public void show(String line) {
                if (!stopped) {
                    shown.add("| " + line);
                }
            }

            @Override
            public void awaitKey() {
                whileWatching.run();
                stopped = true;
            }

            @Override
            public void close() {
                stopped = true;
                watchEnded = true;
            }
        };
    }
}
