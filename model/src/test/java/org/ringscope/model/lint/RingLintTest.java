package org.ringscope.model.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.location.Doorbell;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BarrierMode;
import org.ringscope.model.udma.CopyPair;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.M2mCopy;
import org.ringscope.model.vring.ArchAddressMap;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDump;
import org.ringscope.model.vring.VringEdits;
import org.ringscope.model.vring.VringPackets;
import org.ringscope.model.vring.VringSync;

/** The device checks, each with a run that triggers it and one that does not. */
class RingLintTest {

    @Test
    void aCleanRunHasNoProblems() throws Exception {
        for (Arch a : Arch.values()) {
            LintRig rig = new LintRig(a);
            Vring v = rig.copies("clean", 6, 100_000);
            VringSync.vringAddDescSemaphoreInc(v, rig.dev.addressMap().archMap(), 0, 3);
            rig.run(v, 0, 0);
            assertEquals(List.of(), rig.lint(), a.name());
        }
    }

    @Test
    void aDoorbellThatOverrunsItsRingIsARingWrap() throws Exception {
        LintRig rig = new LintRig(Arch.CAYMAN);
        Vring v = rig.copies("w", 40, 64);
        DmaQueue q = rig.load(v, 0, 2);
        assertEquals(64, q.descCount(Direction.TX));
        q.copyStart(40, 40);
        q.copyStart(40, 40);
        List<Problem> wrap = rig.of("ring-wrap");
        assertEquals(2, wrap.size(), "RX then TX: 80 in flight on 64 slots");
        assertEquals(new Doorbell("q0.2", 2), wrap.get(0).location(), "the third doorbell of queue 0.2");
        assertTrue(wrap.get(0).message().contains("overruns"), wrap.get(0).message());
        assertTrue(wrap.get(0).message().contains("pring sg00:w.rx"), wrap.get(0).message());

        LintRig ok = new LintRig(Arch.CAYMAN);
        ok.run(ok.copies("w", 40, 64), 0, 2);
        assertEquals(List.of(), ok.of("ring-wrap"));
    }

    @Test
    void aDoorbellPublishingNothingNewIsStale() throws Exception {
        LintRig rig = new LintRig(Arch.CAYMAN);
        Vring v = rig.copies("s", 20, 64);
        DmaQueue q = rig.run(v, 0, 1);
        q.ack(20);
        q.copyStart(10, 10);
        List<Problem> stale = rig.of("doorbell-stale");
        assertEquals(2, stale.size(), "slots 20..29 were never written");
        assertEquals(Severity.WARNING, stale.get(0).severity());
        assertTrue(stale.get(0).message().contains("slots 20..29"), stale.get(0).message());

        LintRig ok = new LintRig(Arch.CAYMAN);
        ok.run(ok.copies("s", 20, 64), 0, 1);
        assertEquals(List.of(), ok.of("doorbell-stale"));
    }

    @Test
    void descriptorsNoDoorbellPublishedAreFound() throws Exception {
        LintRig rig = new LintRig(Arch.MARIANA);
        Vring v = rig.copies("u", 5, 64);
        rig.load(v, 1, 0);
        List<Problem> un = rig.of("desc-unpublished");
        assertEquals(2, un.size());
        assertEquals(new PringSlot(new org.ringscope.model.location.Pring("sg00:u.tx"), 0), un.get(0).location()); // qualified: clashes
        assertTrue(un.get(0).message().startsWith("5 descriptors written to pring sg00:u.tx (slots 0..4)"),
                un.get(0).message());

        LintRig ok = new LintRig(Arch.MARIANA);
        ok.run(ok.copies("u", 5, 64), 1, 0);
        assertEquals(List.of(), ok.of("desc-unpublished"));
    }

    @Test
    void aSyncWriteNotOrderedBehindTheDataIsAMissingBarrier() throws Exception {
        LintRig rig = new LintRig(Arch.CAYMAN);
        Allocation src = rig.buffer("src", 4096);
        Allocation dst = rig.buffer("dst", 4096);
        ArchAddressMap map = rig.dev.addressMap().archMap();
        Vring v = rig.vring("o");
        VringPackets.vringAddDmaPacket(v, src.address(), dst.address(), 4096);
        VringPackets.vringAddDmaPacket(v, map.semIncValueAddr(0), map.tdrvArchGetSemIncAddr(0, 3), 4);
        rig.run(v, 0, 0);
        List<Problem> b = rig.of("barrier-missing");
        assertEquals(1, b.size());
        assertEquals(Severity.ERROR, b.get(0).severity());
        assertEquals(new PringSlot(new org.ringscope.model.location.Pring("sg00:o.tx"), 1), b.get(0).location()); // qualified: clashes
        assertTrue(b.get(0).message().contains("SOW"), b.get(0).message());

        LintRig ok = new LintRig(Arch.CAYMAN);
        Vring w = ok.copies("o", 1, 4096);
        VringSync.vringAddDescSemaphoreInc(w, ok.dev.addressMap().archMap(), 0, 3);
        ok.run(w, 0, 0);
        assertEquals(List.of(), ok.of("barrier-missing"), "vring_add_desc_semaphore_inc orders itself (SOW)");
    }

    @Test
    void descriptorsWithTheOldPhaseAfterAWrapAreRingIdErrors() throws Exception {
        LintRig rig = new LintRig(Arch.SUNDA);
        Vring v = rig.copies("p", 48, 64);
        DmaQueue q = rig.run(v, 0, 3);
        assertEquals(64, q.descCount(Direction.TX));
        assertEquals(List.of(), rig.of("ring-id-phase"), "the first pass: ring id 1 everywhere");
        q.ack(48);
        Allocation src = rig.buffer("src2", 32 * 64);
        Allocation dst = rig.buffer("dst2", 32 * 64);
        long[] tx = new long[64];
        long[] rx = new long[64];
        for (int k = 0; k < 32; k++) {
            CopyPair p = M2mCopy.buildCopyPair(Arch.SUNDA, src.address() + 64L * k, dst.address() + 64L * k, 64,
                    M2mCopy.VRING_RING_ID, BarrierMode.NONE, false, false);
            tx[2 * k] = p.txWord0();
            tx[2 * k + 1] = p.txWord1();
            rx[2 * k] = p.rxWord0();
            rx[2 * k + 1] = p.rxWord1();
        }
        q.copyDescriptors(Direction.TX, 48, tx, 0, 16);
        q.copyDescriptors(Direction.RX, 48, rx, 0, 16);
        q.copyDescriptors(Direction.TX, 0, tx, 32, 16);
        q.copyDescriptors(Direction.RX, 0, rx, 32, 16);
        q.copyStart(32, 32);
        rig.dev.engine().run();
        List<Problem> ph = rig.of("ring-id-phase");
        assertEquals(16, ph.size(), "slots 0..15 after the wrap still say ring id 1, the pass is 2");
        assertEquals(new PringSlot(new org.ringscope.model.location.Pring("sg00:p.tx"), 0), ph.get(0).location()); // qualified: clashes
        assertEquals(List.of(), rig.of("doorbell-stale"), "the copies wrote every slot it published");
    }

    @Test
    void aPacketThatAbortsItsQueueIsADmaAbort() throws Exception {
        LintRig rig = new LintRig(Arch.MARIANA);
        Vring bad = rig.copies("bad", 1, 8);
        VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(bad, 6, 300, true);
        rig.run(bad, 9, 10);
        List<Problem> ab = rig.of("dma-abort");
        assertEquals(1, ab.size());
        assertTrue(ab.get(0).message().contains("embedded semaphore"), ab.get(0).message());

        LintRig ok = new LintRig(Arch.MARIANA);
        Vring good = ok.copies("good", 1, 8);
        VringEdits.vringSetEmbeddedSemaphoreIncOnLastDesc(good, 6, 44, true);
        ok.run(good, 9, 10);
        assertEquals(List.of(), ok.of("dma-abort"));
    }

    @Test
    void aPringWithFewerFreeSlotsThanTheGuardIsTooTightlyPadded() throws Exception {
        LintRig rig = new LintRig(Arch.CAYMAN);
        Vring v = rig.copies("t", 49, 64);
        Pring tight = rig.pring("sg00:t.tx", RingType.TX, 49, true);
        assertEquals(64, tight.allocatedDescCount(), "next_pow2(49 + 15)");
        VringDump.vringDumpToPringDescriptors(v, Direction.TX, tight);
        List<Problem> pad = rig.of("pring-padding");
        assertEquals(1, pad.size());
        assertEquals(new org.ringscope.model.location.Pring("sg00:t.tx"), pad.get(0).location()); // qualified: clashes
        assertTrue(pad.get(0).message().contains("15 free, fewer than the 16"), pad.get(0).message());
        assertEquals(rig.journal.size(), pad.get(0).step());

        LintRig ok = new LintRig(Arch.CAYMAN);
        Vring w = ok.copies("t", 48, 64);
        VringDump.vringDumpToPringDescriptors(w, Direction.TX, ok.pring("sg00:t.tx", RingType.TX, 48, true));
        assertEquals(List.of(), ok.of("pring-padding"));
    }
}
