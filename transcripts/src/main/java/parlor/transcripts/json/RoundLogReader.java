package parlor.transcripts.json;

import java.io.IOException;
import java.io.Reader;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Speaker;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.text.BoundedLines;
import parlor.transcripts.text.Skipped;

/**
 * Reads the JSON-lines round logs of the 2017-2018 contests: one message per line in the
 * protocol's shape, {@code {"id":"judge0","secret":"","content":"hello","to":"ai0"}}. Each pair of
 * judge and partner is a conversation. Optional {@code time}/{@code timestamp} (ISO or Unix
 * milliseconds) and {@code round} fields are used where present; without times, lines keep file
 * order, a second apart, and the conversation says so.
 */
public final class RoundLogReader {

    private RoundLogReader() {}

    /** One message of the log: between which judge and which partner, by whom, when (if the log says), in which round. */
    private record Message(String judge, String partner, boolean byJudge, Instant at, String round, String content) {}

    public static List<Conversation> read(Reader source, String file) throws IOException {
        Map<String, List<Utterance>> byPair = new LinkedHashMap<>();
        Map<String, String> roundOf = new LinkedHashMap<>();
        List<Skipped> skipped = new ArrayList<>();
        boolean timed = true;
        BoundedLines reader = new BoundedLines(source);
        for (BoundedLines.Line next = reader.next(); next != null; next = reader.next()) {
            int number = next.number();
            String line = next.text();
            if (next.cut()) {
                skipped.add(Skipped.tooLong(file, next));
                continue;
            }
            if (line.isBlank()) {
                continue;
            }
            try {
                Message message = message(line.strip());
                timed &= message.at() != null;
                Instant when = message.at() != null ? message.at() : Instant.EPOCH.plusSeconds(number);
                String pair = message.judge() + " " + message.partner();
                if (message.round() != null) {
                    roundOf.putIfAbsent(pair, message.round());
                }
                for (String text : message.content().split("\\r?\\n")) {
                    if (!text.isBlank()) {
                        byPair.computeIfAbsent(pair, p -> new ArrayList<>())
                                .add(new Utterance(
                                        when,
                                        message.byJudge() ? Speaker.JUDGE : Speaker.HIDDEN,
                                        judgeNumber(message.judge()),
                                        text.strip()));
                    }
                }
            } catch (IllegalArgumentException e) {
                skipped.add(new Skipped(file, number, e.getMessage(), Skipped.abbreviate(line)));
            }
        }
        return conversations(file, byPair, roundOf, skipped, timed);
    }

    private static Message message(String line) {
        Map<String, String> fields = FlatJson.parse(line);
        String from = required(fields, "id");
        String to = required(fields, "to");
        boolean byJudge = from.startsWith("judge");
        String judge = byJudge ? from : to;
        if (!judge.startsWith("judge")) {
            throw new IllegalArgumentException("neither '" + from + "' nor '" + to + "' is a judge");
        }
        return new Message(
                judge,
                byJudge ? to : from,
                byJudge,
                time(fields),
                fields.get("round"),
                fields.getOrDefault("content", ""));
    }

    private static List<Conversation> conversations(
            String file,
            Map<String, List<Utterance>> byPair,
            Map<String, String> roundOf,
            List<Skipped> skipped,
            boolean timed) {
        List<Conversation> conversations = new ArrayList<>();
        for (var entry : byPair.entrySet()) {
            String[] names = entry.getKey().split(" ");
            List<String> header =
                    roundOf.containsKey(entry.getKey()) ? List.of("round " + roundOf.get(entry.getKey())) : List.of();
            List<String> repairs =
                    timed ? List.of() : List.of("the record has no times: lines are in file order, a second apart");
            String hidden = names[1].startsWith("conf") ? "confederate" : names[1];
            conversations.add(new Conversation(
                    file,
                    names[0] + "-" + names[1],
                    hidden,
                    entry.getValue().get(0).at(),
                    header,
                    entry.getValue(),
                    List.of(),
                    skipped,
                    repairs));
        }
        return conversations;
    }

    private static String required(Map<String, String> message, String field) {
        String value = message.get(field);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("message has no '" + field + "'");
        }
        return value;
    }

    private static Instant time(Map<String, String> message) {
        String value = message.getOrDefault("time", message.get("timestamp"));
        if (value == null) {
            return null;
        }
        try {
            return value.chars().allMatch(Character::isDigit)
                    ? Instant.ofEpochMilli(Long.parseLong(value))
                    : Instant.parse(value);
        } catch (DateTimeParseException | NumberFormatException e) {
            throw new IllegalArgumentException("unreadable time '" + value + "'");
        }
    }

    /** The judge's number, 0-99: the last two digits of the id, which cannot overflow however many digits it has. */
    private static int judgeNumber(String judge) {
        String digits = judge.replaceAll("\\D", "");
        return digits.isEmpty() ? -1 : Integer.parseInt(digits.substring(Math.max(0, digits.length() - 2)));
    }
}
