package org.ringscope.model.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;

/**
 * The acceptance of the profile comparison on the bundled sample: a profile written by another writer from the run
 * matches row for row; with half of one queue's packets gone that queue is named with both counts; rows on a queue
 * the NEFF lacks are listed unmatched; RingScope's own export, read back, matches.
 */
class ProfileCompareTest {
    private static EmulationSession session;
    private static List<IndependentProfile.Packet> packets;

    @TempDir
    Path dir;

    @BeforeAll
    static void run() throws Exception {
        session = EmulationSession.open(NeffReader.read("sample.neff", SampleNeffs.sample().build(),
                ReadLimits.DEFAULT), RunOptions.defaults());
        session.run();
        packets = IndependentProfile.packets(session);
        assertTrue(packets.size() > 20, "the sample moves packets: " + packets.size());
    }

    @Test
    void everyRowOfAnIndependentlyWrittenProfileMatches() throws Exception {
        IndependentProfile.write(dir, packets, i -> true, "7.4.0");
        ProfileComparison c = ProfileCompare.compare(ProfileDir.open(dir), session, 1);
        assertEquals(packets.size(), c.rows());
        assertEquals(c.rows(), c.matched());
        assertTrue(c.divergences().isEmpty(), c.divergences().toString());
        assertNull(c.first());
        assertTrue(c.unmatched().isEmpty());
        assertTrue(c.queues().stream().allMatch(q -> q.status() == QueueStatus.MATCHED), c.queues().toString());
        for (int p = 0; p < c.packets().size(); p++) {
            assertTrue(c.pairs()[p] >= 0, "packet " + p + " is tied to an emulated packet");
        }
    }

    @Test
    void aQueueMissingHalfItsPacketsIsNamedWithBothCounts() throws Exception {
        Map<String, Long> per = packets.stream().collect(Collectors.groupingBy(IndependentProfile.Packet::queue,
                Collectors.counting()));
        String busiest = per.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        long all = per.get(busiest);
        List<Integer> onIt = new ArrayList<>();
        for (int i = 0; i < packets.size(); i++) {
            if (packets.get(i).queue().equals(busiest)) {
                onIt.add(i);
            }
        }
        List<Integer> dropped = onIt.subList(onIt.size() - (int) (all / 2), onIt.size());
        IndependentProfile.write(dir, packets, i -> !dropped.contains(i), "7.4.0");
        ProfileComparison c = ProfileCompare.compare(ProfileDir.open(dir), session, 1);
        ProfileComparison.QueueRow q = c.queues().stream().filter(r -> r.queue().equals(busiest)).findFirst()
                .orElseThrow();
        assertEquals(QueueStatus.FEWER, q.status());
        assertEquals(all - all / 2, q.profilePackets());
        assertEquals(all, q.emulatedPackets());
        assertEquals(1, c.divergences().size(), c.divergences().toString());
        ProfileComparison.Divergence d = c.first();
        assertEquals(busiest, d.queue());
        assertEquals(all - all / 2, d.profilePackets());
        assertEquals(all, d.emulatedPackets());
        assertNotNull(d.link(), "the first packet the profile lacks is tied to its emulated packet");
        assertTrue(d.link().step() > 0);
        assertEquals(c.rows(), c.matched());
    }

    @Test
    void rowsOnAQueueTheNeffLacksAreListedUnmatched() throws Exception {
        List<IndependentProfile.Packet> more = new ArrayList<>(packets);
        for (int i = 0; i < 3; i++) {
            more.add(new IndependentProfile.Packet("qNotInTheNeff0-Q9-E3", 0, 3, 9, 64));
        }
        IndependentProfile.write(dir, more, i -> true, "7.4.0");
        ProfileComparison c = ProfileCompare.compare(ProfileDir.open(dir), session, 1);
        assertEquals(List.of(new ProfileComparison.Unmatched("qNotInTheNeff0-Q9-E3", 3)), c.unmatched());
        assertEquals(packets.size(), c.matched());
        assertTrue(c.queues().stream().anyMatch(q -> q.status() == QueueStatus.UNKNOWN
                && q.queue().equals("qNotInTheNeff0-Q9-E3") && q.profilePackets() == 3));
    }

    @Test
    void theExportReadBackMatches() throws Exception {
        Path out = dir.resolve("export");
        ProfileExport.Written w = ProfileExport.write(session, out);
        assertEquals((long) packets.size(), w.rows().get("DmaPacket"));
        ProfileDir read = ProfileDir.open(out);
        ProfileComparison c = ProfileCompare.compare(read, session, 1);
        assertEquals(packets.size(), c.rows());
        assertEquals(c.rows(), c.matched());
        assertTrue(c.divergences().isEmpty(), c.divergences().toString());
        assertTrue(c.semaphores().stream().allMatch(s -> s.status().equals("matched")), c.semaphores().toString());
        assertEquals("7.4.0", c.schemaVersion());
        assertTrue(read.table("Metadata").orElseThrow().has("time_unit"));
        assertTrue(Files.exists(out.resolve("SchemaFields.parquet")));
    }

    @Test
    void anotherSchemaVersionIsReadAndSaidSo() throws Exception {
        IndependentProfile.write(dir, packets, i -> true, "7.3.0");
        ProfileComparison c = ProfileCompare.compare(ProfileDir.open(dir), session, 1);
        assertEquals(c.rows(), c.matched());
        assertTrue(c.notes().stream().anyMatch(n -> n.contains("7.3.0") && n.contains("read as 7.4.0")), c.notes()
                .toString());
    }
}
