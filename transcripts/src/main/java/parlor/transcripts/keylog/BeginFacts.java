package parlor.transcripts.keylog;

import java.time.Instant;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.Map;
import parlor.transcripts.lp96.TranscriptHeader;

/**
 * The facts a {@code begin} line carries so a 1996 transcript can be rebuilt from the keystroke
 * log alone: header lines, start time and the contest's time zone. Tab-separated {@code key=value}.
 */
public record BeginFacts(TranscriptHeader header, ZoneId zone, String phase, String desk) {

    /** Facts of a conversation at a judge's terminal, outside a contest day's phases. */
    public BeginFacts(TranscriptHeader header, ZoneId zone) {
        this(header, zone, "", "");
    }

    /**
     * {@code phase}: the contest day's phase the conversation belongs to, or {@code ""}; {@code desk}:
     * the confederate's desk whose record this is (its typist is the hidden side, the judge the other), or {@code ""}.
     */
    public BeginFacts {
        phase = phase == null ? "" : phase;
        desk = desk == null ? "" : desk;
    }

    public String payload() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("copyright", header.copyright());
        facts.put("name", header.programName());
        facts.put("author", header.contestantName());
        facts.put("start", header.start().toString());
        facts.put("zone", zone.getId());
        if (!phase.isEmpty()) {
            // which phase of a contest day the conversation belongs to: a restarted relay finds it by it
            facts.put("phase", phase);
        }
        if (!desk.isEmpty()) {
            facts.put("desk", desk);
        }
        StringBuilder out = new StringBuilder();
        facts.forEach((key, value) -> out.append(out.isEmpty() ? "" : "\t").append(key).append('=').append(value));
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
        try {
            return new BeginFacts(new TranscriptHeader(facts.get("copyright"), facts.get("name"), facts.get("author"),
                Instant.parse(facts.get("start"))), ZoneId.of(facts.get("zone")), facts.getOrDefault("phase", ""),
                facts.getOrDefault("desk", ""));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("begin line has a bad start or zone: " + e.getMessage());
        }
    }
}
