package parlor.relay.day;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import parlor.relay.testing.Eventually;

/** The console's {@code watch}: a reply typed key by key shows while it is typed, and no line is printed twice. */
class ScreenWatchTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
    private static final String QUESTION = ">Hello, who are you?";
    private static final String REPLY = "Hello, my name is Joan, and I am a woman.";
    /** Typed a key per look (5 a second): long enough that a piece is due before its end. */
    private static final String TYPED_LIVE = "My name is Joan, I think.";

    /** A real watch over a screen whose reply grows by one key each time it is looked at. */
    @Test
    void aPacedReplyShowsWhileItIsTypedAndEachCharacterOnce() throws Exception {
        AtomicInteger typed = new AtomicInteger();
        List<String> out = new CopyOnWriteArrayList<>();
        List<Integer> typedWhenPrinted = new CopyOnWriteArrayList<>();
        try (ScreenWatch ignored = ScreenWatch.start(
                () -> screenWith(typed.getAndUpdate(n -> Math.min(n + 1, TYPED_LIVE.length() + 1))), line -> {
                    out.add(line);
                    typedWhenPrinted.add(typed.get());
                })) {
            Eventually.waitFor(
                    "part of the reply while it is typed", Duration.ofSeconds(10), () -> out.size() > 2, () -> out);
            Eventually.waitFor(
                    "the whole reply",
                    Duration.ofSeconds(20),
                    () -> String.join("", replyPieces(out)).equals(TYPED_LIVE),
                    () -> out);
        }
        assertThat(out.subList(0, 2)).containsExactly(QUESTION, ">");
        assertThat(typedWhenPrinted.get(2))
                .as("keys of the reply typed when its first piece was printed")
                .isLessThan(TYPED_LIVE.length());
        assertThat(out.get(2))
                .isNotEqualTo(TYPED_LIVE)
                .satisfies(first -> assertThat(TYPED_LIVE).startsWith(first));
        assertThat(out.subList(3, out.size())).allMatch(line -> line.startsWith(WatchedScreen.CONTINUED));
    }

    @Test
    void aLineTypedSteadilyComesOutInWholeWordsWithinTheWait() {
        WatchedScreen watched = new WatchedScreen();
        List<String> out = new ArrayList<>();
        Instant at = T0;
        for (int keys = 0; keys <= REPLY.length(); keys++) {
            out.addAll(watched.look(List.of(QUESTION, ">", REPLY.substring(0, keys)), at));
            at = at.plusMillis(100);
        }
        // a key every 0.1 s: a piece every 1.5 s, up to the last space typed by then
        assertThat(out).containsExactly(QUESTION, ">", "Hello, my name ", "  ...is Joan, and I ");
        out.addAll(watched.look(List.of(QUESTION, ">", REPLY), at.plus(WatchedScreen.STILL)));
        assertThat(out.getLast()).isEqualTo("  ...am a woman.");
        out.addAll(watched.look(List.of(QUESTION, ">", REPLY, ">"), at.plusSeconds(5)));
        assertThat(out).hasSize(5);
    }

    @Test
    void aLineThatStandsStillIsPrintedAndItsEndWhenItIsDone() {
        WatchedScreen watched = new WatchedScreen();

        assertThat(watched.look(List.of(">Are you", ""), T0)).containsExactly(">Are you");
        assertThat(watched.look(List.of(">Are you", "Perh"), T0.plusMillis(100)))
                .isEmpty();
        assertThat(watched.look(
                        List.of(">Are you", "Perh"),
                        T0.plus(WatchedScreen.STILL).plusMillis(100)))
                .containsExactly("Perh");
        assertThat(watched.look(List.of(">Are you", "Perhaps.", ">"), T0.plusSeconds(2)))
                .containsExactly("  ...aps.");
    }

    @Test
    void aJudgesCorrectionOfWhatWasPrintedIsShownAsErased() {
        WatchedScreen watched = new WatchedScreen();
        watched.look(List.of(">Helo"), T0);

        assertThat(watched.look(List.of(">Helo"), T0.plus(WatchedScreen.STILL))).containsExactly(">Helo");
        assertThat(watched.look(List.of(">Hello there", ">"), T0.plusSeconds(3)))
                .containsExactly("  ...[1 erased]lo there");
    }

    @Test
    void aBarePromptIsNotPrintedUntilItsLineEnds() {
        WatchedScreen watched = new WatchedScreen();

        assertThat(watched.look(List.of("Hi", ">"), T0)).containsExactly("Hi");
        assertThat(watched.look(List.of("Hi", ">"), T0.plusSeconds(10))).isEmpty();
        assertThat(watched.look(List.of("Hi", ">", ">"), T0.plusSeconds(11))).containsExactly(">");
    }

    @Test
    void aClearedScreenIsSaidAndItsLinesPrintedAfresh() {
        WatchedScreen watched = new WatchedScreen();
        watched.look(List.of(">one", ">two", ">"), T0);

        assertThat(watched.look(List.of("Round 2", ">"), T0.plusSeconds(1)))
                .containsExactly(WatchedScreen.CLEARED, "Round 2");
    }

    private static List<String> screenWith(int replyKeys) {
        if (replyKeys > TYPED_LIVE.length()) {
            return List.of(QUESTION, ">", TYPED_LIVE, ">");
        }
        return List.of(QUESTION, ">", TYPED_LIVE.substring(0, replyKeys));
    }

    /** The reply as the pieces printed so far spell it. */
    private static List<String> replyPieces(List<String> out) {
        List<String> pieces = new ArrayList<>();
        for (String line : out.subList(Math.min(2, out.size()), out.size())) {
            pieces.add(
                    line.startsWith(WatchedScreen.CONTINUED) ? line.substring(WatchedScreen.CONTINUED.length()) : line);
        }
        return pieces;
    }
}
