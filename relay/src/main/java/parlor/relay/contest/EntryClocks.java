package parlor.relay.contest;

import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;

/**
 * {@code entry-clock:} on the contest (every program entry) or on one entity (it wins): the
 * program's own clock starts at the contest's published date and time ({@link EntryClock}).
 */
final class EntryClocks {

    static final String KEY = "entry-clock";

    private EntryClocks() {}

    /** {@code spec} with its clock set as its keys or the contest's say; only a program's clock can be. */
    static EntitySpec set(
            EntitySpec spec, Map<String, YamlNode> entityKeys, Optional<YamlNode> contestClock, ZoneId zone) {
        Optional<YamlNode> own = YamlNode.optional(entityKeys, KEY);
        if (own.isPresent() && !(spec instanceof EntitySpec.Program)) {
            throw own.get().error(KEY + ": sets the clock of a program the relay starts; " + spec.id() + " is not one");
        }
        Optional<YamlNode> clock = own.or(() -> contestClock);
        if (clock.isEmpty() || !(spec instanceof EntitySpec.Program program)) {
            return spec;
        }
        YamlNode node = clock.get();
        EntryClock entryClock;
        try {
            entryClock = EntryClock.parse(node.scalar(), zone);
        } catch (IllegalArgumentException e) {
            throw node.error(e.getMessage());
        }
        EntryClock.unavailable().ifPresent(why -> {
            throw node.error(why);
        });
        return program.withEnvironment(entryClock.environment());
    }
}
