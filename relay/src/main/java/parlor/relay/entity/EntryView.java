package parlor.relay.entity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.Isolation;
import parlor.relay.entity.limits.EntryLimits;

/**
 * What an entry program can see when the contest runs it, in a few sentences for its author
 * ({@code bin/relay try-entry}): its folder and whether it may write there, its files, its
 * {@code /tmp}, the network, and the names of the variables in its environment. Worked out from
 * the same plan the relay gives {@link Sandbox}, so it cannot say something the sandbox does not do.
 */
public final class EntryView {

    private static final int FILES_NAMED = 6;

    private EntryView() {}

    /** The paragraph, wrapped at a judge's line width. */
    public static List<String> describe(EntitySpec.Program spec) {
        String said = spec.id() + " (" + String.join(" ", spec.command()) + ") runs as the contest runs it: "
                + (spec.isolation().sandboxed() ? sandboxed(spec) : open(spec))
                + " Its environment holds only " + String.join(", ", variableNames(spec)) + ".";
        return Sanitiser.wrap(said);
    }

    /** The names of the variables the entry is given, sorted: never the relay's own. */
    static List<String> variableNames(EntitySpec.Program spec) {
        return ProgramEntity.environment(spec).keySet().stream().sorted().toList();
    }

    private static String sandboxed(EntitySpec.Program spec) {
        Isolation how = spec.isolation();
        boolean root = Sandbox.isRoot();
        StringBuilder said = new StringBuilder("in its sandbox")
                .append(root ? ", as a user of its own with no privileges." : ".")
                .append(" It sees the system's programs and libraries (/usr) read-only");
        how.readOnly().forEach(path -> said.append(", ").append(path).append(" read-only"));
        said.append("; ");
        if (how.ownFolder()) {
            said.append("its own folder ")
                    .append(spec.directory())
                    .append(how.writable() ? ", where it may write" + DiskView.cap(how) : ", read-only")
                    .append(", holding ")
                    .append(files(spec.directory()));
        } else {
            List<String> named = Sandbox.filesNamedIn(spec.command(), spec.directory()).stream()
                    .map(nameIn(spec))
                    .toList();
            said.append(
                    named.isEmpty()
                            ? "an empty working folder " + spec.directory() + " of its own (nothing of that folder)"
                            : "a working folder " + spec.directory() + " of its own, holding only "
                                    + String.join(", ", named) + " (read-only), nothing else of that folder");
        }
        Isolation.Limits limits = how.limits();
        said.append("; a /tmp of its own, empty at each start; only its own processes; ")
                .append(spec.network() ? "the network (network: true)." : "no network.")
                .append(" Limits: ")
                .append(limits.processes())
                .append(EntryLimits.wholeEntry() ? " processes and " : " processes, ")
                .append(limits.memoryBytes() >> 20)
                .append(
                        EntryLimits.wholeEntry()
                                ? " MB of memory for the whole entry (its /tmp included), "
                                : " MB of memory, ")
                .append(limits.cpu().toMinutes())
                .append(" min of CPU time for each process.");
        if (root && how.writable() && how.disk().isEmpty() && !openToAll(spec.directory())) {
            said.append(" But it cannot write in ")
                    .append(spec.directory())
                    .append(
                            ": its user is not yours, so the folder must be open to all (chmod 777 it) for it to keep notes there.");
        }
        return said.toString();
    }

    private static String open(EntitySpec.Program spec) {
        String network = spec.network()
                ? "and the network (network: true)."
                : NetworkIsolation.unavailable()
                        .map(why -> "and the network too (this machine cannot cut it off: " + why + ").")
                        .orElse("but no network.");
        return "WITHOUT a sandbox (isolation: none), for a rehearsal only. It runs as you, in " + spec.directory()
                + ", and can read and change whatever you can, the contest's keys and transcripts included, " + network;
    }

    private static java.util.function.Function<Path, String> nameIn(EntitySpec.Program spec) {
        return file -> file.startsWith(spec.directory().toAbsolutePath().normalize())
                ? spec.directory().toAbsolutePath().normalize().relativize(file).toString()
                : file.toString();
    }

    /** The folder's first few names and how many more; what its author put there, as the entry sees it. */
    private static String files(Path folder) {
        try (Stream<Path> listing = Files.list(folder)) {
            List<String> names =
                    new ArrayList<>(listing.map(path -> path.getFileName() + (Files.isDirectory(path) ? "/" : ""))
                            .sorted()
                            .toList());
            if (names.isEmpty()) {
                return "nothing yet";
            }
            String shown = String.join(", ", names.subList(0, Math.min(FILES_NAMED, names.size())));
            return names.size() > FILES_NAMED ? shown + " and " + (names.size() - FILES_NAMED) + " more" : shown;
        } catch (IOException e) {
            return "what it cannot list (" + e.getMessage() + ")";
        }
    }

    /** Whether anyone may write in the folder: under a root relay an entry is a user no folder belongs to. */
    private static boolean openToAll(Path folder) {
        try {
            return ((Integer) Files.getAttribute(folder, "unix:mode") & 0003) == 0003;
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }
}
