package org.ringscope.model.device;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.trace.IntList;
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
    /** The pages: sorted keys, {@code start[k]..start[k + 1]} their records in {@code recs}, ascending. */
    private long[] keys = new long[0];
    private int[] start = {0};
    private int[] recs = new int[0];
    /** Pages of the records indexed by the current {@link #update()}, merged into the table at its end. */
    private final Map<Long, IntList> pending = new HashMap<>();
    /** The page {@link #add} wrote last (a packet's ranges are mostly on one page). */
    private long lastKey;
    private IntList lastList;
    private final IntList wide = new IntList();
    private int built;
    private long writeRecords;
    private long entries;

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
        int n = 0;
        int kept = 0;
        int[] nstart = new int[keys.length + 1];
        for (int k = 0; k < keys.length; k++) {
            int from = start[k];
            int to = below(start[k], start[k + 1], newSize);
            if (to > from) {
                keys[kept] = keys[k];
                nstart[kept] = n;
                System.arraycopy(recs, from, recs, n, to - from);
                n += to - from;
                kept++;
            }
        }
        nstart[kept] = n;
        keys = Arrays.copyOf(keys, kept);
        start = Arrays.copyOf(nstart, kept + 1);
        recs = Arrays.copyOf(recs, n);
        wide.truncateFrom(newSize);
        built = newSize;
        entries = n + wide.size();
        writeRecords = -1; // recounted on the next extension
    }

    /** The first position in {@code recs[from, to)} whose record is not below {@code v}. */
    private int below(int from, int to, int v) {
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (recs[mid] < v) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The records of page {@code key}: {from, to} in {@code recs}, or null. */
    private int[] page(long key) {
        int k = Arrays.binarySearch(keys, key);
        return k < 0 ? null : new int[] {start[k], start[k + 1]};
    }

    /** Merges {@link #pending} into the table (its records all come after the table's). */
    private void merge() {
        if (pending.isEmpty()) {
            return;
        }
        long[] add = pending.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
        long[] nkeys = new long[keys.length + add.length];
        int[] nstart = new int[nkeys.length + 1];
        int total = recs.length;
        for (IntList l : pending.values()) {
            total += l.size();
        }
        int[] nrecs = new int[total];
        int a = 0;
        int b = 0;
        int k = 0;
        int n = 0;
        while (a < keys.length || b < add.length) {
            long key = b == add.length || (a < keys.length && keys[a] <= add[b]) ? keys[a] : add[b];
            nkeys[k] = key;
            nstart[k] = n;
            if (a < keys.length && keys[a] == key) {
                System.arraycopy(recs, start[a], nrecs, n, start[a + 1] - start[a]);
                n += start[a + 1] - start[a];
                a++;
            }
            if (b < add.length && add[b] == key) {
                IntList l = pending.get(key);
                for (int x = 0; x < l.size(); x++) {
                    nrecs[n++] = l.get(x);
                }
                b++;
            }
            k++;
        }
        nstart[k] = n;
        keys = Arrays.copyOf(nkeys, k);
        start = Arrays.copyOf(nstart, k + 1);
        recs = nrecs;
        pending.clear();
        lastList = null;
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
            if (writes(i, this::add)) {
                writeRecords++;
            }
        }
        built = size;
        merge();
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

    private void add(int record, int memory, long off, long len) {
        long p0 = off >>> PAGE_SHIFT;
        long p1 = (off + len - 1) >>> PAGE_SHIFT;
        if (p1 - p0 >= WIDE_PAGES) {
            addOnce(wide, record);
            return;
        }
        for (long p = p0; p <= p1; p++) {
            long key = key(memory, p);
            if (key != lastKey || lastList == null) {
                lastList = pending.computeIfAbsent(key, k -> new IntList());
                lastKey = key;
            }
            addOnce(lastList, record);
        }
    }

    /** Adds {@code record} unless it is already the list's last (a record's ranges on one page count once). */
    private void addOnce(IntList l, int record) {
        if (l.size() == 0 || l.get(l.size() - 1) != record) {
            l.add(record);
            entries++;
        }
    }

    /** The page bits of a key. */
    private static final long PAGE_MASK = (1L << 52) - 1;

    private static long key(int memory, long page) {
        return (long) memory << 52 | page;
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
            int[] seg = page(key(memory, p));
            if (seg == null) {
                continue;
            }
            for (int k = below(seg[0], seg[1], stop) - 1; k >= seg[0] && (best == null || recs[k] > best.record()); k--) {
                Hit h = verify(recs[k], memory, off, len);
                if (h != null) {
                    best = h;
                    break;
                }
            }
        }
        for (int k = wide.lowerBound(stop) - 1; k >= 0 && (best == null || wide.get(k) > best.record()); k--) {
            Hit h = verify(wide.get(k), memory, off, len);
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
            int[] seg = page(key(memory, p));
            if (seg == null) {
                continue;
            }
            for (int k = below(seg[0], seg[1], lo); k < seg[1] && (best == null || recs[k] < best.record()); k++) {
                Hit h = verify(recs[k], memory, off, len);
                if (h != null) {
                    best = h;
                    break;
                }
            }
        }
        for (int k = wide.lowerBound(lo); k < wide.size() && (best == null || wide.get(k) < best.record()); k++) {
            Hit h = verify(wide.get(k), memory, off, len);
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
        for (int r : candidates(memory, off, len, from, to)) {
            Hit h = verify(r, memory, off, len);
            if (h != null) {
                out.add(h);
            }
        }
        return out;
    }

    /**
     * The records of {@code [from, to)} the table lists on a page of {@code [off, off + len)} of {@code memory}, or
     * in the wide list: ascending, each once. A candidate may have written the page outside the range.
     */
    private int[] candidates(int memory, long off, long len, int from, int to) {
        update();
        IntList cands = new IntList();
        long k1 = key(memory, (off + len - 1) >>> PAGE_SHIFT);
        int k = Arrays.binarySearch(keys, key(memory, off >>> PAGE_SHIFT));
        for (k = k < 0 ? -k - 1 : k; k < keys.length && keys[k] <= k1; k++) {
            for (int x = below(start[k], start[k + 1], from); x < start[k + 1] && recs[x] < to; x++) {
                cands.add(recs[x]);
            }
        }
        for (int x = wide.lowerBound(from); x < wide.size() && wide.get(x) < to; x++) {
            cands.add(wide.get(x));
        }
        int[] order = new int[cands.size()];
        for (int x = 0; x < order.length; x++) {
            order[x] = cands.get(x);
        }
        Arrays.sort(order);
        int n = 0;
        for (int x = 0; x < order.length; x++) {
            if (x == 0 || order[x] != order[x - 1]) {
                order[n++] = order[x];
            }
        }
        return Arrays.copyOf(order, n);
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
        for (int r : candidates(memory, off, len, lo, hi)) {
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
        long k1 = key(memory, p1);
        int k = Arrays.binarySearch(keys, key(memory, p0));
        for (k = k < 0 ? -k - 1 : k; k < keys.length && keys[k] <= k1; k++) {
            counts[(int) ((keys[k] & PAGE_MASK) - p0)] += below(start[k], start[k + 1], hi)
                    - below(start[k], start[k + 1], lo);
        }
        int[] last = new int[counts.length];
        Arrays.fill(last, -1);
        for (int x = wide.lowerBound(lo); x < wide.size() && wide.get(x) < hi; x++) {
            writes(wide.get(x), (rec, m, o, l) -> {
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
        return entries;
    }

    /** The index's memory: 4 bytes an entry, 12 a page, the wide list's capacity. */
    public long bytes() {
        update();
        return 8L * keys.length + 4L * start.length + 4L * recs.length + 4L * wide.size() + 64;
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
