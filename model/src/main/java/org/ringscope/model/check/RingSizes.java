package org.ringscope.model.check;

import java.util.IdentityHashMap;
import java.util.Map;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.vring.Pring;

/**
 * The size of every ring half on a profile: the runtime's sizing law of that version applied to what each vring
 * holds ({@link Pring#pringTotalDescNum}: the 64-descriptor floor, the wraparound power of two with its guard, the
 * linear {@code round_up_16(n + 16)}); before runtime 2.13.6.0 every ring is a power of two (decision 1051). The
 * bytes are what the driver charges: 16 per descriptor, rounded up to its page.
 */
final class RingSizes {
    private final boolean allPowerOfTwo;
    private final long page;
    private final Map<PlannedQueue, int[]> counts = new IdentityHashMap<>();

    RingSizes(LoadPlan plan, Eval e) {
        allPowerOfTwo = e.at(Rule.RING_SIZING).map(v -> "power-of-two".equals(v.text("law"))).orElse(false);
        page = e.at(Rule.PAGE_ROUNDING).map(v -> v.number("value")).orElse(1L);
        for (PlannedQueue q : plan.queues()) {
            boolean wrap = allPowerOfTwo || q.kind().wraparound();
            counts.put(q, new int[] {Pring.pringTotalDescNum(q.txDescs(), wrap), Pring.pringTotalDescNum(q.rxDescs(), wrap)});
        }
    }

    /** The ring size (descriptors) of one half. */
    int count(PlannedQueue q, boolean tx) {
        return counts.get(q)[tx ? 0 : 1];
    }

    /** The bytes a ring half asks for: 16 per descriptor. */
    long requested(PlannedQueue q, boolean tx) {
        return (long) count(q, tx) * Desc.SIZE;
    }

    /** A chunk of {@code bytes} as the driver charges it (rounded up to its page). */
    long charged(long bytes) {
        return page <= 1 ? bytes : (bytes + page - 1) / page * page;
    }

    /** The ring size a half of {@code ndesc} descriptors gets on this profile. */
    int countFor(PlannedQueue q, int ndesc) {
        return Pring.pringTotalDescNum(ndesc, allPowerOfTwo || q.kind().wraparound());
    }
}
