package org.ringscope.model.vring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringscope.model.udma.Direction;

/** A comparable snapshot of everything observable in a vring (test helper). */
record VringState(List<Long> words, long totalTx, long totalRx, boolean txTemplate, int txMax, boolean rxTemplate,
        int rxMax, int txUsed, int rxUsed) {

    static VringState of(Vring v) {
        List<Long> w = new ArrayList<>();
        for (Direction d : Direction.values()) {
            VringPages p = v.half(d);
            long[] a = new long[p.usedDescCount() * 2];
            p.copyTo(0, p.usedDescCount(), a, 0);
            Arrays.stream(a).forEach(w::add);
        }
        return new VringState(w, v.totalTxSize(), v.totalRxSize(), v.tx().isTemplate(), v.tx().maxVarId(),
                v.rx().isTemplate(), v.rx().maxVarId(), v.tx().usedDescCount(), v.rx().usedDescCount());
    }

    /** Events recorded by a listener. */
    static List<VringEvent> record(Vring v) {
        List<VringEvent> events = new ArrayList<>();
        v.setListener(events::add);
        return events;
    }
}
