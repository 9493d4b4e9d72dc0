package parlor.relay.entity;

import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/** Feeds the body to a {@link ChatReplyReader} as it arrives, and stops reading when the reader has enough. */
final class ChatReaderSubscriber implements HttpResponse.BodySubscriber<ChatReplyReader.Outcome> {
    private final ChatReplyReader reader;
    private final CompletableFuture<ChatReplyReader.Outcome> outcome = new CompletableFuture<>();
    private Flow.Subscription subscription;

    ChatReaderSubscriber(ChatReplyReader reader) {
        this.reader = reader;
    }

    @Override
    public CompletionStage<ChatReplyReader.Outcome> getBody() {
        return outcome;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        s.request(1);
    }

    @Override
    public void onNext(List<ByteBuffer> buffers) {
        if (outcome.isDone()) {
            return;
        }
        try {
            for (ByteBuffer buffer : buffers) {
                if (!reader.accept(buffer)) {
                    subscription.cancel();
                    outcome.complete(reader.finish());
                    return;
                }
            }
            subscription.request(1);
        } catch (RuntimeException e) {
            subscription.cancel();
            outcome.completeExceptionally(e);
        }
    }

    @Override
    public void onError(Throwable failure) {
        outcome.completeExceptionally(failure);
    }

    @Override
    public void onComplete() {
        if (!outcome.isDone()) {
            outcome.complete(reader.finish());
        }
    }
}
