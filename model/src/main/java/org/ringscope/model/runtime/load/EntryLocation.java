package org.ringscope.model.runtime.load;

import org.ringscope.model.neff.Engine;

/**
 * Where one {@code dma} entry's descriptors landed: the vring of its queue and the TX / RX index ranges, so a
 * {@code PseudoDMATrigger} slot (queue name + dma id, {@code InstructionStream.dmaTrigger}) can be mapped to
 * the descriptors it publishes. The ranges include the trailing completion descriptors (semaphore
 * increment, event set).
 *
 * @param engine     the engine whose JSON lists the entry
 * @param entryIndex the entry's position in that engine's {@code dma} list
 * @param id         the entry's {@code id} (what the trigger slot carries)
 * @param queueName  the queue set or queue-set instance the entry names
 * @param vring      the vring's name ({@code "%s_%u"}: queue name and queue index)
 * @param queue      the queue index inside the set
 * @param bytes      bytes the entry writes (the destinations' total)
 * @param semaphore  the semaphore its completion increments, -1 if none
 * @param event      the event its completion sets, -1 if none
 * @param syncDescs  completion descriptor pairs at the end of the ranges (0, 1 or 2)
 */
public record EntryLocation(Engine engine, int entryIndex, int id, String queueName, String vring, int queue,
                            int txStart, int txCount, int rxStart, int rxCount, long bytes, int semaphore, int event,
                            int syncDescs) {
    /** One past the last TX descriptor. */
    public int txEnd() {
        return txStart + txCount;
    }

    /** One past the last RX descriptor. */
    public int rxEnd() {
        return rxStart + rxCount;
    }
}
