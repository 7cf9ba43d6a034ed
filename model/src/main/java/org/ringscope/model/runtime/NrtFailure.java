package org.ringscope.model.runtime;

/**
 * A failure travelling up the emulated host call stack: injected with {@code --fail-at} or raised by a real
 * problem (a NEFF the runtime refuses, a device error). Each spine node that has error / unwind edges takes
 * them when a failure passes through it; the first such node gives the failure its {@link NrtStatus} unless it
 * already carries one (decision 0701).
 */
public final class NrtFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String node;
    private final boolean injected;
    private NrtStatus status;

    /**
     * @param node   the spine node where it started
     * @param status its status, or {@code null} to let the nearest unwinding caller choose
     */
    public NrtFailure(String node, NrtStatus status, boolean injected, String message, Throwable cause) {
        super(message, cause);
        this.node = node;
        this.status = status;
        this.injected = injected;
    }

    /** The spine node where the failure started. */
    public String node() {
        return node;
    }

    /** Whether {@code --fail-at} injected it. */
    public boolean injected() {
        return injected;
    }

    /** The status, or {@code null} while no unwinding node has set one. */
    public NrtStatus status() {
        return status;
    }

    /** Sets the status if none is set yet (the nearest caller with an unwind decides). */
    void settle(NrtStatus s) {
        if (status == null) {
            status = s;
        }
    }
}
