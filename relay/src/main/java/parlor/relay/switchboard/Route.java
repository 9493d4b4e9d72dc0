package parlor.relay.switchboard;

import java.util.List;
import parlor.relay.contest.EntitySpec;
import parlor.relay.entity.Entity;
import parlor.relay.pacing.Pacing;

/**
 * Where a seat goes next: the entity it talks to and that entity's running instance, the pacing of
 * its replies, whether it is only a waiting screen (keys have no effect and make no record), the
 * lines shown first on the cleared screen (not part of the record), and the day's phase it belongs
 * to ({@code ""} outside a day), which its record carries so a restarted relay finds it again.
 */
public record Route(
        EntitySpec entity, Entity instance, Pacing pacing, boolean readOnly, List<String> preface, String phase) {

    public Route {
        preface = List.copyOf(preface);
    }

    /** A conversation with an entity, outside a day's phases. */
    public static Route talk(EntitySpec entity, Entity instance, Pacing pacing) {
        return new Route(entity, instance, pacing, false, List.of(), "");
    }

    /** A waiting screen saying {@code words}, with nobody to talk to. */
    public static Route waiting(List<String> words, String phase) {
        return new Route(
                EntitySpec.Clerk.BETWEEN_ROUNDS,
                parlor.relay.entity.Entities.silent(),
                Pacing.NONE,
                true,
                words,
                phase);
    }
}
