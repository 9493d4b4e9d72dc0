package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A web entry (2003 rule 29) as a contest file describes it. */
class WebEntryKeysTest {

    private static final Path BASE = Path.of("/srv/contest");

    private static final String CONTEST = """
        name: Web
        terminals:
          T1: { entity: W1 }
        entities:
          W1: { web: http://10.0.0.5:8080/chat, field: words, reply: "div.answer p", reply-timeout: 20s }
        """;

    @Test
    void aWebEntryHasItsPageItsFormFieldAndWhereItsReplyIs() {
        EntitySpec entry =
                ContestLoader.parse(CONTEST, "web.yaml", BASE).entities().get("W1");

        assertThat(entry)
                .isEqualTo(new EntitySpec.Web(
                        "W1",
                        URI.create("http://10.0.0.5:8080/chat"),
                        "words",
                        Optional.of("div.answer p"),
                        Optional.empty(),
                        Duration.ofSeconds(20),
                        "W1",
                        "unknown"));
    }

    @Test
    void aMarkerMayStandForTheSelectorAndTheFieldIsMessageUnlessNamed() {
        String yaml = CONTEST.replace("field: words, reply: \"div.answer p\", reply-timeout: 20s", "marker: 'Eliza:'");

        EntitySpec.Web web = (EntitySpec.Web)
                ContestLoader.parse(yaml, "web.yaml", BASE).entities().get("W1");

        assertThat(web.marker()).contains("Eliza:");
        assertThat(web.selector()).isEmpty();
        assertThat(web.field()).isEqualTo("message");
        assertThat(web.replyTimeout()).isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void theShippedWebExampleLoads() {
        Contest contest =
                ContestLoader.load(Path.of("..", "examples", "web-contest.yaml").toAbsolutePath());

        assertThat(contest.entities().get("PAGE")).isInstanceOfSatisfying(EntitySpec.Web.class, web -> {
            assertThat(web.url()).isEqualTo(URI.create("http://127.0.0.1:8003/"));
            assertThat(web.field()).isEqualTo("message");
            assertThat(web.selector()).contains("#reply");
        });
    }

    @Test
    void theEntryAuthorsPageShowsTheShippedWebExampleAsItIs() throws java.io.IOException {
        String example = java.nio.file.Files.readString(Path.of("..", "examples", "web-entry.py"));

        assertThat(example.lines()).hasSize(10);
        assertThat(java.nio.file.Files.readString(Path.of("..", "docs", "entries.md")))
                .contains("```python\n" + example + "```");
    }

    @Test
    void aHiddenHostMayRunAWebEntry() {
        assertThat(ContestLoader.entry("H3", "{ web: 'http://127.0.0.1:8003/', reply: '#reply' }", "--entry", BASE))
                .isInstanceOf(EntitySpec.Web.class);
    }

    @Test
    void webEntryMistakesSayWhereAndWhat() {
        List<String[]> cases = List.of(
                new String[] {
                    "http://10.0.0.5:8080/chat",
                    "'ftp://10.0.0.5/chat?key=s3cret'",
                    "web.yaml:5:14: web must be the page's URL, e.g. http://10.0.0.5:8080/chat"
                },
                new String[] {
                    ", reply: \"div.answer p\"",
                    "",
                    "web.yaml:5:7: a web entry needs reply: (a CSS selector, e.g. \"#reply\") or marker: (the text just before the reply), one of the two"
                },
                new String[] {
                    "reply: \"div.answer p\"",
                    "reply: \"div.answer p\", marker: 'A:'",
                    "web.yaml:5:7: a web entry needs reply: (a CSS selector, e.g. \"#reply\") or marker: (the text just before the reply), one of the two"
                },
                new String[] {
                    "reply: \"div.answer p\"",
                    "reply: \"div[[\"",
                    "web.yaml:5:62: reply must be a CSS selector such as \"#reply\" or \"div.answer p\"; 'div[[' is not one"
                });
        for (String[] c : cases) {
            String broken = CONTEST.replace(c[0], c[1]);
            assertThatThrownBy(() -> ContestLoader.parse(broken, "web.yaml", BASE))
                    .as(c[1])
                    .isInstanceOf(ContestFileException.class)
                    .hasMessage(c[2])
                    .hasMessageNotContaining("s3cret");
        }
    }
}
