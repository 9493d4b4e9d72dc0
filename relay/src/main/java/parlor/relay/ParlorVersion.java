package parlor.relay;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine;

/** The release's version, as the build wrote it: {@code --version} for every command. */
public final class ParlorVersion implements CommandLine.IVersionProvider {

    /** The version of this build, e.g. {@code 0.1.0}. */
    public static String number() {
        try (InputStream in = ParlorVersion.class.getResourceAsStream("/parlor/version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {
            "Parlor ${COMMAND-FULL-NAME} " + number(), "Java ${java.version} (${java.vendor}), ${os.name} ${os.arch}"
        };
    }
}
