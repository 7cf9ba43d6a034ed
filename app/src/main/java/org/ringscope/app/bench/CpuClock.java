package org.ringscope.app.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

/**
 * CPU time of the threads that make a frame or a step — the FX thread, the renderer ({@code QuantumRenderer-*}) and,
 * once known, the session's journal thread: on a shared machine a frame's wall time includes waiting for a core,
 * its CPU time does not.
 */
final class CpuClock {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private final List<Long> ids = new ArrayList<>();

    /** Call on the FX thread. */
    static CpuClock ofFxAndRenderer() {
        CpuClock c = new CpuClock();
        c.ids.add(Thread.currentThread().getId());
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("QuantumRenderer")) {
                c.ids.add(t.getId());
            }
        }
        return c;
    }

    CpuClock with(long threadId) {
        CpuClock c = new CpuClock();
        c.ids.addAll(ids);
        if (!c.ids.contains(threadId)) {
            c.ids.add(threadId);
        }
        return c;
    }

    /** The threads' CPU time so far, nanoseconds (0 where the JVM does not measure it). */
    long nanos() {
        long sum = 0;
        for (long id : ids) {
            long t = MX.isThreadCpuTimeSupported() ? MX.getThreadCpuTime(id) : -1;
            sum += Math.max(0, t);
        }
        return sum;
    }
}
