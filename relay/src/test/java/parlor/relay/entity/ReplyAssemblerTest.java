package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ReplyAssemblerTest {

    private static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");
    /** What Chatbot::Eliza prints on a pty with echo off: banner, prompt, reply, prompt. */
    private static final String ELIZA = "\r\nWelcome to your therapy session.\r\nYour therapist's name is Liz.\r\n\r\n"
            + "Liz:\tHello, I am a computer program. \r\nyou:\tLiz:\tHi. What seems to be your problem?\r\nyou:\t";

    private static ReplyAssembler eliza() {
        return new ReplyAssembler(
                Optional.of(Pattern.compile("you:\\s*")),
                Optional.of(Pattern.compile("Liz:\\s*")),
                Duration.ofMillis(500));
    }

    @Test
    void theBannerIsSetAsideAndTheReplyStrippedOfTheProgramsName() {
        List<ReplyAssembler.Piece> pieces = eliza().output(ELIZA, T0);

        assertThat(pieces).hasSize(2);
        assertThat(pieces.get(0)).isInstanceOf(ReplyAssembler.Piece.Banner.class);
        assertThat(Sanitiser.lines(((ReplyAssembler.Piece.Reply) pieces.get(1)).text()))
                .containsExactly("Hi. What seems to be your problem?");
    }

    @Test
    void outputSplitAnywhereGivesTheSameReplies() {
        List<ReplyAssembler.Piece> whole = eliza().output(ELIZA, T0);
        for (int split = 0; split <= ELIZA.length(); split++) {
            ReplyAssembler assembler = eliza();
            List<ReplyAssembler.Piece> parts = new ArrayList<>(assembler.output(ELIZA.substring(0, split), T0));
            parts.addAll(assembler.output(ELIZA.substring(split), T0));
            assertThat(parts).as("split at %d", split).isEqualTo(whole);
        }
    }

    @Test
    void thePromptCountsOnlyAtTheStartOfALine() {
        ReplyAssembler assembler = eliza();
        assembler.output("you:\t", T0);

        List<ReplyAssembler.Piece> pieces = assembler.output("Liz:\tTell me about you: all of it.\r\nyou:\t", T0);

        assertThat(pieces).containsExactly(new ReplyAssembler.Piece.Reply("Tell me about you: all of it.\n\n"));
    }

    @Test
    void withoutAPromptAReplyEndsAfterTheQuietPeriod() {
        ReplyAssembler assembler = new ReplyAssembler(Optional.empty(), Optional.empty(), Duration.ofMillis(500));
        assembler.output("Hello ", T0);
        assembler.output("there.", T0.plusMillis(300));

        assertThat(assembler.tick(T0.plusMillis(700))).isEmpty();
        assertThat(assembler.tick(T0.plusMillis(800))).containsExactly(new ReplyAssembler.Piece.Reply("Hello there."));
        assertThat(assembler.tick(T0.plusMillis(5000))).isEmpty();
    }

    @Test
    void whatAProgramSaysJustBeforeItEndsIsStillItsReply() {
        ReplyAssembler assembler = new ReplyAssembler(Optional.empty(), Optional.empty(), Duration.ofMillis(500));
        assembler.output("last words\r\n", T0);

        assertThat(assembler.flush()).containsExactly(new ReplyAssembler.Piece.Reply("last words\r\n"));
        assertThat(assembler.flush()).isEmpty();
    }

    @Test
    void aFloodIsBoundedAndReported() {
        ReplyAssembler assembler = new ReplyAssembler(Optional.empty(), Optional.empty(), Duration.ofMillis(500));

        List<ReplyAssembler.Piece> pieces = assembler.output("x".repeat(ReplyAssembler.MAX_BUFFER_CHARS + 10), T0);

        assertThat(pieces).containsExactly(new ReplyAssembler.Piece.Overflow(10));
    }
}
