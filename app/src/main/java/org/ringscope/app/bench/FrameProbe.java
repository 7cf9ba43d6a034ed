package org.ringscope.app.bench;

import java.util.concurrent.CompletableFuture;
import java.util.function.IntConsumer;
import javafx.animation.AnimationTimer;

/**
 * The frame-time harness on the FX pulse: an {@link AnimationTimer} that, on every pulse, records the pulse's time
 * and performs the next step of a script (scroll the table, pan or zoom the timeline), so each frame renders one
 * change. The frame time is the interval between consecutive pulses: with {@code javafx.animation.fullspeed=true}
 * pulses run back to back, so an interval is what the frame cost the FX thread and the renderer — layout, CSS,
 * the views' canvas drawing and the render; at the normal 60 Hz pulse it would read ≈ 16.7 ms whenever no frame
 * was dropped.
 */
public final class FrameProbe {
    private FrameProbe() {
    }

    /** Runs {@code script} on {@code frames} consecutive pulses (after {@code warmup} more) and returns their intervals. */
    public static CompletableFuture<FrameStats> run(int warmup, int frames, IntConsumer script) {
        CompletableFuture<FrameStats> out = new CompletableFuture<>();
        double[] ms = new double[frames];
        AnimationTimer t = new AnimationTimer() {
            private int k = -warmup;
            private long last = -1;

            @Override
            public void handle(long now) {
                try {
                    if (k > 0 && last >= 0) {
                        ms[k - 1] = (now - last) / 1e6;
                    }
                    last = now;
                    if (k == frames) {
                        stop();
                        out.complete(FrameStats.of(ms));
                        return;
                    }
                    script.accept(k + warmup);
                    k++;
                } catch (RuntimeException e) {
                    stop();
                    out.completeExceptionally(e);
                }
            }
        };
        t.start();
        return out;
    }

    /** Completes (on the FX thread) on the first pulse at which {@code done} holds; polls once per pulse. */
    public static CompletableFuture<Long> until(java.util.function.BooleanSupplier done) {
        CompletableFuture<Long> out = new CompletableFuture<>();
        AnimationTimer t = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (done.getAsBoolean()) {
                    stop();
                    out.complete(System.nanoTime());
                }
            }
        };
        t.start();
        return out;
    }
}
