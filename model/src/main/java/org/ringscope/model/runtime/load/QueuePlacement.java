package org.ringscope.model.runtime.load;

import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.QueueSet;

/**
 * Which queue of its set a {@code dma} entry goes to (decision 0551). The references give no rule; the
 * NEFFs do: a set's {@code semaphore_set} has one semaphore per queue, and an entry's {@code semaphore} is
 * one of them (v6b.neff: Pool entries 0..15 use semaphores 40..55, the 16 queues of qPoolIO0; SP entries 0..8
 * use 24..32 of qSPIO0). So:
 * <ol>
 *   <li>the queue is the position of the entry's {@code semaphore} in the set's {@code semaphore_set};</li>
 *   <li>else (no semaphore, or one outside the set) the queue is {@code id mod num_queues} — what round-robin
 *       over ids gives, and what rule 1 gives on every public NEFF too (attn_v6 DVE ids 16..19 reuse
 *       semaphores 24..27, queues 0..3).</li>
 * </ol>
 */
public final class QueuePlacement {
    private QueuePlacement() {
    }

    /** The queue index of {@code entry} in {@code set} (0 ≤ result &lt; num_queues). */
    public static int queueOf(DmaEntry entry, QueueSet set) {
        int n = Math.max(1, set.numQueues());
        if (entry.semaphore() >= 0) {
            int pos = set.semaphores().indexOf(entry.semaphore());
            if (pos >= 0 && pos < n) {
                return pos;
            }
        }
        return Math.floorMod(entry.id(), n);
    }
}
