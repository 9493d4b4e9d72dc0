package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlor.transcripts.json.FlatJson;

class ChatJsonTest {

    private static final Object[] CONTENT = {"choices", 0, "message", "content"};

    @Test
    void aRequestCarriesEveryCharacterOfTheConversationSafely() {
        String awkward = "line one\nline \"two\"\t\\ back\u0001\u001f é € 😀 </script>";
        String json = ChatJson.request(
                "llama-3",
                List.of(new ChatJson.Message("system", "Be brief."), new ChatJson.Message("user", awkward)),
                true);

        assertThat(json).doesNotContain("\n", "\u0001", "\u001f");
        Map<String, String> fields = FlatJson.parse(json);
        assertThat(fields).containsEntry("model", "llama-3").containsEntry("stream", "true");
        assertThat(ChatJson.pick(json, false, "messages", 0, "role").text()).isEqualTo("system");
        assertThat(ChatJson.pick(json, false, "messages", 1, "content").text()).isEqualTo(awkward);
        assertThat(ChatJson.request("m", List.of(), false))
                .isEqualTo("{\"model\":\"m\",\"messages\":[],\"stream\":false}");
    }

    @Test
    void picksTheStringAtAPathPastEverythingElse() {
        String json = """
            {"id":"x","object":"chat.completion","created":1700000000,"usage":{"prompt_tokens":-1.5e+3,"ok":true,"none":null},
             "choices":[{"index":0,"message":{"role":"assistant","content":"first"}},
                        {"index":1,"message":{"role":"assistant","content":"second"}}],
             "extra":[[],{},[1,[2,{"content":"not this"}]]]}
            """;
        assertThat(ChatJson.pick(json, false, CONTENT)).isEqualTo(new ChatJson.Picked("first", false));
        assertThat(ChatJson.pick(json, false, "choices", 1, "message", "content")
                        .text())
                .isEqualTo("second");
        assertThat(ChatJson.pick(json, false, "choices", 2, "message", "content")
                        .present())
                .isFalse();
        assertThat(ChatJson.pick(json, false, "error", "message").present()).isFalse();
    }

    @Test
    void unescapesEverythingJsonAllows() {
        String json =
                "{\"choices\":[{\"message\":{\"content\":\"a\\\"b\\\\c\\/d\\n\\r\\t\\b\\f \\u00e9 \\u20AC \\ud83d\\ude00\"}}]}";
        assertThat(ChatJson.pick(json, false, CONTENT).text()).isEqualTo("a\"b\\c/d\n\r\t\b\f é € 😀");
    }

    @Test
    void nullContentIsAbsentAndOtherValuesAreRefused() {
        assertThat(ChatJson.pick("{\"choices\":[{\"message\":{\"content\":null}}]}", false, CONTENT)
                        .present())
                .isFalse();
        assertThatThrownBy(() -> ChatJson.pick(
                        "{\"choices\":[{\"message\":{\"content\":[{\"type\":\"text\"}]}}]}", false, CONTENT))
                .hasMessageContaining("choices[0].message.content is not a string");
    }

    @Test
    void refusesMalformedDocumentsWithThePosition() {
        for (String bad : List.of(
                "",
                "{",
                "{\"a\" 1}",
                "{\"a\":1,}",
                "{\"a\":1} x",
                "{a:1}",
                "{\"a\":tru}",
                "{\"a\":\"\\x\"}",
                "{\"a\":\"\\u12g4\"}",
                "{\"a\":\"tab\there\"}",
                "[1 2]",
                "{\"a\":-}",
                "{\"a\":1.}",
                "{\"a\":\"open",
                "'single'")) {
            assertThatThrownBy(() -> ChatJson.pick(bad, false, CONTENT))
                    .as(bad)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("not JSON at character ");
        }
    }

    @Test
    void deepNestingIsRefusedNotAStackOverflow() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        assertThatThrownBy(() -> ChatJson.pick(deep, false, CONTENT)).hasMessageContaining("nested deeper than 64");
        String fine = "[".repeat(ChatJson.MAX_DEPTH) + "]".repeat(ChatJson.MAX_DEPTH);
        assertThat(ChatJson.pick(fine, false, CONTENT).present()).isFalse();
    }

    @Test
    void aDocumentCutShortOnPurposeStillGivesTheTextBegunBeforeTheCut() {
        String whole = "{\"choices\":[{\"message\":{\"content\":\"flood flood flood\"}}],\"usage\":{\"total\":3}}";
        String insideText = whole.substring(0, whole.indexOf("flood flood") + 8);
        assertThat(ChatJson.pick(insideText, true, CONTENT)).isEqualTo(new ChatJson.Picked("flood fl", true));
        String afterText = whole.substring(0, whole.indexOf("usage") + 3);
        assertThat(ChatJson.pick(afterText, true, CONTENT)).isEqualTo(new ChatJson.Picked("flood flood flood", false));
        String beforeText = whole.substring(0, whole.indexOf("content"));
        assertThatThrownBy(() -> ChatJson.pick(beforeText, true, CONTENT)).hasMessageContaining("ends early");
        assertThatThrownBy(() -> ChatJson.pick(insideText, false, CONTENT)).hasMessageContaining("ends early");
    }

    @Test
    void numbersFollowTheJsonGrammarEvenOffThePath() {
        for (String bad : List.of("{\"a\":01}", "{\"a\":+1}", "{\"a\":.5}", "{\"a\":1e}")) {
            assertThatThrownBy(() -> ChatJson.pick(bad, false, CONTENT))
                    .as(bad)
                    .hasMessageStartingWith("not JSON at character ");
        }
        assertThat(ChatJson.pick(
                                "{\"a\":[0,-0.5,1E+2,-3e-4],\"choices\":[{\"message\":{\"content\":\"x\"}}]}",
                                false,
                                CONTENT)
                        .text())
                .isEqualTo("x");
    }
}
