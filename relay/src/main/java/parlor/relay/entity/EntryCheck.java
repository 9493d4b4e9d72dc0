package parlor.relay.entity;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;
import parlor.relay.contest.EntitySpec;

/**
 * Every entry program tried before the day starts, so a misspelt script or an entry that dies at
 * once is found by the operator at start-up, not by a judge at the terminal. First what can be
 * seen without running it (the program is found; a script given to an interpreter exists), then
 * one short run of each as the contest runs it ({@link EntryTrial}), all entries at once.
 */
public final class EntryCheck {

    /** An entry that cannot start, and what it (or the check) said. */
    public record Failure(String entry, List<String> command, String why) {

        public String describe() {
            return "entry " + entry + ": cannot start " + command + ": " + why;
        }
    }

    /** Programs that run a script named by their first argument that is not an option. */
    private static final Pattern INTERPRETER =
            Pattern.compile("(perl|python[0-9.]*|ruby|node|sh|bash|dash|zsh|ksh|tclsh|php|lua)");
    /** Options after which the code is given inline or found by the interpreter: there is no script file to look for. */
    private static final Set<String> NO_SCRIPT = Set.of("-c", "-e", "-E", "-m", "-");

    private EntryCheck() {}

    /** The entry programs among these entities that cannot start, each tried once; empty when all can. */
    public static List<Failure> failures(Collection<EntitySpec> entities) {
        List<EntitySpec.Program> programs = programs(entities);
        // pty4j's reads hold a carrier thread: each trial gets platform threads, as a running entry does
        try (ExecutorService trials = Executors.newThreadPerTaskExecutor(
                Thread.ofPlatform().daemon().name("entry-check-", 0).factory())) {
            List<CompletableFuture<Optional<Failure>>> checks = programs.stream()
                    .map(program -> CompletableFuture.supplyAsync(() -> check(program), trials))
                    .toList();
            return checks.stream()
                    .map(CompletableFuture::join)
                    .flatMap(Optional::stream)
                    .toList();
        }
    }

    /** Only what can be seen without running anything: a program or script that is not there. */
    public static List<Failure> missingFiles(Collection<EntitySpec> entities) {
        return programs(entities).stream()
                .flatMap(program ->
                        missingFile(program).map(why -> new Failure(program.id(), program.command(), why)).stream())
                .toList();
    }

    private static List<EntitySpec.Program> programs(Collection<EntitySpec> entities) {
        return entities.stream()
                .flatMap(e -> e instanceof EntitySpec.Program p
                        ? java.util.stream.Stream.of(p)
                        : java.util.stream.Stream.empty())
                .toList();
    }

    static Optional<Failure> check(EntitySpec.Program program) {
        return missingFile(program)
                .or(() -> EntryTrial.run(program, EntryTrial.DEADLINE))
                .map(why -> new Failure(program.id(), program.command(), why));
    }

    /** The program or its script not where the entry's folder and PATH say; no process is started. */
    static Optional<String> missingFile(EntitySpec.Program program) {
        String executable = program.command().getFirst();
        Optional<String> problem = executable.contains("/")
                ? fileProblem(program.directory().resolve(executable), executable, program.directory(), true)
                : Optional.ofNullable(onPath(executable, program) ? null : executable + ": not found on PATH");
        return problem.or(() -> script(program)
                .flatMap(script ->
                        fileProblem(program.directory().resolve(script), script, program.directory(), false)));
    }

    /** The script an interpreter is given, if the command names one as a file (a name with a dot or a slash). */
    static Optional<String> script(EntitySpec.Program program) {
        List<String> command = program.command();
        if (!INTERPRETER
                .matcher(Path.of(command.getFirst()).getFileName().toString())
                .matches()) {
            return Optional.empty();
        }
        for (String argument : command.subList(1, command.size())) {
            if (NO_SCRIPT.contains(argument)) {
                return Optional.empty();
            }
            if (!argument.startsWith("-")) {
                return argument.contains(".") || argument.contains("/") ? Optional.of(argument) : Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static Optional<String> fileProblem(Path file, String named, Path folder, boolean mustRun) {
        if (!Files.isRegularFile(file)) {
            return Optional.of(named + ": no such file" + (Path.of(named).isAbsolute() ? "" : " in " + folder));
        }
        if (mustRun && !Files.isExecutable(file)) {
            return Optional.of(named + ": not executable (chmod +x it, or name its interpreter first)");
        }
        return Optional.empty();
    }

    private static boolean onPath(String executable, EntitySpec.Program program) {
        String path = program.environment()
                .getOrDefault("PATH", Optional.ofNullable(System.getenv("PATH")).orElse(""));
        return java.util.Arrays.stream(path.split(File.pathSeparator))
                .filter(dir -> !dir.isEmpty())
                .map(dir -> program.directory().resolve(dir).resolve(executable))
                .anyMatch(file -> Files.isRegularFile(file) && Files.isExecutable(file));
    }
}
