package org.ringscope.model.trace;

import java.util.Set;

/**
 * The stepping commands over the spine markers of a journal (decision 0851), each a function that moves the
 * journal on its own thread; its events reach the views. Step over / into / out are the markers' own
 * ({@link Markers}); this adds step back (the inverse of step into), running to and back to a set of
 * breakpoints, and the bounded advance of one run-loop tick. {@code EmulationSession} offers each, so the CLI,
 * lessons and the workbench step the same way.
 */
public final class Stepper {
    private Stepper() {
    }

    /**
     * Step back: to just past the marker before the one behind the cursor — where the previous step into
     * stopped — or to step 0. Returns the new step.
     */
    public static int stepBack(Journal j) {
        Markers m = j.markers();
        int k = m.indexAt(j.position() - 1) - 1; // markers strictly before the cursor's own last record
        int to = k >= 0 ? m.marker(k).record() + 1 : 0;
        j.seek(to);
        return to;
    }

    /**
     * Runs forward to just past the next entry of a breakpoint node; with none ahead, to the end. Returns the
     * entry's record, or -1 when the run reached the end.
     */
    public static int runTo(Journal j, Set<String> breakpoints) {
        int r = breakpoints.isEmpty() ? -1 : j.markers().runTo(breakpoints);
        if (r < 0) {
            j.seek(j.size());
        }
        return r;
    }

    /**
     * Runs to just past the next entry of {@code node}; when there is none ahead, to its first entry of the
     * run (so "run to" works from the end too). Returns the entry's record, or -1 (the cursor stays) when the
     * run never entered it.
     */
    public static int runToNode(Journal j, String node) {
        int r = j.markers().runToNode(node);
        if (r < 0) {
            int at = j.position();
            j.seek(0);
            r = j.markers().runToNode(node);
            if (r < 0) {
                j.seek(at);
            }
        }
        return r;
    }

    /**
     * Reverse-run: back to just past the latest entry of a breakpoint node that lies strictly before the
     * cursor's own last record (so it never stops where it stands); with none behind, to step 0. Returns the
     * entry's record, or -1 when it reached step 0.
     */
    public static int runBackTo(Journal j, Set<String> breakpoints) {
        Markers m = j.markers();
        for (int k = m.indexAt(j.position() - 1) - 1; k >= 0 && !breakpoints.isEmpty(); k--) {
            Markers.Marker mk = m.marker(k);
            if (mk.enter() && breakpoints.contains(mk.node())) {
                j.seek(mk.record() + 1);
                return mk.record();
            }
        }
        j.seek(0);
        return -1;
    }

    /** What one run-loop tick did. */
    public record Tick(int step, String breakpoint, boolean end) {
        /** Whether the run stops here (a breakpoint or the end). */
        public boolean stops() {
            return breakpoint != null || end;
        }

        /** Why the run stops here, or {@code null} when it goes on. */
        public StopReason reason() {
            return breakpoint != null ? new StopReason.AtBreakpoint(breakpoint) : end ? new StopReason.AtEnd() : null;
        }
    }

    /**
     * One tick of the run loop: up to {@code budget} records forward, stopping just past the entry of a
     * breakpoint node met on the way, or at the end.
     */
    public static Tick advance(Journal j, int budget, Set<String> breakpoints) {
        int from = j.position();
        int target = (int) Math.min((long) from + Math.max(0, budget), j.size());
        if (!breakpoints.isEmpty()) {
            Markers m = j.markers();
            for (int k = m.indexAt(from); k < m.count(); k++) {
                Markers.Marker mk = m.marker(k);
                if (mk.record() >= target) {
                    break;
                }
                if (mk.enter() && breakpoints.contains(mk.node())) {
                    j.seek(mk.record() + 1);
                    return new Tick(mk.record() + 1, mk.node(), false);
                }
            }
        }
        j.seek(target);
        return new Tick(target, null, target == j.size());
    }
}
