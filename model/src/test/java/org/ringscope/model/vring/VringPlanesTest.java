package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;

/**
 * A vring half's two word planes (decision 1400): a per-execution copy of a template shares the template's word-0
 * segments until either writes one, a write on one side never shows on the other, and a segment that only
 * snapshots still hold is packed, not copied, when the half writes it — the snapshot still restores exactly.
 */
class VringPlanesTest {
    /** Descriptors a half: three whole segments and part of a fourth. */
    private static final int N = 3 * VringPages.SEGMENT_DESCS + 1000;

    private static Vring template() throws VringException {
        Vring t = new Vring("q0", Arch.CAYMAN);
        for (int i = 0; i < N; i++) {
            t.vringAddDescTransfer(BufPtr.template(0, 4096L * i), BufPtr.template(1, 4096L * i), 4096);
        }
        VringTemplates.vringSetTemplate(t, Direction.TX, true, 1);
        VringTemplates.vringSetTemplate(t, Direction.RX, true, 1);
        return t;
    }

    private static long[] words(VringPages p) {
        long[] w = new long[2 * p.usedDescCount()];
        p.copyTo(0, p.usedDescCount(), w, 0);
        return w;
    }

    private static Set<long[]> arrays(Vring... vs) {
        Set<long[]> s = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Vring v : vs) {
            v.tx().addArrays(s);
            v.rx().addArrays(s);
        }
        return s;
    }

    @Test
    void aPerExecutionCopySharesTheTemplatesWordZeroUntilAWrite() throws VringException {
        Vring t = template();
        long[] tx = words(t.tx());
        long[] rx = words(t.rx());
        TensorSet tensors = new TensorSet().tensor(0, "in", 0x10_0000_0000L).tensor(1, "out", 0x20_0000_0000L);
        Vring c = VringTemplates.vringBuildVringFromTemplate(t, "q0", tensors);

        for (int idx = 0; idx < N; idx += VringPages.SEGMENT_DESCS) {
            assertSame(t.tx().words0(idx), c.tx().words0(idx), "TX word 0 of segment " + idx / VringPages.SEGMENT_DESCS);
            assertSame(t.rx().words0(idx), c.rx().words0(idx), "RX word 0 of segment " + idx / VringPages.SEGMENT_DESCS);
            assertNotSame(t.tx().words1(idx), c.tx().words1(idx), "the resolution wrote the copy's pointers");
        }
        assertEquals(0x10_0000_0000L + 4096L * (N - 1), c.tx().word1(N - 1));
        assertEquals(0x20_0000_0000L + 4096L * 17, c.rx().word1(17));
        assertArrayEquals(tx, words(t.tx()), "the template keeps its symbolic pointers");
        assertArrayEquals(rx, words(t.rx()));
        int planeArrays = 4 * 4;
        assertEquals(planeArrays + 2 * 4, arrays(t, c).size(),
                "the template's four planes and the copy's two pointer planes: word 0 is held once");

        // a write to the copy's word 0 takes that segment: the template does not see it
        VringPack.vringPackDescs(c, 0, N, 3 * 4096, 0);
        assertNotSame(t.tx().words0(0), c.tx().words0(0));
        assertArrayEquals(tx, words(t.tx()), "the copy's packing leaves the template's words as they were");
        assertFalse(LenCtrl.isLast(c.tx().lenCtrl(0)), "the copy's first packet runs on past its first descriptor");
        assertTrue(LenCtrl.isLast(t.tx().lenCtrl(0)), "each template descriptor is still a packet of its own");
        assertSame(t.rx().words0(0), c.rx().words0(0), "the RX half, not packed, still shares");

        // and a write to the template's word 0 does not show in the copy
        long[] cRx = words(c.rx());
        VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(t, 3, 7, true);
        assertNotSame(t.rx().words0(N - 1), c.rx().words0(N - 1));
        assertArrayEquals(cRx, words(c.rx()), "the template's edit leaves the copy alone");
        assertSame(t.rx().words0(0), c.rx().words0(0), "segments neither wrote stay shared");
    }

    @Test
    void aSegmentOnlySnapshotsHoldIsPackedAndRestoresExactly() throws VringException {
        Vring t = template();
        long[] before = words(t.tx());
        Vring.Snapshot s = t.snapshot();
        long[] seg0 = t.tx().words0(0);
        VringPack.vringPackDescs(t, 0, N, 3 * 4096, 0);
        assertSame(seg0, t.tx().words0(0), "the vring keeps writing its array: nothing is copied");
        Plane.Held h = s.tx().words0[0];
        assertNull(h.words, "the snapshot's word 0 is packed");
        assertTrue(h.packed.length < 64, h.packed.length + " bytes for 16,384 equal words");
        assertSame(t.tx().words1(0), s.tx().words1[0].words, "word 1, not written, is still shared");
        long[] packed = words(t.tx());

        t.restore(s);
        assertArrayEquals(before, words(t.tx()), "the snapshot restores the words before the packing");
        assertNotSame(seg0, t.tx().words0(0), "a packed segment comes back as an array of the vring's own");
        VringPack.vringPackDescs(t, 0, N, 3 * 4096, 0);
        assertArrayEquals(packed, words(t.tx()));
        t.restore(s);
        assertArrayEquals(before, words(t.tx()), "restored again after writing over the unpacked array");
    }

    @Test
    void wordsThatDoNotPackAreCopiedAndKept() throws VringException {
        Vring v = new Vring("noise", Arch.CAYMAN);
        Random r = new Random(5);
        for (int i = 0; i < 2000; i++) {
            v.vringAddDescTransfer(r.nextLong() >>> 8, r.nextLong() >>> 8, 1 + r.nextInt(4096));
        }
        long[] before = words(v.tx());
        Vring.Snapshot s = v.snapshot();
        long[] seg = v.tx().words1(0);
        VringEdits.vringAddrRewrite(v, 0, Long.MAX_VALUE, 1);
        assertNotSame(seg, v.tx().words1(0), "random pointers do not pack: the segment is copied");
        assertSame(seg, s.tx().words1[0].words, "and the snapshot keeps the old array");
        v.restore(s);
        assertArrayEquals(before, words(v.tx()));
    }
}
