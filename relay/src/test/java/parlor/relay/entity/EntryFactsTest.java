package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import parlor.relay.contest.ContestFacts;
import parlor.relay.contest.EntitySpec;
import parlor.relay.contest.EntryClock;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordingListener;

/** A live contest's facts as each kind of entry is told them. */
class EntryFactsTest {

    private static final ZoneId LONDON = ZoneId.of("Europe/London");
    private final EntryFacts facts = new EntryFacts(
            new ContestFacts(
                    Optional.of(ZonedDateTime.of(2009, 9, 6, 10, 0, 0, 0, LONDON)), LONDON, Duration.ofMinutes(20), 7),
            3);

    @Test
    void anHttpEntryGetsTheFactsAsHeadersOfItsRequests() throws Exception {
        Map<String, String> seen = new ConcurrentHashMap<>();
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/v1/chat/completions", exchange -> {
            exchange.getRequestHeaders().forEach((name, values) -> seen.put(name, values.getFirst()));
            exchange.getRequestBody().readAllBytes();
            byte[] body = "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":\"round three\"}}]}"
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        try {
            var spec = new EntitySpec.Http(
                    "E4",
                    URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/v1/chat/completions"),
                    "m",
                    "",
                    Optional.empty(),
                    Duration.ofSeconds(10),
                    "model",
                    "test");
            RecordingListener listener = new RecordingListener();
            try (Entity entity = Entities.supervised(spec, "T1", Clock.systemUTC(), Optional.of(facts))) {
                entity.start(listener);
                entity.judgeSaid("Which round is this?");
                Eventually.waitFor(
                        "the reply",
                        Duration.ofSeconds(10),
                        () -> !listener.replies.isEmpty(),
                        () -> listener.failures);
            }
            assertThat(seen)
                    .containsEntry("Parlor-round", "3")
                    .containsEntry("Parlor-rounds", "7")
                    .containsEntry("Parlor-round-minutes", "20")
                    .containsEntry("Parlor-contest-start", "2009-09-06T10:00:00+01:00")
                    .containsEntry("Parlor-timezone", "Europe/London");
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aProgramGetsThemInItsEnvironmentStartingWhereItsOwnClockDoes() {
        var program = new EntitySpec.Program(
                        "E1",
                        List.of("true"),
                        java.nio.file.Path.of("/tmp"),
                        Optional.empty(),
                        Optional.empty(),
                        Duration.ofMillis(300),
                        Duration.ofSeconds(60),
                        false,
                        false,
                        "facts",
                        "test")
                .withEnvironment(new EntryClock(java.time.LocalDateTime.of(2009, 9, 6, 11, 30), LONDON).environment());
        Map<String, String> env = ((EntitySpec.Program) facts.given(program)).environment();
        assertThat(env)
                .containsEntry("PARLOR_ROUND", "3")
                .containsEntry("PARLOR_ROUNDS", "7")
                .containsEntry("PARLOR_CONTEST_START", "2009-09-06T11:30:00+01:00")
                .containsEntry("FAKETIME", "@2009-09-06 11:30:00")
                .containsEntry("TZ", "Europe/London");
    }

    /** What a TCP entry reads first, and what the host link carries: read back, the same facts. */
    @Test
    void theFactsLineIsNamedPairsAndReadsBackAsTheSameFacts() {
        assertThat(facts.line())
                .isEqualTo("PARLOR_CONTEST_START=2009-09-06T10:00:00+01:00 PARLOR_ROUND_MINUTES=20 PARLOR_ROUNDS=7"
                        + " PARLOR_TIMEZONE=Europe/London PARLOR_ROUND=3");
        assertThat(facts.fileText()).isEqualTo(facts.line().replace(' ', '\n') + "\n");
        assertThat(EntryFacts.parse(facts.line())).isEqualTo(facts);
        assertThatThrownBy(() -> EntryFacts.parse("PARLOR_ROUND=3"))
                .hasMessage("contest facts without PARLOR_TIMEZONE");
        assertThatThrownBy(() -> EntryFacts.parse("round three"))
                .hasMessage("contest facts are NAME=VALUE pairs, not 'round'");
    }
}
