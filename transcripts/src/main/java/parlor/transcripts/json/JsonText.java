package parlor.transcripts.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;

/**
 * Writes JSON through jackson-core's generator, with every control character escaped (and U+2028/9,
 * which break JavaScript, and U+FFFD, so that a raw one in a record can only be a damaged byte),
 * as {@code \n}-style short forms or lowercase {@code \}{@code u00xx}.
 */
public final class JsonText {

    private static final JsonFactory RECORDS = new JsonFactoryBuilder()
            .recyclerPool(JsonReading.SHARED_BUFFERS)
            .disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
            .characterEscapes(new RecordEscapes())
            .build();

    private JsonText() {}

    public static String string(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2);
        quote(text, out);
        return out.toString();
    }

    public static void quote(String text, StringBuilder out) {
        out.append(write(json -> json.writeString(text)));
    }

    /** {@code ["a","b"]} */
    public static String strings(List<String> values) {
        return write(json -> {
            json.writeStartArray();
            for (String value : values) {
                json.writeString(value);
            }
            json.writeEndArray();
        });
    }

    /** What the steps write, as text. */
    public static String write(Steps steps) {
        StringWriter out = new StringWriter();
        try (JsonGenerator json = generator(out)) {
            steps.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** A generator escaping as records are written. */
    public static JsonGenerator generator(Writer out) throws IOException {
        return RECORDS.createGenerator(out);
    }

    /** Calls on a generator. */
    public interface Steps {
        void write(JsonGenerator json) throws IOException;
    }

    /** Jackson's standard escapes, plus DEL and C1 controls, U+2028/9 and U+FFFD. */
    private static final class RecordEscapes extends CharacterEscapes {
        private static final int[] ASCII = CharacterEscapes.standardAsciiEscapesForJSON();

        static {
            ASCII[0x7f] = CharacterEscapes.ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ASCII;
        }

        @Override
        public SerializableString getEscapeSequence(int c) {
            boolean escaped = c < 0xa0 || c == '\u2028' || c == '\u2029' || c == '\uFFFD';
            return escaped ? new SerializedString(String.format("\\u%04x", c)) : null;
        }
    }
}
