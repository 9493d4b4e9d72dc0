package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.FakeLlm;
import parlor.relay.testing.RecordingListener;

/** Against {@code http/fake-llm.py}, a real server process: "You said: <text> (message <n>)", n counting the system prompt. */
class HttpChatEntityTest {

    private static final String KEY = "test-key";
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static FakeLlm fake;

    private final RecordingListener listener = new RecordingListener();
    private final List<String> replies = listener.replies;
    private final List<String> failures = listener.failures;
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final ch.qos.logback.classic.Logger root =
            (ch.qos.logback.classic.Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private final ch.qos.logback.classic.Logger entityLogger =
            (ch.qos.logback.classic.Logger) LoggerFactory.getLogger(HttpChatEntity.class);

    @BeforeAll
    static void startServer() throws IOException {
        fake = FakeLlm.start(Optional.of(KEY));
    }

    @AfterAll
    static void stopServer() throws IOException {
        if (fake != null) {
            fake.close();
        }
    }

    @BeforeEach
    void captureLogs() {
        logged.start();
        root.addAppender(logged);
        entityLogger.setLevel(Level.DEBUG);
    }

    @AfterEach
    void releaseLogs() {
        root.detachAppender(logged);
        entityLogger.setLevel(null);
    }

    private static HttpChatEntity.Settings settings(
            URI endpoint, Optional<String> key, Duration timeout, boolean stream) {
        return new HttpChatEntity.Settings(endpoint, "fake", "You are a contestant.", key, timeout, stream);
    }

    private HttpChatEntity started(HttpChatEntity.Settings settings) {
        HttpChatEntity entity = new HttpChatEntity("E5", settings, "T2", Clock.systemUTC());
        entity.start(listener);
        return entity;
    }

    /** Failures the test has waited for; any other is unexpected. */
    private int failuresExpected;

    private String awaitReply(int count) {
        Eventually.waitFor(
                "reply " + count,
                WAIT,
                () -> replies.size() >= count || failures.size() > failuresExpected,
                () -> "replies " + replies + ", failures " + failures);
        assertThat(failures).hasSize(failuresExpected);
        return replies.get(count - 1);
    }

    private String awaitFailure(int count, Duration within) {
        Eventually.waitFor(
                "failure " + count,
                within,
                () -> failures.size() >= count,
                () -> "replies " + replies + ", failures " + failures);
        failuresExpected = count;
        return failures.get(count - 1);
    }

    /** Every logged line as text, with its terminal and any exception, so nothing secret hides in a corner. */
    private List<String> logLines() {
        List<ILoggingEvent> events;
        synchronized (logged) {
            events = new ArrayList<>(logged.list);
        }
        return events.stream()
                .map(e -> e.getLevel() + " " + e.getLoggerName() + " " + e.getMDCPropertyMap() + " "
                        + e.getFormattedMessage() + " " + e.getKeyValuePairs()
                        + (e.getThrowableProxy() == null
                                ? ""
                                : " " + e.getThrowableProxy().getClassName() + ": "
                                        + e.getThrowableProxy().getMessage()))
                .toList();
    }

    @Test
    void aStreamedReplyIsAssembledAndTheWholeConversationIsSentEachTime() {
        try (HttpChatEntity entity = started(settings(fake.endpoint(), Optional.of(KEY), WAIT, true))) {
            entity.judgeSaid("Hello there");
            assertThat(awaitReply(1)).isEqualTo("You said: Hello there (message 2)");
            entity.judgeSaid("Are you a machine?\nBe honest.");
            assertThat(awaitReply(2)).isEqualTo("You said: Are you a machine?\nBe honest. (message 4)");
            entity.judgeSaid("Café, 5 € and a smile 😀 \"quoted\" \\ back");
            assertThat(awaitReply(3)).isEqualTo("You said: Café, 5 € and a smile 😀 \"quoted\" \\ back (message 6)");
        }
        assertThat(logLines())
                .anyMatch(line -> line.contains("T2") && line.contains("entity E5 replied:"))
                .noneMatch(line -> line.contains("Hello there"));
    }

    @Test
    void aClientRestoredAfterARelayRestartSendsTheEarlierExchangesWithoutAskingThemAgain() {
        var settings = settings(fake.endpoint(), Optional.of(KEY), WAIT, true);
        Earlier earlier = new Earlier(
                List.of(
                        new Earlier.Exchange(List.of(), "my name is Harry", "Nice to meet you, Harry."),
                        new Earlier.Exchange(List.of(), "tell me a story", "Once upon a time.\nThe end.")),
                List.of());
        try (SupervisedEntity entity = new SupervisedEntity(
                "T2",
                "E5",
                () -> new HttpChatEntity("E5", settings, "T2", Clock.systemUTC()),
                WAIT,
                Clock.systemUTC(),
                CatchUp.TOLD)) {
            // as a restarted relay does: what the record holds, then the judge's unanswered message again
            entity.recall(earlier);
            entity.start(listener);
            entity.judgeSaid("please recap");
            assertThat(awaitReply(1))
                    .isEqualTo("user: my name is Harry | assistant: Nice to meet you, Harry. | "
                            + "user: tell me a story | assistant: Once upon a time.\nThe end. | ");
            entity.judgeSaid("and now?");
            assertThat(awaitReply(2))
                    .as("system, three exchanges, the message")
                    .isEqualTo("You said: and now? (message 8)");
        }
        assertThat(logLines().stream().filter(line -> line.contains("entity E5 asks")))
                .as("one request a message: nothing asked again")
                .hasSize(2);
    }

    @Test
    void messagesSentTogetherAreAnsweredOneAtATimeInOrder() {
        try (HttpChatEntity entity = started(settings(fake.endpoint(), Optional.of(KEY), WAIT, true))) {
            entity.judgeSaid("one");
            entity.judgeSaid("two");
            entity.judgeSaid("three");
            awaitReply(3);
            assertThat(replies)
                    .containsExactly(
                            "You said: one (message 2)", "You said: two (message 4)", "You said: three (message 6)");
        }
    }

    @Test
    void aWholeReplyIsReadWhenNotStreaming() {
        try (HttpChatEntity entity = started(settings(fake.endpoint(), Optional.empty(), WAIT, false))) {
            entity.judgeSaid("Hello");
            assertThat(awaitReply(1)).isEqualTo("You said: Hello (message 2)");
            entity.judgeSaid("Ünïcode ✓");
            assertThat(awaitReply(2)).isEqualTo("You said: Ünïcode ✓ (message 4)");
        }
    }

    @Test
    void aServerErrorIsReportedAndTheNextMessageIsAnsweredAfresh() {
        try (HttpChatEntity entity = started(settings(fake.endpoint(), Optional.of(KEY), WAIT, true))) {
            entity.judgeSaid("please fail");
            assertThat(awaitFailure(1, WAIT))
                    .isEqualTo("http://127.0.0.1:" + fake.port() + "/v1/chat/completions: HTTP 500: failing as asked");
            entity.judgeSaid("Hello again");
            // the message that failed is not in the conversation: system, user
            assertThat(awaitReply(1)).isEqualTo("You said: Hello again (message 2)");
        }
    }

    @Test
    void aWrongKeyIsReportedWithoutTheKeyOrTheUrlsSecretsInTheReasonOrTheLogs() {
        String wrongKey = "wrong-key-s3cr3t";
        URI endpoint =
                URI.create("http://someone:pa55word@127.0.0.1:" + fake.port() + "/v1/chat/completions?token=q-s3cr3t");
        HttpChatEntity.Settings settings = settings(endpoint, Optional.of(wrongKey), WAIT, true);
        try (HttpChatEntity entity = started(settings)) {
            entity.judgeSaid("Hello");
            String reason = awaitFailure(1, WAIT);
            // the server quoted the key and the query back; both were hidden
            assertThat(reason)
                    .startsWith("http://127.0.0.1:" + fake.port()
                            + "/v1/chat/completions: HTTP 401: Incorrect API key provided: Bearer [key]")
                    .contains("[hidden]");
            assertThat(settings.toString()).contains("apiKey=set");
            for (String secret : List.of(wrongKey, "q-s3cr3t", "token=", "pa55word", "someone")) {
                assertThat(reason).doesNotContain(secret);
                assertThat(settings.toString()).doesNotContain(secret);
                assertThat(logLines())
                        .isNotEmpty()
                        .allSatisfy(line -> assertThat(line).doesNotContain(secret));
            }
        }
        assertThat(logLines())
                .anyMatch(line -> line.startsWith("WARN")
                        && line.contains(
                                "entity E5 failed: http://127.0.0.1:" + fake.port() + "/v1/chat/completions: HTTP 401"))
                .anyMatch(line -> line.startsWith("DEBUG")
                        && line.contains("entity E5 asks http://127.0.0.1:" + fake.port() + "/v1/chat/completions"));
    }

    @Test
    void noServerIsReportedPromptly() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        URI nowhere = URI.create("http://127.0.0.1:" + closedPort + "/v1/chat/completions");
        try (HttpChatEntity entity = started(settings(nowhere, Optional.of(KEY), Duration.ofSeconds(2), true))) {
            entity.judgeSaid("Anyone there?");
            assertThat(awaitFailure(1, Duration.ofSeconds(3)))
                    .isEqualTo("http://127.0.0.1:" + closedPort
                            + "/v1/chat/completions: cannot connect: connection refused");
            entity.judgeSaid("Still nobody?");
            assertThat(awaitFailure(2, Duration.ofSeconds(3))).contains("cannot connect");
        }
        assertThat(replies).isEmpty();
    }

    @Test
    void aReplyThatStallsIsGivenUpAfterTheTimeoutAndTheNextIsAnswered() {
        try (HttpChatEntity entity =
                started(settings(fake.endpoint(), Optional.of(KEY), Duration.ofSeconds(1), true))) {
            entity.judgeSaid("please stall");
            assertThat(failures).isEmpty(); // judgeSaid returned before anything could have been answered
            assertThat(awaitFailure(1, Duration.ofSeconds(4)))
                    .endsWith("/v1/chat/completions: no complete reply within 1 s");
            entity.judgeSaid("Hello");
            assertThat(awaitReply(1)).isEqualTo("You said: Hello (message 2)");
        }
    }

    @Test
    void anEndlessStreamIsCutAt64KiBAndTheCutIsLogged() {
        try (HttpChatEntity entity = started(settings(fake.endpoint(), Optional.of(KEY), WAIT, true))) {
            entity.judgeSaid("please flood");
            String flood = awaitReply(1);
            assertThat(flood).hasSize(ChatReplyReader.MAX_REPLY_BYTES).startsWith("flood flood flood");
            assertThat(logLines())
                    .anyMatch(line -> line.startsWith("WARN") && line.contains("entity E5 reply cut at 64 KiB"));
            entity.judgeSaid("Hello");
            assertThat(awaitReply(2)).isEqualTo("You said: Hello (message 4)");
        }
    }

    @Test
    void aHugeWholeReplyIsCutAt64KiB() {
        try (HttpChatEntity entity = started(settings(fake.endpoint(), Optional.empty(), WAIT, false))) {
            entity.judgeSaid("please flood");
            assertThat(awaitReply(1)).hasSize(ChatReplyReader.MAX_REPLY_BYTES).startsWith("flood flood flood");
            assertThat(logLines()).anyMatch(line -> line.contains("entity E5 reply cut at 64 KiB"));
            entity.judgeSaid("Hello");
            assertThat(awaitReply(2)).isEqualTo("You said: Hello (message 4)");
        }
    }

    @Test
    void settingsRefuseWhatCouldLeakOrCannotWork() {
        URI endpoint = URI.create("http://127.0.0.1:1/v1/chat/completions");
        assertThatThrownBy(() -> settings(endpoint, Optional.of("bad key\r\nX-Injected: 1"), WAIT, true))
                .hasMessage("the API key must be printable ASCII without spaces");
        assertThatThrownBy(() -> settings(URI.create("ftp://user:secret@host/x"), Optional.empty(), WAIT, true))
                .hasMessageNotContaining("secret");
        assertThatThrownBy(() -> new HttpChatEntity.Settings(endpoint, " ", "", Optional.empty(), WAIT, true))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> settings(endpoint, Optional.empty(), Duration.ZERO, true))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new HttpChatEntity.Settings(
                                URI.create("https://a:b@api.example.com/v1/chat/completions?x=y#f"), "m", "")
                        .endpointForLogs())
                .isEqualTo("https://api.example.com:443/v1/chat/completions");
    }
}
