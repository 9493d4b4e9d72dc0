package parlor.relay.entity;

import java.time.Clock;
import parlor.relay.contest.EntitySpec;

/** Makes the entity a contest file describes. */
public final class Entities {

    private Entities() {
    }

    public static Entity create(EntitySpec spec, Clock clock) {
        return switch (spec) {
            case EntitySpec.Program program -> new ProgramEntity(program, clock);
            case EntitySpec.Demo demo -> new DemoEntity(demo.id().hashCode());
        };
    }
}
