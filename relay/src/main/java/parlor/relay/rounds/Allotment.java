package parlor.relay.rounds;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import parlor.relay.rounds.HiddenEntity.Entry;

/**
 * 2003 rule 34 for more entries than a judge may take: "No Judge will be required to evaluate more
 * than ten Entries. Each Entry will be judged by at least three independent Judges." Entry e goes to
 * the judges at places 3e, 3e+1 and 3e+2 counted round the panel, so loads differ by one at most;
 * rounds then seat each judge with their next entry not already taken that round.
 */
final class Allotment {

    static final int JUDGES_PER_ENTRY = 3;
    static final int MOST_PER_JUDGE = 10;

    private Allotment() {}

    /** The fewest judges that keep every load within ten. */
    static int fewestJudges(int entries) {
        return Math.max(JUDGES_PER_ENTRY, Math.ceilDiv(JUDGES_PER_ENTRY * entries, MOST_PER_JUDGE));
    }

    static Schedule schedule(String rules, CastSize size) {
        Cast cast = Cast.numbered(size);
        Map<Judge, List<Entry>> allotted = new HashMap<>();
        cast.judges().forEach(j -> allotted.put(j, new ArrayList<>()));
        for (int e = 0; e < cast.entries().size(); e++) {
            for (int i = 0; i < JUDGES_PER_ENTRY; i++) {
                allotted.get(cast.judges()
                                .get((JUDGES_PER_ENTRY * e + i) % cast.judges().size()))
                        .add(cast.entries().get(e));
            }
        }
        List<Round> rounds = new ArrayList<>();
        while (allotted.values().stream().anyMatch(l -> !l.isEmpty())) {
            Set<Entry> seated = new LinkedHashSet<>();
            List<Meeting> meetings = new ArrayList<>();
            for (Judge judge : cast.judges()) {
                allotted.get(judge).stream()
                        .filter(e -> !seated.contains(e))
                        .findFirst()
                        .ifPresent(entry -> {
                            seated.add(entry);
                            allotted.get(judge).remove(entry);
                            meetings.add(new Meeting.OneToOne(judge, entry));
                        });
            }
            rounds.add(new Round(meetings));
        }
        return new Schedule(new RoundFormat.OneAtATime(rules, java.util.Optional.empty()), cast, rounds);
    }
}
