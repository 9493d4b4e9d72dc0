package parlor.relay.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import parlor.relay.contest.ContestFileException;
import parlor.relay.contest.ContestLoader;
import parlor.transcripts.testing.Fuzzer;

/**
 * The contest-file reader and a hidden host's {@code --entry} under fuzz. The only outcomes allowed
 * are a contest (an entry) or a {@link ContestFileException} whose message starts with the file's
 * name, and where the file says where, with {@code name:line:col:}.
 */
public final class ContestSubjects {

    private static final String NAME = "contest.yaml";
    private static final String ENTRY = "--entry";
    /** Contest files are a few kilobytes; a long line needs to pass the reader's line and file limits only now and then. */
    private static final int LONGEST_LINE = 1 << 20;

    private static final List<String> YAML_WORDS = List.of(
            "&a ",
            "*a",
            "<<: *a",
            "[",
            "]",
            "{",
            "}",
            "- ",
            ": ",
            "? ",
            "!!binary ",
            "!!set ",
            "!!timestamp ",
            "!!python/object:x ",
            "|",
            ">",
            "---\n",
            "...\n",
            "%YAML 1.1\n",
            "\"\\0\"",
            "\"\\x00\"",
            "'",
            "#",
            "\t",
            "~",
            "null",
            "99999999999999999999s",
            "seed: 99999999999999999999",
            "rules: loebner-2006",
            "side: left",
            "schedule: [",
            "&x [*x]",
            "http: //host/v1",
            "prompt: '(((('",
            "transcripts: \"a\\0b\"",
            "judge: 7",
            "{ T1: [E1, C1] }");

    /** A contest of most shapes: entry kinds, serial and telnet terminals, pacing, a day in rounds with a written schedule. */
    private static final String KINDS = """
        name: Kinds
        listen: 127.0.0.1:7070
        timezone: Europe/London
        durability: fsync 500ms
        key: 0123456789abcdef0123
        pacing: { min_reply_delay: 5s, typing: human, composing: human }
        terminals:
          T1: { entity: E1, judge: 4 }
          T2: { entity: E2, serial: /dev/ttyUSB0, baud: 19200, parity: even, mode: ansi, charset: utf-8 }
          T3: { entity: E3, telnet: 127.0.0.1:2323, mode: lines, unauthenticated: true }
          T4: { entity: E4 }
          T5: { entity: E5 }
          T6: { entity: E6 }
        entities:
          E1: { program: [perl, eliza.pl], prompt: 'you:\\s*', strip: 'Liz:\\s*', reply-timeout: 30s, network: no, mode: keystrokes }
          E2: { tcp: 127.0.0.1:9000, quiet: 800ms }
          E3: { http: http://127.0.0.1:8080/v1/chat/completions, model: small, api-key-env: KEY }
          E4: { lpp: E4-comms, quiet: 2s }
          E5: { host: H5, serial: /dev/ttyUSB1, baud: 9600 }
          E6: { confederate: C1, name: Joan, author: herself }
        """;

    private static final String DAY = """
        name: Day
        rules: loebner-2009
        seed: 7
        timing: { talk: 10m, review: 2m, break: 1h }
        terminals:
          T1: { judge: 1 }
          T2: { judge: 2 }
        entities:
          E1: { program: [cat] }
          E2: { program: [cat] }
          C1: { confederate: D1 }
          C2: { confederate: D2 }
        schedule:
          - { T1: [E1, C1], T2: [C2, E2] }
          - { T1: [C2, E2], T2: [E1, C1] }
        """;
    private static final String PAIRED = """
        name: Paired
        rules: loebner-2006
        terminals:
          T1: { judge: 1, side: left }
          T2: { judge: 1, side: right }
        entities:
          E1: { program: [cat] }
          C1: { confederate: D1 }
        """;

    private ContestSubjects() {}

    public static List<Fuzzer.Subject> all(Path baseDir) {
        return List.of(contestFile(baseDir), entry(baseDir));
    }

    public static Fuzzer.Subject contestFile(Path baseDir) {
        return new Fuzzer.Subject("ContestLoader", contestSeeds(), YAML_WORDS, LONGEST_LINE, input -> {
            try {
                ContestLoader.parse(new String(input, StandardCharsets.UTF_8), NAME, baseDir);
                return 0;
            } catch (ContestFileException refused) {
                return refusedSaying(NAME, refused);
            }
        });
    }

    public static Fuzzer.Subject entry(Path baseDir) {
        List<byte[]> seeds = Stream.of(
                        "{ program: [perl, eliza.pl], prompt: 'you:\\s*', mode: keystrokes }",
                        "{ tcp: 127.0.0.1:9000 }",
                        "{ http: http://127.0.0.1:8080/v1/chat/completions, model: m, reply-timeout: 1m }",
                        "lpp: comms\nquiet: 2s\n")
                .map(text -> text.getBytes(StandardCharsets.UTF_8))
                .toList();
        return new Fuzzer.Subject("ContestEntry", seeds, YAML_WORDS, LONGEST_LINE, input -> {
            try {
                ContestLoader.entry("H7", new String(input, StandardCharsets.UTF_8), ENTRY, baseDir);
                return 0;
            } catch (ContestFileException refused) {
                return refusedSaying(ENTRY, refused);
            }
        });
    }

    /** The shipped examples and contests of every shape the loader knows. */
    public static List<byte[]> contestSeeds() {
        List<byte[]> seeds = new ArrayList<>();
        Stream.of(KINDS, DAY, PAIRED).forEach(text -> seeds.add(text.getBytes(StandardCharsets.UTF_8)));
        Path examples = examples();
        try (Stream<Path> files = Files.list(examples)) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                seeds.add(Files.readAllBytes(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return seeds;
    }

    /** A refusal counts as one skipped input, once its message says which file and (mostly) where. */
    private static int refusedSaying(String name, ContestFileException refused) {
        String message = refused.getMessage();
        if (message == null || !message.matches("(?s)" + java.util.regex.Pattern.quote(name) + ":(\\d+:\\d+:)? .*")) {
            throw new AssertionError("a refusal that does not say where: " + message, refused);
        }
        return 1;
    }

    /** The examples folder of the checkout, looked for from the working folder up. */
    private static Path examples() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("examples")) && Files.isDirectory(dir.resolve("relay"))) {
                return dir.resolve("examples");
            }
        }
        throw new IllegalStateException(
                "no examples folder above " + Path.of("").toAbsolutePath());
    }
}
