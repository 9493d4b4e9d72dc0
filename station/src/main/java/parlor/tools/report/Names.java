package parlor.tools.report;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.transcripts.rules.HiddenEntity;

/**
 * How the report names the day's entities. Named: {@code E1 (Eliza)}, with who is human. Blind:
 * {@code Entity A}, {@code Entity B}... the same all day, lettered in an order drawn from the
 * contest's name and the ids (not the header's, which lists entries before confederates), and
 * nobody's nature said.
 */
final class Names {

    private final Day day;
    private final boolean blind;
    /** Each id's name, in the order the report lists entities. */
    private final Map<String, String> shown = new LinkedHashMap<>();

    Names(Day day, boolean blind) {
        this.day = day;
        this.blind = blind;
        List<String> ids = day.entities();
        if (blind) {
            List<String> drawn = ids.stream()
                    .sorted(Comparator.comparing(id -> digest(day.name() + "\n" + id)))
                    .toList();
            for (int i = 0; i < drawn.size(); i++) {
                shown.put(drawn.get(i), "Entity " + letters(i));
            }
        } else {
            ids.forEach(id -> shown.put(
                    id,
                    day.contest()
                            .flatMap(c -> c.entity(id))
                            .map(HiddenEntity::shown)
                            .orElse(id)));
        }
    }

    boolean blind() {
        return blind;
    }

    /** The ids in the order the report lists them. */
    List<String> ids() {
        return List.copyOf(shown.keySet());
    }

    String of(String id) {
        return shown.getOrDefault(id, blind ? "Entity ?" : id);
    }

    /** Whether the entity is a person, where the day says and the report is not blind. */
    Optional<Boolean> human(String id) {
        return blind ? Optional.empty() : day.human(id);
    }

    /** A, B, ... Z, AA, AB... */
    private static String letters(int index) {
        String prefix = index >= 26 ? letters(index / 26 - 1) : "";
        return prefix + (char) ('A' + index % 26);
    }

    private static String digest(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
