package org.ringscope.model.runtime.load;

import org.ringscope.model.udma.BufPtr;

/**
 * Where a variable's bytes are for the descriptors that move them: an address placed at load, or a template
 * pointer ({@link BufPtr#template}: bit 61, var_id 54:36, offset 35:0) that {@code ddrs_build_dma_rings}
 * resolves per execution. Either way {@link #base()} + a byte offset is the descriptor's buffer pointer (the
 * offset field of a template is its low 36 bits, and the chunk loop of {@code vring_add_desc_transfer} adds
 * chunk sizes to the pointer the same way).
 *
 * @param varId the variable's var_id
 * @param base  the physical address of byte 0, or {@code BufPtr.template(varId, 0)} when per execution
 * @param size  the bytes descriptors may reach from byte 0 ({@code size} of the var), or -1 for no bound
 *              (the state buffer has no {@code size})
 */
public record VarAddress(int varId, boolean perExecution, long base, long size) {
    /** A template address: the var is an input or output tensor, bound per execution. */
    public static VarAddress perExecution(int varId, long size) {
        return new VarAddress(varId, true, BufPtr.template(varId, 0), size);
    }

    /** An address placed at load ({@code mem_ref_to_addr}: physical address + offset). */
    public static VarAddress placed(int varId, long pa, long size) {
        if (pa < 0 || BufPtr.isTemplate(pa)) {
            throw new IllegalArgumentException("physical address 0x" + Long.toHexString(pa) + " of var_id " + varId
                    + " is negative or has the template bit 61 set");
        }
        return new VarAddress(varId, false, pa, size);
    }

    /** The largest byte offset a template pointer can carry: 2^36 - 1. */
    public long maxOffset() {
        return perExecution ? BufPtr.OFFSET_MASK : Long.MAX_VALUE - base;
    }
}
