package org.ringscope.app.output;

import java.util.Locale;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.spine.SpineListener;
import org.ringscope.model.spine.SpineNode;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDomain;

/**
 * The progress of one run as one line — its phase (the spine section and node it is in), the steps recorded so far
 * and the descriptors its vrings hold — for the CLI's progress line and the workbench's status bar. It listens on the
 * run's tracer, so it is read on the run's own thread (the status bar gets it through a task's message); the
 * descriptors are counted at most every 100 ms, which keeps the cost off the run.
 */
public final class RunProgress implements SpineListener {
    private static final long RECOUNT_NANOS = 100_000_000L;

    private final EmulationSession session;
    private volatile SpineNode node;
    private volatile int steps;
    private volatile long descriptors;
    private long countedAt = Long.MIN_VALUE;

    private RunProgress(EmulationSession session) {
        this.session = session;
    }

    /** Follows the run of {@code session} from now on. */
    public static RunProgress follow(EmulationSession session) {
        RunProgress p = new RunProgress(session);
        session.runtime().tracer().addListener(p);
        return p;
    }

    /** {@code "EXEC nrt_execute · 1,204 steps · 96 descriptors"}; "starting" before the first node. */
    public String line() {
        SpineNode n = node; // formatted when asked, not per spine entry: a large run enters millions
        return n == null ? "starting" : format(n.section().toString(), n.name(), steps, descriptors);
    }

    @Override
    public void onEnter(SpineNode node, SpineEdge via, int depth) {
        long now = System.nanoTime();
        if (countedAt == Long.MIN_VALUE || now - countedAt >= RECOUNT_NANOS) {
            countedAt = now;
            descriptors = descriptors(session);
        }
        steps = session.journal().size();
        this.node = node;
    }

    @Override
    public void onExit(SpineNode node, int depth) {
        // the entries tell enough
    }

    static String format(String section, String node, int steps, long descriptors) {
        return String.format(Locale.ROOT, "%s %s · %,d steps · %,d descriptors", section, node, steps, descriptors);
    }

    /** The descriptors the run's vrings hold now, both halves. */
    static long descriptors(EmulationSession s) {
        long n = 0;
        for (Vring v : VringDomain.of(s.journal()).attached()) {
            n += v.tx().usedDescCount() + (long) v.rx().usedDescCount();
        }
        return n;
    }
}
