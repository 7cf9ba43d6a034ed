package org.ringscope.model.spine;

import java.util.Objects;

/**
 * One of the call instructions by which a caller reaches a callee, when the seed fixes several for one edge
 * ({@code sw_dma_queue_set_descriptors} calls {@code dma_ring_copy_descriptors} at 448e5c, 448e7d and 448ec4).
 *
 * @param address the call instruction's .text address, as the seed writes it ({@code 0x448e5c})
 * @param what    what that call does (a straight copy, the first or second run of a wrap)
 */
public record CallSite(String address, String what) {
    public CallSite {
        Objects.requireNonNull(address, "address");
        what = what == null ? "" : what;
    }
}
