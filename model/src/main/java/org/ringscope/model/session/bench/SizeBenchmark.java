package org.ringscope.model.session.bench;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.device.SparseMemory;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.RunIndexes;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalSizes;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * Runs a session and reports where its bytes go (decision 1400): the journal's columns, arena, walked list,
 * markers and checkpoints, the vrings' run index, the sequencer's record lists, and the indexes the session builds
 * on the journal when asked — the write index, the timeline, the spine walk — each built here and timed; beside
 * them the emulated state itself (vring pages, device memory), which is the job's and has no per-record budget.
 */
public final class SizeBenchmark {
    /** Bytes a journal record may cost in each budgeted structure. */
    public static final int BUDGET = 32;

    private SizeBenchmark() {
    }

    /** Runs {@code s} (opened, not run) and measures it. */
    public static SizeBenchResult run(EmulationSession s, String file) {
        long cpu0 = processCpuNanos();
        long t0 = System.nanoTime();
        s.run();
        double runSeconds = (System.nanoTime() - t0) / 1e9;
        double cpuSeconds = (processCpuNanos() - cpu0) / 1e9;
        Journal j = s.journal();
        int n = j.size();
        JournalSizes js = j.sizes();
        VringDomain vd = VringDomain.of(j);
        List<SizeBenchResult.Structure> out = new ArrayList<>();
        out.add(st("journal (columns + arena)", js.columns() + js.arenaCapacity(), n, n, true, 0));
        out.add(st("journal columns", js.columns(), n, n, false, 0));
        out.add(st("journal arena", js.arenaCapacity(), n, n, false, 0));
        out.add(st("walked records", js.walked(), js.walkedRecords(), n, true, 0));
        out.add(st("markers", js.markers(), js.markerRecords(), n, true, 0));
        out.add(st("checkpoints", js.checkpointTable() + js.checkpointState(), js.checkpoints(), n, true, 0));
        out.add(st("vring append runs", vd.runBytes(), 0, n, true, 0));
        if (j.has(SyncDomain.class)) {
            SyncDomain sd = j.find(SyncDomain.class);
            out.add(st("sequencer record lists", sd.indexBytes(), sd.indexEntries(), n, true, 0));
        }
        RunIndexes ix = s.indexes();
        long w0 = System.nanoTime();
        long wb = ix.writes().bytes();
        out.add(st("write index", wb, ix.writes().entries(), n, true, (System.nanoTime() - w0) / 1e6));
        long l0 = System.nanoTime();
        var tl = ix.timeline();
        out.add(st("timeline", tl.bytes(), tl.size(), n, true, (System.nanoTime() - l0) / 1e6));
        long p0 = System.nanoTime();
        var sp = ix.spine();
        out.add(st("spine walk", sp.bytes(), sp.markers(), n, true, (System.nanoTime() - p0) / 1e6));
        out.add(st("vring pages (state)", vd.pageBytes(), 0, n, false, 0));
        long mem = 0;
        long viewed = 0;
        for (int m = 0; m < s.device().addressMap().memoryCount(); m++) {
            mem += s.device().addressMap().memory(m).retainedBytes();
            viewed += s.device().addressMap().memory(m).viewedPages();
        }
        out.add(st("device memory (state)", mem, 0, n, false, 0));
        // the dumped rings' pages that read the vring segments they came from: those bytes are the vring pages'
        out.add(st("device pages viewing vrings", viewed * SparseMemory.PAGE_SIZE, viewed, n, false, 0));
        long descriptors = 0;
        long largest = 0;
        for (Vring v : vd.attached()) {
            descriptors += v.tx().usedDescCount() + v.rx().usedDescCount();
            largest = Math.max(largest, Math.max(v.tx().usedDescCount(), v.rx().usedDescCount()));
        }
        return new SizeBenchResult(file, n, descriptors, largest, runSeconds, cpuSeconds, out, BUDGET, null, null);
    }

    private static SizeBenchResult.Structure st(String name, long bytes, long entries, int records, boolean budgeted,
            double millis) {
        return new SizeBenchResult.Structure(name, bytes, entries, records == 0 ? 0 : (double) bytes / records,
                entries == 0 ? 0 : (double) bytes / entries, budgeted, millis);
    }

    /** CPU time of the whole process, or 0 where the platform does not tell. */
    static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
            return Math.max(0, os.getProcessCpuTime());
        }
        return 0;
    }
}
