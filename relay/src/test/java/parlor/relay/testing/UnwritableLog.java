package parlor.relay.testing;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.ContextInitializer;
import ch.qos.logback.core.joran.spi.JoranException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.LoggerFactory;

/**
 * The relay's own log set-up (LogConfigurator) pointed at a log folder that cannot be made (its parent is a plain
 * file), so every line the operator log writes fails, as on a full disk, even as root; closing it
 * puts the test run's log back. Make it before the relay, whose alerts listen to the log.
 */
public final class UnwritableLog implements AutoCloseable {

    private final LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    private final String before = System.getProperty("parlor.logs", "logs");

    public UnwritableLog(Path folder) throws IOException, JoranException {
        Path notAFolder = Files.writeString(folder.resolve("logs-is-a-file"), "");
        configure(notAFolder.resolve("logs").toString());
    }

    /** The log's files as they stand: none can have been made. */
    public Path folder() {
        return Path.of(context.getProperty("parlor.logs"));
    }

    private void configure(String logs) throws JoranException {
        context.reset();
        context.putProperty("parlor.logs", logs);
        new ContextInitializer(context).autoConfig();
    }

    @Override
    public void close() throws JoranException {
        configure(before);
    }
}
