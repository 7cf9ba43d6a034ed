package org.ringscope.views.pring;

import org.ringscope.model.timeline.RingSlots;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * One pring at the cursor, immutable (handed from the journal thread to the FX thread): its slots (what was
 * written into each, as runs, shared between snapshots while unchanged), the ring id of each slot when the
 * ring is small enough to read, and — when a queue is bound to it — the {@code sw_dma_queue} and hardware
 * cursors ({@code next_desc_idx}, {@code next_cdesc_idx}, {@code desc_ring_id}, head {@code drhp}, tail
 * {@code drtp}, pending) and the queue's counters.
 *
 * @param pring      index in {@link TimelineIndex#prings}
 * @param queue      the queue bound to it ({@code eng × 16 + q}), or -1
 * @param slots      what each slot holds
 * @param phases     per slot the ring id in its len_ctrl (0..3), or {@code null} for a ring too large to read
 *                   at every step
 * @param dge        a DGE ring's tag ({@code SW DGE} software-dynamic, {@code HW DGE} hardware-dynamic), else
 *                   {@code null}
 */
record RingRow(int pring, String name, boolean rx, int count, int queue, String queueLabel, int head, int tail,
               int nextDesc, int nextCdesc, int descRingId, int headRingId, int pending, long descriptors, long bytes,
               long packets, boolean busy, boolean aborted, RingSlots slots, byte[] phases, String dge) {
    /** Descriptors a ring reserves: {@code UDMA_MAX_NUM_CDESC_PER_CACHE_LINE}. */
    static final int GUARD = 16;

    boolean bound() {
        return queue >= 0;
    }

    /** Slots holding descriptors, pads or traps. */
    int written() {
        return slots.written();
    }

    /** Whether {@code slot} is one of the 16 the producer may never fill: just before {@code next_cdesc_idx}. */
    boolean guard(int slot) {
        if (!bound()) {
            return false;
        }
        int d = Math.floorMod(nextCdesc - 1 - slot, count);
        return d < GUARD;
    }

    /** Whether {@code slot} was handed to the engine by a doorbell and not yet processed: in {@code [head, tail)}. */
    boolean pendingSlot(int slot) {
        if (!bound() || pending == 0) {
            return false;
        }
        return Math.floorMod(slot - head, count) < pending;
    }
}
