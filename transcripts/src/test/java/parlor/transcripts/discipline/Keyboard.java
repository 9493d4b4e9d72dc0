package parlor.transcripts.discipline;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import parlor.transcripts.keys.Key;

/** Feeds a discipline as a judge's keyboard would, one key per second from a fixed start. */
final class Keyboard {

    static final Instant T0 = Instant.parse("1996-04-16T18:12:00Z");

    private Keyboard() {}

    /** Keys for a test string: CR is Return, LF Linefeed, BS and DEL erase, ESC is Escape. */
    static List<Key> keys(String typed) {
        return Key.typing(typed);
    }

    static List<DisciplineEvent> feed(LineDiscipline discipline, List<Key> keys, int firstSecond) {
        List<DisciplineEvent> out = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            out.addAll(discipline.accept(keys.get(i), T0.plusSeconds(firstSecond + i)));
        }
        return out;
    }
}
