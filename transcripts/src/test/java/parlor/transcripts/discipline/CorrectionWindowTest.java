package parlor.transcripts.discipline;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.keys.Key;

/**
 * A confederate's desk whose keys reach the judge as typed, a few seconds behind: the confederate
 * may erase what the judge has not been shown, and nothing older.
 */
class CorrectionWindowTest {

    private static final Instant T0 = Instant.parse("2026-11-28T10:00:00Z");
    private static final Duration WINDOW = Duration.ofSeconds(5);

    private final LineDiscipline desk = new LineDiscipline(1).withCorrectionWindow(WINDOW);

    private List<DisciplineEvent> type(String keys, double atSeconds) {
        Instant at = T0.plusMillis(Math.round(atSeconds * 1000));
        List<DisciplineEvent> out = new ArrayList<>();
        for (Key key : Key.typing(keys)) {
            out.addAll(desk.accept(key, at));
        }
        return out;
    }

    @Test
    void aCharacterYoungerThanTheWindowIsErased() {
        type("rainny", 0);

        type("\b", 4.9);

        assertThat(desk.pendingLine()).isEqualTo("rainn");
    }

    @Test
    void aCharacterAsOldAsTheWindowStaysAndTheTypistIsToldWhy() {
        type("rain", 0);
        type("y", 3);

        List<DisciplineEvent> late = type("\b\b", 5.5);

        assertThat(desk.pendingLine())
                .as("the y (2.5 s old) is erased; the n (5.5 s old) has gone to the judge")
                .isEqualTo("rain");
        assertThat(late).contains(new DisciplineEvent.JudgeNotice(LineDiscipline.SHOWN));
        assertThat(late).anySatisfy(e -> assertThat(e).isInstanceOf(DisciplineEvent.Refused.class));
    }

    @Test
    void typeAheadCountsFromWhenItTookEffectNotWhenItWasTyped() {
        type("Hi\r\r", 0);
        type("Wel", 1);
        desk.entitySaid(List.of("And you?"), T0.plusSeconds(20));

        type("\b", 22);

        assertThat(desk.pendingLine())
                .as("typed ahead at 1 s, shown to the judge only once the turn came back at 20 s")
                .isEqualTo("We");
    }

    @Test
    void withoutAWindowAnythingOnTheLineMayBeErased() {
        LineDiscipline judge = new LineDiscipline(1);
        judge.accept(Key.of('a'), T0);

        judge.accept(new Key("BackSpace"), T0.plusSeconds(600));

        assertThat(judge.pendingLine()).isEmpty();
    }

    @Test
    void theMessageBegunIsReadBackWithItsLines() {
        type("I think\rit rained", 0);

        assertThat(desk.unsentText()).isEqualTo("I think\nit rained");
    }
}
