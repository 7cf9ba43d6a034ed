package org.ringscope.model.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;

/**
 * The journal queries views and the CLI share, checked against a plain scan of the sample's journal: the marker
 * index at a step, the last writer of a descriptor, whether a half changed between two steps; and breakpoints.
 */
class JournalQueriesTest {
    private static Journal j;

    @BeforeAll
    static void run() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
        s.run();
        j = s.journal();
    }

    @Test
    void theMarkerIndexAtAStepCountsTheMarkersBeforeIt() {
        Markers m = j.markers();
        assertTrue(m.count() > 10, "the sample has markers");
        for (int step : new int[] {0, 1, m.marker(3).record(), m.marker(3).record() + 1, j.size() / 2, j.size()}) {
            int before = 0;
            while (before < m.count() && m.marker(before).record() < step) {
                before++;
            }
            assertEquals(before, m.indexAt(step), "step " + step);
        }
    }

    @Test
    void theLastWriterOfADescriptorIsTheLatestRecordThatWroteIt() {
        VringDomain d = j.vrings();
        int checked = 0;
        for (Vring v : d.attached()) {
            if (v.tx().usedDescCount() == 0) {
                continue;
            }
            int r = d.lastWriter(v, Direction.TX, 0, j.size());
            int scan = -1;
            for (int i = j.size() - 1; i >= 0 && scan < 0; i--) {
                VringDomain.Touch t = d.touchOf(i);
                if (t != null && t.vring() == v && t.wrote(Direction.TX, 0, 1)) {
                    scan = i;
                }
            }
            if (scan >= 0) {
                assertEquals(scan, r, v.name());
                checked++;
            } else {
                assertEquals(VringDomain.Touch.Kind.ATTACH, d.touchOf(r).kind(), v.name() + ": a build attached whole");
            }
            assertEquals(-1, d.lastWriter(v, Direction.TX, 0, 0), "nothing before step 0");
        }
        assertTrue(checked > 0, "some vring of the sample was written descriptor by descriptor");
    }

    @Test
    void aHalfChangedBetweenTwoStepsWhenARecordBetweenWroteIt() {
        VringDomain d = j.vrings();
        Vring v = d.attached().stream().filter(x -> x.tx().usedDescCount() > 0).findFirst().orElseThrow();
        int w = d.lastWriter(v, Direction.TX, 0, j.size());
        assertTrue(d.changedBetween(v, Direction.TX, w, w + 1));
        assertTrue(d.changedBetween(v, Direction.TX, w + 1, w), "either order");
        assertFalse(d.changedBetween(v, Direction.TX, w + 1, w + 1));
        List<Integer> others = new ArrayList<>();
        for (int i = 0; i < j.size() && others.size() < 3; i++) {
            VringDomain.Touch t = d.touchOf(i);
            if (t == null || t.vring() != v) {
                others.add(i);
            }
        }
        for (int i : others) {
            assertFalse(d.changedBetween(v, Direction.TX, i, i + 1), "record " + i + " is not the vring's");
        }
        assertTrue(d.changedBetween(v, Direction.TX, 0, j.size() + 1), "past the end counts as changed");
    }

    @Test
    void breakpointsToggleAndTellTheirListeners() {
        Breakpoints b = new Breakpoints();
        int[] told = {0};
        b.addListener(() -> told[0]++);
        assertTrue(b.toggle("nrt_load"));
        assertTrue(b.toggle("kbl_model_add"));
        assertEquals(List.of("kbl_model_add", "nrt_load"), List.copyOf(b.snapshot()), "sorted");
        assertFalse(b.toggle("nrt_load"));
        b.set("kbl_model_add", true);
        assertEquals(3, told[0], "a set that changes nothing tells no one");
        b.clear();
        assertTrue(b.isEmpty());
        assertEquals(Set.of(), b.snapshot());
        assertEquals(4, told[0]);
    }
}
