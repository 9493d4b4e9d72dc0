package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** When the operator is told an entry's disk is full: once as it fills, again only after the entry freed a good part. */
class DiskWatchTest {

    private static final long MEGABYTE = 1L << 20;

    @Test
    void aDiskThatFillsIsToldOnceHoweverLongItStaysFullAndAgainWhenItFillsAfterBeingFreed() {
        DiskWatch watch = new DiskWatch(256 * MEGABYTE, 256 * MEGABYTE);
        long[] free = {200 * MEGABYTE, 3 * MEGABYTE, 15 << 10, 15 << 10, 2 * MEGABYTE, 6 * MEGABYTE, 1 << 10, 0};

        List<Boolean> told = LongStream.of(free).mapToObj(watch::filled).toList();

        assertThat(told)
                .as("full below 2.56 MB (a hundredth), full again only after 5.12 MB were free")
                .containsExactly(false, false, true, false, false, false, true, false);
    }

    @Test
    void aSmallDiskIsFullBelow64KilobytesFree() {
        DiskWatch watch = new DiskWatch(2 * MEGABYTE, 2 * MEGABYTE);

        assertThat(watch.filled(100 << 10)).isFalse();
        assertThat(watch.filled(63 << 10)).isTrue();
    }

    @Test
    void aDiskFullWhenTheRelayStartsIsNotToldAsFillingNow() {
        DiskWatch watch = new DiskWatch(20 * MEGABYTE, 15 << 10);

        assertThat(watch.filled(15 << 10)).isFalse();
        assertThat(watch.filled(MEGABYTE)).isFalse();
        assertThat(watch.filled(15 << 10)).as("filled again after it was freed").isTrue();
    }
}
