package parlor.tools.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import parlor.tools.publish.DaySeal;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.read.Records;
import parlor.transcripts.rules.PlannedRound;
import parlor.transcripts.rules.VerdictLog;

/**
 * Reads a contest's transcripts folder into a {@link Day}: the verdict log, and a record per
 * conversation in each entity's folder. The verdict reviews ({@code verdicts/}) and the
 * confederates' desk records ({@code .desk-*}) are not conversations of the day: they are counted
 * and left out. What cannot be read is said, naming its file and line, and the rest is read.
 */
final class DayFolder {

    static final String REVIEWS = "verdicts";

    private final Path folder;
    private final ZoneId zone;
    private final List<String> problems = new ArrayList<>();
    private final List<String> leftOut = new ArrayList<>();

    private DayFolder(Path folder, ZoneId zone) {
        this.folder = folder;
        this.zone = zone;
    }

    /** The day in {@code folder}; throws {@link IOException} only when the folder itself cannot be listed. */
    static Day read(Path folder, ZoneId zone, Optional<byte[]> recordKey) throws IOException {
        return new DayFolder(folder, zone).read(recordKey);
    }

    private Day read(Optional<byte[]> recordKey) throws IOException {
        Optional<VerdictLog.Contents> verdicts = verdicts();
        List<Placing.Found> found = new ArrayList<>();
        for (Path entity : subfolders()) {
            String name = entity.getFileName().toString();
            List<Path> records = records(entity);
            if (name.equals(REVIEWS) || name.startsWith(".")) {
                leftOut.add(name + "/: " + records.size() + " record(s), "
                        + (name.equals(REVIEWS) ? "the judges' verdict reviews" : "a confederate's own desk"));
                continue;
            }
            records.forEach(record -> found.addAll(conversations(name, record)));
        }
        List<PlannedRound> plan = verdicts.flatMap(VerdictLog.Contents::contest)
                .map(c -> c.rounds())
                .orElse(List.of());
        String name = verdicts.flatMap(VerdictLog.Contents::contest)
                .map(c -> c.name())
                .orElse(folder.toAbsolutePath().normalize().getFileName().toString());
        return new Day(
                name, verdicts, Placing.place(plan, found), leftOut, problems, DaySeal.of(folder, recordKey), folder);
    }

    private Optional<VerdictLog.Contents> verdicts() {
        Path file = folder.resolve(VerdictLog.FILE_NAME);
        if (!Files.isRegularFile(file)) {
            problems.add(VerdictLog.FILE_NAME
                    + " is missing: no plan of rounds (rounds show as ?), no verdicts, no results");
            return Optional.empty();
        }
        try {
            VerdictLog.Contents contents = VerdictLog.read(file);
            contents.skipped().forEach(s -> problems.add(s.toString()));
            if (contents.contest().isEmpty()) {
                problems.add(VerdictLog.FILE_NAME + " has no contest header on line 1: no plan of rounds, no results");
                return Optional.empty();
            }
            return Optional.of(contents);
        } catch (IOException e) {
            problems.add(VerdictLog.FILE_NAME + ": cannot be read: " + e.getMessage());
            return Optional.empty();
        }
    }

    private List<Path> subfolders() throws IOException {
        try (Stream<Path> all = Files.list(folder)) {
            return all.filter(Files::isDirectory).sorted().toList();
        }
    }

    /** The records of a folder: its keystroke logs, and any 1996 transcript that has none beside it. */
    private static List<Path> records(Path entity) throws IOException {
        try (Stream<Path> all = Files.list(entity)) {
            List<Path> files = all.filter(Files::isRegularFile).sorted().toList();
            return files.stream()
                    .filter(f -> {
                        String name = f.getFileName().toString();
                        return name.endsWith(".keys")
                                || (name.toUpperCase(java.util.Locale.ROOT).endsWith(".TXT")
                                        && !files.contains(f.resolveSibling(name.replaceFirst("\\.[^.]*$", ".keys"))));
                    })
                    .toList();
        }
    }

    private List<Placing.Found> conversations(String entity, Path record) {
        String shown = entity + "/" + record.getFileName();
        try {
            List<Placing.Found> found = new ArrayList<>();
            for (Conversation c : Records.read(record, zone)) {
                c.skipped().forEach(s -> problems.add(entity + "/" + s));
                boolean keys = record.getFileName().toString().endsWith(".keys");
                found.add(new Placing.Found(shown, entity, keys ? c.label() : "", judgeOf(c), c));
            }
            return found;
        } catch (IOException | IllegalArgumentException e) {
            problems.add(shown + ": not read: " + e.getMessage());
            return List.of();
        }
    }

    private static int judgeOf(Conversation c) {
        return c.lines().stream()
                .mapToInt(Utterance::judge)
                .filter(j -> j >= 0)
                .findFirst()
                .orElse(0);
    }
}
