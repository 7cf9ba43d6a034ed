package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BarrierMode;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.M2mCopy;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.TensorSet;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringEdits;
import org.ringscope.model.vring.VringPack;
import org.ringscope.model.vring.VringPackets;
import org.ringscope.model.vring.VringSync;
import org.ringscope.model.vring.VringTemplates;

/**
 * The journal round trip: run a scenario that touches every kind of record (vring events,
 * allocations, host writes, queue cursors, doorbells, packets of every op, semaphores), remember the state
 * hash after each operation, then step back to 0 and forward to the end — one record at a time, and by
 * seeks across checkpoints — and compare the hash at every remembered step.
 */
class JournalRoundTripTest {
    private final List<int[]> steps = new ArrayList<>();
    private final List<Long> hashes = new ArrayList<>();

    private void mark(Journal j) {
        steps.add(new int[] {j.size()});
        hashes.add(j.stateHash());
    }

    private Rig scenario(int checkpointRecords) throws Exception {
        Rig rig = new Rig(Arch.CAYMAN);
        Journal j = rig.journal;
        j.checkpoints().setIntervals(checkpointRecords, 1 << 20);
        mark(j);
        Allocation src = rig.filled("src", 150_000, 11);
        mark(j);
        Allocation dst = rig.buffer("dst", 150_000);
        rig.dev.fill(dst.address(), 150_000, (byte) 0x5A);
        mark(j);
        Allocation f32 = rig.buffer("f32", 64);
        rig.dev.write(f32.address(), floats(1.5f, -2f, 3f, 4f, 10f, 20f, -30f, 0.25f));
        Allocation out = rig.buffer("out", 16);
        mark(j);
        Vring v = rig.vring("q0");
        mark(j);
        v.vringAddDescTransfer(src.address(), dst.address(), 150_000);
        mark(j);
        VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {f32.address(), f32.address() + 16},
                new long[] {out.address()}, 16, CceMath.FP32, 1f);
        mark(j);
        VringPackets.vringAddDmaPacketTranspose(v, src.address(), dst.address() + 1000, 64, "WXZY", 4,
                new long[] {1, 1, 4, 4});
        VringSync.vringAddDescSemaphoreInc(v, rig.dev.addressMap().archMap(), 0, 9);
        mark(j);
        VringEdits.vringAddrRewrite(v, dst.address() + 140_000, 10, dst.address() + 140_000);
        VringTemplates.vringSetTemplate(v, Direction.TX, true, 3);
        VringTemplates.vringSetTemplate(v, Direction.TX, false, 3);
        mark(j);
        DmaQueue q = rig.load(v, 2, 4);
        mark(j);
        rig.dev.semaphoreIncrement(0, 9, 5);
        mark(j);
        assertEquals(0, q.copyStart(3, 3));
        mark(j);
        rig.dev.engine().run();
        mark(j);
        assertEquals(0, q.copyStart(v.tx().usedDescCount() - 3, v.rx().usedDescCount() - 3));
        while (rig.dev.engine().step(2, 4) == DmaEngine.Result.EXECUTED) {
            mark(j);
        }
        q.ack(4);
        rig.dev.free(out);
        mark(j);
        Vring v2 = rig.vring("q1");
        v2.vringAddDescTransferEx(src.address() + 7, dst.address() + 3, 70_000);
        VringPack.vringPackDescs(v2, 0, v2.tx().usedDescCount(), 1 << 20, 0);
        v2.vringFreePages(Direction.RX);
        mark(j);
        DmaQueue hq = rig.dev.queue(130, 1);
        hq.init(rig.dev.allocPring("h.tx", RingType.TX, 40, true).memory().deviceAddress(),
                64, rig.dev.allocPring("h.rx", RingType.RX, 40, true).memory().deviceAddress(), 64);
        for (int round = 0; round < 5; round++) {
            int[] base = hq.reserve(12);
            long[] txw = new long[24];
            long[] rxw = new long[24];
            for (int k = 0; k < 12; k++) {
                var pair = M2mCopy.buildCopyPair(Arch.CAYMAN, src.address() + k, dst.address() + 100 * round + k, 1, 0,
                        BarrierMode.NONE, true, false);
                txw[2 * k] = pair.txWord0();
                txw[2 * k + 1] = pair.txWord1();
                rxw[2 * k] = pair.rxWord0();
                rxw[2 * k + 1] = pair.rxWord1();
            }
            hq.setDescriptors(Direction.TX, base[0], txw, 12);
            hq.setDescriptors(Direction.RX, base[1], rxw, 12);
            hq.copyStart(12, 12);
            rig.dev.engine().run();
            hq.ack(12);
            mark(j);
        }
        TensorSet ts = new TensorSet().tensor(0, "a", src.address());
        Vring t = rig.vring("tmpl");
        t.vringAddDescTransfer(BufPtr.template(0, 8), dst.address() + 149_000, 8);
        VringTemplates.vringSetTemplate(t, Direction.TX, true, 0);
        VringTemplates.vringBuildVringPagesFromTemplate(t, ts);
        mark(j);
        assertTrue(j.checkpoints().count() > 1 || checkpointRecords > j.size());
        return rig;
    }

    static byte[] floats(float... f) {
        ByteBuffer b = ByteBuffer.allocate(4 * f.length).order(ByteOrder.LITTLE_ENDIAN);
        for (float x : f) {
            b.putFloat(x);
        }
        return b.array();
    }

    private void check(Journal j, String how) {
        for (int k = 0; k < steps.size(); k++) {
            if (j.position() == steps.get(k)[0]) {
                assertEquals(hashes.get(k), j.stateHash(), how + " at step " + j.position());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {4096, 5, 1})
    void backToZeroAndForwardAgainGivesTheSameStateAtEveryStep(int checkpointRecords) throws Exception {
        Rig rig = scenario(checkpointRecords);
        Journal j = rig.journal;
        int end = j.size();
        long[] seen = new long[end + 1];
        seen[end] = j.stateHash();
        while (j.stepBack()) {
            check(j, "back");
            seen[j.position()] = j.stateHash();
        }
        assertEquals(0, j.position());
        while (j.stepForward()) {
            check(j, "forward");
            assertEquals(seen[j.position()], j.stateHash(), "forward at " + j.position() + ": " + j.describe(j.position() - 1));
        }
        Random r = new Random(checkpointRecords);
        for (int k = 0; k < 200; k++) {
            int s = r.nextInt(end + 1);
            j.seek(s);
            assertEquals(seen[s], j.stateHash(), "seek to " + s);
        }
        j.seek(end);
        assertArrayEquals(Rig.random(150_000, 11), rig.read(rig.dev.allocator(Region.HBM).allocations().get(0).address(),
                150_000));
    }

    @ParameterizedTest
    @ValueSource(ints = {4096, 3})
    void theDeviceStateAtEachStepIsTheStateThatWasRecorded(int checkpointRecords) throws Exception {
        Rig rig = scenario(checkpointRecords);
        Journal j = rig.journal;
        for (int k = steps.size() - 1; k >= 0; k--) {
            j.seek(steps.get(k)[0]);
            assertEquals(hashes.get(k), j.stateHash(), "seek back to mark " + k);
        }
        for (int k = 0; k < steps.size(); k++) {
            j.seek(steps.get(k)[0]);
            assertEquals(hashes.get(k), j.stateHash(), "seek forward to mark " + k);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {4096, 2})
    void aChangeAtAnEarlierStepStartsANewHistory(int checkpointRecords) throws Exception {
        Rig rig = scenario(checkpointRecords);
        Journal j = rig.journal;
        int s = steps.get(6)[0];
        j.seek(s);
        rig.dev.semaphoreIncrement(1, 1, 1);
        assertEquals(s + 1, j.size(), "the records after the cursor were dropped");
        assertEquals(hashes.get(6), stepBackHash(j));
        j.stepForward();
        assertEquals(1, rig.dev.sync().semaphore(1, 1));
        assertTrue(rig.dev.notifications().isEmpty(), "notifications of the dropped history are gone");
    }

    private static long stepBackHash(Journal j) {
        j.stepBack();
        return j.stateHash();
    }

    @ParameterizedTest
    @ValueSource(ints = {4096})
    void theCceAddSummedTheFloats(int ignored) throws Exception {
        Rig rig = scenario(4096);
        long out = rig.dev.allocator(Region.HBM).allocations().stream().filter(a -> a.name().equals("f32")).findFirst()
                .orElseThrow().address() + 64;
        byte[] got = rig.dev.read(out, 16);
        assertArrayEquals(floats(11.5f, 18f, -27f, 4.25f), got);
        assertEquals(6, rig.dev.sync().semaphore(0, 9), "5 from the host, 1 from the vring");
        assertEquals(0, Desc.lenCtrl(0));
    }
}
