package org.ringscope.model.runtime;

import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.udma.Direction;

/**
 * {@code sw_dma_queue_set_descriptors} (0x448d30; seed §6, docs/reference/udma-rings-and-doorbells.md) for one ring of a software-managed queue:
 * each slot's phase from {@code sw_dma_queue_ring_id_get_at_idx}, then {@code dma_ring_copy_descriptors} at one of
 * its three call sites — {@value #SITE_STRAIGHT} when the run fits before the ring's end, else
 * {@value #SITE_WRAP_END} for the part up to the end and {@value #SITE_WRAP_START} for the rest from slot 0.
 */
final class SwDmaQueue {
    /** The call site of {@code dma_ring_copy_descriptors} for a run that does not wrap. */
    static final String SITE_STRAIGHT = "0x448e5c";
    /** The call site for the first run of a wrap: from the start slot to the ring's end. */
    static final String SITE_WRAP_END = "0x448e7d";
    /** The call site for the second run of a wrap: from slot 0. */
    static final String SITE_WRAP_START = "0x448ec4";

    private SwDmaQueue() {
    }

    /** Commits {@code n} descriptors' {@code words} to ring {@code d} of {@code q} from slot {@code start} on. */
    static void swDmaQueueSetDescriptors(Calls calls, DmaQueue q, Direction d, int start, long[] words, int n) {
        calls.run("sw_dma_queue_set_descriptors", () -> {
            long[] w = calls.fn("sw_dma_queue_ring_id_get_at_idx", () -> q.withRingIds(d, start, words, n));
            int first = Math.min(n, q.descCount(d) - start);
            if (first == n) {
                calls.run("dma_ring_copy_descriptors", SITE_STRAIGHT, () -> q.copyDescriptors(d, start, w, 0, n));
                return;
            }
            calls.run("dma_ring_copy_descriptors", SITE_WRAP_END, () -> q.copyDescriptors(d, start, w, 0, first));
            calls.run("dma_ring_copy_descriptors", SITE_WRAP_START,
                    () -> q.copyDescriptors(d, 0, w, 2 * first, n - first));
        });
    }
}
