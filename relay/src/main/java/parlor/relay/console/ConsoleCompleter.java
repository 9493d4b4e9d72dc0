package parlor.relay.console;

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;
import parlor.relay.console.RelayControls.TerminalRow;

/**
 * Tab completion: command names in first place, then the terminal ids for the commands that take
 * one. The ids are read from the controls at each Tab, so they are the contest's as it stands.
 */
final class ConsoleCompleter implements Completer {

    private final Supplier<List<TerminalRow>> rows;

    ConsoleCompleter(RelayControls controls) {
        this(() -> controls.overview().terminals());
    }

    /** Completion from rows that may name the terminals only, as a remote console knows them. */
    ConsoleCompleter(Supplier<List<TerminalRow>> rows) {
        this.rows = rows;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        if (line.wordIndex() == 0) {
            Arrays.stream(ConsoleVerb.values())
                    .map(verb -> new Candidate(verb.primaryName()))
                    .forEach(candidates::add);
        } else if (line.wordIndex() == 1
                && ConsoleVerb.named(line.words().getFirst())
                        .filter(ConsoleVerb::takesTerminal)
                        .isPresent()) {
            terminals().stream()
                    .map(row -> new Candidate(row.terminal(), row.terminal(), null, row.entity(), null, null, true))
                    .forEach(candidates::add);
        }
    }

    /** Controls that cannot say now offers nothing to complete; Tab must never break the prompt. */
    private List<TerminalRow> terminals() {
        try {
            return rows.get();
        } catch (RuntimeException notNow) {
            return List.of();
        }
    }
}
