package org.ringscope.model.lesson;

import org.ringscope.model.device.DeviceConditions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.Markers;
import org.ringscope.model.vring.VringDomain;

/**
 * Moves a session's cursor to a lesson {@link Target}: forward from the cursor to the first record that meets it
 * (the cursor lands just after that record, so its change is visible), or — when nothing ahead meets it — from
 * step 0, so a lesson can go back. Runs on the session's thread (the journal thread in the workbench).
 */
public final class Targets {
    /** Descriptors per vring page. */
    static final int PAGE = 65536;

    private Targets() {
    }

    /** Reaches {@code t}: returns the new cursor step, or -1 when the run never meets it (the cursor stays). */
    public static int reach(EmulationSession s, Target t) {
        if (t instanceof Target.ArchIs a) {
            RunResult r = s.result();
            return r != null && r.arch().equalsIgnoreCase(a.arch().name()) ? s.cursor() : -1;
        }
        if (t instanceof Target.End) {
            s.seek(s.steps());
            return s.cursor();
        }
        int r = find(s, t, s.cursor());
        if (r < 0) {
            r = find(s, t, 0);
        }
        if (r < 0) {
            return -1;
        }
        s.seek(r + 1);
        return s.cursor();
    }

    /** The first record at index {@code >= from} that meets {@code t}, or -1. */
    static int find(EmulationSession s, Target t, int from) {
        Journal j = s.journal();
        Condition bell = null;
        if (t instanceof Target.Doorbell d) {
            RunResult.Queue q = queue(s, d.queue());
            if (q == null) {
                return -1;
            }
            bell = DeviceConditions.doorbell(s.device(), s.device().queue(q.engine(), q.queue()));
        }
        Markers m = j.markers();
        VringDomain v = VringDomain.of(j);
        for (int i = Math.max(0, from); i < j.size(); i++) {
            if (t instanceof Target.Node n) {
                Markers.Marker mk = m.at(i);
                if (mk != null && mk.enter() && mk.node().equals(n.node())) {
                    return i;
                }
            } else if (t instanceof Target.Doorbell) {
                if (bell.matches(j, i)) {
                    return i;
                }
            } else if (t instanceof Target.VringCall c) {
                VringDomain.Touch touch = v.touchOf(i);
                if (touch != null && touch.function().equals(c.function())
                        && (c.vring().isEmpty() || touch.vring().name().equals(bare(c.vring())))) {
                    return i;
                }
            } else if (t instanceof Target.Pages p) {
                VringDomain.Append a = v.appendOf(i);
                long need = (long) (p.pages() - 1) * PAGE;
                if (a != null && ((a.txCount() > 0 && a.txStart() + a.txCount() > need)
                        || (a.rxCount() > 0 && a.rxStart() + a.rxCount() > need))) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** A vring named as the workbench keys it ({@code sg00:qSPIO0_0}) or bare ({@code qSPIO0_0}): the bare name. */
    static String bare(String vring) {
        return vring.substring(vring.lastIndexOf(':') + 1);
    }

    /** The queue named {@code subgraph:queue} in this run (one on a DMA engine), or null. */
    public static RunResult.Queue queue(EmulationSession s, String name) {
        RunResult r = s.result();
        if (r == null) {
            return null;
        }
        for (RunResult.Queue q : r.queues()) {
            if (q.engine() >= 0 && (q.subgraph() + ":" + q.name()).equals(name)) {
                return q;
            }
        }
        return null;
    }
}
