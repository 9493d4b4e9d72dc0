package parlor.station.ui;

import java.util.function.BooleanSupplier;

/** A running round clock counts down on screen: the screen is redrawn every second while one runs, until closed. */
final class ClockRedraw {

    private ClockRedraw() {}

    static void start(BooleanSupplier running, Runnable redraw, BooleanSupplier closed) {
        Thread.ofVirtual().name("round-clock").start(() -> {
            while (!closed.getAsBoolean()) {
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
                if (running.getAsBoolean() && !closed.getAsBoolean()) {
                    redraw.run();
                }
            }
        });
    }
}
