package org.ringscope.app.bench;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import javafx.animation.AnimationTimer;
import org.ringscope.views.cursor.Cursor;
import org.ringscope.views.fx.Fx;

/**
 * The harness's waits, each with a deadline and a message naming what it waited for: calls on the FX thread,
 * polls of an FX-side condition (every half millisecond, without keeping the pulse spinning — with full-speed
 * pulses an animation timer would take a CPU from the journal thread), pulses, and {@link #settle settling}: every
 * query queued on the journal thread, every background task and every FX hand-off they caused have finished.
 */
final class FxSync {
    private final long timeoutNanos;
    private final CountingExecutor background;

    FxSync(long timeoutSeconds, CountingExecutor background) {
        this.timeoutNanos = TimeUnit.SECONDS.toNanos(timeoutSeconds);
        this.background = background;
    }

    long timeoutSeconds() {
        return TimeUnit.NANOSECONDS.toSeconds(timeoutNanos);
    }

    /** Runs {@code c} on the FX thread and returns its result. */
    <T> T fx(String what, Callable<T> c) throws BenchException {
        return await(what, onFx(c));
    }

    /** Calls {@code c} on the FX thread; completes with its result or what it threw. */
    static <T> CompletableFuture<T> onFx(Callable<T> c) {
        CompletableFuture<T> out = new CompletableFuture<>();
        Fx.run(() -> {
            try {
                out.complete(c.call());
            } catch (Throwable e) {
                out.completeExceptionally(e);
            }
        });
        return out;
    }

    void fxRun(String what, Runnable r) throws BenchException {
        fx(what, () -> {
            r.run();
            return null;
        });
    }

    /** Waits for {@code f}, failing with a {@link BenchException} naming {@code what} after the timeout. */
    <T> T await(String what, CompletableFuture<T> f) throws BenchException {
        try {
            return f.get(timeoutNanos, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw new BenchException(what + ": no answer within " + timeoutSeconds() + " s");
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            throw c instanceof BenchException b ? b : new BenchException(what + " failed: " + c, c);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BenchException(what + ": interrupted");
        }
    }

    /** Until {@code done} holds on the FX thread. */
    void poll(String what, BooleanSupplier done) throws BenchException {
        long end = System.nanoTime() + timeoutNanos;
        while (!fx(what, done::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new BenchException(what + ": not done within " + timeoutSeconds() + " s");
            }
            LockSupport.parkNanos(500_000);
        }
    }

    /**
     * Waits for {@code n} pulses to begin and returns the {@code System.nanoTime()} at the start of the last one.
     * Two pulses after a change mean it was laid out and handed to the renderer in the first, and the FX thread got
     * past that frame (a pulse does not begin before the previous frame's scene was synchronized for rendering).
     */
    long pulses(String what, int n) throws BenchException {
        CompletableFuture<Long> out = new CompletableFuture<>();
        fxRun(what, () -> new AnimationTimer() {
            private int k;

            @Override
            public void handle(long now) {
                if (++k >= n) {
                    stop();
                    out.complete(System.nanoTime());
                }
            }
        }.start());
        return await(what, out);
    }

    /**
     * Until the window is quiet: every journal query queued so far has answered (a barrier query on the cursor),
     * the FX hand-offs of those answers have run, no background task is in flight, and a whole round of that
     * started no new background task — the views' reads at the cursor and what they do with them are done.
     */
    void settle(String what, Cursor cursor) throws BenchException {
        for (int round = 0; round < 50; round++) {
            long before = background.submitted();
            CompletableFuture<?> barrier = fx(what, () -> cursor.query(j -> null)
                    .handle((r, e) -> null) // no session: nothing to wait for
                    .thenCompose(x -> {
                        CompletableFuture<Void> turn = new CompletableFuture<>();
                        Fx.later(() -> turn.complete(null)); // after the hand-offs queued so far
                        return turn;
                    }));
            await(what + " (journal queries)", barrier);
            poll(what + " (background tasks)", () -> background.active() == 0);
            fxRun(what, () -> { });
            if (background.submitted() == before && background.active() == 0) {
                return;
            }
        }
        throw new BenchException(what + ": the window kept starting background work (50 rounds)");
    }
}
