package org.ringscope.views.pring;

import java.util.List;
import java.util.Optional;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.model.udma.Direction;

/** Where a vring's descriptor went on the device: the pring slot its dump wrote it to. */
final class RingLocations {
    private RingLocations() {
    }

    /**
     * {@code {pring, slot}} of the vring descriptor {@code d} — from the latest dump of its vring half before
     * {@code step} (else the first one after) — or {@code {-1, -1}}. A vring named {@code sg00:qSPIO0_0} matches the
     * dumps of {@code qSPIO0_0} too (the vrings' own names carry no subgraph).
     */
    static int[] slotOf(TimelineIndex x, Descriptor d, int step) {
        String name = d.half().vring().name();
        String bare = name.substring(name.lastIndexOf(':') + 1);
        // a session key (sg00:qSPIO0_0, sg00@1:qSPIO0_0) names its subgraph: only that subgraph's prings hold it
        // (sg10 has a qSPIO0_0 too)
        String subgraph = name.indexOf(':') > 0 ? name.substring(0, name.indexOf(':')).replaceFirst("@.*", "") + ":" : null;
        String want = d.half().direction().toString();
        int before = -1;
        int after = -1;
        for (int k = 0; k < x.writes().size(); k++) {
            TimelineIndex.RingWrite w = x.writes().get(k);
            if (w.pad() || w.vring() == null || d.index() >= w.count()) {
                continue;
            }
            if (subgraph != null && w.pring() >= 0 && w.pring() < x.prings().size()
                    && !x.prings().get(w.pring()).name().startsWith(subgraph)) {
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
        TimelineIndex.RingWrite w = x.writes().get(k);
        return new int[] {w.pring(), w.start() + d.index()};
    }

    /**
     * The vring descriptor that slot {@code slot} of pring {@code p} holds — from the latest dump into it before
     * {@code step} (else the first after) that covers the slot — named by the session key of the vring dumped there
     * (the first staged vring whose TX or RX pring is {@code p}); empty for pads, instruction rings and slots no dump
     * wrote.
     */
    static Optional<Descriptor> descriptorAt(TimelineIndex x,
            List<SessionVrings.Entry> entries, int p, int slot, int step) {
        if (p < 0 || p >= x.prings().size() || slot < 0) {
            return Optional.empty();
        }
        String ring = x.prings().get(p).name();
        for (var e : entries) {
            for (Direction dir : Direction.values()) {
                if (!ring.equals(e.pringName(dir))) {
                    continue;
                }
                String want = e.name() + " " + dir;
                int before = -1;
                int after = -1;
                for (int k = 0; k < x.writes().size(); k++) {
                    TimelineIndex.RingWrite w = x.writes().get(k);
                    if (w.pring() == p && !w.pad() && want.equals(w.vring()) && slot >= w.start()
                            && slot < w.start() + w.count()) {
                        if (w.record() < step) {
                            before = k;
                        } else if (after < 0) {
                            after = k;
                        }
                    }
                }
                int k = before >= 0 ? before : after;
                if (k < 0) {
                    return Optional.empty();
                }
                return Optional.of(Half.of(e.key(), dir).descriptor(slot - x.writes().get(k).start()));
            }
        }
        return Optional.empty();
    }
}
