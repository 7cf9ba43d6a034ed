package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.DevicePackets;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;

/**
 * A public NEFF's DGE traffic stepped one record at a time: v6b's Pool DGE words (queue id 13 on every engine,
 * decision 1103) generate descriptors, ring doorbells and move bytes; stepping back over those steps and forward
 * again, and seeking into them from far away, restores the state hash recorded at each step.
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
}
