package org.ringscope.app.bench;

import java.util.LinkedHashMap;
import java.util.Map;

/** Per-frame or per-step CPU milliseconds of each thread group of {@link CpuClock}, as statistics. */
final class CpuStats {
    private final String[] groups;
    private final double[][] ms;
    private final double[] pulses;

    CpuStats(int count, boolean journal) {
        this.groups = journal ? CpuClock.GROUPS.toArray(String[]::new) : new String[] {"fx", "render"};
        this.ms = new double[groups.length][count];
        this.pulses = journal ? new double[count] : null;
    }

    /** The pulses that reached the window's scene during step {@code i} (the last two are the harness's). */
    void pulses(int i, int n) {
        pulses[i] = n;
    }

    void put(int i, double[] millis) {
        for (int g = 0; g < groups.length; g++) {
            ms[g][i] = millis[g];
        }
    }

    /**
     * group → statistics ({@code fx}, {@code render}, and {@code journal} for steps, with {@code pulses}: frames
     * rendered per step).
     */
    Map<String, FrameStats> stats() {
        Map<String, FrameStats> out = new LinkedHashMap<>();
        for (int g = 0; g < groups.length; g++) {
            out.put(groups[g], FrameStats.of(ms[g]));
        }
        if (pulses != null) {
            out.put("pulses", FrameStats.of(pulses));
        }
        return out;
    }
}
