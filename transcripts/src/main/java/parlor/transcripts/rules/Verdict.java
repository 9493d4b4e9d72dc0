package parlor.transcripts.rules;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a judge decided on one form. The relay fills in the entities (the judge never sees their
 * ids); the judge types the rest. Which forms a contest uses is its {@link RuleSet}'s choice.
 */
public sealed interface Verdict {

    VerdictForm form();

    /** The entities this verdict is about. */
    List<String> entities();

    /** Every field as text, in the form's order: what a filled-in form holds and the log writes. */
    Map<String, String> fields();

    /** 1996: how human the entity at one terminal seemed, from 1 to 10. */
    record Humanness(String entity, int rating) implements Verdict {
        public VerdictForm form() {
            return VerdictForm.HUMANNESS;
        }

        public List<String> entities() {
            return List.of(entity);
        }

        public Map<String, String> fields() {
            return ordered("entity", entity, "rating", Integer.toString(rating));
        }
    }

    /** 2003 rule 46: 0 (partner not accessible, or severe system malfunction) to 5 (definitely a human); fractions allowed. */
    record Rating(String entity, BigDecimal rating) implements Verdict {
        public VerdictForm form() {
            return VerdictForm.RATING;
        }

        public List<String> entities() {
            return List.of(entity);
        }

        public Map<String, String> fields() {
            return ordered("entity", entity, "rating", rating.toPlainString());
        }
    }

    /** 2006: 100 points apportioned between the two terminals by how human they seemed. */
    record Split(String left, int leftPoints, String right, int rightPoints) implements Verdict {
        public VerdictForm form() {
            return VerdictForm.SPLIT;
        }

        public List<String> entities() {
            return List.of(left, right);
        }

        public Map<String, String> fields() {
            return ordered(
                    "left",
                    left,
                    "right",
                    right,
                    "leftPoints",
                    Integer.toString(leftPoints),
                    "rightPoints",
                    Integer.toString(rightPoints));
        }

        public int pointsOf(String entity) {
            return entity.equals(left) ? leftPoints : rightPoints;
        }

        /** {@code 60/40}, left first, as a judge would say it. */
        public String apportionment() {
            return leftPoints + "/" + rightPoints;
        }
    }

    /** 2009: which of the two the judge takes for the human. */
    record Pick(String left, String right, String human) implements Verdict {
        public VerdictForm form() {
            return VerdictForm.PICK;
        }

        public List<String> entities() {
            return List.of(left, right);
        }

        public Map<String, String> fields() {
            return ordered("left", left, "right", right, "human", human);
        }

        /** The one of the two not picked. */
        public String notHuman() {
            return human.equals(left) ? right : left;
        }
    }

    /** 2009: where an entity judged not human stands among the judge's four; 4 most human, 1 least. */
    record Rank(String entity, int rank) implements Verdict {
        public VerdictForm form() {
            return VerdictForm.RANK;
        }

        public List<String> entities() {
            return List.of(entity);
        }

        public Map<String, String> fields() {
            return ordered("entity", entity, "rank", Integer.toString(rank));
        }
    }

    /** Kurzweil-Kapor: human or machine, and a rank from 1 (least human) to 4 (most human). */
    record Candidate(String entity, boolean human, int rank) implements Verdict {
        public VerdictForm form() {
            return VerdictForm.CANDIDATE;
        }

        public List<String> entities() {
            return List.of(entity);
        }

        public Map<String, String> fields() {
            return ordered("entity", entity, "human", Boolean.toString(human), "rank", Integer.toString(rank));
        }
    }

    private static Map<String, String> ordered(String... namesAndValues) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            fields.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return fields;
    }
}
