package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.runtime.load.EntryLocation;
import org.ringscope.model.runtime.load.EntryTable;

/** The NEFF entry behind a queue's descriptor: the {@code dma} entry whose range holds it, with its variables. */
final class EntryLookup {
    private EntryLookup() {
    }

    /**
     * The entry on {@code q} whose TX (or RX) range holds descriptor {@code index}; the queue's largest entry when
     * none does (or {@code index < 0}); for a queue with no entry, the queue set alone.
     */
    static Finding.NeffEntry at(PlannedSubgraph sg, PlannedQueue q, boolean tx, int index) {
        if (q.program() == null || sg.program() == null) {
            return new Finding.NeffEntry(sg.name(), q.queueSet(), null, null, sg.definition(), null, null);
        }
        EntryTable t = sg.program().entries();
        EntryLocation best = null;
        for (int r = 0; r < t.size(); r++) {
            EntryLocation e = t.get(r);
            if (!e.queueName().equals(q.queueSet()) || e.queue() != q.queue()) {
                continue;
            }
            int start = tx ? e.txStart() : e.rxStart();
            int count = tx ? e.txCount() : e.rxCount();
            if (index >= start && index < start + count) {
                best = e;
                break;
            }
            if (best == null || count > (tx ? best.txCount() : best.rxCount())) {
                best = e;
            }
        }
        if (best == null) {
            return new Finding.NeffEntry(sg.name(), q.queueSet(), q.queue(), null, sg.definition(), null, null);
        }
        return new Finding.NeffEntry(sg.name(), q.queueSet(), q.queue(), best.id(), member(sg, best), best.entryIndex(),
                variables(sg, best));
    }

    private static String member(PlannedSubgraph sg, EntryLocation e) {
        return sg.source().engine(e.engine()).map(EngineProgram::jsonMember).orElse(sg.definition());
    }

    /** {@code from -> to} of the entry's descriptions, distinct, in order. */
    private static String variables(PlannedSubgraph sg, EntryLocation e) {
        EngineProgram ep = sg.source().engine(e.engine()).orElse(null);
        if (ep == null || e.entryIndex() >= ep.dma().size()) {
            return null;
        }
        DmaEntry d = ep.dma().get(e.entryIndex());
        List<String> out = new ArrayList<>();
        for (DmaDesc x : d.descs()) {
            String s = x.from().var() + " -> " + x.to().var();
            if (!out.contains(s)) {
                out.add(s);
            }
        }
        return out.isEmpty() ? null : String.join(", ", out);
    }
}
