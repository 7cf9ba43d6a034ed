package org.ringscope.model.udma;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The copy-pair builder against the worked encodings (docs/reference/descriptors-and-barriers.md, docs/reference/descriptors-and-barriers.md). */
class M2mCopyTest {

    private static CopyPair pair(Arch arch, int size, BarrierMode b, boolean sow, boolean irq) throws UdmaException {
        return M2mCopy.buildCopyPair(arch, 0x1000, 0x2000, size, 1, b, sow, irq);
    }

    @Test
    void workedEncodingsOfA64KiBCopy() throws UdmaException {
        CopyPair none = pair(Arch.CAYMAN, 65536, BarrierMode.NONE, false, false);
        assertEquals(0x0D000000, Desc.lenCtrl(none.txWord0()));
        assertEquals(0x01080003, Desc.metaCtrl(none.txWord0()));
        assertEquals(0x01000000, Desc.lenCtrl(none.rxWord0()));
        assertEquals(0, Desc.metaCtrl(none.rxWord0()), "buf2_ptr_lo is 0 on M2M");
        assertEquals(0x1000, none.txWord1());
        assertEquals(0x2000, none.rxWord1());

        CopyPair dmb = pair(Arch.CAYMAN, 65536, BarrierMode.DMB, false, false);
        assertEquals(0x4D000000, Desc.lenCtrl(dmb.txWord0()));
        assertEquals(0x01080003, Desc.metaCtrl(dmb.txWord0()));
        assertEquals(0x01000000, Desc.lenCtrl(dmb.rxWord0()));

        CopyPair wb = pair(Arch.CAYMAN, 65536, BarrierMode.WRITE_BARRIER, false, false);
        assertEquals(0x0D000000, Desc.lenCtrl(wb.txWord0()));
        assertEquals(0x05080003, Desc.metaCtrl(wb.txWord0()));
        assertEquals(0x01000000, Desc.lenCtrl(wb.rxWord0()));

        CopyPair sow = pair(Arch.CAYMAN, 65536, BarrierMode.SOW, false, false);
        assertEquals(0x0D000000, Desc.lenCtrl(sow.txWord0()));
        assertEquals(0x01080003, Desc.metaCtrl(sow.txWord0()));
        assertEquals(0x21000000, Desc.lenCtrl(sow.rxWord0()));
    }

    @Test
    void fourByteMarkerCopyAndInterrupt() throws UdmaException {
        CopyPair p = pair(Arch.SUNDA, 4, BarrierMode.NONE, false, false);
        assertEquals(0x0D000004, Desc.lenCtrl(p.txWord0()));
        assertEquals(0x01000004, Desc.lenCtrl(p.rxWord0()));
        CopyPair irq = pair(Arch.SUNDA, 65536, BarrierMode.NONE, false, true);
        assertEquals(0x11000000, Desc.lenCtrl(irq.rxWord0()));
    }

    @Test
    void firstAndLastOnTxOnly() throws UdmaException {
        CopyPair p = pair(Arch.MARIANA, 100, BarrierMode.SOW, true, true);
        assertTrue(p.tx().first());
        assertTrue(p.tx().last());
        assertFalse(p.rx().first(), "GOTCHA: mirroring FIRST|LAST onto Rx diverges");
        assertFalse(p.rx().last());
        assertTrue(p.rx().sow());
        assertTrue(p.rx().intEn());
    }

    @Test
    void setSowIsTheUserspaceExtraArgument() throws UdmaException {
        CopyPair p = pair(Arch.CAYMAN, 8, BarrierMode.DMB, true, false);
        assertTrue(p.tx().dmb());
        assertTrue(p.rx().sow());
    }

    @Test
    void sizeMustBe1To65536() throws UdmaException {
        UdmaException zero = assertThrows(UdmaException.class, () -> pair(Arch.CAYMAN, 0, BarrierMode.NONE, false, false));
        assertEquals("invalid size: 0", zero.getMessage());
        assertEquals(-22, zero.status());
        UdmaException big = assertThrows(UdmaException.class,
                () -> pair(Arch.CAYMAN, 65537, BarrierMode.NONE, false, false));
        assertEquals("invalid size: 65537", big.getMessage());
        assertEquals(1, pair(Arch.CAYMAN, 1, BarrierMode.NONE, false, false).tx().size());
        assertEquals(65536, pair(Arch.CAYMAN, 65536, BarrierMode.NONE, false, false).tx().size());
    }

    @Test
    void sowIsRefusedOnSunda() {
        UdmaException e = assertThrows(UdmaException.class, () -> pair(Arch.SUNDA, 4, BarrierMode.SOW, false, false));
        assertEquals("udma strong ordering not supported in TRN1!", e.getMessage());
        assertEquals(-1, e.status());
        assertThrows(UdmaException.class, () -> pair(Arch.SUNDA, 4, BarrierMode.NONE, true, false));
        UdmaException nullBarrier = assertThrows(UdmaException.class,
                () -> M2mCopy.buildCopyPair(Arch.CAYMAN, 0, 0, 4, 1, null, false, false));
        assertEquals("Invalid m2m barrier is given", nullBarrier.getMessage());
    }

    @Test
    void builderWritesIntoPages() throws UdmaException {
        long[] tx = new long[8];
        long[] rx = new long[8];
        M2mCopy.alUdmaM2mBuildCopyDescriptor(Arch.SUNDA, tx, 2, rx, 4, 0xAAAA, 0xBBBB, 65536, 1, BarrierMode.DMB, false);
        assertEquals(Desc.word0(0x4D000000, 0x01080003), tx[2]);
        assertEquals(0xAAAA, tx[3]);
        assertEquals(0x01000000L, rx[4]);
        assertEquals(0xBBBB, rx[5]);
        assertEquals(0, tx[0]);
    }

    @Test
    void barrierEnumValues() {
        assertEquals(0, BarrierMode.NONE.value());
        assertEquals(1, BarrierMode.DMB.value());
        assertEquals(2, BarrierMode.WRITE_BARRIER.value());
        assertEquals(3, BarrierMode.SOW.value());
    }
}
