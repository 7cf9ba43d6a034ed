package org.ringscope.views.pring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.timeline.TimelineIndex;

/**
 * The rings at the cursor read by one {@link RingSnapshots} while the journal moves forward and back — what the Pring
 * view does step after step, its slot and ring-id arrays cached by ring and write count — are the rings a fresh
 * reader finds in device memory at each of those steps; so are those of a reader whose slot cache holds only a few
 * arrays (dropping the least recently used), and it never holds more.
 */
class RingSnapshotsCacheTest {
    private static final int SMALL_ARRAYS = 6;
    private static final long SMALL_BYTES = 8192;

    @Test
    void cachedRingsAreTheRingsInMemoryAtEveryStep() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults().withExecutions(20));
        s.run();
        TimelineIndex x = s.indexes().timeline();
        TreeSet<Integer> around = new TreeSet<>();
        for (TimelineIndex.RingWrite w : x.writes()) {
            for (int d = -1; d <= 2; d++) {
                around.add(Math.max(0, Math.min(s.steps(), w.record() + d)));
            }
        }
        around.add(s.steps());
        List<Integer> path = new ArrayList<>(around);
        List<Integer> back = new ArrayList<>(around.descendingSet());
        path.addAll(back);
        path.addAll(around); // forward again: every entry now comes from the cache
        RingSnapshots kept = new RingSnapshots(x);
        RingSnapshots small = new RingSnapshots(x, SMALL_ARRAYS, SMALL_BYTES);
        int phased = 0;
        int mostKept = 0;
        Map<Integer, Set<String>> idsSeen = new HashMap<>();
        for (int step : path) {
            s.journal().seek(step);
            List<RingRow> cached = kept.rows(s.device(), step);
            List<RingRow> fresh = new RingSnapshots(x).rows(s.device(), step);
            List<RingRow> bounded = small.rows(s.device(), step);
            assertTrue(small.slotArraysKept() <= SMALL_ARRAYS, small.slotArraysKept() + " slot arrays kept");
            assertTrue(small.slotArraysKept() == 1 || small.slotBytesKept() <= SMALL_BYTES, small.slotBytesKept()
                    + " bytes of slot arrays kept");
            mostKept = Math.max(mostKept, kept.slotArraysKept());
            assertEquals(fresh.size(), cached.size(), "rings alive at step " + step);
            assertEquals(fresh.size(), bounded.size(), "rings alive at step " + step);
            for (int i = 0; i < fresh.size(); i++) {
                RingRow f = fresh.get(i);
                RingRow c = cached.get(i);
                assertEquals(f.pring(), c.pring(), "step " + step);
                assertEquals(f.slots(), c.slots(), f.name() + " slots at step " + step);
                assertArrayEquals(f.phases(), c.phases(), f.name() + " ring ids at step " + step);
                assertEquals(f.slots(), bounded.get(i).slots(), f.name() + " slots at step " + step
                        + " (small cache)");
                phased += f.phases() != null && hasNonZero(f.phases()) ? 1 : 0;
                if (f.phases() != null) {
                    idsSeen.computeIfAbsent(f.pring(), k -> new HashSet<>()).add(Arrays.toString(f.phases()));
                }
            }
        }
        assertTrue(path.size() > 30, "steps visited: " + path.size());
        assertTrue(mostKept > SMALL_ARRAYS, "the path needs more slot arrays than the small cache keeps: " + mostKept);
        assertTrue(phased > 0, "some ring holds a ring id other than 0 somewhere on the path");
        assertTrue(idsSeen.values().stream().anyMatch(v -> v.size() > 1), "some ring's ids change along the path "
                + "(else a cache by ring alone would pass too)");
    }

    private static boolean hasNonZero(byte[] b) {
        for (byte v : b) {
            if (v != 0) {
                return true;
            }
        }
        return false;
    }
}
