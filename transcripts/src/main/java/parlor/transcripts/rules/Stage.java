package parlor.transcripts.rules;

import java.util.Arrays;

/**
 * Which day of a contest a record is: the final, judged on the rule set's own forms, or the selection stage
 * before it (2006's Prelim Eight, 2003's preliminary round), where judges rank the entries they met.
 */
public enum Stage {
    FINAL("final"),
    PRELIM("prelim");

    private final String stageName;

    Stage(String stageName) {
        this.stageName = stageName;
    }

    /** {@code prelim}: as contest files ({@code stage:}) and verdict logs write it. */
    public String stageName() {
        return stageName;
    }

    /** The stage called {@code name}, or an error saying which there are. */
    public static Stage byName(String name) {
        return Arrays.stream(values())
                .filter(s -> s.stageName.equals(name.strip()))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("stage is prelim or final, not '" + name + "'"));
    }

    @Override
    public String toString() {
        return stageName;
    }
}
