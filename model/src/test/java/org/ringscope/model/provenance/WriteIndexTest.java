package org.ringscope.model.provenance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.DeviceConditions;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.Runs;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.trace.Condition;
import org.ringscope.model.trace.Journal;

/**
 * The write index against a plain backward scan with the device's own "memory written" condition
 * ({@link DeviceConditions#memoryWritten}), on the sample's run: the same last writer for bytes every kind of record
 * wrote, at random steps; and a new history trims it.
 */
class WriteIndexTest {
    private static EmulationSession sample() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Runs.sample()), RunOptions.defaults().withInspect(true));
        s.run();
        return s;
    }

    private static int scan(EmulationSession s, long addr, long len, int before) {
        Condition c = DeviceConditions.memoryWritten(s.device(), addr, len);
        for (int i = before - 1; i >= 0; i--) {
            if (c.matches(s.journal(), i)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void theLastWriterIsTheOneABackwardScanFinds() throws Exception {
        EmulationSession s = sample();
        Journal j = s.journal();
        WriteIndex ix = WriteIndex.of(s.device(), j);
        List<long[]> written = new ArrayList<>();
        for (int i = 0; i < j.size(); i++) {
            int r = i;
            DeviceWrites.forEach(s.device(), j, i, (m, o, l) -> written.add(new long[] {
                DeviceWrites.address(s.device(), m, o), l, r}));
        }
        assertTrue(written.size() > 100, "the sample writes memory: " + written.size());
        SplittableRandom rnd = new SplittableRandom(7);
        int kinds = 0;
        for (int k = 0; k < 400; k++) {
            long[] w = written.get(rnd.nextInt(written.size()));
            long a = w[0] + rnd.nextLong(w[1]);
            long len = 1 + rnd.nextInt(64);
            int before = (int) w[2] + 1 + rnd.nextInt(j.size() - (int) w[2]);
            if (!DeviceWrites.locate(s.device(), a, len, new long[2])) {
                continue;
            }
            WriteIndex.Hit h = ix.lastWrite(a, len, before);
            int want = scan(s, a, len, before);
            assertNotNull(h, String.format("0x%x +%d before %d", a, len, before));
            assertEquals(want, h.record(), String.format("0x%x +%d before %d", a, len, before));
            assertTrue(h.address() < a + len && a < h.address() + h.length(), "the hit overlaps the range: " + h);
            DeviceWrites.Kind kind = DeviceWrites.kind(s.device(), j, h.record());
            kinds |= kind == null ? 1 << 4 : 1 << kind.ordinal(); // null: a vring dump into a pring
        }
        assertEquals(0b1101, kinds & 0b1101, "host writes, ring copies and DMA packets were among the answers");
        assertTrue(ix.bytesPerWriteRecord() <= 16, "bytes a write record: " + ix.bytesPerWriteRecord());
        assertNull(ix.lastWrite(written.get(0)[0], 1, (int) written.get(0)[2]), "nothing before the first write");
    }

    /** The forward twin: the first writer at or after a step is the one a forward scan finds. */
    @Test
    void theNextWriterIsTheOneAForwardScanFinds() throws Exception {
        EmulationSession s = sample();
        Journal j = s.journal();
        WriteIndex ix = WriteIndex.of(s.device(), j);
        List<long[]> written = new ArrayList<>();
        for (int i = 0; i < j.size(); i++) {
            int r = i;
            DeviceWrites.forEach(s.device(), j, i, (m, o, l) -> written.add(new long[] {
                DeviceWrites.address(s.device(), m, o), l, r}));
        }
        SplittableRandom rnd = new SplittableRandom(11);
        int hits = 0;
        for (int k = 0; k < 400; k++) {
            long[] w = written.get(rnd.nextInt(written.size()));
            long a = w[0] + rnd.nextLong(w[1]);
            long len = 1 + rnd.nextInt(64);
            int from = rnd.nextInt((int) w[2] + 2);
            if (!DeviceWrites.locate(s.device(), a, len, new long[2])) {
                continue;
            }
            Condition c = DeviceConditions.memoryWritten(s.device(), a, len);
            int want = -1;
            for (int i = from; i < j.size() && want < 0; i++) {
                want = c.matches(j, i) ? i : -1;
            }
            WriteIndex.Hit h = ix.nextWrite(a, len, from);
            assertEquals(want, recordOrMinus(h), String.format("0x%x +%d from %d", a, len, from));
            hits += h != null ? 1 : 0;
        }
        assertTrue(hits > 300, "the record that wrote each byte is at or after the step asked from: " + hits);
        long[] last = written.get(written.size() - 1);
        assertNull(ix.nextWrite(last[0], 1, j.size()), "nothing at the end");
    }

    @Test
    void aNewHistoryTrimsTheIndexAndIndexesWhatFollows() throws Exception {
        EmulationSession s = sample();
        Journal j = s.journal();
        WriteIndex ix = WriteIndex.of(s.device(), j);
        long total = ix.writeRecords();
        long addr = Provenance.of(s).addressOf("y", 0).orElseThrow();
        WriteIndex.Hit last = ix.lastWrite(addr, 1, j.size());
        assertNotNull(last);
        Chain before = Provenance.why(s, addr, 1, j.size(), 4);
        assertEquals(Row.Write.Kind.DMA, before.writes().get(0).kind(), before.rows().toString());
        s.seek(last.record());
        s.device().write(addr, new byte[] {42});
        assertEquals(last.record() + 1, j.size(), "the host write replaced the history after the cursor");
        WriteIndex.Hit now = ix.lastWrite(addr, 1, j.size());
        assertEquals(last.record(), now.record(), "the new host write is record " + last.record());
        assertEquals(DeviceWrites.Kind.HOST_WRITE, DeviceWrites.kind(s.device(), j, now.record()));
        assertTrue(ix.writeRecords() < total, ix.writeRecords() + " of " + total);
        assertEquals(scan(s, addr + 1, 1, j.size()), recordOrMinus(ix.lastWrite(addr + 1, 1, j.size())));
        Chain after = Provenance.why(s, addr, 1, j.size(), 4);
        assertEquals(Row.Write.Kind.HOST_WRITE, after.writes().get(0).kind(), "the new history's write: " + after.rows());
        assertEquals(1, after.writes().size());
    }

    @Test
    void rangeQueriesFindWhatARecordByRecordScanFinds() throws Exception {
        EmulationSession s = sample();
        Journal j = s.journal();
        WriteIndex ix = WriteIndex.of(s.device(), j);
        List<long[]> writes = new ArrayList<>();
        for (int i = 0; i < j.size(); i++) {
            DeviceWrites.forEach(s.device(), j, i, (m, o, l) -> writes.add(new long[] {m, o}));
        }
        SplittableRandom rnd = new SplittableRandom(11);
        int nonEmpty = 0;
        for (int k = 0; k < 60; k++) {
            long[] near = writes.get(rnd.nextInt(writes.size()));
            int memory = (int) near[0];
            long off = Math.max(0, near[1] - rnd.nextLong(1 << 16)) & ~(k % 2 == 0 ? 0xFFFL : 0);
            long len = 1 + rnd.nextLong(1 << (4 + rnd.nextInt(17)));
            int from = rnd.nextInt(j.size());
            int to = from + rnd.nextInt(j.size() - from + 1);
            List<String> want = new ArrayList<>();
            int[] pages = new int[(int) (((off + len - 1) >>> WriteIndex.PAGE_SHIFT) - (off >>> WriteIndex.PAGE_SHIFT) + 1)];
            long page0 = off >>> WriteIndex.PAGE_SHIFT;
            long pagesFrom = page0 << WriteIndex.PAGE_SHIFT;
            long pagesTo = (page0 + pages.length) << WriteIndex.PAGE_SHIFT;
            for (int i = from; i < to; i++) {
                int r = i;
                ix.forEachWrite(memory, off, len, i, i + 1, (rec, m, o, l) -> {
                    want.add(rec + ":" + m + ":" + o + ":" + l);
                    assertEquals(r, rec);
                });
                Set<Long> seen = new HashSet<>();
                ix.forEachWrite(memory, pagesFrom, pagesTo - pagesFrom, i, i + 1, (rec, m, o, l) -> {
                    for (long p = Math.max(o, pagesFrom) >>> WriteIndex.PAGE_SHIFT;
                            p <= (Math.min(o + l, pagesTo) - 1) >>> WriteIndex.PAGE_SHIFT; p++) {
                        if (seen.add(p)) {
                            pages[(int) (p - page0)]++;
                        }
                    }
                });
            }
            List<String> got = new ArrayList<>();
            ix.forEachWrite(memory, off, len, from, to, (rec, m, o, l) -> got.add(rec + ":" + m + ":" + o + ":" + l));
            assertEquals(want, got, "memory " + memory + " 0x" + Long.toHexString(off) + " +" + len + " [" + from
                    + ", " + to + ")");
            assertArrayEquals(pages, ix.pageCounts(memory, off, len, from, to));
            nonEmpty += got.isEmpty() ? 0 : 1;
        }
        assertTrue(nonEmpty > 5, "ranges that some record wrote: " + nonEmpty);
    }

    private static int recordOrMinus(WriteIndex.Hit h) {
        return h == null ? -1 : h.record();
    }
}
