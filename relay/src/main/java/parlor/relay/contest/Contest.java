package parlor.relay.contest;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Map;
import parlor.transcripts.keylog.Durability;

/** A contest as its file describes it, with every reference checked. */
public record Contest(
        String name,
        HostPort listen,
        Path transcripts,
        String copyright,
        ZoneId zone,
        Durability durability,
        Map<String, TerminalSpec> terminals,
        Map<String, EntitySpec> entities) {

    public Contest {
        terminals = Map.copyOf(terminals);
        entities = Map.copyOf(entities);
    }

    public EntitySpec entityOf(TerminalSpec terminal) {
        return entities.get(terminal.entity());
    }

    public Contest withListen(HostPort newListen) {
        return new Contest(name, newListen, transcripts, copyright, zone, durability, terminals, entities);
    }

    public Contest withTranscripts(Path folder) {
        return new Contest(name, listen, folder, copyright, zone, durability, terminals, entities);
    }
}
