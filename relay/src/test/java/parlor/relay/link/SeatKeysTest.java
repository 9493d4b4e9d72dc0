package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A station's seat key as the operator hands it over: a file of 64 hex digits, checked for shape. */
class SeatKeysTest {

    private static final String KEY = SeatKeys.seatKey("correct-horse-battery-staple-2026", "judge:T1");

    @TempDir
    Path folder;

    @Test
    void aKeyFileGivesItsKeyWithoutTheLineEnd() throws IOException {
        Path file = Files.writeString(folder.resolve("T1.key"), "  " + KEY + "\n");

        assertThat(SeatKeys.fromFileOrEnvironment(Optional.of(file))).contains(KEY);
    }

    @Test
    void aBlankKeyFileGivesNoKey() throws IOException {
        Path file = Files.writeString(folder.resolve("T1.key"), " \n");

        assertThat(SeatKeys.fromFileOrEnvironment(Optional.of(file))).isEmpty();
    }

    @Test
    void aFileThatDoesNotHoldASeatKeyIsNamedNotPrinted() throws IOException {
        Path file = Files.writeString(folder.resolve("T1.key"), KEY.toUpperCase() + "\n");

        assertThatThrownBy(() -> SeatKeys.fromFileOrEnvironment(Optional.of(file)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(file + " does not hold a seat key (64 hex digits, as bin/relay seats prints them)");
    }

    @Test
    void aSeatKeyIsSixtyFourLowerCaseHexDigits() {
        assertThat(SeatKeys.looksLikeSeatKey(KEY)).isTrue();
        assertThat(SeatKeys.looksLikeSeatKey(KEY.substring(1))).isFalse();
        assertThat(SeatKeys.looksLikeSeatKey(KEY + "0")).isFalse();
        assertThat(SeatKeys.looksLikeSeatKey(KEY.toUpperCase())).isFalse();
    }

    @Test
    void aSeatIsNamedByRoleAndTerminal() {
        assertThat(SeatKeys.seat("judge", "T1")).isEqualTo(SeatKeys.seat(Role.JUDGE, "T1"));
        assertThat(SeatKeys.seat(Role.JUDGE, "T1")).isEqualTo("judge:T1");
    }
}
