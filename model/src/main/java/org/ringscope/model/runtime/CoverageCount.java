package org.ringscope.model.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.runtime.load.EntryLocation;
import org.ringscope.model.runtime.load.NotEmulatedEntry;

/** Counts a run's {@link DmaCoverage} from its fired triggers and DGE issues. */
final class CoverageCount {
    /** Why a static entry on a dynamic queue set moves nothing (decision 0551: such entries are not translated). */
    static final String STATIC_ON_DGE = "a static dma entry names a DGE (type dynamic) queue set: left untranslated "
            + "(decision 0551)";

    private final Map<String, long[]> sets = new LinkedHashMap<>();
    private final Map<String, String> kinds = new LinkedHashMap<>();
    private final Map<String, long[]> reasons = new LinkedHashMap<>();
    private long operations;
    private long executed;
    private long bytes;

    private CoverageCount() {
    }

    static DmaCoverage of(Emulation em) {
        CoverageCount c = new CoverageCount();
        for (FiredTrigger f : em.triggers) {
            if (f.dmaId() >= 0) {
                c.trigger(em, f);
            }
        }
        for (DgeIssue d : em.dgeIssues) {
            c.add(d.subgraph(), d.queueSet(), d.kind(), d.executed(), d.bytes(), d.reason());
        }
        List<DmaCoverage.Reason> rs = new ArrayList<>();
        c.reasons.forEach((r, v) -> rs.add(new DmaCoverage.Reason(r, v[0], v[1])));
        List<DmaCoverage.QueueSetCoverage> qs = new ArrayList<>();
        c.sets.forEach((k, v) -> {
            String[] sn = k.split("/", 2);
            qs.add(new DmaCoverage.QueueSetCoverage(sn[0], sn[1], c.kinds.get(k), v[0], v[1], v[2]));
        });
        return new DmaCoverage(c.operations, c.executed, c.bytes, rs, qs);
    }

    private void trigger(Emulation em, FiredTrigger f) {
        Tpb t = em.tpbs().stream().filter(x -> x.sg.name().equals(f.subgraph())).findFirst().orElse(null);
        if (t == null) {
            return;
        }
        String set = setOf(t, f.queue());
        List<EntryLocation> locs = t.program.locate(f.queue(), f.dmaId());
        if (locs.isEmpty()) {
            boolean dynamic = t.sg.queueSets().stream().anyMatch(q -> q.dynamic() && q.name().equals(f.queue()));
            if (dynamic) {
                add(t.sg.name(), set, "static", false, 0, STATIC_ON_DGE);
            }
            return;
        }
        for (EntryLocation loc : locs) {
            String why = null;
            long notMoved = 0;
            for (NotEmulatedEntry n : t.program.notEmulated()) {
                if (n.engine() == loc.engine() && n.index() == loc.entryIndex()) {
                    why = why == null ? n.reason() : why;
                    notMoved += n.bytes();
                }
            }
            add(t.sg.name(), set, "static", why == null, why == null ? loc.bytes() : loc.bytes() + notMoved, why);
        }
    }

    private static String setOf(Tpb t, String queue) {
        for (QueueSet qs : t.sg.queueSets()) {
            if (qs.name().equals(queue) || qs.queueInstances().contains(queue)) {
                return qs.name();
            }
        }
        return queue;
    }

    private void add(String sg, String set, String kind, boolean ok, long b, String why) {
        String key = sg + "/" + (set.isEmpty() ? "(none)" : set);
        long[] v = sets.computeIfAbsent(key, k -> new long[3]);
        kinds.putIfAbsent(key, kind.isEmpty() ? "dynamic" : kind);
        operations++;
        v[0]++;
        if (ok) {
            executed++;
            bytes += b;
            v[1]++;
            v[2] += b;
        } else {
            long[] r = reasons.computeIfAbsent(why, k -> new long[2]);
            r[0]++;
            r[1] += b;
        }
    }
}
