package org.ringscope.model.device;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalEvent;
import org.ringscope.model.trace.JournalListener;
import org.ringscope.model.vring.VringDomain;

/**
 * Which record wrote which device memory bytes: every host write and fill, every descriptor copy into a ring,
 * every vring dump into a pring in device memory and every memory write of a DMA packet, indexed by 4 KiB page
 * (decision 1270). Each page keeps the ascending indices of the records that wrote it (4 bytes a record and page),
 * all pages in one compressed sparse row table (a sorted array of page keys, their first positions and one array
 * of record indices: 12 bytes a page); a record spanning more than {@value #WIDE_PAGES} pages (a large host
 * copy-in, a ring dump) is kept once in a separate list instead. A query binary-searches the pages of its range
 * and checks each candidate against the ranges the record really wrote, read back from the record.
 *
 * <p>Built lazily, in one pass over the records the first time it is asked, and extended over records
 * appended since; a truncated history trims it (it listens to the journal). Read on the journal's thread.
 */
public final class WriteIndex {
    /** Bytes of a page of the index. */
    public static final int PAGE_SHIFT = 12;
    /** A record that writes more pages than this is kept in the wide list. */
    public static final int WIDE_PAGES = 16;

    /**
     * One write: record {@code record} wrote {@code [offset, offset + length)} of memory {@code memory} (a journal
     * memory id), at device address {@code address}.
     */
    public record Hit(int record, int memory, long offset, long length, long address) {
        /** One past the last byte written. */
        public long end() {
            return offset + length;
        }
    }

    private final Device dev;
    private final Journal journal;
    private final VringDomain vrings;
    private final WritePages pages = new WritePages();
    private int built;
    private long writeRecords;

    private WriteIndex(Device dev, Journal journal) {
        this.dev = dev;
        this.journal = journal;
        this.vrings = VringDomain.of(journal);
        journal.addListener(new Trim(this));
    }

    /** The index over {@code dev}'s writes in {@code journal}; nothing is read until the first query. */
    public static WriteIndex of(Device dev, Journal journal) {
        return new WriteIndex(dev, journal);
    }

    /** Drops what the index holds for records a new history discarded. */
    private record Trim(WriteIndex ix) implements JournalListener {
        @Override
        public void onEvent(JournalEvent e) {
            if (e instanceof JournalEvent.Truncated t) {
                ix.truncate(t.newSize());
            } else if (e instanceof JournalEvent.Reset) {
                ix.truncate(0);
            }
        }
    }

    private void truncate(int newSize) {
        if (newSize >= built) {
            return;
        }
        pages.truncate(newSize);
        built = newSize;
        writeRecords = -1; // recounted on the next extension
    }

    /** Indexes the records appended since the last query. */
    public void update() {
        int size = journal.size();
        if (writeRecords < 0) {
            writeRecords = 0;
            for (int i = 0; i < built; i++) {
                writeRecords += writes(i, null) ? 1 : 0;
            }
        }
        for (int i = built; i < size; i++) {
            if (writes(i, (rec, m, o, l) -> pages.add(rec, m, o, l))) {
                writeRecords++;
            }
        }
        built = size;
        pages.merge();
    }

    /** Receives one range a record wrote: the record, the memory (a journal memory id), offset and length. */
    @FunctionalInterface
    public interface Sink {
        void write(int record, int memory, long offset, long len);
    }

    /** Whether record {@code i} wrote memory; each range to {@code sink} (when not null). */
    private boolean writes(int i, Sink sink) {
        if (DeviceWrites.kind(dev, journal, i) != null) {
            boolean[] any = {false};
            DeviceWrites.forEach(dev, journal, i, (m, o, l) -> {
                if (l > 0) {
                    any[0] = true;
                    if (sink != null) {
                        sink.write(i, m, o, l);
                    }
                }
            });
            return any[0];
        }
        long[] d = dump(i);
        if (d == null) {
            return false;
        }
        if (sink != null) {
            sink.write(i, (int) d[0], d[1], d[2]);
        }
        return true;
    }

    /** A vring dump into a pring in HBM as {memory, offset, length}, or null. */
    private long[] dump(int i) {
        if (!vrings.owns(i) || !vrings.isDump(i)) {
            return null;
        }
        VringDomain.Dump d = vrings.dumpOf(i);
        if (d.pring().memory() == null || d.pring().memory().deviceAddress() < 0) {
            return null;
        }
        long[] loc = new long[2];
        long addr = d.pring().memory().deviceAddress() + d.pring().ringOffsetBytes();
        if (!DeviceWrites.locate(dev, addr, 16L * d.paddedSize(), loc)) {
            return null;
        }
        return new long[] {loc[0], loc[1], 16L * d.paddedSize()};
    }

    /**
     * The last record before step {@code before} (a record {@code < before}) that wrote any byte of device address
     * range {@code [addr, addr + len)}, with the range it wrote that overlaps it; {@code null} when none did (or the
     * range is not device memory).
     */
    public Hit lastWrite(long addr, long len, int before) {
        long[] loc = locate(addr, len);
        return loc == null ? null : lastWrite((int) loc[0], loc[1], len, before);
    }

    /** {memory, offset} of a device address range in one memory, or null. */
    private long[] locate(long addr, long len) {
        long[] loc = new long[2];
        return len > 0 && DeviceWrites.locate(dev, addr, len, loc) ? loc : null;
    }

    /** As {@link #lastWrite(long, long, int)}, for a range of memory {@code memory} (a journal memory id). */
    public Hit lastWrite(int memory, long off, long len, int before) {
        update();
        int stop = Math.min(before, journal.size());
        Hit best = null;
        long p0 = off >>> PAGE_SHIFT;
        long p1 = (off + len - 1) >>> PAGE_SHIFT;
        for (long p = p0; p <= p1; p++) {
            int[] seg = pages.page(WritePages.key(memory, p));
            if (seg == null) {
                continue;
            }
            for (int k = pages.below(seg[0], seg[1], stop) - 1; k >= seg[0] && (best == null || pages.rec(k) > best.record());
                    k--) {
                Hit h = verify(pages.rec(k), memory, off, len);
                if (h != null) {
                    best = h;
                    break;
                }
            }
        }
        for (int k = pages.wide().lowerBound(stop) - 1; k >= 0 && (best == null || pages.wide().get(k) > best.record()); k--) {
            Hit h = verify(pages.wide().get(k), memory, off, len);
            if (h != null) {
                best = h;
                break;
            }
        }
        return best;
    }

    /**
     * The first record at or after {@code from} that wrote any byte of device address range {@code [addr, addr +
     * len)}, with the range it wrote that overlaps it; {@code null} when none did (or the range is not device memory).
     * The forward twin of {@link #lastWrite(long, long, int)}.
     */
    public Hit nextWrite(long addr, long len, int from) {
        long[] loc = locate(addr, len);
        return loc == null ? null : nextWrite((int) loc[0], loc[1], len, from);
    }

    /** As {@link #nextWrite(long, long, int)}, for a range of memory {@code memory} (a journal memory id). */
    public Hit nextWrite(int memory, long off, long len, int from) {
        update();
        int lo = Math.max(0, from);
        Hit best = null;
        long p0 = off >>> PAGE_SHIFT;
        long p1 = (off + len - 1) >>> PAGE_SHIFT;
        for (long p = p0; p <= p1; p++) {
            int[] seg = pages.page(WritePages.key(memory, p));
            if (seg == null) {
                continue;
            }
            for (int k = pages.below(seg[0], seg[1], lo); k < seg[1] && (best == null || pages.rec(k) < best.record());
                    k++) {
                Hit h = verify(pages.rec(k), memory, off, len);
                if (h != null) {
                    best = h;
                    break;
                }
            }
        }
        for (int k = pages.wide().lowerBound(lo); k < pages.wide().size() && (best == null || pages.wide().get(k) < best.record()); k++) {
            Hit h = verify(pages.wide().get(k), memory, off, len);
            if (h != null) {
                best = h;
                break;
            }
        }
        return best;
    }

    /** Every write of {@code [off, off + len)} of {@code memory} by records {@code [from, to)}, in record order. */
    public List<Hit> writes(int memory, long off, long len, int from, int to) {
        List<Hit> out = new ArrayList<>();
        update();
        for (int r : pages.candidates(memory, off, len, from, to)) {
            Hit h = verify(r, memory, off, len);
            if (h != null) {
                out.add(h);
            }
        }
        return out;
    }

    /** Step ranges up to this many records are read record by record, without the index. */
    private static final int SCAN = 64;

    /**
     * Every range records {@code [from, to)} wrote that overlaps {@code [off, off + len)} of memory {@code memory},
     * record by record in order, each record's ranges in its own order (unclipped).
     */
    public void forEachWrite(int memory, long off, long len, int from, int to, Sink sink) {
        int lo = Math.max(0, from);
        int hi = Math.min(to, journal.size());
        if (len <= 0 || lo >= hi) {
            return;
        }
        Sink clip = (rec, m, o, l) -> {
            if (m == memory && o < off + len && off < o + l) {
                sink.write(rec, m, o, l);
            }
        };
        if (hi - lo <= SCAN) {
            for (int i = lo; i < hi; i++) {
                writes(i, clip);
            }
            return;
        }
        update();
        for (int r : pages.candidates(memory, off, len, lo, hi)) {
            writes(r, clip);
        }
    }

    /**
     * Records of {@code [from, to)} that wrote each whole page {@code [off, off + len)} touches in memory
     * {@code memory}: {@code counts[p]} for the page {@code p} pages after the one holding {@code off} (a record
     * writing a page twice counts once), read from the table's page lists without decoding a record but the wide
     * ones.
     */
    public int[] pageCounts(int memory, long off, long len, int from, int to) {
        long p0 = off >>> PAGE_SHIFT;
        long p1 = (off + Math.max(1, len) - 1) >>> PAGE_SHIFT;
        int[] counts = new int[(int) (p1 - p0 + 1)];
        int lo = Math.max(0, from);
        int hi = Math.min(to, journal.size());
        if (len <= 0 || lo >= hi) {
            return counts;
        }
        update();
        pages.countPages(memory, p0, p1, lo, hi, counts);
        int[] last = new int[counts.length];
        Arrays.fill(last, -1);
        for (int x = pages.wide().lowerBound(lo); x < pages.wide().size() && pages.wide().get(x) < hi; x++) {
            writes(pages.wide().get(x), (rec, m, o, l) -> {
                long a = Math.max(o, p0 << PAGE_SHIFT);
                long b = Math.min(o + l, (p1 + 1) << PAGE_SHIFT);
                for (long p = a >>> PAGE_SHIFT; m == memory && a < b && p <= (b - 1) >>> PAGE_SHIFT; p++) {
                    int i = (int) (p - p0);
                    if (last[i] != rec) {
                        last[i] = rec;
                        counts[i]++;
                    }
                }
            });
        }
        return counts;
    }

    /** The range record {@code r} wrote that overlaps {@code [off, off + len)} of {@code memory} (the first), or null. */
    private Hit verify(int r, int memory, long off, long len) {
        Hit[] hit = {null};
        Sink check = (rec, m, o, l) -> {
            if (hit[0] == null && m == memory && o < off + len && off < o + l) {
                hit[0] = new Hit(rec, m, o, l, DeviceWrites.address(dev, m, o));
            }
        };
        writes(r, check);
        return hit[0];
    }

    /** Records that wrote memory, indexed so far. */
    public long writeRecords() {
        update();
        return writeRecords;
    }

    /** Record indices the index holds (a record once per page it wrote, or once in the wide list). */
    public long entries() {
        update();
        return pages.entries();
    }

    /** The index's memory: 4 bytes an entry, 12 a page, the wide list's capacity. */
    public long bytes() {
        update();
        return pages.bytes();
    }

    /** {@link #bytes()} per {@link #writeRecords()}: the budget is 16. */
    public double bytesPerWriteRecord() {
        long w = writeRecords();
        return w == 0 ? 0 : (double) bytes() / w;
    }

    /** The device address of byte {@code offset} of memory {@code memory}. */
    public long address(int memory, long offset) {
        return DeviceWrites.address(dev, memory, offset);
    }
}
