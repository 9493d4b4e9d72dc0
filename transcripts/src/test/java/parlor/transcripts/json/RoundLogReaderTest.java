package parlor.transcripts.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import parlor.transcripts.conversation.Conversation;

/** Messages in the published 2017 protocol shape: {id, secret, content, to}. */
class RoundLogReaderTest {

    @Test
    void flatJsonReadsStringsNumbersAndNestedValuesAsText() {
        Map<String, String> fields = FlatJson.parse(
                "{\"id\":\"ai0\",\"content\":\"say \\\"hi\\\"\\n\\u00e9\",\"n\":12,\"p\":{\"a\":[1,\"}\"]},\"b\":true}");

        assertThat(fields)
                .containsExactly(
                        Map.entry("id", "ai0"),
                        Map.entry("content", "say \"hi\"\n\u00e9"),
                        Map.entry("n", "12"),
                        Map.entry("p", "{\"a\":[1,\"}\"]}"),
                        Map.entry("b", "true"));
        assertThatThrownBy(() -> FlatJson.parse("{\"id\":\"ai0\""))
                .hasMessage("not JSON at character 12: line ends inside the object");
        assertThatThrownBy(() -> FlatJson.parse("{\"id\" \"ai0\"}")).hasMessage("not JSON at character 7: expected :");
    }

    @Test
    void flatJsonReadsAnArraysElementsTheWayItReadsFields() {
        assertThat(FlatJson.elements(" [1, \"a\\\"b\", {\"id\":\"E1\",\"tags\":[\"]\"]}, []] "))
                .containsExactly("1", "a\"b", "{\"id\":\"E1\",\"tags\":[\"]\"]}", "[]");
        assertThat(FlatJson.elements("[]")).isEmpty();
        assertThatThrownBy(() -> FlatJson.elements("[1 2]")).hasMessage("not JSON at character 5: expected , or ]");
        assertThatThrownBy(() -> FlatJson.elements("[1] x"))
                .hasMessage("not JSON at character 5: text after the array");
    }

    @Test
    void eachJudgeAndPartnerIsAConversationInFileOrderWhenTheRecordHasNoTimes() throws IOException {
        String log = """
            {"id":"judge0","secret":"","content":"Hello, who are you?","to":"ai0"}
            {"id":"judge0","secret":"","content":"Hello?","to":"conf0"}
            {"id":"ai0","secret":"","content":"I am Bob.\\nAnd you?","to":"judge0"}
            not json at all
            {"id":"conf0","secret":"","content":"Hi! Alice here.","to":"judge0"}
            {"id":"ai0","secret":"","content":"hm","to":"conf0"}
            """;

        List<Conversation> read = RoundLogReader.read(new StringReader(log), "round0.jsonl");

        assertThat(read).extracting(Conversation::label).containsExactly("judge0-ai0", "judge0-conf0");
        assertThat(read.get(0).hidden()).isEqualTo("ai0");
        assertThat(read.get(1).hidden()).isEqualTo("confederate");
        assertThat(read.get(0).lines())
                .extracting(u -> u.speaker() + ":" + u.text())
                .containsExactly("JUDGE:Hello, who are you?", "HIDDEN:I am Bob.", "HIDDEN:And you?");
        assertThat(read.get(0).repairs())
                .containsExactly("the record has no times: lines are in file order, a second apart");
        assertThat(read.get(0).skipped())
                .extracting(s -> s.line() + " " + s.reason())
                .containsExactly("4 not JSON at character 1: expected {", "6 neither 'ai0' nor 'conf0' is a judge");
    }

    @Test
    void timesAndRoundsAreUsedWhereTheRecordHasThem() throws IOException {
        String log = """
            {"id":"judge2","content":"Hi","to":"ai1","time":"2018-09-08T14:00:01Z","round":3}
            {"id":"ai1","content":"Hello","to":"judge2","timestamp":1536415205000,"round":3}
            """;

        Conversation read =
                RoundLogReader.read(new StringReader(log), "r.jsonl").get(0);

        assertThat(read.lines())
                .extracting(u -> u.at())
                .containsExactly(Instant.parse("2018-09-08T14:00:01Z"), Instant.parse("2018-09-08T14:00:05Z"));
        assertThat(read.lines().get(0).judge()).isEqualTo(2);
        assertThat(read.header()).containsExactly("round 3");
        assertThat(read.repairs()).isEmpty();
    }

    @Test
    void aJudgeNumberTooLongForAnIntIsReadByItsLastTwoDigits() throws IOException {
        String log = """
            {"id":"judge123456789012345678901","content":"hi","to":"ai0"}
            {"id":"judge0","content":"hello","to":"ai0"}
            """;

        List<Conversation> read = RoundLogReader.read(new StringReader(log), "round0.jsonl");

        assertThat(read)
                .extracting(Conversation::label)
                .containsExactly("judge123456789012345678901-ai0", "judge0-ai0");
        assertThat(read.get(0).lines())
                .singleElement()
                .satisfies(line -> assertThat(line.judge()).isEqualTo(1));
        assertThat(read.get(0).skipped()).isEmpty();
    }
}
