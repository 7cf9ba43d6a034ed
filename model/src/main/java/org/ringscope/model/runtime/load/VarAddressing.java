package org.ringscope.model.runtime.load;

import org.ringscope.model.neff.Variable;

/**
 * How the load translation addresses a subgraph's variables — the first relocation sub-layer of docs/reference/load-path.md
 * §4 ({@code mem_ref_to_addr} @0x22da60: {@code addr = offset + physical_address}, −1 ⇒ "Variable %s is not
 * staged in HBM"). Input and output tensors are bound per execution: their descriptors carry template
 * pointers. Everything else (state buffer, file, tmp-buf, virtual, pointer, dge-table) is placed at load.
 *
 * <p>{@link VarLayout} is RingScope's reference placement; the runtime may implement this over the emulated
 * device's allocator instead.
 */
@FunctionalInterface
public interface VarAddressing {
    /**
     * The address of {@code var}, or {@code null} when it is not staged ("Variable %s is not staged in HBM":
     * the translation reports it as a load error naming the DMA entry that needs it).
     */
    VarAddress address(Variable var);

    /** Whether var of this {@code type} is bound per execution (input / output tensors). */
    static boolean perExecution(String type) {
        return "input".equals(type) || "output".equals(type);
    }
}
