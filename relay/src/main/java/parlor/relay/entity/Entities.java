package parlor.relay.entity;

import java.time.Clock;
import parlor.relay.contest.EntitySpec;

/** Makes the entity a contest file describes. */
public final class Entities {

    private Entities() {
    }

    /** An entity for one terminal: each terminal gets its own instance, its own process. */
    /** An HTTP entry's client settings; the key is read from its environment variable now, never stored in the contest. */
    public static HttpChatEntity.Settings httpSettings(EntitySpec.Http http) {
        return new HttpChatEntity.Settings(http.endpoint(), http.model(), http.systemPrompt(),
            http.apiKeyVariable().map(System::getenv).filter(k -> !k.isBlank()), http.replyTimeout(), true);
    }

    public static Entity create(EntitySpec spec, String terminal, Clock clock) {
        return switch (spec) {
            case EntitySpec.Program program -> new ProgramEntity(program, terminal, clock);
            case EntitySpec.Demo demo -> new DemoEntity(demo.id().hashCode());
            case EntitySpec.Tcp tcp -> new TcpEntity(tcp.id(), new TcpEntity.Settings(tcp.address(), tcp.prompt(), tcp.strip(), tcp.quiet(), tcp.keystrokes()),
                terminal, clock);
            case EntitySpec.Http http -> new HttpChatEntity(http.id(), httpSettings(http), terminal, clock);
            case EntitySpec.Lpp lpp -> new LppEntity(lpp.id(), lpp.directory(), terminal, clock, LppEntity.Settings.DEFAULTS.withQuiet(lpp.quiet()));
            case EntitySpec.Confederate confederate ->
                throw new IllegalArgumentException("confederate " + confederate.id() + " is linked to its desk by the switchboard");
            case EntitySpec.Desk desk -> throw new IllegalArgumentException("desk " + desk.id() + " is linked by the switchboard");
        };
    }
}
