package org.ringscope.model.runtime.load;

import org.ringscope.model.vring.Pring;

/**
 * The two physical rings of one queue after a dump: the TX pring (m2s, sources) and the RX pring (s2m,
 * destinations) that {@code dma_ring_create_prings_from_vring} binds to the queue (TX at +0x158, RX at +0x150
 * of the queue container; docs/reference/udma-rings-and-doorbells.md).
 *
 * @param vring        the vring that was dumped
 * @param perExecution whether the rings were built from a template for one execution ({@link DynamicRings})
 */
public record QueueRings(String vring, Pring tx, Pring rx, boolean perExecution) {
}
