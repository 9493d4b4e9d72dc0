package parlor.relay.entity;

import java.util.List;

/**
 * The little JSON a chat-completions endpoint needs: writing a request, and picking one string
 * (a reply's content, an error's message) out of a response by its path, e.g.
 * {@code choices[0].delta.content}. The picker reads the whole document and refuses anything
 * malformed, but keeps nothing except the string it was asked for, so a large response costs no
 * more memory than its text. No recursion on untrusted nesting beyond {@link #MAX_DEPTH}.
 */
final class ChatJson {

    /** Deeper nesting than any chat response has; refused rather than risking the stack. */
    static final int MAX_DEPTH = 64;

    /** One turn of the conversation: role {@code system}, {@code user} or {@code assistant}. */
    record Message(String role, String content) {
    }

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

    private ChatJson() {
    }

    /** {@code {"model":...,"messages":[{"role":...,"content":...},...],"stream":...}} */
    static String request(String model, List<Message> messages, boolean stream) {
        StringBuilder out = new StringBuilder(256);
        out.append("{\"model\":");
        quote(model, out);
        out.append(",\"messages\":[");
        for (int i = 0; i < messages.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append("{\"role\":");
            quote(messages.get(i).role(), out);
            out.append(",\"content\":");
            quote(messages.get(i).content(), out);
            out.append('}');
        }
        return out.append("],\"stream\":").append(stream).append('}').toString();
    }

    /** A JSON string literal (one writer for all of Parlor's JSON). */
    static void quote(String text, StringBuilder out) {
        parlor.transcripts.json.JsonText.quote(text, out);
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
        Picker picker = new Picker(json, path);
        try {
            picker.blanks();
            picker.value(0, 0);
            picker.blanks();
            if (picker.at < json.length()) {
                throw picker.error("text after the document");
            }
            return picker.found;
        } catch (EndsEarly e) {
            if (mayEndEarly && picker.target != null) {
                return new Picked(picker.target.toString(), true);
            }
            if (mayEndEarly && picker.found.present()) {
                return picker.found;
            }
            throw picker.error("the document ends early");
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

    /** Thrown when the text runs out; the picker decides what that means. */
    private static final class EndsEarly extends RuntimeException {
        EndsEarly() {
            super(null, null, false, false);
        }
    }

    private static final class Picker {
        private final String text;
        private final Object[] path;
        private int at;
        /** The string at the path while it is being read; null otherwise. */
        private StringBuilder target;
        private Picked found = Picked.ABSENT;

        Picker(String text, Object[] path) {
            this.text = text;
            this.path = path;
        }

        /** A value; {@code matched} is how many steps of the path lead here, or -1 if off the path. */
        void value(int depth, int matched) {
            if (matched == path.length) {
                targetValue();
                return;
            }
            switch (peek()) {
                case '{' -> object(depth, matched);
                case '[' -> array(depth, matched);
                case '"' -> string(null);
                case 't' -> literal("true");
                case 'f' -> literal("false");
                case 'n' -> literal("null");
                default -> number();
            }
        }

        private void targetValue() {
            char c = peek();
            if (c == '"') {
                target = new StringBuilder();
                string(target);
                found = new Picked(target.toString(), false);
                target = null;
            } else if (c == 'n') {
                literal("null");
                found = Picked.ABSENT;
            } else {
                throw error(describe(path) + " is not a string");
            }
        }

        private void object(int depth, int matched) {
            nested(depth);
            at++;
            blanks();
            if (peek() == '}') {
                at++;
                return;
            }
            while (true) {
                blanks();
                if (peek() != '"') {
                    throw error("expected a key");
                }
                StringBuilder key = new StringBuilder();
                string(key);
                blanks();
                expect(':');
                blanks();
                boolean onPath = matched >= 0 && path[matched] instanceof String step && step.contentEquals(key);
                value(depth + 1, onPath ? matched + 1 : -1);
                blanks();
                char next = next();
                if (next == '}') {
                    return;
                }
                if (next != ',') {
                    throw error("expected , or }");
                }
            }
        }

        private void array(int depth, int matched) {
            nested(depth);
            at++;
            blanks();
            if (peek() == ']') {
                at++;
                return;
            }
            for (int index = 0; ; index++) {
                blanks();
                boolean onPath = matched >= 0 && path[matched] instanceof Integer step && step == index;
                value(depth + 1, onPath ? matched + 1 : -1);
                blanks();
                char next = next();
                if (next == ']') {
                    return;
                }
                if (next != ',') {
                    throw error("expected , or ]");
                }
            }
        }

        private void nested(int depth) {
            if (depth >= MAX_DEPTH) {
                throw error("nested deeper than " + MAX_DEPTH);
            }
        }

        /** Reads a string literal, into {@code out} unless it is null (skipped, but checked). */
        private void string(StringBuilder out) {
            expect('"');
            while (true) {
                char c = next();
                if (c == '"') {
                    return;
                }
                if (c < 0x20) {
                    throw error("control character in a string");
                }
                if (c != '\\') {
                    if (out != null) {
                        out.append(c);
                    }
                    continue;
                }
                char escaped = next();
                char plain = switch (escaped) {
                    case '"', '\\', '/' -> escaped;
                    case 'n' -> '\n';
                    case 'r' -> '\r';
                    case 't' -> '\t';
                    case 'b' -> '\b';
                    case 'f' -> '\f';
                    case 'u' -> unicodeEscape();
                    default -> throw error("bad escape \\" + escaped);
                };
                if (out != null) {
                    out.append(plain);
                }
            }
        }

        private char unicodeEscape() {
            int code = 0;
            for (int i = 0; i < 4; i++) {
                int digit = Character.digit(next(), 16);
                if (digit < 0) {
                    throw error("bad \\u escape");
                }
                code = code * 16 + digit;
            }
            return (char) code;
        }

        private void literal(String word) {
            for (int i = 0; i < word.length(); i++) {
                if (next() != word.charAt(i)) {
                    throw error("expected " + word);
                }
            }
        }

        /** -? digits (. digits)? ([eE] [+-]? digits)? */
        private void number() {
            if (peek() == '-') {
                at++;
            }
            digits();
            if (at < text.length() && text.charAt(at) == '.') {
                at++;
                digits();
            }
            if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
                at++;
                if (peek() == '+' || peek() == '-') {
                    at++;
                }
                digits();
            }
        }

        private void digits() {
            int start = at;
            while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
                at++;
            }
            if (at == start) {
                if (at >= text.length()) {
                    throw new EndsEarly();
                }
                throw error("expected a value");
            }
        }

        void blanks() {
            while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
        }

        private void expect(char wanted) {
            if (next() != wanted) {
                at--;
                throw error("expected " + wanted);
            }
        }

        private char peek() {
            if (at >= text.length()) {
                throw new EndsEarly();
            }
            return text.charAt(at);
        }

        private char next() {
            char c = peek();
            at++;
            return c;
        }

        IllegalArgumentException error(String what) {
            return new IllegalArgumentException("not JSON at character " + (at + 1) + ": " + what);
        }
    }
}
