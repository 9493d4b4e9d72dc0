package parlor.relay.prescreen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlor.relay.contest.Contest;
import parlor.relay.contest.ContestFacts;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.TerminalSpec;
import parlor.relay.link.HostPort;
import parlor.relay.pacing.Pacing;

/**
 * The contest a prescreening runs: the contest file's own entries, each at a terminal of its own
 * ({@code P-E1} for entry E1) where the simulated judge sits down with {@code @@nn}, transcripts under the
 * prescreening's folder, and the contest facts in every program entry's environment. Nothing is
 * paced: nobody watches the replies being typed, and their times are evidence.
 */
public final class PrescreenContest {

    static final String TERMINAL_PREFIX = "P-";

    private PrescreenContest() {}

    /**
     * The entries to prescreen: those named, in the contest file's order, or else every entry but
     * the human confederates (who take part only with {@code withConfederates}, as 2017's three humans did).
     */
    public static List<EntitySpec> entries(Contest contest, List<String> named, boolean withConfederates) {
        for (String id : named) {
            if (!contest.entities().containsKey(id)) {
                throw new IllegalArgumentException("the contest has no entity " + id + " (there: "
                        + String.join(", ", contest.entities().keySet()) + ")");
            }
        }
        List<EntitySpec> entries = new ArrayList<>();
        for (EntitySpec entity : contest.entities().values()) {
            boolean wanted = named.isEmpty()
                    ? withConfederates || !(entity instanceof EntitySpec.Confederate)
                    : named.contains(entity.id());
            if (wanted) {
                entries.add(entity);
            }
        }
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("the contest has no entries to prescreen");
        }
        return entries;
    }

    /**
     * The prescreening's contest. It listens at {@code listen} if given; else, where hidden hosts or
     * confederate stations must reach it, at the contest file's address; else on loopback only, on
     * any free port, beside a relay that may be running the contest file itself.
     */
    static Contest of(
            Contest contest,
            List<EntitySpec> entries,
            Path folder,
            ContestFacts facts,
            java.util.Optional<HostPort> listen) {
        Map<String, TerminalSpec> terminals = new LinkedHashMap<>();
        Map<String, EntitySpec> entities = new LinkedHashMap<>();
        for (EntitySpec entry : entries) {
            String terminal = TERMINAL_PREFIX + entry.id();
            terminals.put(
                    terminal,
                    new TerminalSpec(terminal, entry.id(), parlor.transcripts.discipline.LineDiscipline.NO_JUDGE));
            entities.put(
                    entry.id(),
                    entry instanceof EntitySpec.Program program ? program.withEnvironment(facts.environment()) : entry);
        }
        boolean outsiders = entries.stream()
                .anyMatch(entry -> entry instanceof EntitySpec.Host || entry instanceof EntitySpec.Confederate);
        HostPort address = listen.orElse(outsiders ? contest.listen() : new HostPort("127.0.0.1", 0));
        return new Contest(
                contest.name(),
                address,
                folder.resolve("transcripts"),
                contest.copyright(),
                contest.zone(),
                contest.durability(),
                contest.key(),
                Pacing.NONE,
                terminals,
                entities);
    }
}
