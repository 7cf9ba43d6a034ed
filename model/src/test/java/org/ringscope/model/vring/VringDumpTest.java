package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/** The dump vring → pring, padding and the pring sizing rules (vring seed §6, docs/reference/udma-rings-and-doorbells.md). */
class VringDumpTest {

    private static Vring pairs(int n) throws VringException {
        Vring v = new Vring("dv", Arch.CAYMAN);
        for (int i = 0; i < n; i++) {
            v.vringAddDescTransfer(0x1000 + i * 16L, 0x2000_0000L + i * 16L, 16);
        }
        return v;
    }

    @Test
    void padsWithFourByteNoOpSelfCopies() throws VringException {
        Vring v = pairs(3);
        Pring tx = Pring.dmaRingInfoAlloc(RingType.TX, 10, false);
        Pring rx = Pring.dmaRingInfoAlloc(RingType.RX, 10, false);
        VringDump.vringDumpToPringPadded(v, tx, rx, 10, 10, 0xCAFE0);
        assertEquals(10, tx.usedDescCount());
        assertEquals(10, rx.usedDescCount());
        for (int i = 0; i < 3; i++) {
            assertEquals(v.tx().word0(i), tx.word0(i));
            assertEquals(v.tx().word1(i), tx.word1(i));
            assertEquals(v.rx().word0(i), rx.word0(i));
        }
        for (int i = 3; i < 10; i++) {
            DescriptorFields t = tx.decode(i);
            assertEquals(4, t.size());
            assertEquals(0xCAFE0, t.bufPtr());
            assertEquals(0x0D000004, t.lenCtrl());
            assertEquals(MetaCtrl.DEFAULT, t.word1());
            DescriptorFields r = rx.decode(i);
            assertEquals(0x01000004, r.lenCtrl());
            assertEquals(0xCAFE0, r.bufPtr(), "src == dst: a self-copy");
        }
        assertEquals(3, v.tx().usedDescCount(), "the vring stays");
    }

    /** The seed's optional trap descriptor ends the padded region: its last slot (decision 1325). */
    @Test
    void theTrapDescriptorEndsThePaddedRegion() throws VringException {
        Vring v = pairs(3);
        List<VringEvent> events = VringState.record(v);
        Pring tx = Pring.dmaRingInfoAlloc(RingType.TX, 10, false);
        VringDump.vringDumpToPringDescriptorsPadded(v, Direction.TX, tx, 10, false, 0xCAFE0, true);
        assertEquals(10, tx.usedDescCount(), "used_desc_count ends equal to padded_size, the trap included");
        for (int i = 3; i < 9; i++) {
            assertEquals(0x0D000004, tx.decode(i).lenCtrl(), "pad " + i);
        }
        DescriptorFields trap = tx.decode(9);
        assertEquals(0x0D000004 | LenCtrl.INT_EN, trap.lenCtrl(), "a pad with INT_EN");
        assertEquals(0xCAFE0, trap.bufPtr());
        assertTrue(VringDump.isTrap(Direction.TX, tx.word0(9)));
        assertFalse(VringDump.isTrap(Direction.TX, tx.word0(8)));
        assertTrue(((VringEvent.PringWritten) events.get(events.size() - 1)).trap());

        VringException none = assertThrows(VringException.class,
                () -> VringDump.vringDumpToPringDescriptorsPadded(v, Direction.TX, tx, 3, false, 0, true));
        assertEquals("vring dv: a trap descriptor ends a padded region, and 3 descriptors padded to 3 leave none",
                none.getMessage());

        Pring ptx = Pring.dmaRingInfoAlloc(RingType.TX, VringDump.slots(3, true), false);
        Pring prx = Pring.dmaRingInfoAlloc(RingType.RX, VringDump.slots(3, true), false);
        VringDump.vringDumpToPring(v, ptx, prx, true);
        assertEquals(4, ptx.usedDescCount());
        assertEquals(4, prx.usedDescCount());
        assertTrue(VringDump.isTrap(Direction.TX, ptx.word0(3)), "right after the vring's descriptors");
        assertTrue(VringDump.isTrap(Direction.RX, prx.word0(3)));
        assertEquals(0x01000004 | LenCtrl.INT_EN, prx.decode(3).lenCtrl());
        Pring plain = Pring.dmaRingInfoAlloc(RingType.TX, 3, false);
        VringDump.vringDumpToPring(v, plain, Pring.dmaRingInfoAlloc(RingType.RX, 3, false), false);
        assertEquals(3, plain.usedDescCount(), "off: pad = used count, as the runtime has it");
    }

    @Test
    void aVringLargerThanThePadFails() throws VringException {
        Vring v = pairs(3);
        Pring p = Pring.dmaRingInfoAlloc(RingType.TX, 64, false);
        VringException e = assertThrows(VringException.class,
                () -> VringDump.vringDumpToPringDescriptorsPadded(v, Direction.TX, p, 2, false, 0));
        assertEquals("Failed to pad vring dv from 3 descriptors to 2 descriptors", e.getMessage());
        assertEquals(0, p.usedDescCount());
    }

    @Test
    void aPringSmallerThanTheVringFailsAndStaysUntouched() throws VringException {
        Vring v = pairs(40);
        long[] mem = new long[2 * 32];
        Pring small = Pring.dmaRingInfoAllocFromMemchunk(RingType.TX, mem, 0, 32);
        VringException e = assertThrows(VringException.class,
                () -> VringDump.vringDumpToPringDescriptors(v, Direction.TX, small));
        assertEquals("Cannot copy 40 descriptors to offset 0 of a ring of 32 descriptors", e.getMessage());
        assertArrayEquals(new long[64], mem);
        Pring alsoSmall = Pring.dmaRingInfoAllocFromMemchunk(RingType.TX, new long[128], 0, 64);
        assertThrows(VringException.class,
                () -> VringDump.vringDumpToPringDescriptorsPadded(v, Direction.TX, alsoSmall, 65, false, 0));
    }

    @Test
    void invalidRingTypeAsserts() throws VringException {
        Vring v = pairs(1);
        Pring p = Pring.dmaRingInfoAlloc(RingType.INVALID, 4, false);
        VringAssertionError e = assertThrows(VringAssertionError.class,
                () -> VringDump.vringDumpToPringDescriptors(v, Direction.TX, p));
        assertEquals("assert(pring->type == DMA_RING_TYPE_TX || pring->type == DMA_RING_TYPE_RX) failed (vring.c:1146)",
                e.getMessage());
    }

    @Test
    void dumpAcrossPagesIsBitExact() throws VringException {
        int n = 2 * 65536 + 77;
        Vring v = pairs(n);
        Pring p = Pring.dmaRingInfoAlloc(RingType.RX, n, false);
        VringDump.vringDumpToPringDescriptors(v, Direction.RX, p);
        assertEquals(n, p.usedDescCount());
        long[] expect = new long[2 * n];
        v.rx().copyTo(0, n, expect, 0);
        long[] got = new long[2 * n];
        System.arraycopy(p.ringMem(), 0, got, 0, 2 * n);
        assertArrayEquals(expect, got);
    }

    @Test
    void dumpLandsAtTheRingOffset() throws VringException {
        Vring v = pairs(2);
        long[] mem = new long[2 * 80];
        Pring p = Pring.dmaRingInfoAllocFromMemchunk(RingType.TX, mem, 256, 64);
        VringDump.vringDumpToPringDescriptors(v, Direction.TX, p);
        assertEquals(v.tx().word0(0), mem[32]);
        assertEquals(0, mem[0]);
        assertThrows(IllegalArgumentException.class,
                () -> Pring.dmaRingInfoAllocFromMemchunk(RingType.TX, mem, 16, 4), "offset must be 256-aligned");
        assertThrows(IllegalArgumentException.class, () -> Pring.dmaRingInfoAllocFromMemchunk(RingType.TX, mem, 0, 81));
    }

    @Test
    void freeOnDumpReleasesThePages() throws VringException {
        Vring v = pairs(5);
        List<VringEvent> events = VringState.record(v);
        Pring p = Pring.dmaRingInfoAlloc(RingType.TX, 5, false);
        VringDump.vringDumpToPringDescriptorsPadded(v, Direction.TX, p, 8, true, 0);
        assertEquals(0, v.tx().usedDescCount());
        assertEquals(0, v.tx().pageCount());
        assertEquals(5, v.rx().usedDescCount());
        assertEquals(2, events.size());
        VringEvent.PringWritten w = (VringEvent.PringWritten) events.get(0);
        assertEquals(5, w.realCount());
        assertEquals(8, w.paddedSize());
        assertNull(w.oldRingWords(), "a fresh ring held zeros: the event carries no copy of them");
        VringEvent.PagesFreed f = (VringEvent.PagesFreed) events.get(1);
        assertEquals(10, f.oldWords().length);
    }

    @Test
    void aDumpOverARingThatHeldWordsCarriesThemAndItsUndoPutsThemBack() throws VringException {
        Pring p = Pring.dmaRingInfoAlloc(RingType.TX, 5, false);
        VringDump.vringDumpToPringDescriptorsPadded(pairs(5), Direction.TX, p, 8, false, 0);
        long[] first = p.snapshot(0, 8);
        Vring v = pairs(3);
        List<VringEvent> events = VringState.record(v);
        VringDump.vringDumpToPringDescriptorsPadded(v, Direction.TX, p, 8, false, 0);
        VringEvent.PringWritten w = (VringEvent.PringWritten) events.get(0);
        assertArrayEquals(first, w.oldRingWords(), "the words the second dump overwrote");
        VringUndo.revert(v, w);
        assertArrayEquals(first, p.snapshot(0, 8), "undone, the ring holds the first dump's words again");
    }

    @Test
    void pringSizingRules() {
        assertEquals(64, Pring.pringTotalDescNum(0, false));
        assertEquals(64, Pring.pringTotalDescNum(31, true), "ndesc <= 31: the 64-descriptor / 1 KiB floor");
        assertEquals(64, Pring.pringTotalDescNum(31, false));
        assertEquals(64, Pring.pringTotalDescNum(32, true), "next_pow2(32 + 15) = 64");
        assertEquals(48, Pring.pringTotalDescNum(32, false), "round_up_16(32 + 16) = 48");
        assertEquals(128, Pring.pringTotalDescNum(100, true));
        assertEquals(128, Pring.pringTotalDescNum(100, false), "round_up_16(116)");
        assertEquals(64, Pring.pringTotalDescNum(49, true), "next_pow2(64) = 64");
        assertEquals(128, Pring.pringTotalDescNum(50, true));
        assertEquals(80, Pring.pringTotalDescNum(50, false), "round_up_16(66)");
        assertEquals(16_777_216, Pring.pringTotalDescNum(16_777_200, false), "round_up_16(16,777,216)");
        Pring p = Pring.dmaRingInfoAlloc(RingType.TX, 10, true);
        assertEquals(64, p.allocatedDescCount());
        assertEquals(128, p.ringMem().length);
        assertEquals(0, p.ringOffsetBytes());
        assertEquals(1, RingType.TX.value());
        assertEquals(2, RingType.RX.value());
        assertEquals(0, RingType.INVALID.value());
    }

    @Test
    void plainDumpPadsToTheUsedCount() throws VringException {
        Vring v = pairs(7);
        Pring tx = Pring.dmaRingInfoAlloc(RingType.TX, 7, false);
        Pring rx = Pring.dmaRingInfoAlloc(RingType.RX, 7, false);
        VringDump.vringDumpToPring(v, tx, rx);
        assertEquals(7, tx.usedDescCount());
        assertEquals(7, rx.usedDescCount());
        assertEquals(0, tx.word0(7), "nothing past the used count");
    }
}
