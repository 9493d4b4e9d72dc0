package parlor.relay.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Entry scripts kept as test resources, copied out where a real interpreter can run them. */
public final class TestScripts {

    private TestScripts() {}

    /** Copies the resource {@code /dir/name.pl} to {@code folder/name.pl} and returns that path. */
    public static Path copy(String resource, Path folder) throws IOException {
        Path script = folder.resolve(Path.of(resource).getFileName().toString());
        try (InputStream in = TestScripts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no test resource " + resource);
            }
            Files.write(script, in.readAllBytes());
        }
        return script;
    }
}
