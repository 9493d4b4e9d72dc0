package parlor.relay.link;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.transcripts.keys.Key;
import parlor.transcripts.screen.ScreenEvent;

/** Every message as a frame and back, and the frames a peer could send that are not messages. */
class LinkCodecTest {

    @Test
    void everyMessageReadsBackAsSent() {
        List<LinkMessage> messages = List.of(
                new LinkMessage.Hello(LinkMessage.PROTOCOL, "T1", "judge", "abcdef", LinkMessage.NONE, 12, "0c0d"),
                new LinkMessage.Challenge("0a0b"),
                new LinkMessage.Auth("f00d"),
                new LinkMessage.Welcome("T1", "e1", 7, true, "proof", "The Contest"),
                new LinkMessage.Welcome("T1", "e1", -1, false, "proof", ""),
                new LinkMessage.Refused("wrong key for seat judge:T1"),
                new LinkMessage.KeyPressed(Key.of('a')),
                new LinkMessage.Status(4, "the other side is not responding"),
                new LinkMessage.Status(4, ""),
                new LinkMessage.Draw(new ScreenEvent.Echo("a b")),
                new LinkMessage.Draw(new ScreenEvent.Erase(3)),
                new LinkMessage.Draw(new ScreenEvent.NewLine()),
                new LinkMessage.Draw(new ScreenEvent.Prompt()),
                new LinkMessage.Draw(new ScreenEvent.EntityLine("Hello.")),
                new LinkMessage.Draw(new ScreenEvent.EntityType("H")),
                new LinkMessage.Draw(new ScreenEvent.Clear()),
                new LinkMessage.JudgeMessage("first part of a long message", true),
                new LinkMessage.JudgeMessage("", false),
                new LinkMessage.RoundClock(2, 6, "talk", "left", 95, true),
                new LinkMessage.RoundClock(6, 6, "review", "-", 0, false),
                new LinkMessage.JudgeNumber(7),
                new LinkMessage.EntryReply("a reply, ", true),
                new LinkMessage.EntryReply("its end.", false),
                new LinkMessage.EntryFailed("entry stopped"),
                new LinkMessage.Facts("name=Eliza"),
                new LinkMessage.Reveal("T1 was E1"),
                new LinkMessage.WallList(java.util.List.of("T1", "T2", "T3")),
                new LinkMessage.EntryKey(Key.RETURN),
                new LinkMessage.Bye("relay stopping"));

        for (LinkMessage message : messages) {
            assertThat(LinkCodec.fromFrame(LinkCodec.toFrame(message)))
                    .as("%s", message)
                    .isEqualTo(message);
        }
    }

    @Test
    void aTextPartSaysWhetherMoreFollows() {
        assertThat(LinkCodec.toFrame(new LinkMessage.JudgeMessage("hi", true)).payload())
                .isEqualTo("+hi");
        assertThat(LinkCodec.toFrame(new LinkMessage.EntryReply("bye", false)).payload())
                .isEqualTo(".bye");
        assertThatThrownBy(() -> LinkCodec.fromFrame(new Frame("ASK", 1, 0, "hi")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a text part starts with + (more follows) or . (last part)");
        assertThatThrownBy(() -> LinkCodec.fromFrame(new Frame("REPLY", 1, 0, "")))
                .hasMessage("a text part starts with + (more follows) or . (last part)");
    }

    @Test
    void aWelcomeOrClockShortOfItsFieldsIsRefusedSayingWhatItNeeds() {
        assertThatThrownBy(() -> LinkCodec.fromFrame(new Frame("WELCOME", 0, 0, "T1 e1 7 fresh")))
                .hasMessage("WELCOME needs terminal, relay epoch, delivered count, fresh|resume and proof");
        assertThat(LinkCodec.fromFrame(new Frame("WELCOME", 0, 0, "T1 e1 7 fresh proof")))
                .isEqualTo(new LinkMessage.Welcome("T1", "e1", 7, true, "proof", ""));
        assertThatThrownBy(() -> LinkCodec.fromFrame(new Frame("CLOCK", 1, 0, "2 6 talk left 95")))
                .hasMessage(
                        "CLOCK needs round, rounds, phase, side, seconds left and running|stopped, got '2 6 talk left 95'");
        assertThatThrownBy(() -> LinkCodec.fromFrame(new Frame("NOSUCH", 1, 0, "")))
                .hasMessage("unknown frame type NOSUCH");
    }
}
