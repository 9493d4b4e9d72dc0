package parlor.relay.switchboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.keys.Key;

/** A person's keys held the window behind their typing: what they erase meanwhile never comes out. */
class HeldKeysTest {

    private static final Instant T0 = Instant.parse("2026-11-28T10:00:00Z");

    private static Instant at(double seconds) {
        return T0.plusMillis(Math.round(seconds * 1000));
    }

    private static String text(List<HeldKeys.Held> held) {
        StringBuilder out = new StringBuilder();
        held.stream()
                .map(HeldKeys.Held::key)
                .forEach(k -> out.append(
                        k.isReturn()
                                ? "\n"
                                : k.erases()
                                        ? "<"
                                        : String.valueOf(k.printable().get())));
        return out.toString();
    }

    @Test
    void eachKeyComesOutTheWindowAfterItWasTyped() {
        HeldKeys held = new HeldKeys(Duration.ofSeconds(5));
        held.key(Key.of('H'), at(0));
        held.key(Key.of('i'), at(0.3));

        assertThat(held.due(at(4.9))).isEmpty();
        assertThat(held.nextDue()).contains(at(5));
        assertThat(text(held.due(at(5)))).isEqualTo("H");
        assertThat(text(held.due(at(5.3)))).isEqualTo("i");
    }

    @Test
    void aKeyErasedWithinTheWindowNeverComesOutNorDoesItsErasure() {
        HeldKeys held = new HeldKeys(Duration.ofSeconds(5));
        Key.typing("rainn").forEach(k -> held.key(k, at(0)));
        held.key(Key.BACKSPACE, at(1));
        held.key(Key.of('y'), at(1.2));
        held.key(Key.RETURN, at(1.5));

        assertThat(text(held.due(at(10)))).isEqualTo("rainy\n");
    }

    @Test
    void anErasureAfterItsKeyCameOutComesOutItself() {
        HeldKeys held = new HeldKeys(Duration.ofSeconds(1));
        held.key(Key.of('a'), at(0));
        assertThat(text(held.due(at(1)))).isEqualTo("a");

        held.key(Key.BACKSPACE, at(1.01));

        assertThat(text(held.due(at(3)))).isEqualTo("<");
    }

    @Test
    void nothingIsHeldAndCorrectionsShowWhereTheContestTypesLive() {
        HeldKeys live = HeldKeys.asTheyCome();
        live.key(Key.of('a'), at(0));
        live.key(Key.BACKSPACE, at(0));

        assertThat(text(live.due(at(0)))).isEqualTo("a<");
    }

    @Test
    void theReplyIsOverOnceSentAndEveryKeyHasComeOut() {
        HeldKeys held = new HeldKeys(Duration.ofSeconds(2));
        held.key(Key.of('x'), at(0));
        held.sent();

        assertThat(held.over()).isFalse();
        held.due(at(2));
        assertThat(held.over()).isTrue();
    }
}
