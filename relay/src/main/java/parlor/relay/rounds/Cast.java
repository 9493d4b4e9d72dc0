package parlor.relay.rounds;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import parlor.relay.rounds.HiddenEntity.Confederate;
import parlor.relay.rounds.HiddenEntity.Entry;

/** Everyone a schedule may name, in the order its tables list them. */
public record Cast(List<Judge> judges, List<Entry> entries, List<Confederate> confederates) {

    public Cast {
        judges = List.copyOf(judges);
        entries = List.copyOf(entries);
        confederates = List.copyOf(confederates);
    }

    /** J1…Jn, E1…En and C1…Cn, as the published rules label them. */
    public static Cast numbered(CastSize size) {
        return new Cast(
                numbered(size.judges(), n -> new Judge("J" + n)),
                numbered(size.entries(), n -> new Entry("E" + n)),
                numbered(size.confederates(), n -> new Confederate("C" + n)));
    }

    private static <T> List<T> numbered(int count, IntFunction<T> named) {
        return IntStream.rangeClosed(1, count).mapToObj(named).toList();
    }

    public CastSize size() {
        return new CastSize(judges.size(), entries.size(), confederates.size());
    }

    /** Entries first, then confederates: the columns of a one-at-a-time table. */
    public List<HiddenEntity> hidden() {
        List<HiddenEntity> all = new ArrayList<>(entries);
        all.addAll(confederates);
        return List.copyOf(all);
    }

    public Optional<Judge> judge(String name) {
        return judges.stream().filter(j -> j.name().equals(name)).findFirst();
    }

    /** For a loader resolving the names a contest file writes. */
    public Optional<HiddenEntity> hidden(String name) {
        return hidden().stream().filter(h -> h.name().equals(name)).findFirst();
    }

    boolean contains(Judge judge) {
        return judges.contains(judge);
    }

    boolean contains(HiddenEntity hidden) {
        return switch (hidden) {
            case Entry entry -> entries.contains(entry);
            case Confederate confederate -> confederates.contains(confederate);
        };
    }

    /** Every name, for spotting one used twice. */
    Stream<String> names() {
        return Stream.concat(judges.stream().map(Judge::name), hidden().stream().map(HiddenEntity::name));
    }
}
