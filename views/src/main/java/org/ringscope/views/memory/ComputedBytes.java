package org.ringscope.views.memory;

import org.ringscope.model.memory.MemoryArea;
import org.ringscope.model.memory.Ranges;
import org.ringscope.model.provenance.Placeholders;
import org.ringscope.model.session.EmulationSession;

/**
 * The bytes of an area that stand in for what the engines computed — RingScope does not emulate compute — at a step,
 * as the model's {@link Placeholders} finds them (decision 1327): the grid shades them and the legend names them.
 * Called on the journal thread.
 */
final class ComputedBytes {
    private ComputedBytes() {
    }

    /** The placeholder bytes of {@code a} at {@code step}. */
    static Ranges in(EmulationSession s, MemoryArea a, int step) {
        Ranges.Builder b = new Ranges.Builder();
        long end = a.address() + a.size();
        for (Placeholders.Range r : Placeholders.of(s).at(step)) {
            b.add(Math.max(a.address(), r.address()), Math.min(end, r.address() + r.length()));
        }
        return b.build();
    }
}
