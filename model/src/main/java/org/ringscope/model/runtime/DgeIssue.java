package org.ringscope.model.runtime;

/**
 * One DGE instruction as the emulated device issued it, in issue order.
 *
 * @param execution   the execution (0-based)
 * @param subgraph    its subgraph
 * @param engine      the engine whose stream holds it
 * @param slot        its slot in the NEFF's stream
 * @param opcode      the lowered word's opcode (0xB8 DMAMemcpy, 0xBB, 0xBD, 0xF1)
 * @param queueSet    the dynamic queue set that carried it (empty when the engine owns none)
 * @param kind        {@code software_dynamic} or {@code hardware_dynamic}
 * @param bytes       the source bytes it moves
 * @param descriptors TX descriptors it generated
 * @param executed    whether its bytes moved
 * @param reason      why not, or {@code null}
 * @param failed      whether the device failed on it (its execution then ends with the device's error, the reason)
 */
public record DgeIssue(int execution, String subgraph, String engine, int slot, int opcode, String queueSet, String kind,
        long bytes, int descriptors, boolean executed, String reason, boolean failed) {
}
