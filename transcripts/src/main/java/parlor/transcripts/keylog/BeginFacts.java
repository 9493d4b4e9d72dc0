package parlor.transcripts.keylog;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.Map;
import parlor.transcripts.discipline.JudgeRoll;
import parlor.transcripts.lp96.TranscriptHeader;

/**
 * The facts a {@code begin} line carries so a 1996 transcript can be rebuilt from the keystroke
 * log alone: header lines, start time, the contest's time zone, who may sit down with {@code @@nn}
 * ({@code judges=01,02} or {@code any}; a record without it was made before announcements were
 * checked), the contest day's phase the conversation belongs to ({@code phase=3}, which a
 * restarted relay finds it by), and, for a confederate's desk, the desk ({@code desk=D1}: its
 * typist is the hidden side, the judge the other) and the desk's correction window in milliseconds
 * ({@code window=5000}: its typist could erase only what was younger than that, the rest having gone
 * to the judge). Tab-separated {@code key=value}.
 */
public record BeginFacts(
        TranscriptHeader header, ZoneId zone, JudgeRoll judges, String phase, String desk, Duration correctionWindow) {

    /** Facts for a record at a judge's terminal, outside a day's phases, whose judges are not checked (as records were before they were). */
    public BeginFacts(TranscriptHeader header, ZoneId zone) {
        this(header, zone, JudgeRoll.UNCHECKED, "", "", Duration.ZERO);
    }

    /** Facts for a record at a judge's terminal, outside a day's phases, whose announcements are checked against {@code judges}. */
    public BeginFacts(TranscriptHeader header, ZoneId zone, JudgeRoll judges) {
        this(header, zone, judges, "", "", Duration.ZERO);
    }

    /** Facts without a correction window: a judge's terminal, or a desk whose keys reach the judge whole. */
    public BeginFacts(TranscriptHeader header, ZoneId zone, JudgeRoll judges, String phase, String desk) {
        this(header, zone, judges, phase, desk, Duration.ZERO);
    }

    public BeginFacts {
        phase = phase == null ? "" : phase;
        desk = desk == null ? "" : desk;
        correctionWindow = correctionWindow == null ? Duration.ZERO : correctionWindow;
    }

    public String payload() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("copyright", header.copyright());
        facts.put("name", header.programName());
        facts.put("author", header.contestantName());
        facts.put("start", header.start().toString());
        facts.put("zone", zone.getId());
        judges.fact().ifPresent(judged -> facts.put("judges", judged));
        if (!phase.isEmpty()) {
            facts.put("phase", phase);
        }
        if (!desk.isEmpty()) {
            facts.put("desk", desk);
        }
        if (!correctionWindow.isZero()) {
            facts.put("window", Long.toString(correctionWindow.toMillis()));
        }
        StringBuilder out = new StringBuilder();
        facts.forEach((key, value) ->
                out.append(out.isEmpty() ? "" : "\t").append(key).append('=').append(value));
        return out.toString();
    }

    public static BeginFacts parse(String payload) {
        Map<String, String> facts = new LinkedHashMap<>();
        for (String pair : payload.split("\t")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                facts.put(pair.substring(0, equals), pair.substring(equals + 1));
            }
        }
        for (String needed : new String[] {"copyright", "name", "author", "start", "zone"}) {
            if (!facts.containsKey(needed)) {
                throw new IllegalArgumentException("begin line lacks '" + needed + "'");
            }
        }
        JudgeRoll judges;
        try {
            judges = JudgeRoll.parse(java.util.Optional.ofNullable(facts.get("judges")));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("begin line's " + e.getMessage());
        }
        try {
            return new BeginFacts(
                    new TranscriptHeader(
                            facts.get("copyright"),
                            facts.get("name"),
                            facts.get("author"),
                            Instant.parse(facts.get("start"))),
                    ZoneId.of(facts.get("zone")),
                    judges,
                    facts.getOrDefault("phase", ""),
                    facts.getOrDefault("desk", ""),
                    Duration.ofMillis(Long.parseLong(facts.getOrDefault("window", "0"))));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("begin line has a bad start, zone or window: " + e.getMessage());
        }
    }
}
