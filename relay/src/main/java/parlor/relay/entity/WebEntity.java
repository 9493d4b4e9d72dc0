package parlor.relay.entity;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.slf4j.event.Level;
import parlor.relay.ops.OpsLog;

/**
 * An entry that is a web page, as in 2003 (rule 29: "all Entries must generate HTML documents";
 * the judge's words went in an HTML form). Each of the judge's messages is posted as a form field
 * to the entry's URL, and the reply is read out of the page that comes back ({@link WebReply}).
 * The entry's cookies, and the hidden fields of the page's form, are kept as a browser keeps them,
 * across messages and across restarts.
 *
 * <p>One request at a time, in order, on the entity's own virtual thread. A failure (no
 * connection, an error status, no reply in time, a page without the reply) is reported with
 * {@link EntityListener#failed}: the supervisor posts the message again from a fresh client, and
 * the judge sees only a delay, or in the end that the other side is not responding.
 */
public final class WebEntity implements Entity {

    private static final Logger LOG = LoggerFactory.getLogger(WebEntity.class);
    /** The most read of a page: far more than a reply needs. */
    static final int MAX_PAGE_BYTES = 1024 * 1024;

    private static final Pattern CHARSET = Pattern.compile("(?i)charset=\"?([-\\w.:]+)");

    /**
     * How to reach the page.
     *
     * @param url     where the form is posted
     * @param field   the form field that carries the judge's message
     * @param pick    where the reply is on the returned page
     * @param timeout for connecting, and for the whole page
     */
    public record Settings(URI url, String field, WebReply.Pick pick, Duration timeout) {
        public Settings {
            Objects.requireNonNull(url, "url");
            String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("http") && !scheme.equals("https") || url.getHost() == null) {
                throw new IllegalArgumentException("the page must be an http:// or https:// URL with a host");
            }
            if (field == null || field.isBlank()) {
                throw new IllegalArgumentException("the form field's name must not be empty");
            }
            Objects.requireNonNull(pick, "pick");
            if (timeout == null || timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("the timeout must be positive");
            }
        }

        /** scheme://host:port/path: never the query or user-info, which may carry secrets. */
        public String urlForLogs() {
            int port = url.getPort() >= 0 ? url.getPort() : url.getScheme().equalsIgnoreCase("https") ? 443 : 80;
            return url.getScheme().toLowerCase(Locale.ROOT) + "://" + url.getHost() + ":" + port
                    + (url.getRawPath() == null ? "" : url.getRawPath());
        }
    }

    /**
     * What a browser keeps between visits: the entry's cookies, and the hidden fields of the form on
     * the last page, sent back with the next message. One per entity, shared by the clients a restart makes.
     */
    public static final class Browser {
        private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ORIGINAL_SERVER);
        private volatile List<Map.Entry<String, String>> hidden = List.of();
    }

    private final String id;
    private final Settings settings;
    private final String terminal;
    private final Clock clock;
    private final Browser browser;
    /** One request at a time, in the order the judge spoke, off the caller's thread. */
    private final ExecutorService asks;

    private volatile boolean closing;
    private volatile boolean failed;
    private volatile HttpClient client;
    private EntityListener listener;

    public WebEntity(String id, Settings settings, String terminal, Clock clock, Browser browser) {
        this.id = id;
        this.settings = settings;
        this.terminal = terminal;
        this.clock = clock;
        this.browser = browser;
        this.asks = Executors.newSingleThreadExecutor(
                Thread.ofVirtual().name("entity-" + id + "-web").factory());
    }

    @Override
    public void start(EntityListener entityListener) {
        this.listener = entityListener;
        client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(settings.timeout())
                .cookieHandler(browser.cookies)
                // a form answered with a redirect to the page that shows the reply: as a browser follows it
                .followRedirects(HttpClient.Redirect.NORMAL)
                .build();
        try (var ignored = MDC.putCloseable("terminal", terminal)) {
            OpsLog.entityLine(LOG, Level.INFO, "entity-web-ready", id)
                    .log(
                            "entity {} is the web page {} (form field {}, the reply {}, timeout {} s)",
                            id,
                            settings.urlForLogs(),
                            settings.field(),
                            settings.pick().where(),
                            settings.timeout().toSeconds());
        }
    }

    @Override
    public void judgeSaid(String message) {
        try {
            asks.execute(() -> answer(message));
        } catch (RejectedExecutionException closed) {
            // closing: the supervisor asks the next client
        }
    }

    /** One message, one page; after a failure this client asks nothing more: the supervisor replaces it. */
    private void answer(String message) {
        if (closing || failed) {
            return;
        }
        MDC.put("terminal", terminal);
        Instant asked = clock.instant();
        WebReply.Outcome outcome = post(message);
        if (closing) {
            return;
        }
        switch (outcome) {
            case WebReply.Outcome.Reply reply -> {
                OpsLog.entityReplied(LOG, id, reply.text().length(), Duration.between(asked, clock.instant()));
                listener.replied(reply.text());
            }
            case WebReply.Outcome.Failure failure -> {
                failed = true;
                String reason = settings.urlForLogs() + ": " + failure.reason();
                OpsLog.entityLine(LOG, Level.WARN, "entity-failed", id).log("entity {} failed: {}", id, reason);
                listener.failed(reason);
            }
        }
    }

    /** The judge's message, posted as the browser posts a form; the reply read from the page. */
    private WebReply.Outcome post(String message) {
        StringBuilder form = new StringBuilder();
        for (Map.Entry<String, String> hidden : browser.hidden) {
            form.append(encoded(hidden.getKey(), hidden.getValue())).append('&');
        }
        form.append(encoded(settings.field(), message));
        HttpRequest request = HttpRequest.newBuilder(settings.url())
                .timeout(settings.timeout())
                .header("Content-Type", "application/x-www-form-urlencoded; charset=UTF-8")
                .header("Accept", "text/html")
                .POST(HttpRequest.BodyPublishers.ofString(form.toString(), StandardCharsets.UTF_8))
                .build();
        try {
            HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream body = response.body()) {
                if (response.statusCode() < 200 || response.statusCode() >= 300) {
                    return new WebReply.Outcome.Failure("HTTP " + response.statusCode());
                }
                byte[] page = body.readNBytes(MAX_PAGE_BYTES);
                String charset = response.headers()
                        .firstValue("Content-Type")
                        .map(CHARSET::matcher)
                        .filter(Matcher::find)
                        .map(m -> m.group(1))
                        .orElse(null);
                // without a charset in the header, jsoup reads the page's own <meta charset> as a browser does
                Document parsed = Jsoup.parse(
                        new ByteArrayInputStream(page), charset, settings.url().toString());
                browser.hidden = WebReply.hiddenFields(parsed, settings.field());
                return WebReply.read(parsed, settings.pick());
            }
        } catch (HttpTimeoutException e) {
            return new WebReply.Outcome.Failure(
                    "no page within " + settings.timeout().toSeconds() + " s");
        } catch (ConnectException e) {
            return new WebReply.Outcome.Failure(
                    "cannot connect (" + (e.getMessage() == null ? "connection refused" : e.getMessage()) + ")");
        } catch (IOException | IllegalArgumentException e) {
            return new WebReply.Outcome.Failure(
                    "the request failed: " + e.getClass().getSimpleName()
                            + (e.getMessage() == null ? "" : ": " + ChatReplyReader.bounded(e.getMessage())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new WebReply.Outcome.Failure("interrupted");
        }
    }

    private static String encoded(String name, String value) {
        return URLEncoder.encode(name, StandardCharsets.UTF_8) + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        closing = true;
        asks.shutdownNow();
        if (client != null) {
            client.shutdownNow();
        }
    }
}
