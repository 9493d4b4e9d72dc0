package parlor.relay.contest;

import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;
import parlor.relay.link.HostPort;
import parlor.transcripts.keylog.Durability;

/** A contest as its file describes it, with every reference checked. */
public record Contest(
        String name,
        HostPort listen,
        Path transcripts,
        String copyright,
        ZoneId zone,
        Durability durability,
        Optional<String> key,
        parlor.relay.pacing.Pacing pacing,
        Map<String, TerminalSpec> terminals,
        Map<String, EntitySpec> entities,
        Optional<DayRules> day,
        Duration audienceDelay) {

    /** How long after the judge an audience wall shows anything, unless the contest file says ({@code audience: { delay: 30s }}). */
    public static final Duration AUDIENCE_DELAY = Duration.ofSeconds(30);

    /**
     * A contest run in rounds under a published rule set: the schedule (written in the file, or
     * drawn up from the cast with {@code seed} for the sides) decides who each terminal talks to
     * and when, and judges give verdicts. The schedule's judges are terminal ids; its entries and
     * confederates are entity ids. Where a judge talks with both of a pair at once (2006), the judge
     * has two terminals: the schedule names the left one, and {@code rightTerminalOf} the other. The
     * {@code stage} is the final, or the selection stage before it ({@code stage: prelim}). A wager
     * day runs the schedule {@code trials} times, each trial followed by its votes (1 for other rules). The verdict
     * log's header also says which entries the organisers entered ({@code organisers: true}, 2003 rule 13) and where
     * the selection stage's record is ({@code finalists:}, which 2006 breaks a last tie by).
     */
    public record DayRules(
            parlor.transcripts.rules.RuleSet rules,
            parlor.transcripts.rules.Timing timing,
            long seed,
            boolean seedGiven,
            parlor.relay.rounds.Schedule schedule,
            boolean written,
            Map<String, String> rightTerminalOf,
            parlor.transcripts.rules.Stage stage,
            int trials,
            java.util.Set<String> organisersEntries,
            Optional<Path> prelimRecord) {
        public DayRules {
            rightTerminalOf = Map.copyOf(rightTerminalOf);
            organisersEntries = java.util.Set.copyOf(organisersEntries);
        }

        /** A day with no entry of the organisers' own and no selection stage's record named. */
        public DayRules(
                parlor.transcripts.rules.RuleSet rules,
                parlor.transcripts.rules.Timing timing,
                long seed,
                boolean seedGiven,
                parlor.relay.rounds.Schedule schedule,
                boolean written,
                Map<String, String> rightTerminalOf,
                parlor.transcripts.rules.Stage stage,
                int trials) {
            this(
                    rules,
                    timing,
                    seed,
                    seedGiven,
                    schedule,
                    written,
                    rightTerminalOf,
                    stage,
                    trials,
                    java.util.Set.of(),
                    Optional.empty());
        }

        /** The same day, its header naming these entries as the organisers' and this prelim record. */
        DayRules withRecordOf(java.util.Set<String> organisers, Optional<Path> prelim) {
            return new DayRules(
                    rules,
                    timing,
                    seed,
                    seedGiven,
                    schedule,
                    written,
                    rightTerminalOf,
                    stage,
                    trials,
                    organisers,
                    prelim);
        }
    }

    public Contest {
        // file order matters: the schedule's J1, E1, C1 are the first judge, entry and confederate in the file
        terminals = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(terminals));
        entities = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(entities));
    }

    /** A contest without rounds: each terminal talks to its own entity all day. */
    public Contest(
            String name,
            HostPort listen,
            Path transcripts,
            String copyright,
            ZoneId zone,
            Durability durability,
            Optional<String> key,
            parlor.relay.pacing.Pacing pacing,
            Map<String, TerminalSpec> terminals,
            Map<String, EntitySpec> entities) {
        this(
                name,
                listen,
                transcripts,
                copyright,
                zone,
                durability,
                key,
                pacing,
                terminals,
                entities,
                Optional.empty(),
                AUDIENCE_DELAY);
    }

    /** The key its records are chained under, derived from the contest key; empty: a plain hash chain. */
    public Optional<byte[]> recordKey() {
        return key.map(parlor.transcripts.keylog.KeyLogChain::recordKey);
    }

    /** Never shows the key: contests get logged and printed. */
    @Override
    public String toString() {
        return "Contest[" + name + ", listen " + listen + ", " + terminals.size() + " terminal(s), key "
                + (key.isPresent() ? "set" : "not set") + "]";
    }

    /** The entity a terminal talks to all day; in a contest with rounds, the schedule decides instead, and this is the waiting screen. */
    public EntitySpec entityOf(TerminalSpec terminal) {
        return day.isPresent() ? EntitySpec.Clerk.BETWEEN_ROUNDS : entities.get(terminal.entity());
    }

    /**
     * Who may sit down with {@code @@nn} at a seat talking to {@code entity}: the judges the
     * terminals name ({@code judge:}), or anyone 00-99 if none is named; at a confederate's desk,
     * whose "judge" is the confederate, anyone.
     */
    public parlor.transcripts.discipline.JudgeRoll judgesTalkingTo(EntitySpec entity) {
        if (entity instanceof EntitySpec.Desk) {
            return parlor.transcripts.discipline.JudgeRoll.ANYONE;
        }
        return parlor.transcripts.discipline.JudgeRoll.of(terminals.values().stream()
                .map(TerminalSpec::judge)
                .filter(judge -> judge >= 0)
                .toList());
    }

    public Contest withListen(HostPort newListen) {
        return copy(newListen, transcripts, key);
    }

    /**
     * This contest with {@code newKey} (from the environment, say): refused, as the contest file would be,
     * where a telnet seat would ask no key though the contest now has one.
     */
    public Contest withKey(Optional<String> newKey) {
        if (newKey.isPresent()) {
            terminals.values().stream()
                    .map(TerminalSpec::keylessInKeyedContest)
                    .flatMap(Optional::stream)
                    .findFirst()
                    .ifPresent(why -> {
                        throw new IllegalArgumentException(why + " (the key comes from PARLOR_CONTEST_KEY)");
                    });
        }
        return copy(listen, transcripts, newKey);
    }

    public Contest withTranscripts(Path folder) {
        return copy(listen, folder, key);
    }

    /** The same contest, listening, recording and keyed as given: what a command line may change. */
    private Contest copy(HostPort newListen, Path newTranscripts, Optional<String> newKey) {
        return new Contest(
                name,
                newListen,
                newTranscripts,
                copyright,
                zone,
                durability,
                newKey,
                pacing,
                terminals,
                entities,
                day,
                audienceDelay);
    }
}
