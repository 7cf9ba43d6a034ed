package org.ringscope.model.neff;

import java.util.List;

/**
 * An entry of an engine JSON's {@code dma} list: DMA work the owner engine triggers with a
 * {@code PseudoDMATrigger} slot whose id matches (docs/reference/neff-container.md).
 *
 * @param id        maps the entry to a trigger in the engine's stream
 * @param queue     the queue set ({@code queue}, or {@code instance_name})
 * @param semaphore the semaphore incremented on completion, -1 when absent
 * @param event     the event set on completion, -1 when absent
 * @param comment   the compiler's {@code #comment}, empty when absent
 * @param descs     {@code desc}: a list (a single object is read as a list of one)
 */
public record DmaEntry(int id, String queue, int semaphore, int event, String comment, List<DmaDesc> descs) {
    public DmaEntry {
        descs = List.copyOf(descs);
    }

    /** Bytes moved by all descriptions of this entry (source side). */
    public long totalBytes() {
        long t = 0;
        for (DmaDesc d : descs) {
            t += d.from().totalBytes();
        }
        return t;
    }
}
