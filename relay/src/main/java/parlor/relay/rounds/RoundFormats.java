package parlor.relay.rounds;

import java.util.List;
import java.util.Optional;
import parlor.relay.rounds.RoundFormat.OneAtATime;
import parlor.relay.rounds.RoundFormat.PairedComparisons;

/**
 * The one place that knows which rule set organises its rounds how. A fuller rule set type will
 * take this over; until then the schedule code asks here.
 */
public final class RoundFormats {

    private static final List<RoundFormat> KNOWN = List.of(
            new OneAtATime("loebner-1996", Optional.empty()),
            new OneAtATime("loebner-2003", Optional.empty()),
            new PairedComparisons("loebner-2006", true),
            new PairedComparisons("loebner-2009", true),
            // "The Turing Test Judges will be three Humans", "three Turing Test Human Foils and one Computer"
            new OneAtATime("kurzweil-kapor", Optional.of(new CastSize(3, 1, 3))));

    private RoundFormats() {}

    public static Optional<RoundFormat> forRules(String name) {
        return KNOWN.stream().filter(f -> f.rules().equals(name)).findFirst();
    }

    public static List<String> names() {
        return KNOWN.stream().map(RoundFormat::rules).toList();
    }
}
