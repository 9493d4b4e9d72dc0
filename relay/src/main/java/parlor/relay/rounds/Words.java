package parlor.relay.rounds;

import java.util.List;

/** Small counts as people write them in a sentence. */
final class Words {

    private static final List<String> NUMBERS =
            List.of("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten");

    private Words() {}

    static String number(int count) {
        return count < NUMBERS.size() ? NUMBERS.get(count) : String.valueOf(count);
    }

    static String times(int count) {
        return switch (count) {
            case 1 -> "once";
            case 2 -> "twice";
            default -> number(count) + " times";
        };
    }

    /** "1", "1 and 4", "1, 2 and 5". */
    static String list(List<?> items) {
        if (items.size() < 2) {
            return items.isEmpty() ? "" : items.getFirst().toString();
        }
        List<String> text = items.stream().map(Object::toString).toList();
        return String.join(", ", text.subList(0, text.size() - 1)) + " and " + text.getLast();
    }
}
