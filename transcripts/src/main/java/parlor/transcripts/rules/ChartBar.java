package parlor.transcripts.rules;

/**
 * How human the judges found one entity, for a chart.
 *
 * @param share from 0 (not at all) to 1 (as human as the rules can say), on the rule set's own measure
 * @param label that measure in words: "3.50 of 5", "chosen as the human 3 times in 4"
 */
public record ChartBar(HiddenEntity entity, double share, String label) {}
