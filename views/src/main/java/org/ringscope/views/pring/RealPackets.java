package org.ringscope.views.pring;

import java.util.Arrays;
import org.ringscope.model.profile.EmulatedRun;
import org.ringscope.model.profile.ProfileComparison;
import org.ringscope.model.profile.ProfilePackets;
import org.ringscope.model.timeline.AxisMode;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * A profile's packets on the timeline (decision 1424), without JavaFX: each on its queue's lane, at its emulated
 * twin's place on the axis when it has one, else where its real time falls between the twins' times (a time → axis
 * map made monotone over every matched pair), and as long as its real duration on that map. Per lane the packets are
 * kept in axis order for drawing a window of them.
 */
final class RealPackets {
    private final ProfileComparison c;
    private final TimelineIndex index;
    /** Per lane of the index: the profile's packets (positions) on it, or null. */
    private final int[][] byLane;
    private AxisMode mode;
    private double[] value;
    private double[] length;

    RealPackets(ProfileComparison c, TimelineIndex index) {
        this.c = c;
        this.index = index;
        this.byLane = new int[index.lanes().size()][];
        ProfilePackets p = c.packets();
        for (ProfileComparison.QueueRow q : c.queues()) {
            if (q.profileQueue() < 0 || q.emulatedQueue() < 0) {
                continue;
            }
            EmulatedRun.Queue eq = c.run().queues().get(q.emulatedQueue());
            int l = index.laneOf(eq.nc(), eq.device());
            if (l < 0) {
                continue;
            }
            int[] on = new int[p.count(q.profileQueue())];
            for (int k = 0; k < on.length; k++) {
                on[k] = p.first(q.profileQueue()) + k;
            }
            byLane[l] = on;
        }
    }

    /** Whether this overlay is of comparison {@code x} and index {@code i}. */
    boolean of(ProfileComparison x, TimelineIndex i) {
        return c == x && index == i;
    }

    /** The packets on lane {@code l} (positions, in axis order), or null. */
    int[] lane(int l) {
        return l < byLane.length ? byLane[l] : null;
    }

    /** How many of the profile's packets are on a lane. */
    int placed() {
        int n = 0;
        for (int[] on : byLane) {
            n += on == null ? 0 : on.length;
        }
        return n;
    }

    /** Where packet {@code p} starts on the axis of {@code m}. */
    double value(int p, AxisMode m) {
        layout(m);
        return value[p];
    }

    /** How long it lasts on that axis (its real duration through the time map). */
    double length(int p, AxisMode m) {
        layout(m);
        return length[p];
    }

    /** Whether packet {@code p} has an emulated twin of the same bytes. */
    boolean matched(int p) {
        int e = c.pairs()[p];
        return e >= 0 && c.packets().bytes(p) == index.bytes(e);
    }

    private void layout(AxisMode m) {
        if (m == mode) {
            return;
        }
        ProfilePackets p = c.packets();
        int n = p.size();
        int pairs = 0;
        for (int i = 0; i < n; i++) {
            pairs += c.pairs()[i] >= 0 ? 1 : 0;
        }
        long[] times = new long[pairs];
        double[] at = new double[pairs];
        Integer[] order = new Integer[pairs];
        for (int i = 0, k = 0; i < n; i++) {
            if (c.pairs()[i] >= 0) {
                times[k] = p.start(i);
                at[k] = index.value(c.pairs()[i], m);
                order[k] = k++;
            }
        }
        Arrays.sort(order, (a, b) -> Long.compare(times[a], times[b]));
        long[] t = new long[pairs];
        double[] v = new double[pairs];
        double run = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < pairs; k++) {
            t[k] = times[order[k]];
            run = Math.max(run, at[order[k]]);
            v[k] = run;
        }
        value = new double[n];
        length = new double[n];
        for (int i = 0; i < n; i++) {
            int e = c.pairs()[i];
            double s = map(t, v, p.start(i));
            value[i] = e >= 0 ? index.value(e, m) : s;
            length[i] = Math.max(0, map(t, v, p.end(i)) - s);
        }
        for (int[] on : byLane) {
            if (on != null) {
                sortByValue(on);
            }
        }
        mode = m;
    }

    private void sortByValue(int[] on) {
        Integer[] boxed = Arrays.stream(on).boxed().toArray(Integer[]::new);
        Arrays.sort(boxed, (a, b) -> Double.compare(value[a], value[b]));
        for (int k = 0; k < on.length; k++) {
            on[k] = boxed[k];
        }
    }

    /** The axis value of real time {@code x}: linear between the pairs around it, the first or last beyond them. */
    static double map(long[] t, double[] v, long x) {
        if (t.length == 0) {
            return 0;
        }
        int i = Arrays.binarySearch(t, x);
        if (i >= 0) {
            return v[i];
        }
        int hi = -i - 1;
        if (hi == 0) {
            return v[0];
        }
        if (hi == t.length) {
            return v[t.length - 1];
        }
        double f = (double) (x - t[hi - 1]) / (t[hi] - t[hi - 1]);
        return v[hi - 1] + f * (v[hi] - v[hi - 1]);
    }
}
