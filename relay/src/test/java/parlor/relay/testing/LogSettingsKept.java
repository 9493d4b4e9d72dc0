package parlor.relay.testing;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * For tests that run a command in this JVM: a command names its own log folder as it starts
 * ({@code parlor.logs}, {@code parlor.log.name}), and the next test's must not be that one, so each
 * test's are put back as they were.
 */
public final class LogSettingsKept implements BeforeEachCallback, AfterEachCallback {

    private static final List<String> SETTINGS = List.of("parlor.logs", "parlor.log.name");
    private final Map<String, String> before = new HashMap<>();

    @Override
    public void beforeEach(ExtensionContext context) {
        before.clear();
        SETTINGS.forEach(name -> before.put(name, System.getProperty(name)));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        SETTINGS.forEach(name -> {
            String value = before.get(name);
            if (value == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, value);
            }
        });
    }
}
