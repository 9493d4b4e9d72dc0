package parlor.relay.contest;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import parlor.transcripts.rules.ContestHeader;
import parlor.transcripts.rules.Scoring;
import parlor.transcripts.rules.Selection;
import parlor.transcripts.rules.Stage;
import parlor.transcripts.rules.VerdictLog;

/**
 * {@code finalists: prelim/verdicts.jsonl}: a final whose entries are the ones its selection stage
 * named (2006: "The four entries having the highest scores in that round will enter the Final Four
 * Round"; 2003 rule 36: "The top ranked Entries will go forward as finalists"). The file lists every
 * entry; those the prelim's verdict record does not send forward are left out of the day. Confederates stay.
 */
final class FinalistsLoader {

    private FinalistsLoader() {}

    /** Leaves out the entries the prelim named by {@code finalists:} does not send forward; the prelim's record, if named. */
    static Optional<Path> keepFinalists(
            Optional<YamlNode> finalists,
            Optional<DayRulesLoader.Draft> day,
            Path baseDir,
            Map<String, EntitySpec> entities) {
        if (finalists.isEmpty()) {
            return Optional.empty();
        }
        YamlNode node = finalists.get();
        if (day.isEmpty()) {
            throw node.error("finalists: belongs to a final run in rounds: add rules: (loebner-2006 or loebner-2003)");
        }
        if (day.get().stage() == Stage.PRELIM) {
            throw node.error("finalists: belongs to the final; this file is its selection stage (stage: prelim)");
        }
        Path file = baseDir.resolve(node.scalar());
        ContestHeader prelim;
        VerdictLog.Contents contents;
        try {
            contents = VerdictLog.read(file);
        } catch (IOException e) {
            throw node.error("finalists: cannot read " + file + ": " + e.getMessage());
        }
        prelim = contents.contest().orElseThrow(() -> node.error("finalists: " + file + " has no contest header"));
        if (prelim.rules() != day.get().rules()
                || Selection.quota(prelim.rules()).isEmpty()) {
            throw node.error("finalists: " + file + " is a " + prelim.rules().ruleName() + " record; this final is "
                    + day.get().rules().ruleName()
                    + (Selection.quota(day.get().rules()).isEmpty() ? ", which has no selection stage" : ""));
        }
        if (prelim.stage() != Stage.PRELIM) {
            throw node.error("finalists: " + file + " is the record of a "
                    + prelim.rules().ruleName() + " final, not of its selection stage");
        }
        // the verdicts the rules let stand, as results counts them: a hand-edited line cannot slip a rank in
        Selection selection =
                Selection.of(prelim, Scoring.score(prelim, contents.verdicts()).counted());
        if (selection.undecided().isPresent()) {
            throw node.error("finalists: the prelim does not decide who goes forward: "
                    + selection.undecided().get());
        }
        selection.forward().stream()
                .filter(id -> !entities.containsKey(id))
                .findFirst()
                .ifPresent(id -> {
                    throw node.error("finalists: the prelim sends " + id + " forward, which is not under entities");
                });
        entities.values()
                .removeIf(e -> !(e instanceof EntitySpec.Confederate)
                        && !selection.forward().contains(e.id()));
        return Optional.of(file);
    }
}
