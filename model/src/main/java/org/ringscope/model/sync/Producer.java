package org.ringscope.model.sync;

/**
 * One expected change of a semaphore or an event, as the NEFF declares it: an instruction's update, a DMA entry's
 * or a DGE word's completion. {@code stream} and {@code pos} name the instruction that issues it (the trigger, for
 * a DMA entry); {@code amount} is what it adds to a semaphore (negative for DEC / SUB; for WR the value written),
 * 1 for an event set, 0 for a clear.
 *
 * @param dmaId the entry's {@code id} (-1 unless a DMA entry)
 * @param queue the entry's queue set, the DGE word's dynamic set, or empty
 */
public record Producer(int id, ProducerKind kind, int stream, int pos, int slot, boolean event, int index, int amount,
                       UpdateOp op, int dmaId, String queue) {
    /** Whether it raises its semaphore (what a {@code >=} wait counts on). */
    public boolean raises() {
        return !event && (op == UpdateOp.SEM_INC || op == UpdateOp.SEM_ADD_IMM) && amount > 0;
    }

    /** {@code S[24]} or {@code E[3]}. */
    public String target() {
        return (event ? "E[" : "S[") + index + "]";
    }
}
