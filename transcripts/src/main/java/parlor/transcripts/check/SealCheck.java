package parlor.transcripts.check;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import parlor.transcripts.check.FolderCheck.Finding;
import parlor.transcripts.check.FolderCheck.State;
import parlor.transcripts.keylog.ChainVerdict;
import parlor.transcripts.keylog.KeyLogChain;
import parlor.transcripts.seal.Extent;
import parlor.transcripts.seal.Manifest;
import parlor.transcripts.seal.ManifestEntry;
import parlor.transcripts.seal.RecordManifest;
import parlor.transcripts.seal.SealedJson;
import parlor.transcripts.text.BoundedLines;

/**
 * The day's record as a whole, against the manifest the relay kept beside it: every record the
 * relay opened is there, none it did not open is, each is as long as it was when the relay closed
 * it (or held it open at its stop) and ends in the value it then had; the verdict log's chain holds
 * and it is as long as the manifest last said. A record open at a crash has no length on the
 * manifest and is told apart from one cut back by that.
 */
final class SealCheck {

    static final String VERDICTS = "verdicts.jsonl";

    /** Each record's latest extent on the manifest, the line saying it, and whether it was a close. */
    private record Sealed(Extent extent, int line, boolean closed) {}

    private final Path folder;
    private final Optional<byte[]> recordKey;
    private final Map<String, ManifestEntry.Opened> opened = new LinkedHashMap<>();
    private final Map<String, Integer> openedOn = new LinkedHashMap<>();
    private final Map<String, Sealed> sealed = new LinkedHashMap<>();
    private Optional<Sealed> verdicts = Optional.empty();

    private SealCheck(Path folder, Optional<byte[]> recordKey) {
        this.folder = folder;
        this.recordKey = recordKey;
    }

    /**
     * The findings on each record ({@code records}, by its name relative to the folder) with what the
     * manifest says of it, and a finding for each record deleted, for the verdict log and for the
     * manifest itself.
     */
    static List<Finding> check(Path folder, Optional<byte[]> recordKey, List<Finding> records) throws IOException {
        return new SealCheck(folder, recordKey).against(records);
    }

    private List<Finding> against(List<Finding> records) throws IOException {
        Optional<Manifest> manifest = Manifest.read(folder, recordKey);
        List<Finding> findings = new ArrayList<>();
        if (manifest.isEmpty()) {
            findings.addAll(records);
            String chain = verdictChain();
            if (!chain.isEmpty()) {
                verdictLog(Optional.empty()).ifPresent(findings::add);
            }
            if (chain.startsWith("k")) {
                findings.add(problem(
                        RecordManifest.FILE_NAME,
                        "missing: a relay with a contest key keeps it beside the day's records, so it was removed "
                                + "(records deleted, added or cut back cannot be told without it)"));
            }
            return findings;
        }
        learn(manifest.get());
        for (Finding record : records) {
            findings.add(against(record));
        }
        for (var open : opened.entrySet()) {
            if (!Files.exists(folder.resolve(open.getKey()))) {
                findings.add(problem(
                        stem(open.getKey()),
                        "deleted: the relay opened " + open.getKey() + " (" + place(open.getValue()) + "; "
                                + RecordManifest.FILE_NAME + ":" + openedOn.get(open.getKey())
                                + ") and it is not here"));
            }
        }
        verdictLog(verdicts).ifPresent(findings::add);
        findings.add(ofManifest(manifest.get()));
        return findings;
    }

    private void learn(Manifest manifest) {
        for (Manifest.Numbered numbered : manifest.entries()) {
            switch (numbered.entry()) {
                case ManifestEntry.Opened o -> {
                    opened.put(o.record(), o);
                    openedOn.put(o.record(), numbered.line());
                    sealed.remove(o.record());
                }
                case ManifestEntry.Closed c -> sealed.put(c.record(), new Sealed(c.extent(), numbered.line(), true));
                case ManifestEntry.Held h ->
                    sealed.merge(
                            h.record(),
                            new Sealed(h.extent(), numbered.line(), false),
                            (before, now) -> before.closed() ? before : now);
                case ManifestEntry.Verdicts v -> verdicts = Optional.of(new Sealed(v.extent(), numbered.line(), true));
                case ManifestEntry.Started ignored -> {}
                case ManifestEntry.Stopped ignored -> {}
            }
        }
    }

    private Finding against(Finding record) throws IOException {
        String keys = record.conversation().toString().replace('\\', '/') + ".keys";
        if (!Files.exists(folder.resolve(keys))) {
            return record;
        }
        List<String> values = values(folder.resolve(keys));
        Optional<String> wrong = opened.containsKey(keys) ? wrongExtent(keys, values) : Optional.of(stranger(values));
        return wrong.map(why -> new Finding(record.conversation(), State.PROBLEM, why + "; " + record.detail()))
                .orElse(record);
    }

    /** A record the relay did not open here: one of its own moved, or one from elsewhere added. */
    private String stranger(List<String> values) {
        String last = values.isEmpty() ? "" : values.getLast();
        return sealed.entrySet().stream()
                .filter(e -> !last.isEmpty() && e.getValue().extent().last().equals(last))
                .findFirst()
                .map(e -> "not in the relay's " + RecordManifest.FILE_NAME + ": it is " + e.getKey() + " as the relay "
                        + (e.getValue().closed() ? "closed" : "left") + " it (" + RecordManifest.FILE_NAME + ":"
                        + e.getValue().line() + "), "
                        + (Files.exists(folder.resolve(e.getKey())) ? "copied here: added" : "moved here"))
                .orElse("not in the relay's " + RecordManifest.FILE_NAME
                        + ": added after the relay wrote the day (a record of another day or a rehearsal?)");
    }

    private Optional<String> wrongExtent(String keys, List<String> values) {
        Sealed seal = sealed.get(keys);
        if (seal == null) {
            return Optional.empty(); // open at a crash: check says how it stands
        }
        int lines = seal.extent().lines();
        String where = "the relay " + (seal.closed() ? "closed" : "left") + " it at " + lines + " lines ("
                + RecordManifest.FILE_NAME + ":" + seal.line() + ")";
        if (values.size() < lines) {
            return Optional.of("cut back: " + where + " and it has " + values.size() + "; its lines from "
                    + (values.size() + 1) + " on were removed");
        }
        if (!values.get(lines - 1).equals(seal.extent().last())) {
            String swapped = sealed.entrySet().stream()
                    .filter(e -> !e.getKey().equals(keys)
                            && e.getValue().extent().last().equals(values.getLast()))
                    .map(e -> ": it is " + e.getKey() + ", swapped or moved here")
                    .findFirst()
                    .orElse(": line " + lines + " is not the line the relay wrote there");
            return Optional.of(
                    "not the record the relay wrote at " + keys + " (" + place(opened.get(keys)) + ")" + swapped);
        }
        if (seal.closed() && values.size() > lines) {
            return Optional.of("lines after its close: " + where + "; line " + (lines + 1) + " on were added");
        }
        return Optional.empty();
    }

    /** The verdict log's chain, and its length against the manifest's last word on it. */
    private Optional<Finding> verdictLog(Optional<Sealed> expected) throws IOException {
        Path file = folder.resolve(VERDICTS);
        if (!Files.exists(file)) {
            return expected.map(e -> problem(
                    VERDICTS,
                    "deleted: the relay had written " + e.extent().lines() + " lines to it (" + RecordManifest.FILE_NAME
                            + ":" + e.line() + ")"));
        }
        SealedJson.Read read = SealedJson.read(file, recordKey);
        String size = read.lines().size() + " lines";
        if (read.chain() instanceof ChainVerdict.Broken broken) {
            return Optional.of(problem(VERDICTS, broken.words()));
        }
        if (expected.isPresent()) {
            Sealed seal = expected.get();
            int lines = seal.extent().lines();
            if (read.lines().size() < lines) {
                return Optional.of(problem(
                        VERDICTS,
                        "cut back: the relay had written " + lines + " lines (" + RecordManifest.FILE_NAME + ":"
                                + seal.line() + ") and it has " + size));
            }
            if (!read.valueAt(lines).equals(seal.extent().last())) {
                return Optional.of(problem(
                        VERDICTS,
                        "line " + lines + " is not the line the relay wrote there (" + RecordManifest.FILE_NAME + ":"
                                + seal.line() + ")"));
            }
        }
        return Optional.of(chainFinding(VERDICTS, read.chain(), size));
    }

    private Finding ofManifest(Manifest manifest) {
        String name = RecordManifest.FILE_NAME;
        if (manifest.chain() instanceof ChainVerdict.Broken broken) {
            return problem(name, broken.words());
        }
        if (!manifest.unreadable().isEmpty()) {
            return problem(name, String.join("; ", manifest.unreadable()));
        }
        return chainFinding(name, manifest.chain(), opened.size() + " records opened");
    }

    private Finding chainFinding(String name, ChainVerdict chain, String size) {
        State state = chain instanceof ChainVerdict.Unverifiable
                        || chain instanceof ChainVerdict.None && recordKey.isPresent()
                ? State.UNVERIFIED
                : State.OK;
        return new Finding(Path.of(name), state, size + "; " + chain.words());
    }

    /** The verdict log's first chain value: {@code k...} keyed, {@code h...} plain, empty if unsealed or absent. */
    private String verdictChain() throws IOException {
        Path file = folder.resolve(VERDICTS);
        return Files.exists(file) ? SealedJson.read(file, recordKey).valueAt(1) : "";
    }

    /** Each line's chain value, as the record has it ({@code ""} where a line has none). */
    private static List<String> values(Path keys) throws IOException {
        List<String> values = new ArrayList<>();
        try (Reader reader = new InputStreamReader(Files.newInputStream(keys), StandardCharsets.UTF_8)) {
            BoundedLines lines = new BoundedLines(reader);
            for (BoundedLines.Line line = lines.next(); line != null; line = lines.next()) {
                values.add(KeyLogChain.split(line.text()).value().orElse(""));
            }
        }
        return values;
    }

    private static String place(ManifestEntry.Opened o) {
        return "entity " + o.entity() + ", terminal " + o.terminal()
                + (o.phase().isEmpty() ? "" : ", phase " + o.phase()) + ", judge " + o.judge();
    }

    private static Path stem(String keys) {
        return Path.of(keys.replaceFirst("\\.keys$", ""));
    }

    private static Finding problem(String name, String why) {
        return problem(Path.of(name), why);
    }

    private static Finding problem(Path name, String why) {
        return new Finding(name, State.PROBLEM, why);
    }
}
