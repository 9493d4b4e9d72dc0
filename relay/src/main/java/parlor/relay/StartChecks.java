package parlor.relay;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import parlor.relay.contest.Contest;
import parlor.relay.contest.EntitySpec;
import parlor.relay.entity.EntryCheck;
import parlor.relay.entity.limits.EntryLimits;
import parlor.relay.ops.EntityLog;
import parlor.relay.ops.OpsLog;
import parlor.transcripts.files.OwnerOnly;

/**
 * What the relay makes sure of before it starts anything, so an ordinary mistake (a folder it
 * cannot write, a misspelt entry) is one line naming it and what to do, not a surprise later.
 */
final class StartChecks {

    private StartChecks() {}

    /** Why files cannot be written in this folder (made if missing), or empty if they can. */
    static Optional<String> unwritable(Path folder) {
        try {
            OwnerOnly.createDirectories(folder);
            Files.delete(Files.createTempFile(folder, ".parlor-write-check", ""));
            return Optional.empty();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return Optional.of(
                    e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null
                            ? fs.getFile() + ": " + fs.getReason()
                            : e.toString());
        }
    }

    /** Says once, in the operator log and here, if other users of this machine may open the operator log's or the transcripts' folder. */
    static void ownerOnly(Path logs, Path transcripts, PrintStream err) {
        warnIfOpen("operator log folder", logs, err);
        warnIfOpen("transcripts folder", transcripts, err);
    }

    /**
     * Says if records would be kept inside Parlor's own folder (a checkout's or a release's), where a
     * rebuild, an upgrade or {@code git clean} would take them: as the README's examples are, run where they are.
     */
    static void outsideParlor(Path logs, Path transcripts, PrintStream err) {
        parlorHome()
                .ifPresent(home -> java.util.stream.Stream.of(transcripts, logs)
                        .map(folder -> folder.toAbsolutePath().normalize())
                        .filter(folder -> folder.startsWith(home))
                        .findFirst()
                        .ifPresent(folder -> err.println("relay: WARNING: the records would be kept in " + folder
                                + ", inside Parlor's own folder " + home + ", where a rebuild, an upgrade or git clean"
                                + " would take them: copy the contest file to a folder of the contest's own")));
    }

    /** The folder Parlor runs from: the nearest above its classes with its launchers in {@code bin/}. */
    private static Optional<Path> parlorHome() {
        java.security.CodeSource source =
                StartChecks.class.getProtectionDomain().getCodeSource();
        if (source == null) {
            return Optional.empty();
        }
        try {
            Path code = Path.of(source.getLocation().toURI()).toAbsolutePath().normalize();
            for (Path folder = code.getParent(); folder != null; folder = folder.getParent()) {
                if (Files.isRegularFile(folder.resolve("bin/relay"))
                        || Files.isRegularFile(folder.resolve("bin/parlor-relay"))) {
                    return Optional.of(folder);
                }
            }
            return Optional.empty();
        } catch (java.net.URISyntaxException | IllegalArgumentException e) {
            return Optional.empty(); // classes from somewhere unusual: no folder of Parlor's own to keep records out of
        }
    }

    private static void warnIfOpen(String what, Path folder, PrintStream err) {
        OwnerOnly.openToOthers(folder).ifPresent(mode -> {
            OpsLog.folderOpenToOthers(what, folder.toString(), mode);
            err.println("relay: WARNING: " + what + " " + folder + " is readable by other users of this machine ("
                    + mode + "): chmod 700 it");
        });
    }

    /**
     * Every entry program runs in its sandbox, or the contest file says {@code isolation: none} for
     * it: where the sandbox cannot be made the relay does not start. An entry without one is named
     * loudly either way; what holds the sandboxed entries' limits is said once. True if the relay may go on.
     */
    static boolean entriesShutIn(java.util.Collection<EntitySpec> entities, Path contestFile, PrintStream err) {
        List<EntitySpec.Program> programs = entities.stream()
                .<EntitySpec.Program>mapMulti((entity, out) -> {
                    if (entity instanceof EntitySpec.Program program) {
                        out.accept(program);
                    } else if (entity instanceof EntitySpec.Lpp lpp) {
                        lpp.launched().ifPresent(out);
                    }
                })
                .toList();
        for (EntitySpec.Program open :
                programs.stream().filter(p -> !p.isolation().sandboxed()).toList()) {
            EntityLog.entryNotSandboxed(open.id());
            err.println("relay: WARNING: entry " + open.id()
                    + " runs WITHOUT a sandbox (isolation: none): it can read and write whatever "
                    + "this relay's user can, the keys and transcripts included");
        }
        List<String> sandboxed = programs.stream()
                .filter(p -> p.isolation().sandboxed())
                .map(EntitySpec.Program::id)
                .toList();
        Optional<String> why = sandboxed.isEmpty() ? Optional.empty() : parlor.relay.entity.Sandbox.unavailable();
        if (why.isEmpty()) {
            if (!sandboxed.isEmpty()) {
                EntryLimits.tellTheOperator();
            }
            return foldersCapped(programs, contestFile, err, parlor.relay.entity.EntryDisks::unavailable);
        }
        EntityLog.noSandbox(String.join(", ", sandboxed), why.get());
        err.println("relay: " + contestFile + ": entr" + (sandboxed.size() == 1 ? "y " : "ies ")
                + String.join(", ", sandboxed) + " cannot be shut in a sandbox on this machine: " + why.get());
        err.println(
                "relay: install bubblewrap (apt-get install bubblewrap), or, for a rehearsal only, put isolation: none on each");
        return false;
    }

    /**
     * Every sandboxed entry that writes in its folder has a cap on it ({@code limits: { disk: }}),
     * or the contest file says {@code disk: none} for it, named loudly; where a cap cannot be made
     * the relay does not start ({@code cannotCap} says why not). True if the relay may go on.
     */
    static boolean foldersCapped(
            List<EntitySpec.Program> programs,
            Path contestFile,
            PrintStream err,
            java.util.function.Supplier<Optional<String>> cannotCap) {
        List<EntitySpec.Program> writing = programs.stream()
                .filter(p -> p.isolation().sandboxed() && p.isolation().writable())
                .toList();
        for (EntitySpec.Program uncapped :
                writing.stream().filter(p -> p.isolation().disk().isEmpty()).toList()) {
            EntityLog.entryDiskUncapped(uncapped.id());
            err.println(
                    "relay: WARNING: entry " + uncapped.id()
                            + " writes in its folder with NO cap (limits: { disk: none }): it can fill the disk its folder is on");
        }
        List<String> capped = writing.stream()
                .filter(p -> p.isolation().disk().isPresent())
                .map(EntitySpec.Program::id)
                .toList();
        Optional<String> why = capped.isEmpty() ? Optional.empty() : cannotCap.get();
        if (why.isEmpty()) {
            return true;
        }
        EntityLog.noDiskCap(String.join(", ", capped), why.get());
        err.println("relay: " + contestFile + ": entr" + (capped.size() == 1 ? "y " : "ies ")
                + String.join(", ", capped)
                + " write" + (capped.size() == 1 ? "s" : "") + " in a folder of its own (writable: true), capped at "
                + "limits: { disk: 256m } unless the file says, and no cap can be made on this machine: " + why.get());
        err.println("relay: run the relay as root, or give each limits: { disk: none } to let it write with no cap");
        return false;
    }

    /**
     * Tries every entry program (see {@link EntryCheck}) and says which cannot start, each on a
     * line of its own; true if the relay may go on. With {@code skipTrial} no entry is run (the
     * operator chose to start anyway): only a program or script that is not there is reported,
     * and the relay goes on regardless, saying loudly that the entries were not tried.
     */
    static boolean entriesStart(Contest contest, Path contestFile, boolean skipTrial, PrintStream err) {
        long began = System.nanoTime();
        List<EntryCheck.Failure> failures = skipTrial
                ? EntryCheck.missingFiles(contest.entities().values())
                : EntryCheck.failures(contest.entities().values());
        long programs = contest.entities().values().stream()
                .filter(EntitySpec.Program.class::isInstance)
                .count();
        if (skipTrial) {
            EntityLog.entriesNotTried((int) programs);
            err.println(
                    "relay: WARNING: entry programs not tried before the day (--skip-entry-check): one that cannot start "
                            + "will be found by a judge");
        } else {
            EntityLog.entriesChecked((int) programs, Duration.ofNanos(System.nanoTime() - began));
        }
        for (EntryCheck.Failure failure : failures) {
            EntityLog.entryCannotStart(failure.entry(), failure.why(), skipTrial);
            err.println("relay: " + contestFile + ": " + failure.describe());
        }
        if (!failures.isEmpty() && !skipTrial) {
            err.println("relay: fix the contest file or the entry, or give --skip-entry-check to start anyway");
        }
        return failures.isEmpty() || skipTrial;
    }
}
