package parlor.relay.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import parlor.relay.link.Frame;
import parlor.relay.link.FrameCodec;
import parlor.relay.link.LinkCodec;
import parlor.relay.link.LinkMessage;

class TextPartsTest {

    @Test
    void aLongReplyOfTheWorstCharactersCrossesTheLinkInFramesThatFitAndComesBackWhole() {
        // controls escape to four bytes, emoji are two chars and four bytes: the worst a part can hold
        String reply = ("\u001b[2J\u0000 caf\u00e9 \ud83d\ude00\n").repeat(1_000);
        List<LinkMessage.EntryReply> parts = TextParts.split(reply, LinkMessage.EntryReply::new);
        TextParts.Joiner joiner = new TextParts.Joiner(1_000_000);
        boolean whole = false;
        for (LinkMessage.EntryReply part : parts) {
            String line = FrameCodec.encode(LinkCodec.toFrame(part).withAck(123_456_789L));
            assertThat(line.getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(FrameCodec.MAX_LINE_BYTES);
            Frame decoded = ((FrameCodec.Decoded.Ok) FrameCodec.decode(line.substring(0, line.length() - 1))).frame();
            LinkMessage.EntryReply back = (LinkMessage.EntryReply) LinkCodec.fromFrame(decoded);
            assertThat(whole).as("nothing after the last part").isFalse();
            whole = joiner.add(back.part(), back.more());
        }
        assertThat(whole).isTrue();
        assertThat(joiner.take()).isEqualTo(reply);
        assertThat(parts).allSatisfy(p -> assertThat(p.part()).doesNotEndWith("\ud83d"));
    }

    @Test
    void anEmptyMessageIsOnePartAndAnOversizedOneIsCutAndCounted() {
        assertThat(TextParts.split("", LinkMessage.JudgeMessage::new))
                .containsExactly(new LinkMessage.JudgeMessage("", false));

        TextParts.Joiner joiner = new TextParts.Joiner(10);
        assertThat(joiner.add("0123456", true)).isFalse();
        assertThat(joiner.add("789abcdef", false)).isTrue();
        assertThat(joiner.dropped()).isEqualTo(6);
        assertThat(joiner.take()).isEqualTo("0123456789");
        assertThat(joiner.dropped()).isZero();
    }
}
