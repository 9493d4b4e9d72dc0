package parlor.bench;

import java.util.concurrent.atomic.AtomicLong;

/** Samples a server's memory now and then while a run goes on, keeping the most seen. */
final class MemoryWatch {

    private final AtomicLong peakKb = new AtomicLong();
    private final LoadTarget server;
    private final Thread sampler;

    private MemoryWatch(LoadTarget server, long everyMillis) {
        this.server = server;
        this.sampler = Thread.ofVirtual().name("memory-watch").unstarted(() -> sampleEvery(everyMillis));
    }

    static MemoryWatch start(LoadTarget server, long everyMillis) {
        MemoryWatch watch = new MemoryWatch(server, everyMillis);
        watch.sampler.start();
        return watch;
    }

    private void sampleEvery(long millis) {
        while (true) {
            sample();
            try {
                Thread.sleep(millis);
            } catch (InterruptedException stopped) {
                return;
            }
        }
    }

    private void sample() {
        long now = server.memoryKb();
        peakKb.accumulateAndGet(now, Math::max);
    }

    /** Stops sampling, takes a last sample, and returns the most memory seen, in kilobytes. */
    long stop() throws InterruptedException {
        sampler.interrupt();
        sampler.join();
        sample();
        return peakKb.get();
    }
}
