package org.ringscope.model.runtime;

/**
 * A PseudoDMATrigger slot as the emulated device fired it, in firing order.
 *
 * @param execution the execution (0-based)
 * @param engine    the engine whose stream holds the slot
 * @param slot      the slot in the NEFF's stream
 * @param queue     the queue set or instance it fires
 * @param dmaId     the dma entry id it starts
 * @param instN     the compiler's instruction number from the entry's {@code #comment} ({@code inst.N}), or -1
 * @param entries   static entries it published (0 for a DGE queue set or an id no entry has)
 */
public record FiredTrigger(int execution, String subgraph, int nc, String engine, int slot, String queue, int dmaId,
                           long instN, int entries) {
}
