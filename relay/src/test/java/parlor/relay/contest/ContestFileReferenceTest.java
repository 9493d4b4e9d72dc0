package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The contest file's reference page lists exactly the keys the loader reads, so neither can drift from the other. */
class ContestFileReferenceTest {

    private static final Pattern ROW_KEYS = Pattern.compile("^\\| ((?:`[a-z_-]+`(?:, )?)+) \\|", Pattern.MULTILINE);

    @Test
    void everyKeyTheLoaderReadsIsDocumentedAtItsLevelAndNothingElseIs() throws IOException {
        Map<String, String> sections = sections(Files.readString(Path.of("..", "docs", "contest-file.md")));

        assertThat(keys(sections.get("The contest")))
                .as("top-level keys in docs/contest-file.md")
                .isEqualTo(new TreeSet<>(ContestLoader.TOP_KEYS));
        assertThat(keys(sections.get("A terminal: `terminals.ID`")))
                .as("terminal keys")
                .isEqualTo(new TreeSet<>(ContestLoader.TERMINAL_KEYS));
        assertThat(keys(sections.get("An entity: `entities.ID`")))
                .as("entity keys")
                .isEqualTo(new TreeSet<>(EntityLoader.ENTITY_KEYS));
    }

    @Test
    void theKeysWithinAKeyAreShownInItsRow() throws IOException {
        String page = Files.readString(Path.of("..", "docs", "contest-file.md"));

        assertThat(row(page, "pacing")).contains(written(ContestLoader.PACING_KEYS));
        assertThat(row(page, "audience")).contains(written(ContestLoader.AUDIENCE_KEYS));
        assertThat(row(page, "timing")).contains(written(DayRulesLoader.TIMING_KEYS));
        assertThat(row(page, "limits")).contains(written(EntityLoader.LIMIT_KEYS));
    }

    private static Map<String, String> sections(String page) {
        Map<String, String> sections = new java.util.HashMap<>();
        for (String part : page.split("\n## ")) {
            sections.put(part.substring(0, part.indexOf('\n')), part);
        }
        return sections;
    }

    private static Set<String> keys(String section) {
        assertThat(section).as("a section of docs/contest-file.md").isNotNull();
        Set<String> keys = new TreeSet<>();
        Matcher m = ROW_KEYS.matcher(section);
        while (m.find()) {
            Arrays.stream(m.group(1).split(", ")).map(k -> k.replace("`", "")).forEach(keys::add);
        }
        return keys;
    }

    private static String row(String page, String key) {
        int at = page.indexOf("| `" + key + "` |");
        assertThat(at).as("a row for " + key).isNotNegative();
        return page.substring(at, page.indexOf('\n', at));
    }

    private static String[] written(Set<String> keys) {
        return keys.stream().map(k -> k + ":").toArray(String[]::new);
    }
}
