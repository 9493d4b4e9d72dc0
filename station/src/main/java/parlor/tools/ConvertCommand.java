package parlor.tools;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.ConversationTo96;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keylog.KeyLogTo96;
import parlor.transcripts.keylog.Skipped;
import parlor.transcripts.read.Records;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code transcripts convert --to 1996|json|html FILE...}. */
@Command(name = "convert", mixinStandardHelpOptions = true,
    description = "Converts records to the 1996 transcript format, JSON lines, or a self-contained HTML page. "
        + "Writes to standard output unless --out is given. What could not be read is reported on standard error.")
final class ConvertCommand implements Callable<Integer> {

    enum Target { json, html, _1996 }

    @Option(names = "--to", required = true, paramLabel = "FORMAT", description = "1996, json or html")
    String to;

    @Option(names = "--out", paramLabel = "DIR", description = "write one file per conversation (1996, json) or per record (html) here")
    Path out;

    @Option(names = "--zone", paramLabel = "ZONE", description = "time zone for clock times, e.g. Europe/London (default: the machine's; Parlor logs carry their own)")
    ZoneId zone = ZoneId.systemDefault();

    @Option(names = "--blind", description = "html: call the hidden sides Entity A, B... so readers cannot tell who was human")
    boolean blind;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "records to convert")
    List<Path> files;

    @Override
    public Integer call() throws IOException {
        if (!List.of("1996", "json", "html").contains(to)) {
            System.err.println("convert: --to must be 1996, json or html, not '" + to + "'");
            return 2;
        }
        if (out != null) {
            Files.createDirectories(out);
        }
        int failures = 0;
        for (Path file : files) {
            try {
                convert(file);
            } catch (IOException | IllegalArgumentException e) {
                System.err.println("convert: " + file + ": " + e.getMessage());
                failures++;
            }
        }
        return failures == 0 ? 0 : 1;
    }

    private void convert(Path file) throws IOException {
        String stem = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        if (to.equals("1996") && Records.detect(Records.text(file), file) == Records.Format.PARLOR_KEYS) {
            // exactly as the relay wrote it live: the same discipline over the same keys
            var log = KeyLogReader.read(Files.newBufferedReader(file), file.getFileName().toString());
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            List<Skipped> problems = new ArrayList<>(log.skipped());
            problems.addAll(KeyLogTo96.write(log.lines(), file.toString(), text));
            emit(stem + ".TXT", text.toByteArray());
            report(problems, List.of());
            return;
        }
        List<Conversation> conversations = Records.read(file, zone);
        if (to.equals("html")) {
            emit(stem + ".html", ConversationHtml.page(file.getFileName().toString(), conversations, zone, blind).getBytes(StandardCharsets.UTF_8));
        }
        for (Conversation c : conversations) {
            String name = stem + (conversations.size() > 1 ? "-" + c.label() : "");
            if (to.equals("1996")) {
                ByteArrayOutputStream text = new ByteArrayOutputStream();
                ConversationTo96.write(c, zone, text);
                emit(name + ".TXT", text.toByteArray());
            } else if (to.equals("json")) {
                emit(name + ".json", (ConversationJson.of(c) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        if (!conversations.isEmpty()) {
            report(conversations.get(0).skipped(), conversations.stream().flatMap(c -> c.repairs().stream()).toList());
        } else {
            System.err.println("convert: " + file + ": no conversation in it (header only)");
        }
    }

    private void emit(String name, byte[] bytes) throws IOException {
        if (out == null) {
            PrintStream stdout = System.out;
            stdout.write(bytes);
            stdout.flush();
            return;
        }
        Path target = out.resolve(name);
        try (OutputStream file = Files.newOutputStream(target)) {
            file.write(bytes);
        }
        System.err.println("wrote " + target);
    }

    private static void report(List<Skipped> skipped, List<String> repairs) {
        skipped.forEach(s -> System.err.println("skipped " + s));
        if (!repairs.isEmpty()) {
            System.err.println("repaired " + repairs.size() + " line(s) typed without Return");
        }
    }
}
