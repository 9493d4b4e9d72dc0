package parlor.relay.entity;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Reads one chat-completions response body, fed in pieces of any size as they arrive, and says
 * what it amounted to: a reply or a failure. Pure: no I/O, no clock, so it is tested with bodies
 * split at every byte. Three kinds of body:
 * <ul>
 * <li>events ({@code text/event-stream}): {@code data: {...}} lines whose
 *     {@code choices[0].delta.content} pieces make the reply, ended by {@code data: [DONE]};</li>
 * <li>whole: one JSON object whose {@code choices[0].message.content} is the reply;</li>
 * <li>error (any status outside 2xx): the server's own message, if it gave one, goes into the reason.</li>
 * </ul>
 * Everything is bounded: the reply is cut after {@link #MAX_REPLY_BYTES} of UTF-8 and reading
 * stops there; a whole body or a single event may not exceed {@link #MAX_BODY_BYTES}.
 */
final class ChatReplyReader {

    /** The longest reply kept, in UTF-8 bytes; far more than a judge's screen shows. */
    static final int MAX_REPLY_BYTES = 64 * 1024;
    /** The most read of a whole (non-streamed) body, or of one event: room for a cut reply's worst escaping. */
    static final int MAX_BODY_BYTES = 1024 * 1024;
    /** The most read of an error body, and the longest server message quoted in a reason. */
    static final int MAX_ERROR_BYTES = 16 * 1024;

    static final int MAX_ERROR_MESSAGE_CHARS = 300;

    private static final Object[] DELTA = {"choices", 0, "delta", "content"};
    private static final Object[] MESSAGE = {"choices", 0, "message", "content"};

    /** What a body amounted to. */
    sealed interface Outcome {
        /** The reply; {@code cut} if it was longer than {@link #MAX_REPLY_BYTES}; {@code unfinished} if a stream ended without {@code [DONE]}. */
        record Reply(String text, boolean cut, boolean unfinished) implements Outcome {}

        /** Why there is no reply, in words for the operator (without the endpoint: the caller adds it). */
        record Failure(String reason) implements Outcome {}
    }

    private enum Kind {
        EVENTS,
        WHOLE,
        ERROR
    }

    private final Kind kind;
    private final int status;
    private final int limit;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private boolean overLimit;

    // events
    private boolean afterCr;
    private StringBuilder eventData;
    private final StringBuilder reply = new StringBuilder();
    private int replyBytes;
    private boolean cut;
    private boolean finished;
    private String failure;

    private ChatReplyReader(Kind kind, int status, int limit) {
        this.kind = kind;
        this.status = status;
        this.limit = limit;
    }

    /** A {@code text/event-stream} body. */
    static ChatReplyReader events() {
        return new ChatReplyReader(Kind.EVENTS, 200, MAX_BODY_BYTES);
    }

    /** A body holding one JSON object. */
    static ChatReplyReader whole() {
        return new ChatReplyReader(Kind.WHOLE, 200, MAX_BODY_BYTES);
    }

    /** The body of a response with an unsuccessful status. */
    static ChatReplyReader error(int status) {
        return new ChatReplyReader(Kind.ERROR, status, MAX_ERROR_BYTES);
    }

    /** Takes the next bytes; false once it has read all it will (the rest of the body should not be read). */
    boolean accept(ByteBuffer bytes) {
        while (bytes.hasRemaining() && wantsMore()) {
            byte b = bytes.get();
            if (kind == Kind.EVENTS) {
                eventByte(b);
            } else if (pending.size() < limit) {
                pending.write(b);
            } else {
                overLimit = true;
            }
        }
        return wantsMore();
    }

    private boolean wantsMore() {
        return kind == Kind.EVENTS ? !finished && !cut && failure == null : !overLimit;
    }

    /** The outcome, at the end of the body or once {@link #accept} said it had read enough. */
    Outcome finish() {
        return switch (kind) {
            case EVENTS -> finishEvents();
            case WHOLE -> finishWhole();
            case ERROR -> new Outcome.Failure(errorReason());
        };
    }

    // ---- events

    private void eventByte(byte b) {
        if (b == '\n' && afterCr) {
            afterCr = false;
            return;
        }
        afterCr = b == '\r';
        if (b == '\n' || b == '\r') {
            // UTF-8 never has these bytes inside a character, so a line is whole characters
            line(pending.toString(StandardCharsets.UTF_8));
            pending.reset();
        } else if (pending.size() < MAX_BODY_BYTES) {
            pending.write(b);
        } else {
            failure = "an event longer than " + MAX_BODY_BYTES / 1024 + " KiB";
        }
    }

    private void line(String line) {
        if (line.isEmpty()) {
            dispatch();
            return;
        }
        if (line.startsWith(":")) {
            return; // a comment: servers send them to keep the connection alive
        }
        int colon = line.indexOf(':');
        String field = colon < 0 ? line : line.substring(0, colon);
        if (!field.equals("data")) {
            return; // event:, id:, retry: mean nothing here
        }
        String value = colon < 0 ? "" : line.substring(colon + 1);
        value = value.startsWith(" ") ? value.substring(1) : value;
        if (eventData == null) {
            eventData = new StringBuilder(value);
        } else {
            eventData.append('\n').append(value);
        }
        if (eventData.length() > MAX_BODY_BYTES) {
            failure = "an event longer than " + MAX_BODY_BYTES / 1024 + " KiB";
        }
    }

    private void dispatch() {
        if (eventData == null) {
            return;
        }
        String data = eventData.toString();
        eventData = null;
        if (data.strip().equals("[DONE]")) {
            finished = true;
            return;
        }
        try {
            ChatJson.Picked piece = ChatJson.pick(data, false, DELTA);
            if (piece.present()) {
                append(piece.text());
                return;
            }
            String problem = serverError(data);
            if (problem != null) {
                failure = "the server reported an error mid-reply: " + problem;
            }
        } catch (IllegalArgumentException e) {
            failure = "malformed event in the reply stream (" + e.getMessage() + ")";
        }
    }

    private Outcome finishEvents() {
        if (failure != null) {
            return new Outcome.Failure(failure);
        }
        if (!finished && !cut) {
            // the body ended: a last event without its blank line still counts
            if (pending.size() > 0) {
                line(pending.toString(StandardCharsets.UTF_8));
                pending.reset();
            }
            dispatch();
            if (failure != null) {
                return new Outcome.Failure(failure);
            }
            if (!finished && reply.isEmpty() && !cut) {
                return new Outcome.Failure("the reply stream ended before any text (no data: [DONE])");
            }
        }
        return new Outcome.Reply(reply.toString(), cut, !finished && !cut);
    }

    /** Adds a piece of the reply, up to the bound; a character is never split. */
    private void append(String piece) {
        int i = 0;
        while (i < piece.length()) {
            int codePoint = piece.codePointAt(i);
            int bytes = utf8Length(codePoint);
            if (replyBytes + bytes > MAX_REPLY_BYTES) {
                cut = true;
                return;
            }
            reply.appendCodePoint(codePoint);
            replyBytes += bytes;
            i += Character.charCount(codePoint);
        }
    }

    /** As Java's encoder writes it; a lone surrogate is counted as the 3 bytes it would take at most. */
    static int utf8Length(int codePoint) {
        if (codePoint < 0x80) {
            return 1;
        }
        if (codePoint < 0x800) {
            return 2;
        }
        return codePoint < 0x10000 ? 3 : 4;
    }

    // ---- a whole body

    private Outcome finishWhole() {
        String body = pending.toString(StandardCharsets.UTF_8);
        try {
            ChatJson.Picked content = ChatJson.pick(body, overLimit, MESSAGE);
            if (content.present()) {
                append(content.text());
                // a body cut inside the text leaves a part of it: never pass that off as whole
                return new Outcome.Reply(reply.toString(), cut || content.endedInside(), false);
            }
            // no text: the document was read to its end, so it is whole and well-formed
            String problem = serverError(body);
            return new Outcome.Failure(
                    problem != null
                            ? "the server reported an error: " + problem
                            : "the reply has no " + ChatJson.describe(MESSAGE));
        } catch (IllegalArgumentException e) {
            if (overLimit) {
                return new Outcome.Failure(
                        "the reply is larger than " + MAX_BODY_BYTES / 1024 + " KiB and has no text in its first part");
            }
            return new Outcome.Failure("malformed reply (" + e.getMessage() + ")");
        }
    }

    /**
     * The server's message when a well-formed document is an error object
     * ({@code {"error":{"message":...}}}, {@code {"error":"..."}}), else null. A document cut
     * short still yields a message found (or begun) before the cut.
     */
    private static String serverError(String json) {
        ChatJson.Picked message = ChatJson.pick(json, true, "error", "message");
        if (message.present()) {
            return bounded(message.text());
        }
        try {
            ChatJson.Picked plain = ChatJson.pick(json, true, "error");
            return plain.present() ? bounded(plain.text()) : null;
        } catch (IllegalArgumentException notAString) {
            // "error" is an object without a message, or a number
            return "(no message)";
        }
    }

    // ---- an error body

    private String errorReason() {
        String reason = "HTTP " + status;
        String body = pending.toString(StandardCharsets.UTF_8).strip();
        if (body.isEmpty()) {
            return reason;
        }
        String message;
        try {
            message = serverError(body);
            if (message == null) {
                ChatJson.Picked top = ChatJson.pick(body, true, "message");
                message = top.present() ? bounded(top.text()) : null;
            }
        } catch (IllegalArgumentException notJson) {
            message = bounded(body.lines().findFirst().orElse(""));
        }
        return message == null || message.isBlank() ? reason : reason + ": " + message;
    }

    /** A server's words, fit for one log line: no control characters, not too long. */
    static String bounded(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints()
                .limit(MAX_ERROR_MESSAGE_CHARS)
                .forEach(c -> out.appendCodePoint(Character.isISOControl(c) ? ' ' : c));
        return text.codePointCount(0, text.length()) > MAX_ERROR_MESSAGE_CHARS
                ? out.append('…').toString().strip()
                : out.toString().strip();
    }
}
