package parlor.relay.entity;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import parlor.relay.testing.Eventually;
import parlor.relay.testing.RecordingListener;

/** A web entry against a real HTTP server on this machine: what is posted, what is kept, and how it fails. */
class WebEntityTest {

    private static final Duration DEADLINE = Duration.ofSeconds(10);
    private static final WebReply.Pick REPLY = new WebReply.Pick.Css("#reply");

    private final RecordingListener listener = new RecordingListener();
    private final List<String> forms = new CopyOnWriteArrayList<>();
    private final List<String> cookies = new CopyOnWriteArrayList<>();
    private final java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    private HttpServer server;
    private WebEntity entity;

    @AfterEach
    void stop() {
        release.countDown();
        if (entity != null) {
            entity.close();
        }
        if (server != null) {
            server.stop(0);
        }
    }

    /** A page that has not answered when the client gives up. */
    private URI serveSlowly() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/chat", exchange -> {
            try {
                release.await(10, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.close();
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/chat");
    }

    /** A page that counts its visitor's messages in a cookie, or answers with {@code status} and {@code page}. */
    private URI serve(int status, String page) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/chat", exchange -> answer(exchange, status, page));
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/chat");
    }

    private void answer(HttpExchange exchange, int status, String page) throws IOException {
        String form = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        forms.add(
                exchange.getRequestMethod() + " " + exchange.getRequestHeaders().getFirst("Content-Type") + " " + form);
        String cookie = exchange.getRequestHeaders().getFirst("Cookie");
        cookies.add(String.valueOf(cookie));
        int n = cookie == null ? 1 : Integer.parseInt(cookie.replace("n=", "")) + 1;
        String said = URLDecoder.decode(form.replaceFirst("^words=", ""), StandardCharsets.UTF_8);
        byte[] body = (page != null
                        ? page
                        : "<p id=reply>" + n + ": " + said.replace("&", "&amp;").replace("<", "&lt;") + "</p>")
                .getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Set-Cookie", "n=" + n);
        exchange.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
        exchange.sendResponseHeaders(status, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    private void start(URI url, WebReply.Pick pick) {
        start(url, pick, Duration.ofSeconds(5));
    }

    private void start(URI url, WebReply.Pick pick, Duration timeout) {
        entity = new WebEntity(
                "W1",
                new WebEntity.Settings(url, "words", pick, timeout),
                "T1",
                Clock.systemUTC(),
                new WebEntity.Browser());
        entity.start(listener);
    }

    @Test
    void theMessageIsPostedAsTheFormFieldAndTheCookieComesBackWithTheNext() throws IOException {
        start(serve(200, null), REPLY);

        entity.judgeSaid("Hello & good day = caf\u00e9?");
        Eventually.waitFor("the first reply", DEADLINE, () -> listener.replies.size() == 1, () -> listener.replies);
        entity.judgeSaid("<b>again</b>");
        Eventually.waitFor("the second reply", DEADLINE, () -> listener.replies.size() == 2, () -> listener.replies);

        assertThat(listener.replies).containsExactly("1: Hello & good day = caf\u00e9?", "2: <b>again</b>");
        assertThat(forms.getFirst())
                .isEqualTo(
                        "POST application/x-www-form-urlencoded; charset=UTF-8 words=Hello+%26+good+day+%3D+caf%C3%A9%3F");
        assertThat(cookies).containsExactly("null", "n=1");
        assertThat(listener.failures).isEmpty();
    }

    @Test
    void theFormsHiddenFieldsGoBackWithTheNextMessage() throws IOException {
        start(
                serve(
                        200,
                        "<p id=reply>ok</p><form method=post><input type=hidden name=conversation value=c42><input name=words></form>"),
                REPLY);

        entity.judgeSaid("one");
        Eventually.waitFor("the first reply", DEADLINE, () -> listener.replies.size() == 1, () -> listener.replies);
        entity.judgeSaid("two");
        Eventually.waitFor("the second reply", DEADLINE, () -> listener.replies.size() == 2, () -> listener.replies);

        assertThat(forms)
                .extracting(form -> form.substring(form.lastIndexOf(' ') + 1))
                .containsExactly("words=one", "conversation=c42&words=two");
    }

    @Test
    void theCookiesOutliveAClientThatIsReplacedAsABrowsersOutliveAPage() throws IOException {
        URI url = serve(200, null);
        WebEntity.Browser browser = new WebEntity.Browser();
        for (int client = 1; client <= 2; client++) {
            entity = new WebEntity(
                    "W1",
                    new WebEntity.Settings(url, "words", REPLY, Duration.ofSeconds(5)),
                    "T1",
                    Clock.systemUTC(),
                    browser);
            entity.start(listener);
            entity.judgeSaid("hi");
            int expected = client;
            Eventually.waitFor(
                    "reply " + client, DEADLINE, () -> listener.replies.size() == expected, () -> listener.replies);
            entity.close();
        }
        assertThat(listener.replies).containsExactly("1: hi", "2: hi");
    }

    @Test
    void aRestartedRelaysNewBrowserPostsTheEarlierMessagesAgainButAReplacedClientKeepsTheCookies() throws IOException {
        URI url = serve(200, null);
        WebEntity.Browser browser = new WebEntity.Browser();
        try (SupervisedEntity supervised = new SupervisedEntity(
                "T1",
                "W1",
                () -> new WebEntity(
                        "W1",
                        new WebEntity.Settings(url, "words", REPLY, Duration.ofSeconds(5)),
                        "T1",
                        Clock.systemUTC(),
                        browser),
                Duration.ofSeconds(5),
                Clock.systemUTC(),
                CatchUp.REPLAYED_AFTER_RELAY_RESTART)) {
            // a restarted relay: its browser is new, the page's count of the visitor's messages went with the old one
            supervised.recall(new Earlier(
                    List.of(
                            new Earlier.Exchange(List.of(), "one", "1: one"),
                            new Earlier.Exchange(List.of(), "two", "2: two")),
                    List.of()));
            supervised.start(listener);
            supervised.judgeSaid("three");
            Eventually.waitFor("the reply", DEADLINE, () -> listener.replies.size() == 1, () -> listener.replies);

            // the client replaced (as after a failed page): the browser's cookies are kept, nothing is posted again
            supervised.restart("tried by the test");
            supervised.judgeSaid("four");
            Eventually.waitFor("the next reply", DEADLINE, () -> listener.replies.size() == 2, () -> listener.replies);
        }
        assertThat(listener.replies).as("the catching up pages are set aside").containsExactly("3: three", "4: four");
        assertThat(forms)
                .extracting(form -> form.substring(form.lastIndexOf(' ') + 1))
                .containsExactly("words=one", "words=two", "words=three", "words=four");
        assertThat(listener.failures).isEmpty();
    }

    /** The one failure a client at {@code url} reports when asked; it replies nothing. */
    private String theFailureAt(URI url) {
        start(url, REPLY);
        entity.judgeSaid("hello");
        Eventually.waitFor("the failure", DEADLINE, () -> !listener.failures.isEmpty(), () -> listener.failures);
        assertThat(listener.replies).isEmpty();
        assertThat(listener.failures).hasSize(1);
        return listener.failures.getFirst();
    }

    @Test
    void aPageThatTakesLongerThanTheTimeoutIsAFailureSayingSo() throws IOException {
        URI url = serveSlowly();
        start(url, REPLY, Duration.ofSeconds(1));

        entity.judgeSaid("hello");

        Eventually.waitFor("the failure", DEADLINE, () -> !listener.failures.isEmpty(), () -> listener.failures);
        assertThat(listener.failures)
                .containsExactly("http://127.0.0.1:" + url.getPort() + "/chat: no page within 1 s");
    }

    @Test
    void anErrorStatusIsAFailureNamingThePageAndTheStatus() throws IOException {
        URI url = serve(500, "<p id=reply>Traceback (most recent call last)</p>");

        assertThat(theFailureAt(url)).isEqualTo("http://127.0.0.1:" + url.getPort() + "/chat: HTTP 500");
    }

    @Test
    void aPageWithoutTheReplyIsAFailureSayingWhatIsMissing() throws IOException {
        URI url = serve(200, "<h1>Maintenance</h1>");

        assertThat(theFailureAt(url))
                .isEqualTo("http://127.0.0.1:" + url.getPort() + "/chat: the page has no element matching #reply");
    }

    @Test
    void anUnreachableServerIsAFailureSayingSoWithoutTheQuery() throws IOException {
        int port;
        try (java.net.ServerSocket probe = new java.net.ServerSocket(0)) {
            port = probe.getLocalPort();
        }

        assertThat(theFailureAt(URI.create("http://127.0.0.1:" + port + "/chat?token=secret")))
                .startsWith("http://127.0.0.1:" + port + "/chat: cannot connect")
                .doesNotContain("secret");
    }
}
