package org.ringscope.app.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

/**
 * CPU time of the threads that make a frame or a step, apart: the FX thread, the renderer
 * ({@code QuantumRenderer-*}: headless, the software pipeline draws every frame on the CPU, which a GPU pipeline
 * would not) and, once known, the session's journal thread. On a shared machine a frame's wall time includes waiting
 * for a core; its CPU time does not.
 */
final class CpuClock {
    /** The groups, in the order {@link #nanos()} returns them. */
    static final List<String> GROUPS = List.of("fx", "render", "journal");
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private final List<List<Long>> ids = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());

    /** Call on the FX thread. */
    static CpuClock ofFxAndRenderer() {
        CpuClock c = new CpuClock();
        c.ids.get(0).add(Thread.currentThread().getId());
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("QuantumRenderer")) {
                c.ids.get(1).add(t.getId());
            }
        }
        return c;
    }

    /** This clock with the journal thread {@code threadId}. */
    CpuClock withJournal(long threadId) {
        CpuClock c = new CpuClock();
        c.ids.get(0).addAll(ids.get(0));
        c.ids.get(1).addAll(ids.get(1));
        c.ids.get(2).add(threadId);
        return c;
    }

    /** Each group's CPU time so far, nanoseconds (0 where the JVM does not measure it). */
    long[] nanos() {
        long[] out = new long[GROUPS.size()];
        for (int g = 0; g < out.length; g++) {
            for (long id : ids.get(g)) {
                out[g] += Math.max(0, MX.isThreadCpuTimeSupported() ? MX.getThreadCpuTime(id) : 0);
            }
        }
        return out;
    }

    /** Milliseconds per group between two readings. */
    static double[] millis(long[] from, long[] to) {
        double[] out = new double[from.length];
        for (int g = 0; g < out.length; g++) {
            out[g] = Math.round((to[g] - from[g]) / 1e4) / 100.0;
        }
        return out;
    }
}
