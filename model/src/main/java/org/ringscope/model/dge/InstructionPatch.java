package org.ringscope.model.dge;

/**
 * One instruction the runtime rewrote at load, like a relocation patch: where (subgraph, engine, the slot in the
 * NEFF's stream and the byte offset in the engine's instruction image), the function that wrote it, and the 64
 * bytes before and after.
 */
public record InstructionPatch(String subgraph, String engine, int slot, long imageOffset, String function,
        byte[] before, byte[] after) {
    public InstructionPatch {
        before = before.clone();
        after = after.clone();
    }

    @Override
    public byte[] before() {
        return before.clone();
    }

    @Override
    public byte[] after() {
        return after.clone();
    }

    /** The bytes that differ. */
    public int changedBytes() {
        int n = 0;
        for (int i = 0; i < before.length; i++) {
            n += before[i] != after[i] ? 1 : 0;
        }
        return n;
    }
}
