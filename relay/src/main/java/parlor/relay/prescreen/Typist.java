package parlor.relay.prescreen;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import parlor.relay.pacing.TypingModel;
import parlor.transcripts.keys.Key;

/**
 * A judge typing an item key by key, with the gaps the 2012 judges left between keys, divided by
 * {@code speed} (2 types twice as fast). The pause between keys is the typing itself, not a wait
 * for something to happen.
 */
record Typist(TypingModel model, double speed, Random random) {

    Typist {
        if (!(speed > 0)) {
            throw new IllegalArgumentException("the typing speed must be above 0, not " + speed);
        }
    }

    void type(String text, Consumer<Key> press) throws InterruptedException {
        for (Key key : keys(text)) {
            Duration gap = model.nextGap(random);
            Thread.sleep(Duration.ofNanos((long) (gap.toNanos() / speed)));
            press.accept(key);
        }
    }

    /** Each line of the item and a Return, then the second Return that sends the message. */
    static List<Key> keys(String text) {
        List<Key> keys = new ArrayList<>();
        // a blank line would end the message early: two Returns in a row send it
        text.lines().map(String::strip).filter(line -> !line.isEmpty()).forEach(line -> {
            keys.addAll(Key.typing(line));
            keys.add(Key.RETURN);
        });
        keys.add(Key.RETURN);
        return keys;
    }
}
