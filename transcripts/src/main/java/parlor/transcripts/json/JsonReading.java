package parlor.transcripts.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * What Parlor's JSON readers share over jackson-core's streaming parser: a factory bounded by
 * {@link StreamReadConstraints}, and refusals in Parlor's words, {@code not JSON at character N: what},
 * N counted from 1 in the text given.
 */
public final class JsonReading {

    /** Jackson's wording, and the short phrase Parlor's messages have always used for it. */
    private static final String[][] PHRASES = {
        {"colon to separate", "expected :"},
        {"comma to separate Array", "expected , or ]"},
        {"comma to separate Object", "expected , or }"},
        {"double-quote to start field name", "expected a key"},
        {"hex-digit for character escape", "bad \\u escape"},
        {"character escape", "bad escape"},
        {"Illegal unquoted character", "control character in a string"},
        {"close marker", "a bracket closes what was not open"},
        {"only regular white space", "a control character outside a string"},
        {"expected a valid value", "expected a value"},
        {"expected a value", "expected a value"},
        {"Unrecognized token", "expected a value"},
        {"umber", "bad number"},
    };

    private JsonReading() {}

    /**
     * Jackson's buffers, pooled for all threads: its default keeps 8 KB of them for every thread
     * that ever parsed or wrote, and the relay gives every station's link a virtual thread.
     */
    public static final com.fasterxml.jackson.core.util.RecyclerPool<com.fasterxml.jackson.core.util.BufferRecycler>
            SHARED_BUFFERS = com.fasterxml.jackson.core.util.JsonRecyclerPools.sharedConcurrentDequePool();

    /**
     * A factory whose parsers refuse nesting deeper than {@code maxDepth} (before recursion or a
     * large stack could matter) and any string, name or number longer than {@code maxChars}, and a
     * document too when read from a stream (a text given whole is already bounded by its caller).
     * {@code lenient} also takes raw control characters in strings and a backslash before any
     * character, as records from other programs have them.
     */
    public static JsonFactory factory(int maxDepth, int maxChars, boolean lenient) {
        StreamReadConstraints limits = StreamReadConstraints.builder()
                .maxNestingDepth(maxDepth)
                .maxDocumentLength(maxChars)
                .maxStringLength(maxChars)
                .maxNameLength(maxChars)
                .maxNumberLength(maxChars)
                .build();
        return JsonFactory.builder()
                .recyclerPool(SHARED_BUFFERS)
                .streamReadConstraints(limits)
                .configure(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS, lenient)
                .configure(JsonReadFeature.ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER, lenient)
                .build();
    }

    /** A parser over a whole text held in memory; positions are then character offsets in it. */
    public static JsonParser parser(JsonFactory factory, String text) {
        try {
            return factory.createParser(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where the parser stands now, counted from 1. */
    public static int at(JsonParser parser) {
        return (int) parser.currentLocation().getCharOffset() + 1;
    }

    /** The first character at or after {@code from} that is not JSON white space, or the text's length. */
    public static int blanks(String text, int from) {
        int at = from;
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        return at;
    }

    public static IllegalArgumentException refusal(int character, String what) {
        return new IllegalArgumentException("not JSON at character " + character + ": " + what);
    }

    /**
     * Jackson's complaint as a refusal at the character it names (else where the parser stands),
     * {@code endsEarly} saying what running out of text means to the caller.
     */
    public static IllegalArgumentException refusal(JsonParser parser, JsonProcessingException e, String endsEarly) {
        JsonLocation where = e.getLocation();
        int character = where != null && where.getCharOffset() >= 0 ? (int) where.getCharOffset() + 1 : at(parser);
        boolean ended = e instanceof JsonEOFException || e.getOriginalMessage().contains("end-of-input");
        String what = ended ? endsEarly : what(parser, e);
        // the hand-written readers named the character after a missing comma; their messages are kept
        return refusal(what.startsWith("expected , or") ? character + 1 : character, what);
    }

    /** Jackson's wording cut to the short phrase Parlor's messages have always used. */
    private static String what(JsonParser parser, JsonProcessingException e) {
        String message = e.getOriginalMessage();
        if (e instanceof StreamConstraintsException) {
            return message.contains("nesting depth")
                    ? "nested deeper than " + parser.streamReadConstraints().getMaxNestingDepth()
                    : "too long";
        }
        for (String[] phrase : PHRASES) {
            if (message.contains(phrase[0])) {
                return phrase[1];
            }
        }
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
