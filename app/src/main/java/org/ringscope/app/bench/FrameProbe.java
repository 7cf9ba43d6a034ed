package org.ringscope.app.bench;

import java.util.Map;
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
final class FrameProbe {
    private FrameProbe() {
    }

    /** Frame times, and the CPU time of the FX and renderer threads in each frame. */
    record Frames(FrameStats wall, Map<String, FrameStats> cpu) {
    }

    /**
     * Runs {@code script} on {@code frames} consecutive pulses (after {@code warmup} more) and returns their
     * intervals; call on the FX thread.
     */
    static CompletableFuture<Frames> run(int warmup, int frames, IntConsumer script) {
        CompletableFuture<Frames> out = new CompletableFuture<>();
        double[] ms = new double[frames];
        CpuStats cpu = new CpuStats(frames, false);
        CpuClock clock = CpuClock.ofFxAndRenderer();
        AnimationTimer t = new AnimationTimer() {
            private int k = -warmup;
            private long last = -1;
            private long[] lastCpu;

            @Override
            public void handle(long now) {
                try {
                    long[] c = clock.nanos();
                    if (k > 0 && last >= 0) {
                        ms[k - 1] = (now - last) / 1e6;
                        cpu.put(k - 1, CpuClock.millis(lastCpu, c));
                    }
                    last = now;
                    lastCpu = c;
                    if (k == frames) {
                        stop();
                        out.complete(new Frames(FrameStats.of(ms), cpu.stats()));
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
}
