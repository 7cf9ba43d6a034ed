package org.ringscope.model.profile;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.InputException;
import org.ringscope.model.io.MemoryBudget;
import org.ringscope.model.profile.parquet.ColumnValues;

/**
 * Reads a profile's {@code DmaPacket} table into {@link ProfilePackets}: the columns the comparison needs, checked
 * for presence and type first (a message naming the file and column when one is missing or of another type), the
 * rows of one execution's time window kept, grouped by queue. The packets are held in primitive columns only if
 * they fit the heap's share ({@link MemoryBudget}); else the profile is refused, naming the rows and the limit.
 */
final class PacketScan {
    static final String TABLE = "DmaPacket";
    static final List<String> COLUMNS = List.of("queue_name", "engine_idx", "queue_idx", "start_ts", "duration_ns",
            "end_ts", "transfer_bytes");

    private PacketScan() {
    }

    /** The packets of {@code t} whose start lies in {@code [from, to]}. */
    static ProfilePackets read(ProfileDir dir, ProfileTable t, long from, long to) throws InputException {
        need(t, "transfer_bytes", true, "each packet's bytes");
        need(t, "start_ts", true, "each packet's time, which orders a queue's packets");
        if (!t.has("queue_name")) {
            need(t, "engine_idx", true, "the packet's queue (there is no queue_name)");
            need(t, "queue_idx", true, "the packet's queue (there is no queue_name)");
        } else {
            need(t, "queue_name", false, "the packet's queue");
        }
        long budget = MemoryBudget.heapShare();
        long per = ProfilePackets.BYTES_PER_PACKET + 8L;
        if (t.rows() * per > budget) {
            throw new InputException(t.file(), -1, "", t.rows() + " packets: holding them takes " + (t.rows() * per >> 20)
                    + " MiB, more than a quarter of the heap (" + (budget >> 20) + " MiB); "
                    + MemoryBudget.explain(budget, "-Xmx"));
        }
        int n = (int) t.rows();
        long[] row = new long[n];
        long[] start = new long[n];
        int[] dur = new int[n];
        long[] bytes = new long[n];
        int[] queue = new int[n];
        List<String> names = new ArrayList<>();
        Map<String, Integer> ids = new HashMap<>();
        int[] kept = {0};
        dir.scan(t, COLUMNS, (first, c) -> {
            ColumnValues name = c[0];
            for (int i = 0; i < c[6].size(); i++) {
                long s = c[3].longAt(i, Long.MIN_VALUE);
                if (s == Long.MIN_VALUE || s < from || s > to) {
                    continue;
                }
                String q = name != null && !name.isNull(i) ? name.textAt(i)
                        : QueueNamesText.of(c[1], c[2], i);
                int id = ids.computeIfAbsent(q, k -> {
                    names.add(k);
                    return names.size() - 1;
                });
                int k = kept[0]++;
                row[k] = first + i;
                start[k] = s;
                long d = c[4] != null ? c[4].longAt(i, 0) : c[5] != null ? c[5].longAt(i, s) - s : 0;
                dur[k] = (int) Math.max(0, Math.min(Integer.MAX_VALUE, d));
                bytes[k] = c[6].longAt(i, 0);
                queue[k] = id;
            }
        });
        return group(names, kept[0], row, start, dur, bytes, queue);
    }

    private static void need(ProfileTable t, String column, boolean integer, String why) throws InputException {
        ProfileColumn c = t.columns().stream().filter(x -> x.name().equals(column)).findFirst().orElse(null);
        if (c == null) {
            throw new InputException(t.file(), -1, column, "absent: the comparison needs " + why);
        }
        boolean isInt = c.type().startsWith("int");
        if (integer != isInt) {
            throw new InputException(t.file(), -1, column, "is " + c.type() + ", not " + (integer ? "an integer"
                    : "a string") + " (" + why + ")");
        }
    }

    private static ProfilePackets group(List<String> names, int n, long[] row, long[] start, int[] dur, long[] bytes,
            int[] queue) {
        int[] first = new int[names.size() + 1];
        for (int i = 0; i < n; i++) {
            first[queue[i] + 1]++;
        }
        for (int q = 0; q < names.size(); q++) {
            first[q + 1] += first[q];
        }
        int[] at = Arrays.copyOf(first, first.length);
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[at[queue[i]]++] = i;
        }
        for (int q = 0; q < names.size(); q++) {
            sortByStart(order, first[q], first[q + 1], start, row);
        }
        long[] r2 = new long[n];
        long[] s2 = new long[n];
        int[] d2 = new int[n];
        long[] b2 = new long[n];
        for (int p = 0; p < n; p++) {
            int i = order[p];
            r2[p] = row[i];
            s2[p] = start[i];
            d2[p] = dur[i];
            b2[p] = bytes[i];
        }
        return new ProfilePackets(names, first, r2, s2, d2, b2);
    }

    /** Sorts {@code order[from, to)} by start time, then row; a slice already in order (the usual case) is left. */
    static void sortByStart(int[] order, int from, int to, long[] start, long[] row) {
        boolean sorted = true;
        for (int i = from + 1; i < to && sorted; i++) {
            sorted = !after(order[i - 1], order[i], start, row);
        }
        if (sorted) {
            return;
        }
        int[] buf = new int[to - from];
        for (int width = 1; width < to - from; width *= 2) {
            for (int lo = from; lo < to - width; lo += 2 * width) {
                int mid = lo + width;
                int hi = Math.min(lo + 2 * width, to);
                int i = lo;
                int j = mid;
                int k = 0;
                while (i < mid && j < hi) {
                    buf[k++] = after(order[i], order[j], start, row) ? order[j++] : order[i++];
                }
                while (i < mid) {
                    buf[k++] = order[i++];
                }
                while (j < hi) {
                    buf[k++] = order[j++];
                }
                System.arraycopy(buf, 0, order, lo, k);
            }
        }
    }

    private static boolean after(int a, int b, long[] start, long[] row) {
        return start[a] > start[b] || start[a] == start[b] && row[a] > row[b];
    }
}
