package parlor.tools.report;

import java.util.List;
import java.util.Optional;
import parlor.tools.publish.DaySeal;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.HiddenEntity;
import parlor.transcripts.rules.VerdictLog;

/**
 * A contest day as its transcripts folder holds it.
 *
 * @param name     the contest's name, or the folder's where the day has no verdict log
 * @param verdicts the verdict log, where it could be read and had its header
 * @param talks    every conversation of the day, placed in the plan
 * @param leftOut  what the folder held that is not a conversation of the day, said for the index's footnote
 * @param problems what could not be read, each naming its file (and line)
 * @param seal     whether the folder is as the relay wrote it
 * @param folder   where the day's records are (a final's prelim record is named from it)
 */
public record Day(
        String name,
        Optional<VerdictLog.Contents> verdicts,
        List<Talk> talks,
        List<String> leftOut,
        List<String> problems,
        DaySeal seal,
        java.nio.file.Path folder) {

    public Day {
        talks = List.copyOf(talks);
        leftOut = List.copyOf(leftOut);
        problems = List.copyOf(problems);
    }

    public Optional<ContestHeader> contest() {
        return verdicts.flatMap(VerdictLog.Contents::contest);
    }

    /** The entities the day's header names, and any other a record was found for, as ids. */
    public List<String> entities() {
        List<String> ids = new java.util.ArrayList<>(contest()
                .map(c -> c.entities().stream().map(HiddenEntity::id).toList())
                .orElse(List.of()));
        talks.stream()
                .map(Talk::entity)
                .filter(id -> !ids.contains(id))
                .distinct()
                .forEach(ids::add);
        return ids;
    }

    /** Whether the header says this entity is a person; empty where the day does not say. */
    public Optional<Boolean> human(String entity) {
        return contest().flatMap(c -> c.entity(entity)).map(HiddenEntity::human);
    }
}
