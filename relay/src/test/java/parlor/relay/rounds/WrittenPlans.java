package parlor.relay.rounds;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Schedules written the way the rules print them, one string per round: {@code "J1E1C1 J2E3C2"}
 * is J1 with E1 on the left and C1 on the right, and J2 with E3 and C2; {@code "J1E1"} is J1
 * talking with E1 alone. Names outside the cast are kept, so tests can write mistakes.
 */
final class WrittenPlans {

    private static final Pattern NAME = Pattern.compile("[JEC]\\d+");

    private WrittenPlans() {}

    static Schedule written(RoundFormat format, CastSize size, String... rounds) {
        return written(format, Cast.numbered(size), rounds);
    }

    static Schedule written(RoundFormat format, Cast cast, String... rounds) {
        List<Round> parsed = Arrays.stream(rounds)
                .map(round -> new Round(
                        round.isBlank()
                                ? List.of()
                                : Arrays.stream(round.split(" "))
                                        .map(t -> meeting(cast, t))
                                        .toList()))
                .toList();
        return new Schedule(format, cast, parsed);
    }

    /** Each round written back as the rules print it. */
    static List<String> rounds(Schedule schedule) {
        return schedule.rounds().stream()
                .map(round -> String.join(
                        " ", round.meetings().stream().map(WrittenPlans::token).toList()))
                .toList();
    }

    static String token(Meeting meeting) {
        return meeting.judge().name()
                + String.join(
                        "", meeting.hidden().stream().map(HiddenEntity::name).toList());
    }

    private static Meeting meeting(Cast cast, String token) {
        List<String> names = new ArrayList<>();
        Matcher m = NAME.matcher(token);
        while (m.find()) {
            names.add(m.group());
        }
        Judge judge = cast.judge(names.getFirst()).orElse(new Judge(names.getFirst()));
        List<HiddenEntity> hidden = names.subList(1, names.size()).stream()
                .map(n -> hidden(cast, n))
                .toList();
        return hidden.size() == 1
                ? new Meeting.OneToOne(judge, hidden.getFirst())
                : new Meeting.SideBySide(judge, hidden.get(0), hidden.get(1));
    }

    private static HiddenEntity hidden(Cast cast, String name) {
        return cast.hidden(name)
                .orElseGet(
                        () -> name.startsWith("E") ? new HiddenEntity.Entry(name) : new HiddenEntity.Confederate(name));
    }
}
