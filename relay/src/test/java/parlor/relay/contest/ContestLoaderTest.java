package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContestLoaderTest {

    private static final Path BASE = Path.of("/srv/contest");

    /** The example from the contest-file documentation, exactly as written there. */
    private static final String EXAMPLE = """
        name: Demo contest
        listen: 127.0.0.1:7070
        transcripts: transcripts/
        terminals:
          T1: { entity: E1 }
        entities:
          E1:
            program: [perl, /usr/share/doc/libchatbot-eliza-perl/examples/simple]
            prompt: 'you:\\s*'     # the program's own input prompt: never shown, marks the end of a reply
            strip: 'Liz:\\s*'      # removed from the start of reply lines
        """;

    @Test
    void theDocumentedExampleLoadsAsWritten() {
        Contest contest = ContestLoader.parse(EXAMPLE, "demo.yaml", BASE);

        assertThat(contest.name()).isEqualTo("Demo contest");
        assertThat(contest.listen()).isEqualTo(new HostPort("127.0.0.1", 7070));
        assertThat(contest.transcripts()).isEqualTo(BASE.resolve("transcripts"));
        assertThat(contest.terminals().get("T1").entity()).isEqualTo("E1");
        EntitySpec.Program e1 = (EntitySpec.Program) contest.entities().get("E1");
        assertThat(e1.command()).containsExactly("perl", "/usr/share/doc/libchatbot-eliza-perl/examples/simple");
        assertThat(e1.prompt().orElseThrow().pattern()).isEqualTo("you:\\s*");
        assertThat(e1.strip().orElseThrow().pattern()).isEqualTo("Liz:\\s*");
        assertThat(e1.directory()).isEqualTo(BASE);
    }

    @Test
    void theShippedExampleFileIsTheDocumentedExample() throws java.io.IOException {
        Path shipped = Path.of("..", "examples", "eliza-contest.yaml");
        Contest contest = ContestLoader.load(shipped);
        EntitySpec.Program e1 = (EntitySpec.Program) contest.entities().get("E1");

        assertThat(java.nio.file.Files.readString(shipped)).contains(EXAMPLE);
        assertThat(contest.listen()).isEqualTo(new HostPort("127.0.0.1", 7070));
        assertThat(contest.transcripts()).isEqualTo(shipped.toAbsolutePath().getParent().resolve("transcripts"));
        assertThat(e1.prompt().orElseThrow().pattern()).isEqualTo("you:\\s*");
    }

    @Test
    void theEntryKindsAndPacingOfTheEntryAuthorsPageLoad() {
        String yaml = """
            name: Kinds
            pacing: { min_reply_delay: 5s, typing: human }
            terminals:
              T1: { entity: E1 }
              T4: { entity: E4 }
              T6: { entity: E6 }
            entities:
              E1: { program: [perl, eliza.pl], prompt: 'you:\\s*', strip: 'Liz:\\s*', reply-timeout: 30s }
              E4: { lpp: E4-comms }
              E6: { confederate: C1 }
            """;
        Contest contest = ContestLoader.parse(yaml, "kinds.yaml", BASE);

        assertThat(contest.pacing()).isEqualTo(new parlor.relay.pacing.Pacing(java.time.Duration.ofSeconds(5), true));
        assertThat(((EntitySpec.Program) contest.entities().get("E1")).replyTimeout()).isEqualTo(java.time.Duration.ofSeconds(30));
        assertThat(((EntitySpec.Lpp) contest.entities().get("E4")).directory()).isEqualTo(BASE.resolve("E4-comms"));
        assertThat(((EntitySpec.Confederate) contest.entities().get("E6")).desk()).isEqualTo("C1");
    }

    @Test
    void aMisspeltKeyIsNamedWithItsPlaceAndTheLikelyIntent() {
        String typo = EXAMPLE.replace("T1: { entity: E1 }", "T1: { entitiy: E1 }");

        assertThatThrownBy(() -> ContestLoader.parse(typo, "demo.yaml", BASE))
            .isInstanceOf(ContestFileException.class)
            .hasMessage("demo.yaml:5:9: unknown key 'entitiy' in terminal T1 (did you mean 'entity'?)");
    }

    @Test
    void everyMistakeSaysWhereAndWhat() {
        List<String[]> cases = List.of(
            new String[] {"T1: { entity: E1 }", "T1: { entity: E2 }", "demo.yaml:5:17: terminal T1 talks to entity 'E2', which is not under entities (there: E1)"},
            new String[] {"listen: 127.0.0.1:7070", "listen: 127.0.0.1", "demo.yaml:2:9: '127.0.0.1' is not HOST:PORT (for example 127.0.0.1:7070)"},
            new String[] {"prompt: 'you:\\s*'", "prompt: 'you:(\\s*'", "demo.yaml:9:13: 'prompt' is not a valid regular expression: Unclosed group"},
            new String[] {"name: Demo contest\n", "", "demo.yaml:1:1: the contest file needs 'name'"},
            new String[] {"    program: [perl,", "    program: [perl,,", "demo.yaml:8:20: not valid YAML: expected the node content, but found ','"});
        for (String[] c : cases) {
            String broken = EXAMPLE.replace(c[0], c[1]);
            assertThatThrownBy(() -> ContestLoader.parse(broken, "demo.yaml", BASE)).as(c[1])
                .isInstanceOf(ContestFileException.class).hasMessage(c[2]);
        }
    }
}
