package org.ringscope.app.bench;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The window's background executor with counters, so the harness can tell when the views' background work (indexes,
 * reads, layouts) is done: tasks submitted so far and tasks not finished yet.
 */
final class CountingExecutor implements Executor {
    private final ExecutorService pool;
    private final AtomicLong submitted = new AtomicLong();
    private final AtomicInteger active = new AtomicInteger();

    CountingExecutor(ExecutorService pool) {
        this.pool = pool;
    }

    @Override
    public void execute(Runnable r) {
        submitted.incrementAndGet();
        active.incrementAndGet();
        try {
            pool.execute(() -> {
                try {
                    r.run();
                } finally {
                    active.decrementAndGet();
                }
            });
        } catch (RuntimeException e) {
            active.decrementAndGet();
            throw e;
        }
    }

    long submitted() {
        return submitted.get();
    }

    int active() {
        return active.get();
    }

    void shutdown() {
        pool.shutdownNow();
    }
}
