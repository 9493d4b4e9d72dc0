package parlor.relay.contest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** YAML meant to hurt the reader, or merely damaged, is refused at once with what and where. */
class HostileYamlTest {

    private static final Path BASE = Path.of("/srv/contest");
    private static final Duration AT_ONCE = Duration.ofSeconds(5);

    /** Nine lists of nine aliases to the list before: a billion "lol"s if anything expanded it. */
    private static final String BILLION_LAUGHS = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
        """;

    @Test
    void aBillionLaughsIsRefusedAtOnceForItsAliases() {
        assertRefused(
                BILLION_LAUGHS, "bomb.yaml: not valid YAML: more than 50 aliases to lists or mappings (a YAML bomb?)");
    }

    @Test
    void aSmallerBombWithinTheAliasLimitIsNeverWalkedWhole() {
        String bomb = """
            name: Bomb
            a: &a [x, x, x, x, x, x, x, x]
            """
                + "b: &b [*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c]\n"
                + "terminals: { T1: { entity: *d } }\n";

        assertRefused(bomb, "bomb.yaml:2:1: unknown key 'a' in the contest file");
    }

    @Test
    void nestingTenThousandDeepIsRefusedAtOnce() {
        assertRefused(
                "name: " + "[".repeat(10_000), "bomb.yaml: not valid YAML: lists or mappings nested more than 20 deep");
    }

    @Test
    void aControlCharacterIsRefusedWithItsLineAndColumn() {
        assertRefused(
                "name: Demo\nlisten: 127.0.0.1:7070\u0000\n",
                "bomb.yaml: not valid YAML: character 34 is 0x0, which a YAML file may not hold");
    }

    @Test
    void aFileOfMoreThanAMillionCharactersIsRefused() {
        String comments = ("# " + "x".repeat(78) + "\n").repeat(ContestYaml.MAX_CHARACTERS / 80);

        assertRefused(
                "name: X\n" + comments + "terminals: {}\n",
                "bomb.yaml: not valid YAML: longer than 1048576 characters, far more than any contest file");
    }

    @Test
    void aLineOfAMegabyteIsRefusedAtOnceWhereItOutgrowsTheLimit() {
        // SnakeYAML copies its look-ahead window for each kilobyte of one token: quadratic, seconds for a
        // megabyte (the contest-file fuzzer's input 248), so the line is refused before YAML scans it
        String line = "  T1: { entity: " + "x".repeat(1_000_000) + " }\n";

        assertTimeoutPreemptively(
                Duration.ofMillis(500),
                () -> assertThatThrownBy(
                                () -> ContestLoader.parse("name: Long\nterminals:\n" + line, "bomb.yaml", BASE))
                        .isInstanceOf(ContestFileException.class)
                        .hasMessage("bomb.yaml:3:65537: line 3 is longer than 65536 characters, far more than any"
                                + " line of this file needs (a long list can go over several lines)"));
    }

    @Test
    void aWholeContestOnOneLineAsAScriptMightWriteItIsRead() {
        String seats = IntStream.rangeClosed(1, 400)
                .mapToObj(n -> "\"T" + n + "\": {\"entity\": \"E1\"}")
                .collect(Collectors.joining(", "));
        String json = "{\"name\": \"One line\", \"terminals\": {" + seats
                + "}, \"entities\": {\"E1\": {\"program\": [\"cat\"]}}}";

        assertThat(json.length()).isGreaterThan(10_000);
        assertThat(ContestLoader.parse(json, "bomb.yaml", BASE).terminals()).hasSize(400);
    }

    @Test
    void aPathWithANulInItIsRefusedWhereItIsWritten() {
        String contest = """
            name: Nul
            transcripts: "out\\0put"
            terminals: { T1: { entity: E1 } }
            entities: { E1: { program: [cat], directory: "a\\0b" } }
            """;

        assertRefused(contest, "bomb.yaml:2:14: 'transcripts' is not a usable path: Nul character not allowed");
        assertRefused(
                contest.replace("out\\0put", "out"),
                "bomb.yaml:4:46: 'directory' is not a usable path: Nul character not allowed");
    }

    @Test
    void aTimeTooLongForTheClockOrAUrlWithoutSchemeIsRefusedWhereItIsWritten() {
        String contest = """
            name: Times
            terminals: { T1: { entity: E1 } }
            entities: { E1: { program: [cat], quiet: 99999999999999999999ms } }
            """;
        String day = """
            name: Day
            rules: loebner-2009
            timing: { talk: 9223372036854775807h }
            terminals: { T1: { judge: 1 } }
            entities: { E1: { program: [cat] }, C1: { confederate: D1 } }
            """;

        assertRefused(contest, "bomb.yaml:3:42: 'quiet' must be a duration like 800ms, 2s, 5m or 1h");
        assertRefused(
                contest.replace("quiet: 99999999999999999999ms", "reply-timeout: 9223372036854775807m"),
                "bomb.yaml:3:50: 'reply-timeout' must be a duration like 800ms, 2s, 5m or 1h");
        assertRefused(day, "bomb.yaml:3:17: 'talk' must be a duration like 800ms, 2s, 5m or 1h");
        assertRefused(
                contest.replace("program: [cat], quiet: 99999999999999999999ms", "http: //host/v1, model: m"),
                "bomb.yaml:3:25: http must be the chat-completions URL");
    }

    @Test
    void aPromptPatternTooLongForAPromptIsRefusedBeforeItIsCompiled() {
        // the JDK compiles a long literal pattern in quadratic time: a megabyte of it would take hours
        String entry = "{ program: [perl, eliza.pl], prompt: 'you:" + "x".repeat(20_000) + "' }";

        assertTimeoutPreemptively(
                AT_ONCE,
                () -> assertThatThrownBy(() -> ContestLoader.entry("H7", entry, "--entry", BASE))
                        .isInstanceOf(ContestFileException.class)
                        .hasMessage(
                                "--entry:1:38: 'prompt' is 20004 characters long; a pattern may have at most 1000"));
    }

    @Test
    void aHugeUnknownKeyIsRefusedWithoutComparingItToEveryKnownOne() throws Exception {
        // a plain scalar may go over many short lines, folded into one of half a million characters
        String key = String.join("\n  ", Collections.nCopies(500, "k".repeat(999)));
        // SnakeYAML's own scanning of so long a scalar allocates hundreds of megabytes: measure what the loader adds
        long scanning = allocatedRefusing("name: " + key + "\n", "bomb.yaml:1:1: the contest file needs 'entities'");
        long refusing = allocatedRefusing("? " + key + "\n: 1\nname: X\n", "bomb.yaml:1:3: unknown key 'kkkk");

        // the guess at a misspelling built a table 500,000 wide for each known key: 250 MB more
        assertThat(refusing - scanning).isLessThan(64L << 20);
    }

    private static long allocatedRefusing(String yaml, String messageStart) throws Exception {
        return parlor.transcripts.testing.Allocation.bytesOf(
                () -> assertThatThrownBy(() -> ContestLoader.parse(yaml, "bomb.yaml", BASE))
                        .isInstanceOf(ContestFileException.class)
                        .message()
                        .startsWith(messageStart));
    }

    private static void assertRefused(String yaml, String messageStart) {
        assertTimeoutPreemptively(
                AT_ONCE,
                () -> assertThatThrownBy(() -> ContestLoader.parse(yaml, "bomb.yaml", BASE))
                        .isInstanceOf(ContestFileException.class)
                        .message()
                        .startsWith(messageStart));
    }
}
