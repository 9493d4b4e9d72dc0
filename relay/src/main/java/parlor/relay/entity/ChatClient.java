package parlor.relay.entity;

import java.io.IOException;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One chat-completions request at a time over HTTP: the request as the settings say, the reply
 * read as it comes (streamed or whole) within the timeout, and what went wrong in words for the
 * operator. Apart from {@link HttpChatEntity}, which keeps the conversation and says what happened.
 */
final class ChatClient implements AutoCloseable {

    private final HttpChatEntity.Settings settings;
    private final ExecutorService httpThreads;
    private final HttpClient client;
    private volatile CompletableFuture<?> inFlight;

    ChatClient(HttpChatEntity.Settings settings) {
        this.settings = settings;
        this.httpThreads = Executors.newVirtualThreadPerTaskExecutor();
        this.client = HttpClient.newBuilder()
                // what llama.cpp, Ollama and vLLM speak; no h2c upgrade attempts on plain http
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(settings.timeout())
                .followRedirects(HttpClient.Redirect.NEVER)
                .executor(httpThreads)
                .build();
    }

    /** The conversation sent whole; the reply, or why there is none (not yet redacted). */
    ChatReplyReader.Outcome ask(List<ChatJson.Message> messages) {
        HttpRequest.Builder request = HttpRequest.newBuilder(settings.endpoint())
                .timeout(settings.timeout())
                .header("Content-Type", "application/json")
                .header("Accept", settings.stream() ? "text/event-stream" : "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(
                        ChatJson.request(settings.model(), messages, settings.stream()), StandardCharsets.UTF_8));
        settings.apiKey().ifPresent(key -> request.header("Authorization", "Bearer " + key));
        settings.headers().forEach(request::header);
        CompletableFuture<HttpResponse<ChatReplyReader.Outcome>> exchange;
        try {
            exchange = client.sendAsync(request.build(), ChatClient::readerFor);
        } catch (RuntimeException e) {
            return new ChatReplyReader.Outcome.Failure(
                    "cannot send the request: " + e.getClass().getSimpleName());
        }
        inFlight = exchange;
        try {
            return exchange.get(settings.timeout().toMillis(), TimeUnit.MILLISECONDS)
                    .body();
        } catch (TimeoutException e) {
            exchange.cancel(true);
            return new ChatReplyReader.Outcome.Failure("no complete reply within " + seconds());
        } catch (ExecutionException e) {
            return new ChatReplyReader.Outcome.Failure(describe(e.getCause()));
        } catch (CancellationException e) {
            return new ChatReplyReader.Outcome.Failure("cancelled");
        } catch (InterruptedException e) {
            exchange.cancel(true);
            Thread.currentThread().interrupt();
            return new ChatReplyReader.Outcome.Failure("interrupted");
        } finally {
            inFlight = null;
        }
    }

    /** Chooses how to read the body once the status and headers are in. */
    private static HttpResponse.BodySubscriber<ChatReplyReader.Outcome> readerFor(HttpResponse.ResponseInfo info) {
        int status = info.statusCode();
        String type = info.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT);
        ChatReplyReader reader = status < 200 || status >= 300
                ? ChatReplyReader.error(status)
                : type.startsWith("text/event-stream") ? ChatReplyReader.events() : ChatReplyReader.whole();
        return new ChatReaderSubscriber(reader);
    }

    /** What went wrong with the exchange, in words for the operator (redacted by the caller). */
    private String describe(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return switch (cause) {
            case HttpConnectTimeoutException e -> "could not connect within " + seconds();
            case HttpTimeoutException e -> "no reply within " + seconds();
            case ConnectException e -> "cannot connect: " + firstMessage(e).orElse("connection refused");
            case UnknownHostException e -> "cannot find the host";
            case UnresolvedAddressException e -> "cannot find the host";
            case IOException e ->
                "the connection failed: " + firstMessage(e).orElse(e.getClass().getSimpleName());
            default ->
                "the request failed: " + cause.getClass().getSimpleName()
                        + firstMessage(cause).map(m -> ": " + m).orElse("");
        };
    }

    private static Optional<String> firstMessage(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                return Optional.of(t.getMessage());
            }
        }
        return Optional.empty();
    }

    private String seconds() {
        Duration timeout = settings.timeout();
        return timeout.toMillis() % 1000 == 0 ? timeout.toSeconds() + " s" : timeout.toMillis() + " ms";
    }

    /** Cancels the request in flight, and stops the client and its threads. */
    @Override
    public void close() {
        CompletableFuture<?> exchange = inFlight;
        if (exchange != null) {
            exchange.cancel(true);
        }
        client.shutdownNow();
        httpThreads.shutdownNow();
    }
}
