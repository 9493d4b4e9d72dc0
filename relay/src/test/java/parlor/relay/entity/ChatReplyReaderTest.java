package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import parlor.relay.entity.ChatReplyReader.Outcome;

class ChatReplyReaderTest {

    private static String delta(String content) {
        StringBuilder json = new StringBuilder("{\"choices\":[{\"index\":0,\"delta\":{\"content\":");
        ChatJson.quote(content, json);
        return "data: " + json.append("},\"finish_reason\":null}]}\n\n");
    }

    private static final String STREAM = "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\"}}]}\n\n"
            + ": keep-alive comment\n\n"
            + delta("Bonjour, ") + delta("café à 5 €") + delta(" 😀") + delta("\nsecond line")
            + "event: ignored\nid: 7\nretry: 100\n\n"
            + "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n"
            + "data: [DONE]\n\n";

    private static Outcome read(Supplier<ChatReplyReader> kind, byte[] body, int... cuts) {
        ChatReplyReader reader = kind.get();
        int from = 0;
        for (int cut : cuts) {
            if (!reader.accept(ByteBuffer.wrap(body, from, cut - from))) {
                return reader.finish();
            }
            from = cut;
        }
        reader.accept(ByteBuffer.wrap(body, from, body.length - from));
        return reader.finish();
    }

    private static Outcome read(Supplier<ChatReplyReader> kind, String body) {
        return read(kind, body.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aStreamIsAssembledWhereverTheBytesAreSplit() {
        Outcome expected = new Outcome.Reply("Bonjour, café à 5 € 😀\nsecond line", false, false);
        for (String lineEnd : new String[] {"\n", "\r\n", "\r"}) {
            byte[] body = STREAM.replace("\n", lineEnd).getBytes(StandardCharsets.UTF_8);
            for (int cut = 0; cut <= body.length; cut++) {
                assertThat(read(ChatReplyReader::events, body, cut))
                        .as("line end %s, cut at %d", lineEnd.replace("\r", "CR"), cut)
                        .isEqualTo(expected);
            }
            for (int cut = 0; cut + 3 <= body.length; cut += 7) {
                assertThat(read(ChatReplyReader::events, body, cut, cut + 1, cut + 3))
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void readingStopsAtDone() {
        ChatReplyReader reader = ChatReplyReader.events();
        assertThat(reader.accept(ByteBuffer.wrap((delta("hi") + "data: [DONE]\n\n").getBytes(StandardCharsets.UTF_8))))
                .isFalse();
        assertThat(reader.finish()).isEqualTo(new Outcome.Reply("hi", false, false));
    }

    @Test
    void dataLinesOfOneEventAreJoined() {
        String split = "data: {\"choices\":[{\"delta\":\ndata: {\"content\":\"joined\"}}]}\n\ndata: [DONE]\n\n";
        assertThat(read(ChatReplyReader::events, split)).isEqualTo(new Outcome.Reply("joined", false, false));
    }

    @Test
    void aStreamThatEndsWithoutDoneKeepsItsTextButSaysSo() {
        assertThat(read(
                        ChatReplyReader::events,
                        delta("half") + delta(" a reply").strip()))
                .isEqualTo(new Outcome.Reply("half a reply", false, true));
        assertThat(read(ChatReplyReader::events, "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"}}]}\n\n"))
                .isEqualTo(new Outcome.Failure("the reply stream ended before any text (no data: [DONE])"));
        assertThat(read(ChatReplyReader::events, "")).isInstanceOf(Outcome.Failure.class);
    }

    @Test
    void anErrorOrGarbageMidStreamIsAFailure() {
        assertThat(read(
                        ChatReplyReader::events,
                        delta("so far") + "data: {\"error\":{\"message\":\"out of memory\",\"code\":500}}\n\n"))
                .isEqualTo(new Outcome.Failure("the server reported an error mid-reply: out of memory"));
        assertThat(read(
                        ChatReplyReader::events,
                        delta("so far") + "data: {\"choices\":[{\"delta\":{\"content\":\"x\"\n\n"))
                .isInstanceOf(Outcome.Failure.class)
                .extracting(o -> ((Outcome.Failure) o).reason())
                .asString()
                .startsWith("malformed event in the reply stream (not JSON at character");
    }

    @Test
    void aStreamedReplyIsCutAt64KiBWithoutSplittingACharacterAndReadingStops() {
        ChatReplyReader reader = ChatReplyReader.events();
        String euros = "€".repeat(1000); // 3 bytes each: 65536 is not a multiple of 3
        boolean wantsMore = true;
        int sent = 0;
        while (wantsMore && sent < 1000) {
            wantsMore = reader.accept(ByteBuffer.wrap(delta(euros).getBytes(StandardCharsets.UTF_8)));
            sent++;
        }
        assertThat(wantsMore).isFalse();
        assertThat(sent).isEqualTo(22); // 21 deltas of 3000 bytes, the 22nd crosses 65536
        Outcome.Reply reply = (Outcome.Reply) reader.finish();
        assertThat(reply.cut()).isTrue();
        assertThat(reply.text()).hasSize(65535 / 3).matches("€+");
        assertThat(reply.text().getBytes(StandardCharsets.UTF_8).length)
                .isLessThanOrEqualTo(ChatReplyReader.MAX_REPLY_BYTES);
    }

    @Test
    void aLineThatNeverEndsIsRefusedAtTheBound() {
        ChatReplyReader reader = ChatReplyReader.events();
        byte[] junk = "x".repeat(64 * 1024).getBytes(StandardCharsets.UTF_8);
        int fed = 0;
        while (reader.accept(ByteBuffer.wrap(junk))) {
            fed++;
            assertThat(fed).isLessThan(100);
        }
        assertThat(reader.finish()).isEqualTo(new Outcome.Failure("an event longer than 1024 KiB"));
    }

    @Test
    void aWholeReplyIsReadWhereverSplit() {
        byte[] body =
                "{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":\"Oui, café 😀\"},\"finish_reason\":\"stop\"}]}"
                        .getBytes(StandardCharsets.UTF_8);
        for (int cut = 0; cut <= body.length; cut++) {
            assertThat(read(ChatReplyReader::whole, body, cut))
                    .isEqualTo(new Outcome.Reply("Oui, café 😀", false, false));
        }
    }

    @Test
    void aWholeReplyThatIsAnErrorOrMalformedIsAFailure() {
        assertThat(read(ChatReplyReader::whole, "{\"error\":{\"message\":\"model not loaded\"}}"))
                .isEqualTo(new Outcome.Failure("the server reported an error: model not loaded"));
        assertThat(read(ChatReplyReader::whole, "{\"error\":\"busy\"}"))
                .isEqualTo(new Outcome.Failure("the server reported an error: busy"));
        assertThat(read(ChatReplyReader::whole, "{\"choices\":[]}"))
                .isEqualTo(new Outcome.Failure("the reply has no choices[0].message.content"));
        assertThat(read(ChatReplyReader::whole, "<html>Bad gateway</html>"))
                .isInstanceOf(Outcome.Failure.class)
                .extracting(o -> ((Outcome.Failure) o).reason())
                .asString()
                .startsWith("malformed reply (not JSON at character 1");
    }

    @Test
    void aHugeWholeReplyIsReadOnlyToTheBoundAndCut() {
        String text = "flood ".repeat(400_000);
        byte[] body = ("{\"choices\":[{\"message\":{\"content\":\"" + text + "\"}}]}").getBytes(StandardCharsets.UTF_8);
        ChatReplyReader reader = ChatReplyReader.whole();
        int at = 0;
        while (at < body.length && reader.accept(ByteBuffer.wrap(body, at, Math.min(8192, body.length - at)))) {
            at += 8192;
        }
        assertThat(at).isLessThan(body.length).isGreaterThanOrEqualTo(ChatReplyReader.MAX_BODY_BYTES - 8192);
        Outcome.Reply reply = (Outcome.Reply) reader.finish();
        assertThat(reply.cut()).isTrue();
        assertThat(reply.text())
                .hasSize(ChatReplyReader.MAX_REPLY_BYTES)
                .isEqualTo(text.substring(0, ChatReplyReader.MAX_REPLY_BYTES));

        byte[] noText = ("{\"padding\":\"" + "x".repeat(2 * ChatReplyReader.MAX_BODY_BYTES) + "\"}")
                .getBytes(StandardCharsets.UTF_8);
        assertThat(read(ChatReplyReader::whole, noText))
                .isEqualTo(new Outcome.Failure("the reply is larger than 1024 KiB and has no text in its first part"));
    }

    @Test
    void anErrorBodyGivesTheServersMessageBounded() {
        assertThat(read(
                        () -> ChatReplyReader.error(401),
                        "{\"error\":{\"message\":\"Invalid API key\",\"type\":\"auth\"}}"))
                .isEqualTo(new Outcome.Failure("HTTP 401: Invalid API key"));
        assertThat(read(() -> ChatReplyReader.error(404), "{\"message\":\"model 'x' not found\"}"))
                .isEqualTo(new Outcome.Failure("HTTP 404: model 'x' not found"));
        assertThat(read(() -> ChatReplyReader.error(502), "Bad Gateway\r\n<more lines>"))
                .isEqualTo(new Outcome.Failure("HTTP 502: Bad Gateway"));
        assertThat(read(() -> ChatReplyReader.error(503), "")).isEqualTo(new Outcome.Failure("HTTP 503"));
        assertThat(read(() -> ChatReplyReader.error(500), "{\"error\":{\"code\":1}}"))
                .isEqualTo(new Outcome.Failure("HTTP 500: (no message)"));

        String reason = ((Outcome.Failure) read(
                        () -> ChatReplyReader.error(500),
                        "{\"error\":{\"message\":\"" + "long\\u001b[2J ".repeat(10_000) + "\"}}"))
                .reason();
        assertThat(reason).startsWith("HTTP 500: long [2J long").endsWith("…").doesNotContain("\u001b");
        assertThat(reason.length()).isLessThan(ChatReplyReader.MAX_ERROR_MESSAGE_CHARS + 20);
    }
}
