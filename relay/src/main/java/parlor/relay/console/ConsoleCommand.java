package parlor.relay.console;

import java.time.Duration;

/** A line the operator typed, understood (see {@link ConsoleParser}). */
public sealed interface ConsoleCommand {

    /** Nothing typed: the console just prompts again. */
    record Blank() implements ConsoleCommand {}

    /** A command taking nothing: status, start, pause, resume, end, help or quit. */
    record Plain(ConsoleVerb verb) implements ConsoleCommand {}

    record Extend(Duration more) implements ConsoleCommand {}

    record Restart(String terminal) implements ConsoleCommand {}

    record Watch(String terminal) implements ConsoleCommand {}

    /** An entry disqualified, and the reason in the operator's words. */
    record Disqualify(String entity, String reason) implements ConsoleCommand {}

    /** Not a command the console can run, and what to tell the operator instead. */
    record Refused(String why) implements ConsoleCommand {}
}
