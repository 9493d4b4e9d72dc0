package parlor.relay.plain;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import parlor.transcripts.keys.Key;

/**
 * Turns the bytes a plain terminal (a VT100, picocom, minicom, a telnet client) sends into Parlor
 * keys, incrementally: bytes may arrive split anywhere, and the keys come out the same.
 *
 * <ul>
 *   <li>ASCII and UTF-8 characters become {@link Key#of(char)}: CR is {@code Return}, LF
 *       {@code Linefeed}, BS {@code BackSpace}, DEL {@code Delete}, TAB {@code Tab}, and Ctrl-L
 *       ({@code U000C}) redraws the screen. Other control characters, and characters no keyboard
 *       types (unassigned, private use, invisible formatting), are {@link PlainInput.Unreadable}:
 *       line noise or garbage, never a judge's key on record.</li>
 *   <li>Escape sequences from VT100/VT220/xterm keyboards become named keys ({@code Up},
 *       {@code Prior}, {@code F5}, ...), so they are recorded but print nothing.</li>
 *   <li>An {@code ESC} (or an unfinished sequence) followed by nothing for the escape timeout is
 *       the {@code Escape} key, and anything after it is typed as itself.</li>
 *   <li>Invalid or cut-off UTF-8, unknown sequences and characters beyond U+FFFF (no key name)
 *       come out as {@link PlainInput.Unreadable}. Nothing here throws on any input.</li>
 * </ul>
 *
 * <p>No threads and no clock: the caller passes the time with every call, and calls
 * {@link #tick(Instant)} at or after {@link #deadline()} when no bytes arrive, to learn that a
 * lone ESC was the Escape key. Not thread-safe: one decoder per terminal, used by one reader.
 */
public final class PlainKeyDecoder {

    /** Long enough for a sequence to cross a slow serial line or a network, short enough to feel immediate. */
    public static final Duration DEFAULT_ESCAPE_TIMEOUT = Duration.ofMillis(300);

    /** Longer than any key's sequence: bytes beyond it are counted, not kept. */
    static final int MAX_SEQUENCE = 16;

    private static final int ESC = 0x1b;

    private enum State {
        GROUND,
        UTF8,
        ESCAPE,
        CSI,
        SS3,
        LINUX_FUNCTION
    }

    private final Duration escapeTimeout;
    private final byte[] pending = new byte[MAX_SEQUENCE];
    private int pendingLength;
    private boolean tooLong;
    private int continuationsNeeded;
    private State state = State.GROUND;
    private Instant lastByteAt = Instant.EPOCH;

    public PlainKeyDecoder() {
        this(DEFAULT_ESCAPE_TIMEOUT);
    }

    /** @param escapeTimeout how long a lone ESC waits for the rest of a sequence before it is the Escape key */
    public PlainKeyDecoder(Duration escapeTimeout) {
        Objects.requireNonNull(escapeTimeout, "escapeTimeout");
        if (escapeTimeout.isNegative()) {
            throw new IllegalArgumentException("escape timeout must not be negative: " + escapeTimeout);
        }
        this.escapeTimeout = escapeTimeout;
    }

    /** Bytes that arrived at {@code now}; returns what they (and any expired ESC before them) mean. */
    public List<PlainInput> feed(byte[] bytes, Instant now) {
        return feed(bytes, 0, bytes.length, now);
    }

    /** As {@link #feed(byte[], Instant)}, for {@code length} bytes of a read buffer from {@code offset}. */
    public List<PlainInput> feed(byte[] bytes, int offset, int length, Instant now) {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        List<PlainInput> out = new ArrayList<>(tick(now));
        for (int i = offset; i < offset + length; i++) {
            accept(bytes[i] & 0xff, out);
        }
        if (length > 0) {
            lastByteAt = now; // the wait for the rest of a sequence counts from its latest byte
        }
        return out;
    }

    /** Called when no bytes came: an ESC or sequence left waiting past its timeout is resolved now. */
    public List<PlainInput> tick(Instant now) {
        if (pendingLength == 0 || now.isBefore(lastByteAt.plus(escapeTimeout))) {
            return List.of();
        }
        List<PlainInput> out = new ArrayList<>();
        giveUpWaiting(out);
        return out;
    }

    /** When {@link #tick(Instant)} should next be called, if anything is waiting for more bytes. */
    public Optional<Instant> deadline() {
        return pendingLength == 0 ? Optional.empty() : Optional.of(lastByteAt.plus(escapeTimeout));
    }

    private void accept(int b, List<PlainInput> out) {
        switch (state) {
            case GROUND -> ground(b, out);
            case UTF8 -> continuation(b, out);
            case ESCAPE -> afterEscape(b, out);
            case CSI, SS3 -> inSequence(b, out);
            case LINUX_FUNCTION -> linuxFunction(b, out);
        }
    }

    private void ground(int b, List<PlainInput> out) {
        if (b == ESC) {
            begin(State.ESCAPE, b);
        } else if (b < 0x80) {
            out.add(typed((char) b, new byte[] {(byte) b}, 1));
        } else if (b >= 0xc2 && b <= 0xf4) {
            begin(State.UTF8, b);
            continuationsNeeded = b < 0xe0 ? 1 : b < 0xf0 ? 2 : 3;
        } else {
            out.add(PlainInput.Unreadable.of(new byte[] {(byte) b}, 1, "not UTF-8"));
        }
    }

    private void continuation(int b, List<PlainInput> out) {
        if (!fitsAfter(pending[0] & 0xff, pendingLength, b)) {
            out.add(unreadable("UTF-8 character cut short"));
            reset();
            ground(b, out);
            return;
        }
        append(b);
        if (--continuationsNeeded > 0) {
            return;
        }
        int codePoint = new String(pending, 0, pendingLength, StandardCharsets.UTF_8).codePointAt(0);
        out.add(
                Character.isBmpCodePoint(codePoint)
                        ? typed((char) codePoint, pending, pendingLength)
                        : unreadable("no key name for a character beyond U+FFFF"));
        reset();
    }

    /** Whether b may follow the lead byte at this position: rules out overlong forms, surrogates and values past U+10FFFF. */
    private static boolean fitsAfter(int lead, int position, int b) {
        if (position > 1) {
            return b >= 0x80 && b <= 0xbf;
        }
        return switch (lead) {
            case 0xe0 -> b >= 0xa0 && b <= 0xbf;
            case 0xed -> b >= 0x80 && b <= 0x9f;
            case 0xf0 -> b >= 0x90 && b <= 0xbf;
            case 0xf4 -> b >= 0x80 && b <= 0x8f;
            default -> b >= 0x80 && b <= 0xbf;
        };
    }

    /** A character as a key, if a judge's keyboard types it. */
    private static PlainInput typed(char c, byte[] bytes, int length) {
        return judgeTypes(c)
                ? new PlainInput.Pressed(Key.of(c))
                : PlainInput.Unreadable.of(bytes, length, "no judge's key sends this character");
    }

    private static boolean judgeTypes(char c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL -> c == '\r' || c == '\n' || c == '\b' || c == '\t' || c == '\u007f' || c == '\f';
            case Character.UNASSIGNED, Character.PRIVATE_USE, Character.FORMAT, Character.SURROGATE -> false;
            default -> true;
        };
    }

    private void afterEscape(int b, List<PlainInput> out) {
        if (b == '[' || b == 'O') {
            append(b);
            state = b == '[' ? State.CSI : State.SS3;
            return;
        }
        // ESC then anything else (Alt-x, or Escape pressed twice): the Escape key, then that byte afresh
        out.add(new PlainInput.Pressed(Key.ESCAPE));
        reset();
        ground(b, out);
    }

    private void inSequence(int b, List<PlainInput> out) {
        if (state == State.CSI && pendingLength == 2 && b == '[') {
            append(b);
            state = State.LINUX_FUNCTION;
        } else if (b >= 0x20 && b <= 0x3f) {
            append(b);
        } else if (b >= 0x40 && b <= 0x7e) {
            append(b);
            out.add(complete((char) b));
            reset();
        } else {
            out.add(unreadable("escape sequence cut short"));
            reset();
            ground(b, out);
        }
    }

    private PlainInput complete(char finalByte) {
        if (tooLong) {
            return unreadable("escape sequence longer than " + MAX_SEQUENCE + " bytes");
        }
        char introducer = (char) pending[1];
        String parameters = new String(pending, 2, pendingLength - 3, StandardCharsets.US_ASCII);
        return VtKeySequences.keyFor(introducer, parameters, finalByte)
                .<PlainInput>map(PlainInput.Pressed::new)
                .orElseGet(() -> unreadable("no key sends this escape sequence"));
    }

    private void linuxFunction(int b, List<PlainInput> out) {
        if (b < 0x40 || b > 0x7e) {
            out.add(unreadable("escape sequence cut short"));
            reset();
            ground(b, out);
            return;
        }
        append(b);
        out.add(VtKeySequences.linuxFunctionKey((char) b)
                .<PlainInput>map(PlainInput.Pressed::new)
                .orElseGet(() -> unreadable("no key sends this escape sequence")));
        reset();
    }

    /** Nothing more came in time: an escape was the Escape key and what followed it was typed; a partial character is lost. */
    private void giveUpWaiting(List<PlainInput> out) {
        if (state == State.UTF8) {
            out.add(unreadable("UTF-8 character cut short"));
            reset();
            return;
        }
        byte[] typedAfterEscape = Arrays.copyOfRange(pending, 1, pendingLength);
        reset();
        out.add(new PlainInput.Pressed(Key.ESCAPE));
        for (byte b : typedAfterEscape) {
            accept(b & 0xff, out);
        }
    }

    private void begin(State next, int b) {
        state = next;
        append(b);
    }

    private void append(int b) {
        if (pendingLength < MAX_SEQUENCE) {
            pending[pendingLength++] = (byte) b;
        } else {
            tooLong = true;
        }
    }

    private PlainInput.Unreadable unreadable(String reason) {
        return PlainInput.Unreadable.of(pending, pendingLength, reason);
    }

    private void reset() {
        state = State.GROUND;
        pendingLength = 0;
        tooLong = false;
        continuationsNeeded = 0;
    }
}
