package parlor.relay.console;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The console's commands: their names, what they take, and the line {@code help} prints for each. */
public enum ConsoleVerb {
    STATUS("", "every terminal, judge, entity and link at a glance (s for short)", "status", "s"),
    START("", "start the first round, or the next phase", "start"),
    PAUSE("", "stop the round clock (conversations go on)", "pause"),
    RESUME("", "start the round clock again", "resume"),
    EXTEND("DURATION", "give the current phase more time: 30s, 2m or 90 (seconds)", "extend"),
    END("", "end the current phase now (asks first)", "end"),
    RESTART(
            ConsoleVerb.TERMINAL,
            "stop and start again the entity a terminal talks to, and let go a telnet client holding it (asks first)",
            "restart"),
    WATCH(ConsoleVerb.TERMINAL, "watch a conversation live, read-only; Enter stops", "watch"),
    REVEAL("", "after the contest: show the audience wall who sat where and who was human", "reveal"),
    DISQUALIFY(
            "ENTRY REASON",
            "record that the judges disqualified an entry, and why, in the verdict log (2003 rules 38, 43; asks first)",
            "disqualify"),
    HELP("", "this list (or ?)", "help", "?"),
    QUIT("", "leave the console (or exit, Ctrl-D); Ctrl-C stops the relay", "quit", "exit");

    /** The argument naming a terminal, which completion fills in from the controls. */
    static final String TERMINAL = "TERMINAL";

    /** Beyond this many edits a typo is not worth guessing at. */
    private static final int MOST_EDITS_GUESSED = 2;

    private final String argument;
    private final String description;
    private final List<String> names;

    ConsoleVerb(String argument, String description, String... names) {
        this.argument = argument;
        this.description = description;
        this.names = List.of(names);
    }

    /** The name {@code help} shows and completion offers; the others are shorthands. */
    public String primaryName() {
        return names.getFirst();
    }

    /** What it takes after its name ({@code TERMINAL}), or nothing. */
    public String argument() {
        return argument;
    }

    public boolean takesArgument() {
        return !argument.isEmpty();
    }

    public boolean takesTerminal() {
        return argument.equals(TERMINAL);
    }

    public String description() {
        return description;
    }

    /** How it is typed: {@code extend DURATION}. */
    public String usage() {
        return takesArgument() ? primaryName() + " " + argument : primaryName();
    }

    /** The verb typed, in any case, by any of its names. */
    public static Optional<ConsoleVerb> named(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(verb -> verb.names.contains(lower))
                .findFirst();
    }

    /** The verb the operator most likely meant by a word that is none ({@code strat}: start), if one is close. */
    public static Optional<ConsoleVerb> closestTo(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        ConsoleVerb best = null;
        int fewest = MOST_EDITS_GUESSED + 1;
        for (ConsoleVerb verb : values()) {
            for (String name : verb.names) {
                int edits = edits(lower, name);
                // a one-letter shorthand is one edit from every one-letter typo: only guess at longer names
                if (edits < fewest && edits < name.length()) {
                    best = verb;
                    fewest = edits;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * Edits (insert, delete, replace, swap two neighbours) turning one word into the other: the
     * optimal string alignment distance, so the common typo of two swapped letters counts once.
     */
    static int edits(String from, String to) {
        int[][] d = new int[from.length() + 1][to.length() + 1];
        for (int i = 0; i <= from.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= to.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= from.length(); i++) {
            for (int j = 1; j <= to.length(); j++) {
                int replace = from.charAt(i - 1) == to.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + replace);
                if (i > 1
                        && j > 1
                        && from.charAt(i - 1) == to.charAt(j - 2)
                        && from.charAt(i - 2) == to.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[from.length()][to.length()];
    }
}
