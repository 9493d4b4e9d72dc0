package parlor.relay;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README is a user's page of at most 300 lines; every other page is reachable from it, and
 * every link between the pages leads to a file and a heading that exist.
 */
class DocsLinksTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#+ (.*)$", Pattern.MULTILINE);

    @Test
    void theReadmeIsReadInOneSitting() throws IOException {
        assertThat(Files.readAllLines(ROOT.resolve("README.md"))).hasSizeLessThanOrEqualTo(300);
    }

    @Test
    void everyLinkLeadsToAPageAndAHeadingThatExist() {
        List<String> broken = new ArrayList<>();
        for (Path page : pages()) {
            Matcher m = LINK.matcher(read(page));
            while (m.find()) {
                String target = m.group(1);
                if (target.startsWith("http")) {
                    continue;
                }
                String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                Path to = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                String anchor = target.contains("#") ? target.substring(target.indexOf('#') + 1) : "";
                if (!Files.exists(to)) {
                    broken.add(ROOT.relativize(page) + ": " + target + " (no such file)");
                } else if (!anchor.isEmpty()
                        && to.toString().endsWith(".md")
                        && !anchors(to).contains(anchor)) {
                    broken.add(ROOT.relativize(page) + ": " + target + " (no such heading)");
                }
            }
        }
        assertThat(broken).isEmpty();
    }

    @Test
    void everyPageIsReachableFromTheReadme() {
        Set<Path> reached = new HashSet<>();
        Matcher m = LINK.matcher(read(ROOT.resolve("README.md")));
        while (m.find()) {
            reached.add(ROOT.resolve(m.group(1).replaceAll("#.*", "")).normalize());
        }
        assertThat(pages())
                .filteredOn(
                        page -> !page.endsWith("README.md") || !page.getParent().equals(ROOT))
                .allSatisfy(page ->
                        assertThat(reached).as("pages the README links to").contains(page));
    }

    private static List<Path> pages() {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("bench/README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pages;
    }

    /** GitHub's anchors: the heading in lower case, spaces to hyphens, punctuation but hyphens dropped. */
    private static Set<String> anchors(Path page) {
        String text = read(page).replaceAll("(?s)```.*?```", "");
        Set<String> anchors = new HashSet<>();
        Matcher m = HEADING.matcher(text);
        while (m.find()) {
            anchors.add(m.group(1)
                    .strip()
                    .toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N}_\\- ]", "")
                    .replace(' ', '-'));
        }
        return anchors;
    }

    private static String read(Path page) {
        try {
            return Files.readString(page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
