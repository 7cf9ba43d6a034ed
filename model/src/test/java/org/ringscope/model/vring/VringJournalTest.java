package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.Direction;

/**
 * Random histories of vring events (appends, packets, packs, edits, templates, frees, dumps into prings
 * of their own memory) on several vrings, journaled; then random seeks — which walk the vring records
 * one by one or in runs, with and without kept pages — must reproduce the state hash recorded at each step.
 */
class VringJournalTest {

    /** One random call on {@code v} (shared with the tests of copies that share segments). */
    static void op(Random r, Vring v, Pring[] prings) throws VringException {
        switch (r.nextInt(10)) {
            case 0, 1, 2 -> {
                for (int k = r.nextInt(5); k >= 0; k--) {
                    v.vringAddDescTransfer(r.nextInt(1 << 20), r.nextInt(1 << 20), 1 + r.nextInt(r.nextBoolean() ? 64 : 200_000));
                }
            }
            case 3 -> VringPackets.vringAddDmaPacket(v, r.nextInt(1000), r.nextInt(1000), 1 + r.nextInt(300_000));
            case 4 -> VringPackets.vringAddDmaPacketCce(v, CceOp.MAX, new long[] {1, 2}, new long[] {3}, 64, 10, 1f);
            case 5 -> {
                int used = v.tx().usedDescCount();
                if (used > 0) {
                    VringPack.vringPackDescs(v, 0, used, 1 + r.nextInt(1 << 18), 0);
                }
            }
            case 6 -> {
                VringEdits.vringAddrRewrite(v, 0, 1 << 19, 1 << 21);
                VringTemplates.vringSetTemplate(v, Direction.values()[r.nextInt(2)], r.nextBoolean(), r.nextInt(4));
            }
            case 7 -> v.vringFreePages(Direction.values()[r.nextInt(2)]);
            case 8 -> {
                Pring p = prings[r.nextInt(prings.length)];
                int n = v.half(p.type() == RingType.TX ? Direction.TX : Direction.RX).usedDescCount();
                if (n <= p.allocatedDescCount()) {
                    int padded = Math.min(p.allocatedDescCount(), n + r.nextInt(10));
                    VringDump.vringDumpToPringDescriptorsPadded(v, p.type() == RingType.TX ? Direction.TX : Direction.RX, p,
                            padded, false, 0x40, (padded - n) % 2 == 1);
                }
            }
            default -> {
                v.vringAddDescTransfer(BufPtr.template(0, r.nextInt(100)), 5, 8);
                VringTemplates.vringSetTemplate(v, Direction.TX, true, 0);
                VringTemplates.vringBuildVringPagesFromTemplate(v, new TensorSet().tensor(0, "t", 0x1000));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomHistoriesSeekToTheRecordedState(int seed) throws Exception {
        randomHistory(seed, 0);
    }

    /** The same with snapshots of the vrings every few hundred bytes of walked work, so jumps restore them. */
    @ParameterizedTest
    @ValueSource(ints = {11, 12, 13, 14, 15, 16, 17, 18})
    void randomHistoriesSeekThroughVringSnapshots(int seed) throws Exception {
        randomHistory(seed, 1 + new Random(seed).nextInt(2048));
    }

    private static void randomHistory(int seed, long snapshotWork) throws Exception {
        Random r = new Random(seed);
        Journal j = new Journal();
        new VringDomain(j);
        j.checkpoints().setIntervals(1 + r.nextInt(8), 1L << 20);
        if (snapshotWork > 0) {
            VringDomain.of(j).setSnapshotWork(snapshotWork);
        }
        List<Vring> vs = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            Vring v = new Vring("v" + k, Arch.values()[k], 5000);
            VringDomain.of(j).attach(v);
            vs.add(v);
        }
        Pring[] prings = {Pring.dmaRingInfoAlloc(RingType.TX, 3000, false), Pring.dmaRingInfoAlloc(RingType.RX, 3000, false)};
        List<Long> hash = new ArrayList<>();
        List<Integer> step = new ArrayList<>();
        for (int k = 0; k < 120; k++) {
            Vring v = vs.get(r.nextInt(vs.size()));
            try {
                op(r, v, prings);
            } catch (VringException e) {
                // a refused op still journals what it changed
            }
            step.add(j.size());
            hash.add(j.stateHash());
        }
        assertSeeksGiveTheHashes(j, step, hash, r, seed);
        j.seek(0);
        for (Vring v : vs) {
            assertEquals(0, v.tx().usedDescCount());
        }
        j.seek(j.size());
        assertEquals(hash.get(hash.size() - 1), j.stateHash());
    }

    /** Seeks 400 times to a random one of {@code step}'s positions: the state's hash is the one recorded there. */
    static void assertSeeksGiveTheHashes(Journal j, List<Integer> step, List<Long> hash, Random r, long seed) {
        for (int k = 0; k < 400; k++) {
            int m = r.nextInt(step.size());
            j.seek(step.get(m));
            assertEquals(hash.get(m), j.stateHash(), "seed " + seed + ", seek " + k + " to step " + step.get(m));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0})
    void aVringChangedWhileTheJournalMovesIsAnError(int ignored) throws Exception {
        Journal j = new Journal();
        new VringDomain(j);
        Vring v = new Vring("v", Arch.CAYMAN);
        VringDomain.of(j).attach(v);
        v.vringAddDescTransfer(1, 2, 3);
        Vring other = new Vring("o", Arch.CAYMAN);
        other.setListener(e -> { });
        assertThrows(IllegalStateException.class, () -> VringDomain.of(j).attach(other), "already has a listener");
        j.seek(0);
        v.vringAddDescTransfer(1, 2, 3);
        assertEquals(2, j.size(), "the new history: attach again, then the new append");
        assertEquals(1, v.tx().usedDescCount());
    }
}
