package parlor.tools;

import java.util.List;
import java.util.stream.Collectors;
import parlor.transcripts.conversation.Conversation;
import parlor.transcripts.conversation.Utterance;
import parlor.transcripts.json.JsonText;

/** One conversation as one line of JSON: what tools and scripts read. */
final class ConversationJson {

    private ConversationJson() {}

    static String of(Conversation c) {
        return "{"
                + String.join(
                        ",",
                        field("source", JsonText.string(c.source())),
                        field("conversation", JsonText.string(c.label())),
                        field("hidden", JsonText.string(c.hidden())),
                        field("start", JsonText.string(c.start().toString())),
                        field("header", strings(c.header())),
                        field(
                                "lines",
                                c.lines().stream()
                                        .map(ConversationJson::line)
                                        .collect(Collectors.joining(",", "[", "]"))),
                        field("keys", Integer.toString(c.keys().size())),
                        field(
                                "skipped",
                                c.skipped().stream()
                                        .map(s -> "{" + field("line", Integer.toString(s.line())) + ","
                                                + field("reason", JsonText.string(s.reason())) + ","
                                                + field("text", JsonText.string(s.text())) + "}")
                                        .collect(Collectors.joining(",", "[", "]"))),
                        field("repairs", strings(c.repairs())))
                + "}";
    }

    private static String line(Utterance u) {
        return "{"
                + String.join(
                        ",",
                        field("at", JsonText.string(u.at().toString())),
                        field("speaker", JsonText.string(u.speaker().name().toLowerCase(java.util.Locale.ROOT))),
                        field("judge", Integer.toString(u.judge())),
                        field("text", JsonText.string(u.text())))
                // only a line typed ahead has it: when it was typed, before it took effect ("at")
                + u.typedAhead()
                        .map(typed -> "," + field("typedAhead", JsonText.string(typed.toString())))
                        .orElse("")
                + "}";
    }

    private static String strings(List<String> values) {
        return values.stream().map(JsonText::string).collect(Collectors.joining(",", "[", "]"));
    }

    private static String field(String name, String value) {
        return JsonText.string(name) + ":" + value;
    }
}
