package parlor.relay.server.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LinkLoopsTest {

    @Test
    void linksAreSharedOutInTurnSoEachLoopCarriesItsShare() {
        try (LinkLoops loops = LinkLoops.start("test-loop", 2)) {
            List<LinkLoop> taken = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                taken.add(loops.next());
            }

            assertThat(taken.get(0)).isNotSameAs(taken.get(1));
            assertThat(taken.get(2)).isSameAs(taken.get(0));
            assertThat(taken.get(3)).isSameAs(taken.get(1));
        }
    }

    @Test
    void thereAreFourLoopsPerCoreAndNeverMoreThanSixteen() {
        assertThat(LinkLoops.forThisMachine())
                .isEqualTo(Math.min(4 * Runtime.getRuntime().availableProcessors(), 16));
    }

    @Test
    void anOperatorMaySetTheNumberWithinBoundsAndIsToldWhenOverruled() {
        try {
            assertThat(LinkLoops.countOverruled()).as("unset").isEmpty();
            System.setProperty(LinkLoops.COUNT_PROPERTY, "3");
            assertThat(LinkLoops.forThisMachine()).isEqualTo(3);
            assertThat(LinkLoops.countOverruled()).isEmpty();
            System.setProperty(LinkLoops.COUNT_PROPERTY, "0");
            assertThat(LinkLoops.forThisMachine()).as("at least one loop").isEqualTo(1);
            assertThat(LinkLoops.countOverruled())
                    .contains("-Dparlor.relay.loops=0 is outside 1 to 16: running 1 loops");
            System.setProperty(LinkLoops.COUNT_PROPERTY, "500");
            assertThat(LinkLoops.forThisMachine()).as("never past the most").isEqualTo(16);
            assertThat(LinkLoops.countOverruled())
                    .contains("-Dparlor.relay.loops=500 is outside 1 to 16: running 16 loops");
        } finally {
            System.clearProperty(LinkLoops.COUNT_PROPERTY);
        }
    }

    @Test
    void aTypoInTheNumberIsNamedAndTheMachinesCountRuns() {
        try {
            System.setProperty(LinkLoops.COUNT_PROPERTY, "eight");
            int byCores = Math.min(4 * Runtime.getRuntime().availableProcessors(), 16);

            assertThat(LinkLoops.forThisMachine()).isEqualTo(byCores);
            assertThat(LinkLoops.countOverruled())
                    .contains("-Dparlor.relay.loops=eight is not a whole number: running " + byCores
                            + " loops, 4 a core");
            // a number with a blank after it (an options file saved on Windows) is not taken, so it is named too
            System.setProperty(LinkLoops.COUNT_PROPERTY, "8\r");
            assertThat(LinkLoops.forThisMachine()).isEqualTo(byCores);
            // and named with its blank shown, so that it cannot hide the start of its own line in relay.log
            assertThat(LinkLoops.countOverruled())
                    .contains("-Dparlor.relay.loops=\"8\\r\" is not a whole number: running " + byCores
                            + " loops, 4 a core");
        } finally {
            System.clearProperty(LinkLoops.COUNT_PROPERTY);
        }
    }
}
