package parlor.tools;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import parlor.tools.publish.ConversationHtml;
import parlor.tools.publish.OutputFolder;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keylog.KeyLogTo96;
import parlor.transcripts.lp96.ConversationTo96;
import parlor.transcripts.read.Records;
import parlor.transcripts.text.Skipped;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code transcripts convert --to 1996|json|html FILE...}. */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        description =
                "Converts records to the 1996 transcript format, JSON lines, or a self-contained HTML page. "
                        + "Writes to standard output unless --out is given. What could not be read is reported on standard error.")
final class ConvertCommand implements Callable<Integer> {

    private static final String INDEX = "index";

    @Option(names = "--to", required = true, paramLabel = "FORMAT", description = "1996, json or html")
    String to;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "write one file per conversation (1996, json) or per record (html) here, "
                    + "each input its own: records of the same name from different folders are named by their folder (E1-LP26-01.html); "
                    + "html also gets index.html listing every page")
    Path out;

    @Option(
            names = "--replace",
            description =
                    "with --out: overwrite files there that differ from what this conversion writes (else they are kept, and said)")
    boolean replace;

    @Option(
            names = "--zone",
            paramLabel = "ZONE",
            description =
                    "time zone for clock times, e.g. Europe/London (default: the machine's; Parlor logs carry their own)")
    ZoneId zone = ZoneId.systemDefault();

    @Option(
            names = "--blind",
            description = "html: call the hidden sides Entity A, B... so readers cannot tell who was human")
    boolean blind;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "records to convert")
    List<Path> files;

    /** --out, once known: it refuses to write one input's output over another's. */
    private OutputFolder folder;

    private final List<ConversationHtml.Page> pages = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        if (!List.of("1996", "json", "html").contains(to)) {
            System.err.println("convert: --to must be 1996, json or html, not '" + to + "'");
            return 2;
        }
        if (out != null) {
            Files.createDirectories(out);
            folder = new OutputFolder(out, replace, "convert");
        }
        List<Path> inputs = distinct(files);
        Map<Path, String> names =
                OutputNames.of(inputs, indexed() ? Set.of(INDEX) : Set.of(), ConvertCommand::digest, blind);
        int failures = 0;
        for (Path file : inputs) {
            try {
                convert(file, names.get(file));
            } catch (IOException | IllegalArgumentException e) {
                System.err.println("convert: " + file + ": " + e.getMessage());
                failures++;
            }
        }
        if (indexed() && !pages.isEmpty()) {
            try {
                emit(INDEX + ".html", ConversationHtml.index(pages, blind).getBytes(StandardCharsets.UTF_8), out);
            } catch (IOException e) {
                System.err.println("convert: " + e.getMessage());
                failures++;
            }
        }
        return failures == 0 ? 0 : 1;
    }

    private boolean indexed() {
        return out != null && to.equals("html");
    }

    /** The inputs, each once: a file named twice would only be written twice. */
    private static List<Path> distinct(List<Path> files) {
        Set<Path> seen = new LinkedHashSet<>();
        List<Path> inputs = new ArrayList<>();
        for (Path file : files) {
            if (seen.add(file.toAbsolutePath().normalize())) {
                inputs.add(file);
            } else {
                System.err.println("convert: " + file + " is named twice: converted once");
            }
        }
        return inputs;
    }

    private void convert(Path file, String base) throws IOException {
        if (to.equals("1996") && Records.detect(Records.text(file), file) == Records.Format.PARLOR_KEYS) {
            // exactly as the relay wrote it live: the same discipline over the same keys
            var log = KeyLogReader.read(
                    Files.newBufferedReader(file), file.getFileName().toString());
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            List<Skipped> problems = new ArrayList<>(log.skipped());
            problems.addAll(KeyLogTo96.write(log.lines(), file.toString(), text));
            emit(base + ".TXT", text.toByteArray(), file);
            report(problems, List.of());
            return;
        }
        List<Conversation> conversations = Records.read(file, zone);
        if (to.equals("html")) {
            emit(
                    base + ".html",
                    ConversationHtml.page(file.getFileName().toString(), conversations, zone, blind)
                            .getBytes(StandardCharsets.UTF_8),
                    file);
            pages.add(new ConversationHtml.Page(base + ".html", file, conversations));
        }
        for (Conversation c : conversations) {
            String name = base + (conversations.size() > 1 ? "-" + c.label() : "");
            if (to.equals("1996")) {
                ByteArrayOutputStream text = new ByteArrayOutputStream();
                ConversationTo96.write(c, zone, text);
                emit(name + ".TXT", text.toByteArray(), file);
            } else if (to.equals("json")) {
                emit(name + ".json", (ConversationJson.of(c) + "\n").getBytes(StandardCharsets.UTF_8), file);
            }
        }
        if (!conversations.isEmpty()) {
            report(
                    conversations.get(0).skipped(),
                    conversations.stream().flatMap(c -> c.repairs().stream()).toList());
        } else {
            System.err.println("convert: " + file + ": no conversation in it (header only)");
        }
    }

    /** Writes one output: to standard output, or into --out (see {@link OutputFolder}). */
    private void emit(String name, byte[] bytes, Path source) throws IOException {
        if (out == null) {
            PrintStream stdout = System.out;
            stdout.write(bytes);
            stdout.flush();
            return;
        }
        folder.write(name, bytes, source);
    }

    /** A short digest of the input, to tell records of the same name apart without naming their folder. */
    private static String digest(Path file) {
        try {
            byte[] hash = java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file));
            return HexFormat.of().formatHex(hash, 0, 4);
        } catch (IOException | java.security.NoSuchAlgorithmException e) {
            // unreadable: the conversion says so; any tag will do meanwhile
            return "unread";
        }
    }

    private static void report(List<Skipped> skipped, List<String> repairs) {
        skipped.forEach(s -> System.err.println("skipped " + s));
        if (!repairs.isEmpty()) {
            System.err.println("repaired " + repairs.size() + " line(s) typed without Return");
        }
    }
}
