package parlor.relay.entity;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.slf4j.event.Level;
import parlor.relay.ops.OpsLog;

/**
 * An entry behind an OpenAI-compatible chat-completions endpoint ({@code /v1/chat/completions}, as
 * llama.cpp's server, Ollama and vLLM expose it). The conversation is kept here and sent whole
 * with each of the judge's messages: the system prompt, then the judge's messages ({@code user})
 * and the entity's replies ({@code assistant}) in turn.
 *
 * <p>One request at a time ({@link ChatClient}), in the order the judge spoke, on the entity's
 * own virtual thread, so {@link #judgeSaid} returns at once. A streamed reply is assembled and
 * handed on whole: pacing the judge's screen happens elsewhere. A failure (an error status, a malformed reply, no
 * connection, no reply in time) is reported with {@link EntityListener#failed} and the judge's
 * message is forgotten, so the conversation still alternates and the next message is tried afresh.
 *
 * <p>Secrets stay out of logs and reasons: the API key never appears (a server that quotes it
 * back is redacted), and the endpoint is only ever shown as scheme://host:port/path, without the
 * user-info or query that may carry credentials. The judge's words are not logged: they belong in
 * the transcripts.
 */
public final class HttpChatEntity implements Entity, Remembering {

    private static final Logger LOG = LoggerFactory.getLogger(HttpChatEntity.class);

    /**
     * How to reach the model.
     *
     * @param endpoint     the full URL of the chat-completions resource, e.g. {@code http://127.0.0.1:8080/v1/chat/completions}
     * @param model        the model name the server expects (llama.cpp accepts any)
     * @param systemPrompt sent first in every request; blank for none
     * @param apiKey       sent as {@code Authorization: Bearer <key>} when present
     * @param timeout      for connecting, and for the whole of each reply
     * @param stream       ask for the reply as a stream of events (the server may answer whole anyway; both are read)
     */
    public record Settings(
            URI endpoint,
            String model,
            String systemPrompt,
            Optional<String> apiKey,
            Duration timeout,
            boolean stream,
            java.util.Map<String, String> headers) {

        public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

        public Settings {
            Objects.requireNonNull(endpoint, "endpoint");
            String scheme =
                    endpoint.getScheme() == null ? "" : endpoint.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("http") && !scheme.equals("https") || endpoint.getHost() == null) {
                // the URL itself is not quoted: it may carry a secret
                throw new IllegalArgumentException("the endpoint must be an http:// or https:// URL with a host");
            }
            if (model == null || model.isBlank()) {
                throw new IllegalArgumentException("a model name is needed (servers that serve one model accept any)");
            }
            systemPrompt = systemPrompt == null ? "" : systemPrompt;
            apiKey = Objects.requireNonNull(apiKey, "apiKey").filter(key -> !key.isEmpty());
            if (apiKey.isPresent() && !apiKey.get().chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
                // a header cannot carry it, and the HTTP client's complaint would quote it
                throw new IllegalArgumentException("the API key must be printable ASCII without spaces");
            }
            headers = java.util.Map.copyOf(headers);
            Objects.requireNonNull(timeout, "timeout");
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("the timeout must be positive");
            }
        }

        /** Sending no headers of the contest's. */
        public Settings(
                URI endpoint,
                String model,
                String systemPrompt,
                Optional<String> apiKey,
                Duration timeout,
                boolean stream) {
            this(endpoint, model, systemPrompt, apiKey, timeout, stream, java.util.Map.of());
        }

        /** The same, sending {@code added} with every request (a live contest's facts). */
        public Settings withHeaders(java.util.Map<String, String> added) {
            return new Settings(endpoint, model, systemPrompt, apiKey, timeout, stream, added);
        }

        /** No key, {@link #DEFAULT_TIMEOUT}, streaming. */
        public Settings(URI endpoint, String model, String systemPrompt) {
            this(endpoint, model, systemPrompt, Optional.empty(), DEFAULT_TIMEOUT, true);
        }

        /** scheme://host:port/path: the endpoint as logs and reasons show it, without user-info, query or fragment. */
        public String endpointForLogs() {
            int port = endpoint.getPort() >= 0
                    ? endpoint.getPort()
                    : endpoint.getScheme().equalsIgnoreCase("https") ? 443 : 80;
            String path = endpoint.getRawPath() == null ? "" : endpoint.getRawPath();
            return endpoint.getScheme().toLowerCase(Locale.ROOT) + "://" + endpoint.getHost() + ":" + port + path;
        }

        /** Every secret the settings hold, replaced in {@code text}: the key, and the endpoint's user-info and query. */
        String redact(String text) {
            if (text == null) {
                return "";
            }
            String out = text.replace(endpoint.toString(), endpointForLogs());
            for (String secret : new String[] {
                endpoint.getRawUserInfo(), endpoint.getUserInfo(), endpoint.getRawQuery(), endpoint.getQuery()
            }) {
                if (secret != null && !secret.isEmpty()) {
                    out = out.replace(secret, "[hidden]");
                }
            }
            if (apiKey.isPresent()) {
                out = out.replace(apiKey.get(), "[key]");
            }
            return out;
        }

        /** Without the key or the endpoint's secrets, so settings can be logged. */
        @Override
        public String toString() {
            return "Settings[endpoint=" + endpointForLogs() + ", model=" + model + ", systemPrompt="
                    + systemPrompt.length() + " chars, apiKey=" + (apiKey.isPresent() ? "set" : "none") + ", timeout="
                    + timeout + ", stream=" + stream + "]";
        }
    }

    private final String id;
    private final Settings settings;
    private final String terminal;
    private final Clock clock;
    private final String where;
    private final BlockingQueue<String> inbox = new LinkedBlockingQueue<>();

    /**
     * The judge's messages and the replies, alternating: those it is told it had ({@link
     * #remember}) before it starts, then touched only by the worker thread.
     */
    private final List<ChatJson.Message> history = new ArrayList<>();

    private volatile boolean closing;
    private volatile Thread worker;
    private volatile ChatClient client;
    private EntityListener listener;

    public HttpChatEntity(String id, Settings settings, String terminal, Clock clock) {
        this.id = id;
        this.settings = settings;
        this.terminal = terminal;
        this.clock = clock;
        this.where = settings.endpointForLogs();
    }

    /**
     * A client that goes on with a conversation: one started again after a failed request, or after
     * the relay restarted. The model must not forget the judge because a request failed or the
     * relay was killed, and is sent the conversation whole anyway, so it is told it rather than
     * asked it again: no extra requests.
     */
    @Override
    public void remember(List<Earlier.Exchange> earlier) {
        history.clear();
        for (Earlier.Exchange exchange : earlier) {
            history.add(new ChatJson.Message("user", exchange.message()));
            history.add(new ChatJson.Message("assistant", exchange.answer()));
        }
    }

    @Override
    public void start(EntityListener entityListener) {
        this.listener = entityListener;
        client = new ChatClient(settings);
        try (var ignored = MDC.putCloseable("terminal", terminal)) {
            OpsLog.entityLine(LOG, Level.INFO, "entity-http-ready", id)
                    .log(
                            "entity {} talks to {} (model {}, {}, timeout {} s, {})",
                            id,
                            where,
                            settings.model(),
                            settings.stream() ? "streamed replies" : "whole replies",
                            settings.timeout().toSeconds(),
                            settings.apiKey().isPresent() ? "with an API key" : "no API key");
        }
        worker = Thread.ofVirtual().name("entity-" + id + "-http").start(this::work);
    }

    @Override
    public void judgeSaid(String message) {
        if (!closing) {
            inbox.add(message);
        }
    }

    private void work() {
        MDC.put("terminal", terminal);
        while (!closing) {
            String message;
            try {
                message = inbox.take();
            } catch (InterruptedException e) {
                return;
            }
            try {
                converse(message);
            } catch (RuntimeException e) {
                if (!closing) {
                    OpsLog.entityLine(LOG, Level.ERROR, "entity-http-fault", id)
                            .log(
                                    "entity {}: unexpected {} while talking to {}: {}",
                                    id,
                                    e.getClass().getSimpleName(),
                                    where,
                                    settings.redact(e.getMessage()));
                }
            }
        }
    }

    /** One exchange: the message goes into the conversation, which is sent whole; the reply comes back into it. */
    private void converse(String message) {
        history.add(new ChatJson.Message("user", message));
        Instant asked = clock.instant();
        List<ChatJson.Message> messages = conversation();
        OpsLog.entityLine(LOG, Level.DEBUG, "entity-asked", id)
                .addKeyValue("messages", messages.size())
                .log("entity {} asks {}: {} message(s) in the conversation", id, where, messages.size());
        ChatReplyReader.Outcome outcome = client.ask(messages);
        if (closing) {
            return;
        }
        switch (outcome) {
            case ChatReplyReader.Outcome.Reply reply -> {
                history.add(new ChatJson.Message("assistant", reply.text()));
                if (reply.cut()) {
                    OpsLog.entityLine(LOG, Level.WARN, "reply-cut", id)
                            .log(
                                    "entity {} reply cut at {} KiB: the rest was not read",
                                    id,
                                    ChatReplyReader.MAX_REPLY_BYTES / 1024);
                }
                if (reply.unfinished()) {
                    OpsLog.entityLine(LOG, Level.WARN, "reply-unfinished", id)
                            .log("entity {} reply stream ended without data: [DONE]; taking the text it sent", id);
                }
                if (reply.text().isEmpty()) {
                    OpsLog.entityLine(LOG, Level.WARN, "reply-empty", id).log("entity {} replied with no text", id);
                }
                OpsLog.entityReplied(LOG, id, reply.text().length(), Duration.between(asked, clock.instant()));
                listener.replied(reply.text());
            }
            case ChatReplyReader.Outcome.Failure failure -> {
                // forgotten, so the conversation alternates and a message that upsets the server does not poison the
                // next
                history.removeLast();
                String reason = settings.redact(where + ": " + failure.reason());
                OpsLog.entityLine(LOG, Level.WARN, "entity-failed", id).log("entity {} failed: {}", id, reason);
                listener.failed(reason);
            }
        }
    }

    private List<ChatJson.Message> conversation() {
        List<ChatJson.Message> messages = new ArrayList<>(history.size() + 1);
        if (!settings.systemPrompt().isBlank()) {
            messages.add(new ChatJson.Message("system", settings.systemPrompt()));
        }
        messages.addAll(history);
        return messages;
    }

    @Override
    public void close() {
        closing = true;
        Thread running = worker;
        if (running != null) {
            running.interrupt();
        }
        ChatClient started = client;
        if (started != null) {
            started.close();
        }
    }
}
