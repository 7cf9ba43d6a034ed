package org.ringscope.model.check;

import org.ringscope.model.runtime.load.QueueProgram;
import org.ringscope.model.vring.Vring;

/**
 * One hardware queue of the emulated load and what its two rings must hold.
 *
 * @param key       the ring's name as the workbench's session names it ({@code sg00:qSPIO0_0},
 *                  {@code sg00:sg00_instr}, {@code sg00:hw_exec_queue})
 * @param queueSet  the queue set or queue-set instance ({@code qSPIO0}), {@code instr}, {@code hw_exec_queue}
 * @param setType   the queue set's {@code type} ({@code in}, {@code data}, …), {@code instr} or {@code exec}
 * @param queue     the queue's index in its set
 * @param engine    the DMA engine on the device
 * @param qid       the queue on the engine (what the driver's messages call {@code queue%d})
 * @param txDescs   descriptors the TX half holds (the vring's used count), before the runtime sizes its ring
 * @param rxDescs   same for RX
 * @param vring     the staging vring, or {@code null} (the exec queue has none)
 * @param program   the queue set's translated program, or {@code null} (instr, exec queue)
 */
public record PlannedQueue(String key, String subgraph, int nc, String queueSet, String setType, int queue,
                           RingKind kind, RingCategory category, int engine, int qid, int txDescs, int rxDescs,
                           Vring vring, QueueProgram program) {
    /** The descriptors the half holds. */
    public int descs(boolean tx) {
        return tx ? txDescs : rxDescs;
    }

    /** {@code sg00:qSPIO0_0.tx}: the ring's name in the workbench. */
    public String pringName(boolean tx) {
        return key + (tx ? ".tx" : ".rx");
    }
}
