package org.ringscope.model.vring;

/**
 * An {@code assert()} of vring.c failed — the runtime would abort. Thrown for API misuse the seed guards
 * with an assertion (a pring of type INVALID, a var_id above max_var_id, the SB semaphore builder off
 * CAYMAN …). The message names the condition and the source line, e.g.
 * {@code assert(pring->type == DMA_RING_TYPE_TX || pring->type == DMA_RING_TYPE_RX) failed (vring.c:1146)}.
 */
public class VringAssertionError extends AssertionError {
    private static final long serialVersionUID = 1L;

    public VringAssertionError(String condition, String where) {
        super("assert(" + condition + ") failed (" + where + ")");
    }
}
