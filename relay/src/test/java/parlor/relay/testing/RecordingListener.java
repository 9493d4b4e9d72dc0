package parlor.relay.testing;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import parlor.relay.entity.EntityListener;

/** An entity's listener that keeps what the entity said and why it failed, for tests to read. */
public final class RecordingListener implements EntityListener {

    public final List<String> replies = new CopyOnWriteArrayList<>();
    public final List<String> failures = new CopyOnWriteArrayList<>();
    /** Each time the entity said it works again after a failure, how. */
    public final List<String> back = new CopyOnWriteArrayList<>();
    /** The names of keys typed one by one (an LPP entry in keystroke mode). */
    public final List<String> typed = new CopyOnWriteArrayList<>();

    @Override
    public void replied(String text) {
        replies.add(text);
    }

    @Override
    public void typed(parlor.transcripts.keys.Key key) {
        typed.add(key.name());
    }

    @Override
    public void failed(String reason) {
        failures.add(reason);
    }

    @Override
    public void back(String how) {
        back.add(how);
    }
}
