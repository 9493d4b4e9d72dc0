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
    void thereIsALoopPerCoreAndNeverMoreThanFour() {
        assertThat(LinkLoops.perCore())
                .isBetween(1, LinkLoops.MOST)
                .isEqualTo(Math.min(Runtime.getRuntime().availableProcessors(), LinkLoops.MOST));
    }
}
