package parlor.relay.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.spi.ILoggingEvent;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.Test;
import parlor.relay.testing.OpsEvents;

/** A time in an entry's line keeps its seconds on the minute: CI met "at 07:15" where "07:15:00" was meant. */
class EntityLogTimeTest {

    @Test
    void aDiskFilledOnTheMinuteIsToldWithItsSeconds() {
        try (OpsEvents log = new OpsEvents()) {
            EntityLog.entryDiskFull("E1", 20L << 20, ZonedDateTime.parse("2026-11-29T07:15:00.400Z"));

            assertThat(log.named("entity-disk-full"))
                    .map(ILoggingEvent::getFormattedMessage)
                    .singleElement()
                    .asString()
                    .startsWith("entry E1 FILLED ITS DISK at 07:15:00 (limits: disk 20 MB)");
        }
    }
}
