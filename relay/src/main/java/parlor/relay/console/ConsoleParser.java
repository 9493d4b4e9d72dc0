package parlor.relay.console;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.relay.console.ConsoleCommand.Blank;
import parlor.relay.console.ConsoleCommand.Disqualify;
import parlor.relay.console.ConsoleCommand.Extend;
import parlor.relay.console.ConsoleCommand.Plain;
import parlor.relay.console.ConsoleCommand.Refused;
import parlor.relay.console.ConsoleCommand.Restart;
import parlor.relay.console.ConsoleCommand.Watch;

/**
 * Turns a typed line into a {@link ConsoleCommand}: pure, no controls and no terminal, so every
 * spelling the console accepts or refuses is tested as a table.
 */
public final class ConsoleParser {

    /** Seconds when bare, as operators say "give them 90". Up to four digits: beyond that is a typo, not a plan. */
    private static final Pattern DURATION = Pattern.compile("(\\d{1,4})([sm]?)");

    private ConsoleParser() {}

    public static ConsoleCommand parse(String line) {
        List<String> words = List.of(line.strip().split("\\s+"));
        if (words.getFirst().isEmpty()) {
            return new Blank();
        }
        String name = words.getFirst();
        List<String> arguments = words.subList(1, words.size());
        return ConsoleVerb.named(name)
                .map(verb -> withArguments(verb, arguments))
                .orElseGet(() -> new Refused(unknown(name)));
    }

    private static ConsoleCommand withArguments(ConsoleVerb verb, List<String> arguments) {
        // the reason is the rest of the line, in the operator's words
        if (verb == ConsoleVerb.DISQUALIFY) {
            return arguments.size() < 2
                    ? new Refused("usage: " + verb.usage()
                            + " (the reason in words, e.g. disqualify E2 replies typed by a person)")
                    : new Disqualify(arguments.getFirst(), String.join(" ", arguments.subList(1, arguments.size())));
        }
        if (arguments.size() != (verb.takesArgument() ? 1 : 0)) {
            return new Refused("usage: " + verb.usage());
        }
        return switch (verb) {
            case EXTEND -> extend(arguments.getFirst());
            case RESTART -> new Restart(arguments.getFirst());
            case WATCH -> new Watch(arguments.getFirst());
            default -> new Plain(verb);
        };
    }

    private static ConsoleCommand extend(String amount) {
        Matcher parts = DURATION.matcher(amount.toLowerCase(Locale.ROOT));
        if (!parts.matches()) {
            return new Refused("extend: '" + amount + "' is not a duration; say 30s, 2m or 90 (seconds)");
        }
        long count = Long.parseLong(parts.group(1));
        Duration more = parts.group(2).equals("m") ? Duration.ofMinutes(count) : Duration.ofSeconds(count);
        return more.isZero() ? new Refused("extend: give it some time: 30s, 2m or 90 (seconds)") : new Extend(more);
    }

    private static String unknown(String name) {
        return "unknown command '" + name + "' "
                + ConsoleVerb.closestTo(name)
                        .map(verb -> "(did you mean '" + verb.primaryName() + "'?)")
                        .orElse("(help lists the commands)");
    }
}
