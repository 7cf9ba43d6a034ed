package org.ringscope.views.pring;

import org.ringscope.views.select.Location;

/** Where a vring's descriptor went on the device: the pring slot its dump wrote it to. */
final class RingLocations {
    private RingLocations() {
    }

    /**
     * {@code {pring, slot}} of the vring descriptor {@code d} — from the latest dump of its vring half before
     * {@code step} (else the first one after) — or {@code {-1, -1}}. A vring named {@code sg00:qSPIO0_0} matches the
     * dumps of {@code qSPIO0_0} too (the vrings' own names carry no subgraph).
     */
    static int[] slotOf(TimelineIndex x, Location.Descriptor d, int step) {
        String name = d.half().vring().name();
        String bare = name.substring(name.lastIndexOf(':') + 1);
        String want = d.half().direction().toString();
        int before = -1;
        int after = -1;
        for (int k = 0; k < x.writes.size(); k++) {
            TimelineIndex.RingWrite w = x.writes.get(k);
            if (w.pad() || w.vring() == null || d.index() >= w.count()) {
                continue;
            }
            int sp = w.vring().lastIndexOf(' ');
            String v = w.vring().substring(0, sp);
            if (!w.vring().substring(sp + 1).equals(want) || !(v.equals(name) || v.equals(bare))) {
                continue;
            }
            if (w.record() < step) {
                before = k;
            } else if (after < 0) {
                after = k;
            }
        }
        int k = before >= 0 ? before : after;
        if (k < 0) {
            return new int[] {-1, -1};
        }
        TimelineIndex.RingWrite w = x.writes.get(k);
        return new int[] {w.pring(), w.start() + d.index()};
    }
}
