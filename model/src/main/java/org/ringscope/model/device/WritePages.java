package org.ringscope.model.device;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.ringscope.model.trace.IntList;

/**
 * The write index's table: per 4 KiB page of a journal memory the ascending indices of the records that wrote it
 * (4 bytes a record and page), all pages in one compressed sparse row table — a sorted array of page keys, their
 * first positions and one array of record indices (12 bytes a page) — and the records too wide for it (more than
 * {@value WriteIndex#WIDE_PAGES} pages) in one list. Records arrive in ascending order; a cut history trims them.
 */
final class WritePages {
    /** The page bits of a key. */
    static final long PAGE_MASK = (1L << 52) - 1;

    /** The pages: sorted keys, {@code start[k]..start[k + 1]} their records in {@code recs}, ascending. */
    private long[] keys = new long[0];
    private int[] start = {0};
    private int[] recs = new int[0];
    /** Pages of the records added since the last {@link #merge()}, merged into the table then. */
    private final Map<Long, IntList> pending = new HashMap<>();
    /** The page {@link #add} wrote last (a packet's ranges are mostly on one page). */
    private long lastKey;
    private IntList lastList;
    private final IntList wide = new IntList();
    private long entries;

    static long key(int memory, long page) {
        return (long) memory << 52 | page;
    }

    /** The records wider than the table takes, ascending. */
    IntList wide() {
        return wide;
    }

    /** The record at position {@code k} of the table. */
    int rec(int k) {
        return recs[k];
    }

    /** Record indices held (a record once per page it wrote, or once in the wide list). */
    long entries() {
        return entries;
    }

    /** The table's memory: 4 bytes an entry, 12 a page, the wide list's capacity. */
    long bytes() {
        return 8L * keys.length + 4L * start.length + 4L * recs.length + 4L * wide.size() + 64;
    }

    /** Keeps only the records before {@code newSize}. */
    void truncate(int newSize) {
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
        entries = n + wide.size();
    }

    /** The first position in {@code recs[from, to)} whose record is not below {@code v}. */
    int below(int from, int to, int v) {
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
    int[] page(long key) {
        int k = Arrays.binarySearch(keys, key);
        return k < 0 ? null : new int[] {start[k], start[k + 1]};
    }

    /** Merges the pages added since into the table (its records all come after the table's). */
    void merge() {
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

    /** Adds one range record {@code record} wrote. */
    void add(int record, int memory, long off, long len) {
        long p0 = off >>> WriteIndex.PAGE_SHIFT;
        long p1 = (off + len - 1) >>> WriteIndex.PAGE_SHIFT;
        if (p1 - p0 >= WriteIndex.WIDE_PAGES) {
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

    /**
     * The records of {@code [from, to)} the table lists on a page of {@code [off, off + len)} of {@code memory}, or
     * in the wide list: ascending, each once. A candidate may have written the page outside the range.
     */
    int[] candidates(int memory, long off, long len, int from, int to) {
        IntList cands = new IntList();
        long k1 = key(memory, (off + len - 1) >>> WriteIndex.PAGE_SHIFT);
        int k = Arrays.binarySearch(keys, key(memory, off >>> WriteIndex.PAGE_SHIFT));
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

    /** Adds to {@code counts[p - p0]} the table's records of {@code [lo, hi)} on each page {@code p} in {@code [p0, p1]}. */
    void countPages(int memory, long p0, long p1, int lo, int hi, int[] counts) {
        long k1 = key(memory, p1);
        int k = Arrays.binarySearch(keys, key(memory, p0));
        for (k = k < 0 ? -k - 1 : k; k < keys.length && keys[k] <= k1; k++) {
            counts[(int) ((keys[k] & PAGE_MASK) - p0)] += below(start[k], start[k + 1], hi)
                    - below(start[k], start[k + 1], lo);
        }
    }
}
