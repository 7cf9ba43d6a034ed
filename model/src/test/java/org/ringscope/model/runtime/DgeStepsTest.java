package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DevicePackets;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;

/**
 * DGE traffic stepped one record at a time: v6b's Pool DGE words (queue id 13 on every engine, decision 1103), and
 * a NEFF with one word of each kind ({@link DgeOpsNeff}: indirect gather, both transposes, compute_op ADD), generate
 * descriptors, ring doorbells and move bytes; stepping back over those steps and forward again, and seeking into
 * them from far away, restores the state hash recorded at each step.
 */
class DgeStepsTest {
    @Test
    void steppingAcrossAPublicNeffsDgeStepsRestoresEveryByte() throws Exception {
        Path v6b = Fixtures.shared("neff").resolve("v6b.neff");
        Assumptions.assumeTrue(Files.isRegularFile(v6b), "v6b.neff absent (" + v6b + ")");
        NeuronRuntime rt = Runs.run(v6b, RunOptions.defaults());
        assertEquals(0, rt.result().status(), rt.result().message());
        Journal j = rt.journal();
        int first = -1;
        int dgePackets = 0;
        for (int i = 0; i < j.size(); i++) {
            DevicePackets.PacketInfo p = DevicePackets.info(rt.device(), j, i);
            if (p != null && p.queue() % 16 == 13 && p.bytesOut() > 4) {
                first = first < 0 ? i : first;
                dgePackets++;
            }
        }
        assertTrue(first > 0, "v6b's DGE moves data on the dynamic queues");
        int from = Math.max(0, first - 8);
        int to = Math.min(j.size(), from + 600);
        int[] packetsIn = {0};
        for (int i = from; i < to; i++) {
            DevicePackets.PacketInfo p = DevicePackets.info(rt.device(), j, i);
            packetsIn[0] += p != null && p.queue() % 16 == 13 ? 1 : 0;
        }
        assertTrue(packetsIn[0] >= 16, "the window holds DGE packets: " + packetsIn[0] + " of " + dgePackets);
        long[] hash = new long[to - from + 1];
        j.seek(from);
        for (int s = from; s <= to; s++) {
            assertEquals(s, j.position());
            hash[s - from] = j.stateHash();
            if (s < to) {
                assertTrue(j.stepForward());
            }
        }
        assertNotEquals(hash[0], hash[to - from], "the DGE steps change the state");
        for (int s = to - 1; s >= from; s--) {
            assertTrue(j.stepBack());
            assertEquals(hash[s - from], j.stateHash(), "step back to " + s);
        }
        Random rnd = new Random(14);
        for (int k = 0; k < 12; k++) {
            j.seek(k % 2 == 0 ? j.size() : 0);
            int s = from + rnd.nextInt(to - from + 1);
            j.seek(s);
            assertEquals(hash[s - from], j.stateHash(), "seek to " + s + " from " + (k % 2 == 0 ? "the end" : "0"));
        }
    }

    @Test
    void everyKindOfDgeWordMovesItsBytesAndStepsBackToEveryState() throws Exception {
        DgeOpsNeff n = new DgeOpsNeff(31, 128);
        NeuronRuntime rt = n.run(false);
        assertEquals(0, rt.result().status(), rt.result().message());
        List<DgeIssue> issues = rt.result().dge();
        assertEquals(5, issues.size());
        for (DgeIssue d : issues) {
            assertTrue(d.executed(), d.opcode() + ": " + d.reason());
        }
        assertEquals(List.of(0xB8, 0xBB, 0xBD, 0xF1, 0xB8), issues.stream().map(DgeIssue::opcode).toList());
        Device dev = rt.device();
        long sb = dev.addressMap().sbAddress(0, 0, 0);
        ByteBuffer w = ByteBuffer.wrap(n.w).order(ByteOrder.LITTLE_ENDIAN);
        for (int k = 0; k < 128; k++) {
            ByteBuffer got = ByteBuffer.wrap(dev.read(sb + ((long) k << 18) + 0x2000, 256)).order(ByteOrder.LITTLE_ENDIAN);
            for (int e = 0; e < 64; e++) {
                float want = w.getFloat(k * 256 + 4 * e) + w.getFloat((int) n.idx[k] * 256 + 4 * e);
                assertEquals(Float.floatToRawIntBits(want), Float.floatToRawIntBits(got.getFloat(4 * e)), "row " + k);
            }
            byte[] col = dev.read(sb + ((long) k << 18) + 0x3000, 32);
            for (int j = 0; j < 16; j++) {
                int at = (int) n.idx[j] * 256 + 2 * k;
                assertEquals(w.getShort(at), ByteBuffer.wrap(col).order(ByteOrder.LITTLE_ENDIAN).getShort(2 * j),
                        "transposed partition " + k + " value " + j);
            }
        }
        for (int l = 0; l < 64; l++) {
            ByteBuffer got = ByteBuffer.wrap(dev.read(sb + ((long) l << 18) + 0x4000, 64)).order(ByteOrder.LITTLE_ENDIAN);
            for (int r = 0; r < 32; r++) {
                assertEquals(w.getShort((int) n.idx[r] * 256 + 2 * l), got.getShort(2 * r), "gathered " + r + ", " + l);
            }
        }
        Journal j = rt.journal();
        int first = -1;
        for (int i = 0; i < j.size() && first < 0; i++) {
            DevicePackets.PacketInfo p = DevicePackets.info(dev, j, i);
            first = p != null && p.queue() % 16 == 13 ? i : -1;
        }
        assertTrue(first > 0, "DGE packets on the dynamic queues");
        int stride = Math.max(1, (j.size() - first) / 700);
        List<Integer> at = new ArrayList<>();
        List<Long> hash = new ArrayList<>();
        j.seek(first - 1);
        for (int s = first - 1; s <= j.size(); s += stride) {
            j.seek(s);
            at.add(s);
            hash.add(j.stateHash());
        }
        assertNotEquals(hash.get(0), hash.get(hash.size() - 1), "the DGE steps change the state");
        for (int m = at.size() - 1; m >= 0; m--) {
            j.seek(at.get(m));
            assertEquals(hash.get(m), j.stateHash(), "back to " + at.get(m));
        }
        for (int m = 0; m < Math.min(at.size(), 200); m++) {
            j.seek(at.get(m));
            assertEquals(hash.get(m), j.stateHash(), "forward to " + at.get(m));
            if (at.get(m) < j.size()) {
                assertTrue(j.stepForward());
                assertTrue(j.stepBack());
                assertEquals(hash.get(m), j.stateHash(), "one step forward and back at " + at.get(m));
            }
        }
    }

    @Test
    void anIndexPastTheBoundEndsTheRunWith1006AndMovesNothingForItsRow() throws Exception {
        DgeOpsNeff n = new DgeOpsNeff(32, 128);
        NeuronRuntime rt = n.run(true);
        RunResult r = rt.result();
        assertEquals(1006, r.status(), "NRT_EXEC_OOB");
        assertTrue(r.notes().stream().anyMatch(s -> s.startsWith("Received notification generated at runtime: failed "
                + "to run scatter/gather (indirect memory copy via vector DGE), due to out-of-bound access.")), "log line");
        assertTrue(r.notes().stream().anyMatch(s -> s.startsWith("Out of bounds access on model ")), "log line");
        long sb = rt.device().addressMap().sbAddress(0, 0, 0);
        ByteBuffer w = ByteBuffer.wrap(n.w).order(ByteOrder.LITTLE_ENDIAN);
        int outside = 0;
        for (int k = 0; k < 128; k++) {
            if (n.idx[k] < DgeOpsNeff.ROWS) {
                continue;
            }
            outside++;
            ByteBuffer got = ByteBuffer.wrap(rt.device().read(sb + ((long) k << 18) + 0x2000, 256))
                    .order(ByteOrder.LITTLE_ENDIAN);
            for (int e = 0; e < 64; e++) {
                assertEquals(w.getFloat(k * 256 + 4 * e) + 0f, got.getFloat(4 * e), "row " + k + ": only the ADD's A");
            }
        }
        assertTrue(outside > 0, "some indices are past the bound");
    }

    /**
     * The run that returns NRT_EXEC_OOB says so in the runtime's words, not "ok"; the gather's coverage counts the
     * bytes of the rows that moved, not those its bound check masked.
     */
    @Test
    void anOutOfBoundsGatherSaysSoAndCoverageCountsWhatMoved() throws Exception {
        DgeOpsNeff n = new DgeOpsNeff(32, 128);
        RunResult r = n.run(true).result();
        assertEquals(1006, r.status());
        assertTrue(r.message().startsWith("Received notification generated at runtime: failed to run scatter/gather "
                + "(indirect memory copy via vector DGE), due to out-of-bound access. model name = dgeops.neff"),
                r.message());
        assertTrue(r.message().contains("sg00 Pool slot 4: "), "the instruction that raised it: " + r.message());
        long outside = Arrays.stream(n.idx).filter(i -> i >= DgeOpsNeff.ROWS).count();
        DgeIssue gather = r.dge().stream().filter(d -> d.opcode() == DgeWords.DMA_INDIRECT).findFirst().orElseThrow();
        assertTrue(gather.executed(), "the rows in bounds moved");
        assertEquals((128 - outside) * 256, gather.bytes(), "only the rows that moved: " + outside + " masked");
        long moved = r.dge().stream().filter(DgeIssue::executed).mapToLong(DgeIssue::bytes).sum();
        DmaCoverage c = r.dmaCoverage();
        long dynamic = c.queueSets().stream().filter(q -> q.name().equals("qPoolDynamic")).mapToLong(
                DmaCoverage.QueueSetCoverage::bytes).sum();
        assertEquals(moved, dynamic, "the coverage of the dynamic set is the bytes its words moved");

        RunResult clean = n.run(false).result();
        assertEquals(0, clean.status(), clean.message());
        assertEquals("ok", clean.message());
        DgeIssue all = clean.dge().stream().filter(d -> d.opcode() == DgeWords.DMA_INDIRECT).findFirst().orElseThrow();
        assertEquals(128L * 256, all.bytes(), "unbounded: every row moves");
    }
}
