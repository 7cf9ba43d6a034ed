package org.ringscope.model.neff;

import java.util.List;

/**
 * A queue set of {@code def.json}'s {@code dma_queue} (docs/reference/neff-container.md): a named group of up to 16 DMA
 * queues that the runtime maps to hardware queues at load.
 *
 * @param type           in | out | data | embedding_update | dynamic
 * @param numQueues      {@code num_queues} (≤ 16), 1 when absent
 * @param owner          the engine that performs the triggers, as written
 * @param semaphores     {@code semaphore_set}, or the single {@code semaphore}
 * @param fabricPath     main | alt, empty when absent
 * @param queueInstances {@code queue_instances}: swappable rings
 */
public record QueueSet(String name, String type, int numQueues, String owner, List<Integer> semaphores,
                       String fabricPath, List<String> queueInstances) {
    /** The runtime's refusal of an owner that is no engine's def.json key ({@code dma_queue} parse). */
    public static final String INVALID_OWNER = "Invalid owner '%s' for DMA queue %s";

    public QueueSet {
        semaphores = List.copyOf(semaphores);
        queueInstances = List.copyOf(queueInstances);
    }

    /** DGE queues: their descriptors are generated on the device at run time, not by the runtime at load. */
    public boolean dynamic() {
        return "dynamic".equals(type);
    }
}
