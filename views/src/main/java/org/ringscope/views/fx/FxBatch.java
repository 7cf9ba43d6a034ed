package org.ringscope.views.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Hand-offs to the FX thread collected into one: while {@link #during} runs a body on a worker thread, every
 * {@link Fx#run} that body makes on that thread is kept, and at its end all of them are posted as ONE task, in
 * order. A step's answers for every view (computed one after another on the journal thread) then reach the FX
 * thread in one turn and land in one pulse, instead of a pulse each (decision 0871).
 */
public final class FxBatch {
    private static final Logger LOG = Logger.getLogger(FxBatch.class.getName());
    private static final ThreadLocal<List<Runnable>> OPEN = new ThreadLocal<>();

    private FxBatch() {
    }

    /**
     * Runs {@code body} on this thread with a batch open, then posts what it handed off to {@code post} as one
     * task (nothing when it handed off nothing). Nested calls join the outer batch.
     */
    public static void during(Executor post, Runnable body) {
        if (OPEN.get() != null) {
            body.run();
            return;
        }
        List<Runnable> batch = new ArrayList<>();
        OPEN.set(batch);
        try {
            body.run();
        } finally {
            OPEN.remove();
            if (!batch.isEmpty()) {
                post.execute(() -> runAll(batch));
            }
        }
    }

    /** Keeps {@code r} in this thread's open batch; false when none is open (the caller hands it off itself). */
    static boolean offer(Runnable r) {
        List<Runnable> batch = OPEN.get();
        if (batch == null) {
            return false;
        }
        batch.add(r);
        return true;
    }

    private static void runAll(List<Runnable> batch) {
        for (Runnable r : batch) {
            try {
                r.run();
            } catch (RuntimeException e) {
                LOG.log(Level.SEVERE, "view bug: an FX hand-off failed", e);
            }
        }
    }
}
