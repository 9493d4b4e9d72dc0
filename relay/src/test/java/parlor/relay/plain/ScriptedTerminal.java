package parlor.relay.plain;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import parlor.transcripts.discipline.DisciplineEvent;
import parlor.transcripts.discipline.LineDiscipline;
import parlor.transcripts.screen.Screen;
import parlor.transcripts.screen.ScreenEvent;

/**
 * A plain terminal's whole path through the relay, without the network: bytes typed at the
 * terminal are decoded into keys, the real line discipline decides what they mean, and the writer
 * turns its screen events and judge changes into the bytes sent back, collected here. The
 * {@link Screen} model is kept alongside, as the relay keeps it.
 */
final class ScriptedTerminal {

    static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    private final PlainKeyDecoder decoder = new PlainKeyDecoder();
    private final LineDiscipline discipline = new LineDiscipline();
    private final Screen screen = new Screen();
    private final PlainScreen writer;
    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    private String notice = "";

    /** Connects: the writer sets the terminal up, and the discipline shows the first prompt. */
    ScriptedTerminal(PlainScreen writer) {
        this.writer = writer;
        sent.writeBytes(writer.redrawAll(screen, discipline.judge(), notice));
        handle(discipline.start());
    }

    /** The 1996 rules' example, as the station's golden screen has it: announce, greeting, two-line question and answer. */
    static ScriptedTerminal judge04Conversation(PlainScreen writer) {
        return new ScriptedTerminal(writer)
                .types("@@04\r\r")
                .entitySays("Good afternoon, judge 4.")
                .types("Do you think it wu\bill\rrain on the parade?\r\r")
                .entitySays("Only if the forecast", "is wrong again.");
    }

    ScriptedTerminal types(String typed) {
        decoder.feed(typed.getBytes(StandardCharsets.UTF_8), T0).forEach(input -> {
            if (input instanceof PlainInput.Pressed pressed) {
                handle(discipline.accept(pressed.key(), T0));
            }
        });
        return this;
    }

    ScriptedTerminal entitySays(String... lines) {
        handle(discipline.entitySaid(List.of(lines), T0));
        return this;
    }

    /** The other side died: the relay's notice, then the turn comes back. */
    ScriptedTerminal entityFails() {
        notice = "the other side is not responding";
        sent.writeBytes(writer.status(discipline.judge(), notice));
        handle(discipline.returnTurn());
        return this;
    }

    ScriptedTerminal draws(ScreenEvent event) {
        screen.apply(event);
        sent.writeBytes(writer.draw(event));
        return this;
    }

    /** The terminal reconnects: everything is drawn again from the relay's model. */
    ScriptedTerminal reconnects() {
        sent.writeBytes(writer.redrawAll(screen, discipline.judge(), notice));
        return this;
    }

    /** The judge's message went to the other side, which has not answered yet. */
    boolean awaitingReply() {
        return !discipline.judgeHasTurn();
    }

    byte[] sent() {
        return sent.toByteArray();
    }

    Screen screen() {
        return screen;
    }

    private void handle(List<DisciplineEvent> events) {
        for (DisciplineEvent event : events) {
            switch (event) {
                case DisciplineEvent.Show show -> draws(show.screen());
                case DisciplineEvent.JudgeChanged change -> sent.writeBytes(writer.status(change.judge(), notice));
                default -> {
                    // transcript events: not the screen's business
                }
            }
        }
    }
}
