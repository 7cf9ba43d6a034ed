package org.ringscope.model.sync;

import org.ringscope.model.neff.Engine;

/**
 * One engine's instruction stream of one execution, as the sequencer runs it: which core, subgraph and engine, and
 * per instruction (by position) its slot, opcode and EVENTS field.
 */
public record SyncStream(int id, int execution, int core, String subgraph, Engine engine, int[] slots, int[] opcodes,
                         EventsField[] events) {
    public int size() {
        return slots.length;
    }

    /** {@code sg00 PE}. */
    public String label() {
        return subgraph + " " + engine.displayName();
    }
}
