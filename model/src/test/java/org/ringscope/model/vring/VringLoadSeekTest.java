package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Direction;

/**
 * The ring maximum's history in small (decision 1400): a template vring appended to one pair at a time under many
 * snapshots, packed whole (which rewrites word 0 of every segment the snapshots froze), given its barrier, then
 * copied for an execution, resolved, and dumped. The snapshots keep the packed-over words in their packed form
 * only, and a seek to any step — into the load, across the packing, past the copy — gives exactly the words a
 * brute-force replay of the same calls on a fresh vring gives.
 */
class VringLoadSeekTest {
    private static final int PAIRS = 3 * VringPages.SEGMENT_DESCS + 777;
    private static final TensorSet TENSORS = new TensorSet().tensor(0, "in", 0x10_0000_0000L)
            .tensor(1, "out", 0x20_0000_0000L);

    /** Transfers {@code [from, to)} of the template, one descriptor pair each. */
    private static void append(Vring t, int from, int to) throws VringException {
        for (int i = from; i < to; i++) {
            t.vringAddDescTransfer(BufPtr.template(0, 4096L * i), BufPtr.template(1, 4096L * i), 4096);
        }
    }

    /** The load after the appends: template flags, the packing of the whole TX window and the v2 barrier. */
    private static void finish(Vring t) throws VringException {
        VringTemplates.vringSetTemplate(t, Direction.TX, true, 1);
        VringTemplates.vringSetTemplate(t, Direction.RX, true, 1);
        VringPack.vringPackDescs(t, 0, PAIRS, 8 * 4096, 0);
        VringEdits.vringSetDmbOnLastPacket(t);
    }

    @Test
    void seeksIntoTheLoadGiveTheWordsABruteForceReplayGives() throws VringException {
        Journal j = new Journal();
        VringDomain d = new VringDomain(j);
        d.setSnapshotWork(64L << 10);
        // a checkpoint every 1,024 records, none by work (the host prings' words would be copied into it)
        j.checkpoints().setIntervals(1024, 1L << 40);
        Vring t = new Vring("q0", Arch.SUNDA);
        d.attach(t);
        List<Integer> steps = new ArrayList<>();
        List<Integer> appended = new ArrayList<>();
        for (int done = 0; done < PAIRS; ) {
            int to = Math.min(PAIRS, done + 4999);
            append(t, done, to);
            done = to;
            steps.add(j.size());
            appended.add(done);
        }
        finish(t);
        int afterLoad = j.size();
        Vring c = VringTemplates.vringBuildVringFromTemplate(t, "q0", TENSORS);
        d.attach(c);
        Pring tx = Pring.dmaRingInfoAlloc(RingType.TX, PAIRS, false);
        Pring rx = Pring.dmaRingInfoAlloc(RingType.RX, PAIRS, false);
        VringDump.vringDumpToPring(c, tx, rx);
        VringState cState = VringState.of(c);
        VringState tState = VringState.of(t);
        int end = j.size();

        long words = 2L * 8 * 2 * PAIRS;
        long held = j.stats().checkpointBytes();
        assertTrue(j.checkpoints().count() > 20, j.checkpoints().count() + " checkpoints");
        assertTrue(held < words / 8, "the snapshots hold " + held + " bytes beside the " + words
                + " of the live template: the packed-over word 0 is kept packed");

        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < steps.size(); k++) {
            order.add(k);
        }
        Collections.shuffle(order, new Random(3));
        for (int k : order) {
            j.seek(steps.get(k));
            Vring brute = new Vring("q0", Arch.SUNDA);
            append(brute, 0, appended.get(k));
            assertEquals(VringState.of(brute), VringState.of(t), "template after " + appended.get(k) + " pairs");
            if (k % 3 == 0) {
                j.seek(end);
                assertEquals(tState, VringState.of(t));
                assertEquals(cState, VringState.of(c), "the per-execution copy at the end");
            }
        }
        j.seek(afterLoad);
        Vring brute = new Vring("q0", Arch.SUNDA);
        append(brute, 0, PAIRS);
        finish(brute);
        assertEquals(VringState.of(brute), VringState.of(t), "the template after the load");
        j.seek(end);
        assertEquals(cState, VringState.of(c));
        Vring bruteCopy = VringTemplates.vringBuildVringFromTemplate(brute, "q0", TENSORS);
        assertEquals(VringState.of(bruteCopy), VringState.of(c), "the copy as a brute-force build makes it");
    }

    /**
     * Random calls on vrings and on deep copies of them made along the way (which share both word planes with
     * their original until either writes), journaled with snapshots every few hundred bytes; random seeks must give
     * the state hash each step had.
     */
    @ParameterizedTest
    @ValueSource(ints = {21, 22, 23, 24, 25, 26})
    void randomHistoriesWithSharingCopiesSeekToTheRecordedState(int seed) throws Exception {
        Random r = new Random(seed);
        Journal j = new Journal();
        VringDomain d = new VringDomain(j);
        j.checkpoints().setIntervals(1 + r.nextInt(8), 1L << 20);
        d.setSnapshotWork(1 + r.nextInt(2048));
        List<Vring> vs = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            Vring v = new Vring("v" + k, Arch.values()[k], 5000);
            d.attach(v);
            vs.add(v);
        }
        Pring[] prings = {Pring.dmaRingInfoAlloc(RingType.TX, 3000, false),
            Pring.dmaRingInfoAlloc(RingType.RX, 3000, false)};
        List<Long> hash = new ArrayList<>();
        List<Integer> step = new ArrayList<>();
        for (int k = 0; k < 150; k++) {
            Vring v = vs.get(r.nextInt(vs.size()));
            try {
                if (r.nextInt(8) == 0 && vs.size() < 8) {
                    Vring c = v.vringDeepCopyPages("c" + vs.size());
                    d.attach(c);
                    vs.add(c);
                } else {
                    VringJournalTest.op(r, v, prings);
                }
            } catch (VringException e) {
                // a refused call still journals what it changed
            }
            step.add(j.size());
            hash.add(j.stateHash());
        }
        VringJournalTest.assertSeeksGiveTheHashes(j, step, hash, r, seed);
    }
}
