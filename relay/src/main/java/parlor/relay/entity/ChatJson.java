package parlor.relay.entity;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import parlor.transcripts.json.JsonReading;
import parlor.transcripts.json.JsonText;

/**
 * The little JSON a chat-completions endpoint needs, through jackson-core's streaming generator
 * and parser: writing a request, and picking one string (a reply's content, an error's message)
 * out of a response by its path, e.g. {@code choices[0].delta.content}. The picker reads the whole
 * document and refuses anything malformed, but keeps nothing except the string it was asked for,
 * so a large response costs no more memory than its text. Nesting beyond {@link #MAX_DEPTH} is
 * refused by the parser's read constraints, before recursion or the stack could matter.
 */
final class ChatJson {

    /** Deeper nesting than any chat response has; refused rather than risking the stack. */
    static final int MAX_DEPTH = 64;

    private static final JsonFactory JSON = JsonReading.factory(MAX_DEPTH, ChatReplyReader.MAX_BODY_BYTES, false);
    private static final String ENDS_EARLY = "the document ends early";

    /** One turn of the conversation: role {@code system}, {@code user} or {@code assistant}. */
    record Message(String role, String content) {}

    /**
     * What was found at the path: the string, or nothing when the path is absent or holds
     * {@code null}. {@code endedInside} says the document stopped in the middle of the string
     * (allowed only when the caller said the document may end early), so the text is a prefix.
     */
    record Picked(String text, boolean endedInside) {
        static final Picked ABSENT = new Picked(null, false);

        boolean present() {
            return text != null;
        }
    }

    private ChatJson() {}

    /** {@code {"model":...,"messages":[{"role":...,"content":...},...],"stream":...}} */
    static String request(String model, List<Message> messages, boolean stream) {
        return JsonText.write(json -> {
            json.writeStartObject();
            json.writeStringField("model", model);
            json.writeArrayFieldStart("messages");
            for (Message message : messages) {
                json.writeStartObject();
                json.writeStringField("role", message.role());
                json.writeStringField("content", message.content());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeBooleanField("stream", stream);
            json.writeEndObject();
        });
    }

    /** A JSON string literal, escaped as everything Parlor writes. */
    static void quote(String text, StringBuilder out) {
        JsonText.quote(text, out);
    }

    /**
     * The string at {@code path} (object keys as {@code String}, array indexes as {@code Integer})
     * in the JSON document {@code json}, which must be well-formed throughout.
     *
     * @param mayEndEarly the document was cut short on purpose: a string found whole before the
     *                    cut, or the part of it before the cut, is still an answer
     * @throws IllegalArgumentException if the document is malformed, ends early (unless allowed
     *                                  and the string was reached), or holds something other than
     *                                  a string or {@code null} at the path
     */
    static Picked pick(String json, boolean mayEndEarly, Object... path) {
        try (JsonParser parser = JsonReading.parser(JSON, json)) {
            Picker picker = new Picker(parser, json, path);
            try {
                return picker.whole();
            } catch (JsonEOFException e) {
                if (mayEndEarly && picker.inTarget >= 0) {
                    return new Picked(Picker.prefix(json.substring(picker.inTarget)), true);
                }
                if (mayEndEarly && picker.found.present()) {
                    return picker.found;
                }
                throw JsonReading.refusal(parser, e, ENDS_EARLY);
            } catch (JsonProcessingException e) {
                throw JsonReading.refusal(parser, e, ENDS_EARLY);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code choices[0].delta.content}, as error messages and logs name a path. */
    static String describe(Object... path) {
        StringBuilder out = new StringBuilder();
        for (Object step : path) {
            if (step instanceof Integer index) {
                out.append('[').append(index).append(']');
            } else {
                out.append(out.isEmpty() ? "" : ".").append(step);
            }
        }
        return out.toString();
    }

    /** Walks down the path, skipping (but still checking) everything off it, then reads the rest of the document. */
    private static final class Picker {
        private final JsonParser parser;
        private final String text;
        private final Object[] path;
        /** Where the string at the path starts while it is being read; -1 otherwise. */
        private int inTarget = -1;

        private Picked found = Picked.ABSENT;

        Picker(JsonParser parser, String text, Object[] path) {
            this.parser = parser;
            this.text = text;
            this.path = path;
        }

        Picked whole() throws IOException {
            if (parser.nextToken() == null) {
                throw JsonReading.refusal(JsonReading.blanks(text, 0) + 1, ENDS_EARLY);
            }
            if (onPath()) {
                found = target();
            }
            parser.skipChildren();
            while (!parser.getParsingContext().inRoot()) {
                parser.nextToken();
                parser.skipChildren();
            }
            parser.finishToken();
            int after = JsonReading.blanks(text, JsonReading.at(parser) - 1);
            if (after < text.length()) {
                throw JsonReading.refusal(after + 1, "text after the document");
            }
            return found;
        }

        /** Steps down the path; true when the parser stands at the value it leads to. */
        private boolean onPath() throws IOException {
            for (Object step : path) {
                boolean reached = step instanceof Integer index ? element(index) : field((String) step);
                if (!reached) {
                    return false;
                }
            }
            return true;
        }

        private boolean field(String name) throws IOException {
            if (parser.currentToken() != JsonToken.START_OBJECT) {
                return false;
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                boolean match = name.equals(parser.currentName());
                parser.nextToken();
                if (match) {
                    return true;
                }
                parser.skipChildren();
            }
            return false;
        }

        private boolean element(int index) throws IOException {
            if (parser.currentToken() != JsonToken.START_ARRAY) {
                return false;
            }
            for (int i = 0; parser.nextToken() != JsonToken.END_ARRAY; i++) {
                if (i == index) {
                    return true;
                }
                parser.skipChildren();
            }
            return false;
        }

        private Picked target() throws IOException {
            return switch (parser.currentToken()) {
                case VALUE_STRING -> {
                    inTarget = (int) parser.currentTokenLocation().getCharOffset();
                    String string = parser.getText();
                    inTarget = -1;
                    yield new Picked(string, false);
                }
                case VALUE_NULL -> Picked.ABSENT;
                default ->
                    throw JsonReading.refusal(
                            (int) parser.currentTokenLocation().getCharOffset() + 1,
                            describe(path) + " is not a string");
            };
        }

        /**
         * The text of a string literal cut short: Jackson gives nothing of a string whose end it
         * never sees, so the literal is closed by hand, dropping a half-written escape at the cut.
         */
        static String prefix(String literal) {
            for (int end = literal.length(); end > 0 && end > literal.length() - 6; end--) {
                try (JsonParser parser = JsonReading.parser(JSON, literal.substring(0, end) + '"')) {
                    parser.nextToken();
                    return parser.getText();
                } catch (IOException halfAnEscape) {
                    // one character fewer
                }
            }
            return "";
        }
    }
}
