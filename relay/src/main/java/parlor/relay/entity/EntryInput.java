package parlor.relay.entity;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** What goes to an entry: queued text written out in order, for as long as the entry is there to read it. */
final class EntryInput {

    private EntryInput() {}

    /** Writes queued text until {@code open} says the entry has gone; returns when it has. */
    static void pump(BlockingQueue<String> queue, OutputStream out, BooleanSupplier open)
            throws IOException, InterruptedException {
        while (open.getAsBoolean()) {
            String next = queue.poll(200, TimeUnit.MILLISECONDS);
            if (next != null) {
                out.write(next.getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        }
    }
}
