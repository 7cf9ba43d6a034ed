package org.ringscope.model.runtime;

import org.ringscope.model.dge.DgeOp;
import org.ringscope.model.dge.RegisterOps;
import org.ringscope.model.neff.Opcodes;

/** What the sequencer does with an instruction when it issues. */
enum InstrKind {
    /** A PseudoDMATrigger: publishes its entries' descriptors. */
    TRIGGER,
    /** A lowered DGE word (or a direct 2-D DMA): generates descriptors on the core's DMA engines. */
    DGE,
    /** A register instruction (0xCE, 0xA8): runs on the engine's register file. */
    REGISTER,
    /** Anything else: no data moved here, only its waits and updates. */
    OTHER;

    static InstrKind of(int op) {
        if (op == Opcodes.PSEUDO_DMA_TRIGGER) {
            return TRIGGER;
        }
        if (DgeOp.ofOpcode(op) != null || op == Opcodes.PSEUDO_DMA_DIRECT_2D) {
            return DGE;
        }
        return RegisterOps.isRegisterOp(op) ? REGISTER : OTHER;
    }
}
