package parlor.tools.publish;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A folder a tool writes its outputs to: no two outputs of one run share a file, and a different
 * file already there is kept unless the run was told to replace it. Each refusal says which file.
 */
public final class OutputFolder {

    private final Path folder;
    private final boolean replace;
    private final String command;
    /** What this run wrote, and from which input: no two inputs share a file. */
    private final Map<Path, Object> writtenFrom = new LinkedHashMap<>();

    /**
     * {@code replace}: overwrite a file already there that differs (else it is kept, and said);
     * {@code command}: the tool's command, as the advice to run it again names it.
     */
    public OutputFolder(Path folder, boolean replace, String command) {
        this.folder = folder;
        this.replace = replace;
        this.command = command;
    }

    public Path folder() {
        return folder;
    }

    /**
     * Writes one output named {@code name}, made from {@code source} (what a refusal names); says on
     * standard error what it wrote, or that the file was already so. Throws saying why it was not written.
     */
    public void write(String name, byte[] bytes, Object source) throws IOException {
        Path target = folder.resolve(name);
        Object earlier = writtenFrom.putIfAbsent(target, source);
        if (earlier != null) {
            throw new IOException("not written: " + target + " was just written from " + earlier
                    + ", and this record's name is the same");
        }
        if (Files.exists(target)) {
            if (Arrays.equals(Files.readAllBytes(target), bytes)) {
                System.err.println("unchanged " + target);
                return;
            }
            if (!replace) {
                throw new IOException("not written: " + target + " already exists and differs (kept; move it away, or "
                        + command + " with --replace)");
            }
        }
        Files.createDirectories(folder);
        Files.write(target, bytes);
        System.err.println("wrote " + target);
    }
}
