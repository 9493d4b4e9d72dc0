package parlor.relay.pacing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The data the pacing models are shipped with: one value or row a line, after a header of {@code #} lines saying where it came from. */
final class ShippedData {

    private ShippedData() {}

    /** A resource's data lines, read once by whichever model asks; a build without it is broken and says so. */
    static List<String> lines(String resource) {
        try (InputStream in = ShippedData.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the build");
            }
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lines that are neither blank nor comments, trimmed. */
    private static List<String> read(InputStream in) throws IOException {
        List<String> data = new ArrayList<>();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (!line.isBlank() && !line.startsWith("#")) {
                data.add(line.trim());
            }
        }
        return data;
    }
}
