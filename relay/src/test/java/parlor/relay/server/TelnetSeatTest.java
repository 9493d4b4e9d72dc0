package parlor.relay.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Reader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.ManualClock;
import parlor.relay.testing.OpsEvents;
import parlor.relay.testing.ReadingSocket;
import parlor.relay.testing.RecordFiles;
import parlor.transcripts.keylog.KeyLogLine;
import parlor.transcripts.keylog.KeyLogReader;
import parlor.transcripts.keys.Key;

/** A telnet seat belongs to the client that came first, and only keys reach its record. */
class TelnetSeatTest {

    private static final Duration DEADLINE = Duration.ofSeconds(20);
    private static final String GREETING = "\u00ff\u00fb\u0001\u00ff\u00fb\u0003";

    @TempDir
    Path folder;

    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-25T10:00:00Z"));
    private final OpsEvents events = new OpsEvents();
    private Relay relay;

    private void startRelay() {
        relay = new Relay(parlor.relay.testing.DemoContests.telnet(folder), clock).start();
    }

    @AfterEach
    void stop() {
        if (relay != null) {
            relay.close();
        }
        events.close();
    }

    @Test
    void aKeylessTelnetSeatInAKeyedContestIsNamedInAWarningAtStart() {
        var keyed = parlor.relay.contest.ContestLoader.parse("""
                name: Keyed telnet
                listen: 127.0.0.1:0
                key: 0123456789abcdef0123
                terminals:
                  T4: { telnet: 127.0.0.1:0, mode: lines, entity: E1, unauthenticated: true }
                entities:
                  E1: { demo: true }
                """, "keyed-telnet.yaml", folder);
        relay = new Relay(keyed, clock).start();

        assertThat(events.named("keyless-seat")).singleElement().satisfies(warning -> {
            assertThat(warning.getLevel()).isEqualTo(ch.qos.logback.classic.Level.WARN);
            assertThat(warning.getFormattedMessage())
                    .isEqualTo("terminal T4 is a telnet seat with no key (unauthenticated: true), though the"
                            + " contest has one: anyone who reaches 127.0.0.1:" + relay.telnetPort(0)
                            + " types as its judge");
        });
    }

    @Test
    void aSecondClientIsTurnedAwayWhileTheFirstTypesOn() throws IOException {
        startRelay();
        try (Client first = new Client();
                Client second = new Client();
                Client third = new Client()) {
            first.waitFor(GREETING);
            Eventually.waitFor("the second closed", DEADLINE, second::closed, second::seen);
            assertThat(second.seen())
                    .isEqualTo("Terminal T4 is in use by another telnet client. The operator can free it.\r\n");
            Eventually.waitFor("the third closed", DEADLINE, third::closed, third::seen);

            first.type("Still me\r\0");
            first.waitFor(">Still me");
            assertThat(first.closed()).isFalse();
            Eventually.waitFor("the keys on record", DEADLINE, () -> judgeKeys().size() == 9, this::judgeKeys);
            assertThat(judgeKeys()).isEqualTo(names("Still me\r"));

            clock.advance(Duration.ofSeconds(10));
            Eventually.waitFor(
                    "the episode logged",
                    DEADLINE,
                    () -> !events.named("connections-turned-away").isEmpty());
            assertThat(events.named("connections-turned-away"))
                    .singleElement()
                    .satisfies(
                            e -> assertThat(e.getFormattedMessage())
                                    .startsWith(
                                            "turned away 2 connections from 127.0.0.1 in the last 10 s: terminal T4's telnet seat is held by tcp:127.0.0.1:"));
        }
    }

    @Test
    void restartAtTheConsoleFreesTheSeatForTheNextClient() throws IOException {
        startRelay();
        try (Client first = new Client()) {
            first.waitFor("[T4  judge --]"); // its screen drawn: it has taken the seat
            assertThat(relay.controls().restartEntity("T4"))
                    .isEqualTo("let go the telnet client at T4 (no entry to restart there)");
            Eventually.waitFor("the first let go", DEADLINE, first::closed, first::seen);
            assertThat(first.seen()).endsWith("The operator has freed this seat. Goodbye.\r\n");
        }
        try (Client next = new Client()) {
            next.waitFor(GREETING);
            next.type("Hi\r\0");
            next.waitFor(">Hi");
        }
    }

    @Test
    void randomBytesLeaveNoKeysOnRecordButTheRealOnes() throws IOException {
        startRelay();
        Random random = new Random(25);
        try (Client client = new Client()) {
            client.waitFor(GREETING);
            ByteArrayOutputStream noise = new ByteArrayOutputStream();
            for (int i = 0; i < 20_000; i++) {
                noise.write(garbage(random));
                if (i % 2_000 == 0) {
                    noise.writeBytes(
                            "\u001b[99~\u001b[?1;2c".getBytes(StandardCharsets.US_ASCII)); // sequences no key sends
                }
            }
            client.type("ab");
            client.send(noise.toByteArray());
            client.type("cd\r\0");
            client.waitFor(">abcd");
            Eventually.waitFor("the keys on record", DEADLINE, () -> judgeKeys().size() == 5, this::judgeKeys);
            assertThat(judgeKeys()).isEqualTo(names("abcd\r"));

            // and bytes of every value but telnet's IAC (the telnet layer's own): only keys a keyboard sends reach the
            // record
            byte[] bytes = new byte[20_000];
            random.nextBytes(bytes);
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = bytes[i] == (byte) 0xff ? (byte) 0xfe : bytes[i];
            }
            client.send(bytes);
            client.type("\u0003\u0003~~~\r\0"); // Ctrl-C is no key, and ends whatever the noise left unfinished
            Eventually.waitFor(
                    "the random bytes read",
                    DEADLINE,
                    () -> String.join(" ", judgeKeys()).endsWith("asciitilde asciitilde asciitilde Return"),
                    () -> judgeKeys().reversed());
            assertThat(events.named("bad-input")).isEmpty();
            clock.advance(Duration.ofSeconds(10));
            Eventually.waitFor(
                    "what was dropped logged",
                    DEADLINE,
                    () -> !events.named("not-keys-dropped").isEmpty());
            assertThat(events.named("not-keys-dropped"))
                    .singleElement()
                    .satisfies(
                            e -> assertThat(e.getFormattedMessage())
                                    .matches(
                                            "dropped \\d+ inputs from tcp:127\\.0\\.0\\.1:\\d+ that named no key in the last 10 s \\(the first: [0-9a-f ]+: .*\\)"));
            assertThat(judgeKeys()).allMatch(TelnetSeatTest::aKeyboardKey);
        }
    }

    /** A byte that is never a key on its own: a control character no key sends, or one that cannot begin UTF-8. */
    private static int garbage(Random random) {
        int[] controls = {
            0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x0b, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16,
            0x17, 0x18, 0x19, 0x1a, 0x1c, 0x1d, 0x1e, 0x1f
        };
        return random.nextBoolean()
                ? controls[random.nextInt(controls.length)]
                : 0x80 + random.nextInt(0x42); // 0x80-0xc1
    }

    private static boolean aKeyboardKey(String name) {
        Key key = new Key(name);
        if (key.printable().isPresent()
                || Set.of("Return", "Linefeed", "BackSpace", "Delete", "Tab", "Escape", "U000C")
                        .contains(name)) {
            return !Set.of(Character.UNASSIGNED, Character.PRIVATE_USE, Character.FORMAT)
                    .contains((byte) Character.getType(key.printable().orElse('a')));
        }
        return !name.matches("U[0-9A-F]{4}"); // a named key: an arrow, a function key
    }

    private static List<String> names(String typed) {
        return Key.typing(typed).stream().map(Key::name).toList();
    }

    private List<String> judgeKeys() {
        try (Reader reader = Files.newBufferedReader(RecordFiles.keystrokes(folder.resolve("transcripts/E1")))) {
            return KeyLogReader.read(reader, "E1.keys").lines().stream()
                    .filter(line ->
                            line.what() == KeyLogLine.What.KEY && line.who().equals("judge"))
                    .map(KeyLogLine::keyName)
                    .toList();
        } catch (IOException | AssertionError notYet) {
            return List.of();
        }
    }

    /** A telnet client on T4's port, reading all it is sent. */
    private final class Client implements AutoCloseable {
        private final ReadingSocket socket;

        Client() throws IOException {
            socket = new ReadingSocket(new Socket("127.0.0.1", relay.telnetPort(0)));
        }

        void waitFor(String text) {
            Eventually.waitFor(
                    "'" + text + "' on the telnet client", DEADLINE, () -> seen().contains(text), this::seen);
        }

        void type(String text) {
            send(text.getBytes(StandardCharsets.ISO_8859_1));
        }

        void send(byte[] bytes) {
            socket.send(bytes);
        }

        String seen() {
            return socket.seen();
        }

        boolean closed() {
            return socket.closed();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
