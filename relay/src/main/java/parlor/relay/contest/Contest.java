package parlor.relay.contest;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;
import parlor.transcripts.keylog.Durability;

/** A contest as its file describes it, with every reference checked. */
public record Contest(
        String name,
        HostPort listen,
        Path transcripts,
        String copyright,
        ZoneId zone,
        Durability durability,
        Optional<String> key,
        parlor.relay.pacing.Pacing pacing,
        Map<String, TerminalSpec> terminals,
        Map<String, EntitySpec> entities) {

    public Contest {
        terminals = Map.copyOf(terminals);
        entities = Map.copyOf(entities);
    }

    /** Never shows the key: contests get logged and printed. */
    @Override
    public String toString() {
        return "Contest[" + name + ", listen " + listen + ", " + terminals.size() + " terminal(s), key "
            + (key.isPresent() ? "set" : "not set") + "]";
    }

    public EntitySpec entityOf(TerminalSpec terminal) {
        return entities.get(terminal.entity());
    }

    public Contest withListen(HostPort newListen) {
        return new Contest(name, newListen, transcripts, copyright, zone, durability, key, pacing, terminals, entities);
    }

    public Contest withKey(Optional<String> newKey) {
        return new Contest(name, listen, transcripts, copyright, zone, durability, newKey, pacing, terminals, entities);
    }

    public Contest withTranscripts(Path folder) {
        return new Contest(name, listen, folder, copyright, zone, durability, key, pacing, terminals, entities);
    }
}
