package parlor.relay.prescreen;

import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import parlor.relay.contest.ContestFacts;

/**
 * Expected answers that change with the clock. A pattern may name {@code {time}}, {@code {round}}
 * or {@code {daypart}}; each becomes the answers that are right between the moment the question
 * was asked and the moment it was answered, by the contest's facts: the clock time give or take a
 * minute ("accurate to within a minute or two", 2009), the round as a digit, a word or an ordinal,
 * and the part of the day.
 */
final class TimeAnswers {

    static final List<String> NAMES = List.of("time", "round", "daypart");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z]+)\\}");
    /** Matches nothing: a round asked about outside the contest's rounds has no right answer to find. */
    private static final String NOTHING = "(?!)";
    /** A reply that took hours is not marked against every minute in between. */
    private static final int MOST_MINUTES = 180;

    private static final String[] NUMBERS = {
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty"
    };
    private static final String[] ORDINALS = {
        "zeroth",
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "nineteenth",
        "twentieth"
    };

    private TimeAnswers() {}

    /** Placeholders in the pattern that are not among {@link #NAMES}. */
    static List<String> unknown(String pattern) {
        List<String> unknown = new ArrayList<>();
        Matcher matcher = PLACEHOLDER.matcher(pattern);
        while (matcher.find()) {
            if (!NAMES.contains(matcher.group(1))) {
                unknown.add(matcher.group());
            }
        }
        return unknown;
    }

    /** The pattern with each placeholder replaced by the answers right between {@code asked} and {@code answered}. */
    static String expand(String pattern, ContestFacts facts, Instant asked, Instant answered) {
        Matcher matcher = PLACEHOLDER.matcher(pattern);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String answers = switch (matcher.group(1)) {
                case "time" -> times(facts, asked, answered);
                case "round" -> rounds(facts, asked, answered);
                case "daypart" -> dayparts(facts, asked, answered);
                default -> Pattern.quote(matcher.group());
            };
            matcher.appendReplacement(out, Matcher.quoteReplacement(answers));
        }
        matcher.appendTail(out);
        return out.toString();
    }

    /** 14:03 as {@code 14:03}, {@code 2:03}, {@code 02.03}..., for each minute from one before asking to one after answering. */
    private static String times(ContestFacts facts, Instant asked, Instant answered) {
        Set<String> clockTimes = new LinkedHashSet<>();
        Instant minute = asked.truncatedTo(ChronoUnit.MINUTES).minus(1, ChronoUnit.MINUTES);
        Instant last = answered.truncatedTo(ChronoUnit.MINUTES).plus(1, ChronoUnit.MINUTES);
        for (int n = 0; !minute.isAfter(last) && n < MOST_MINUTES; n++, minute = minute.plus(1, ChronoUnit.MINUTES)) {
            ZonedDateTime at = minute.atZone(facts.zone());
            int hour12 = at.getHour() % 12 == 0 ? 12 : at.getHour() % 12;
            clockTimes.add(
                    "(?:" + hour(at.getHour()) + "|" + hour(hour12) + ")[:.]" + "%02d".formatted(at.getMinute()));
        }
        return "(?<!\\d)(?:" + String.join("|", clockTimes) + ")(?!\\d)";
    }

    private static String hour(int hour) {
        return hour < 10 ? "0?" + hour : Integer.toString(hour);
    }

    private static String rounds(ContestFacts facts, Instant asked, Instant answered) {
        Set<String> said = new LinkedHashSet<>();
        for (Instant at : List.of(asked, answered)) {
            facts.roundAt(at).ifPresent(round -> {
                said.add("(?<!\\d)" + round + "(?!\\d)");
                if (round < NUMBERS.length) {
                    said.add("\\b" + NUMBERS[round] + "\\b");
                    said.add("\\b" + ORDINALS[round] + "\\b");
                }
            });
        }
        return said.isEmpty() ? NOTHING : "(?:" + String.join("|", said) + ")";
    }

    private static String dayparts(ContestFacts facts, Instant asked, Instant answered) {
        Set<String> parts = new LinkedHashSet<>();
        Instant hour = asked.truncatedTo(ChronoUnit.HOURS);
        for (int n = 0; !hour.isAfter(answered) && n < MOST_MINUTES / 60; n++, hour = hour.plus(1, ChronoUnit.HOURS)) {
            parts.addAll(partsOfDay(hour.atZone(facts.zone()).getHour()));
        }
        return "\\b(?:" + String.join("|", parts) + ")\\b";
    }

    /** What a person would call the hour; at noon and in the evening more than one word is right. */
    static List<String> partsOfDay(int hour) {
        if (hour < 5) {
            return List.of("night");
        } else if (hour < 12) {
            return List.of("morning");
        } else if (hour == 12) {
            return List.of("noon", "midday", "afternoon");
        } else if (hour < 17) {
            return List.of("afternoon");
        } else if (hour < 21) {
            return List.of("evening", "night");
        }
        return List.of("night");
    }
}
