package org.ringscope.model.runtime;

import org.ringscope.model.InputException;
import org.ringscope.model.spine.SpineTracer;
import org.ringscope.model.vring.VringException;

/**
 * How every emulated runtime function runs: it reports its entry and exit to the {@link SpineTracer} (which
 * refuses an edge that is not in the spine, and whose listener writes the journal's markers), fails there
 * if {@code --fail-at} names it, and, when a failure passes through it, takes its error and unwind edges
 * before passing the failure on.
 *
 * <pre>{@code
 * calls.fn("kbl_model_add", () -> { ...; return model; },
 *         f -> { calls.leaf("model_free"); return NrtStatus.NRT_FAILURE; });
 * }</pre>
 */
public final class Calls {
    /** A function body. */
    @FunctionalInterface
    public interface Body<T> {
        T run() throws Exception;
    }

    /** A void function body. */
    @FunctionalInterface
    public interface VoidBody {
        void run() throws Exception;
    }

    /** What a node does when a failure passes through it: takes its error edges, returns its status. */
    @FunctionalInterface
    public interface Unwind {
        NrtStatus unwind(NrtFailure f);
    }

    private final SpineTracer tracer;
    private String failAt;
    private boolean injected;

    public Calls(SpineTracer tracer, String failAt) {
        this.tracer = tracer;
        this.failAt = failAt;
    }

    public SpineTracer tracer() {
        return tracer;
    }

    /** Whether the {@code --fail-at} node was reached (and failed). */
    public boolean injected() {
        return injected;
    }

    /** The node {@code --fail-at} names, or {@code null}. */
    public String failAt() {
        return failAt;
    }

    /** Runs {@code node} with {@code body} and no unwind of its own. */
    public <T> T fn(String node, Body<T> body) {
        return fn(node, body, null);
    }

    /** Runs {@code node}; a failure passing through takes {@code unwind} (may be {@code null}). */
    public <T> T fn(String node, Body<T> body, Unwind unwind) {
        return fn(node, null, body, unwind);
    }

    /**
     * Runs {@code node} entered through call site {@code site} of its edge (one the spine lists for it), e.g. the
     * run of a wrap that {@code dma_ring_copy_descriptors} copies.
     */
    public void run(String node, String site, VoidBody body) {
        fn(node, site, () -> {
            body.run();
            return null;
        }, null);
    }

    private <T> T fn(String node, String site, Body<T> body, Unwind unwind) {
        tracer.enter(node, site);
        Throwable failing = null;
        try {
            try {
                inject(node);
                return body.run();
            } catch (NrtFailure f) {
                if (unwind != null) {
                    f.settle(unwind.unwind(f));
                }
                throw f;
            } catch (InputException e) {
                NrtFailure f = new NrtFailure(node, NrtStatus.NRT_INVALID, false, e.getMessage(), e);
                if (unwind != null) {
                    unwind.unwind(f);
                }
                throw f;
            } catch (VringException e) {
                NrtFailure f = new NrtFailure(node, e.status() > 0 ? NrtStatus.of(e.status()) : null, false,
                        node + ": " + e.getMessage(), e);
                if (unwind != null) {
                    f.settle(unwind.unwind(f));
                }
                throw f;
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                NrtFailure f = new NrtFailure(node, null, false, node + ": " + e.getMessage(), e);
                if (unwind != null) {
                    f.settle(unwind.unwind(f));
                }
                throw f;
            }
        } catch (RuntimeException | Error e) {
            failing = e;
            throw e;
        } finally {
            exit(node, failing);
        }
    }

    /**
     * Reports the exit of {@code node}. While a throwable passes through, a frame left open below (an
     * {@link OutOfMemoryError} inside a callee's entry) makes the exit fail; that failure is attached to the
     * throwable instead of replacing it, so the real cause reaches the user.
     */
    private void exit(String node, Throwable failing) {
        try {
            tracer.exit(node);
        } catch (IllegalStateException e) {
            if (failing == null) {
                throw e;
            }
            failing.addSuppressed(e);
        }
    }

    /** {@link #fn} without a result. */
    public void run(String node, VoidBody body) {
        fn(node, () -> {
            body.run();
            return null;
        }, null);
    }

    /** {@link #fn} without a result, with an unwind. */
    public void run(String node, VoidBody body, Unwind unwind) {
        fn(node, () -> {
            body.run();
            return null;
        }, unwind);
    }

    /** A node whose work is bookkeeping only (no emulated state changes): entry, the injection check, exit. */
    public void leaf(String node) {
        tracer.enter(node);
        Throwable failing = null;
        try {
            inject(node);
        } catch (RuntimeException | Error e) {
            failing = e;
            throw e;
        } finally {
            exit(node, failing);
        }
    }

    private void inject(String node) {
        if (!injected && node.equals(failAt)) {
            injected = true;
            throw new NrtFailure(node, null, true, "failure injected at " + node + " (--fail-at)", null);
        }
    }
}
