package org.ringscope.model.profile;

import java.util.Arrays;
import java.util.List;

/**
 * The profile's DMA packets of one execution, in primitive columns (no object per packet): each packet's row in
 * {@code DmaPacket}, start time, duration and bytes, grouped by the queue it names and sorted within it by start
 * time (then row) — the order a queue processed them. Queue {@code q}'s packets are positions
 * {@code [first(q), first(q + 1))}.
 */
public final class ProfilePackets {
    private final List<String> queues;
    private final int[] first;
    private final long[] row;
    private final long[] start;
    private final int[] duration;
    private final long[] bytes;

    ProfilePackets(List<String> queues, int[] first, long[] row, long[] start, int[] duration, long[] bytes) {
        this.queues = List.copyOf(queues);
        this.first = first;
        this.row = row;
        this.start = start;
        this.duration = duration;
        this.bytes = bytes;
    }

    /** The queue names the packets carry, in the order first seen. */
    public List<String> queues() {
        return queues;
    }

    /** Packets over all queues. */
    public int size() {
        return row.length;
    }

    public int first(int queue) {
        return first[queue];
    }

    public int count(int queue) {
        return first[queue + 1] - first[queue];
    }

    /** The queue of position {@code p}. */
    public int queueOf(int p) {
        int i = Arrays.binarySearch(first, p);
        if (i >= 0) {
            while (i + 1 < first.length && first[i + 1] == p) {
                i++;
            }
            return i;
        }
        return -i - 2;
    }

    /** The packet's row in the {@code DmaPacket} table (over its files). */
    public long row(int p) {
        return row[p];
    }

    public long start(int p) {
        return start[p];
    }

    public long end(int p) {
        return start[p] + Math.max(0, duration[p]);
    }

    public long bytes(int p) {
        return bytes[p];
    }

    /** The position of {@code DmaPacket} row {@code r}, or -1 when not among these packets. */
    public int positionOfRow(long r) {
        for (int p = 0; p < row.length; p++) {
            if (row[p] == r) {
                return p;
            }
        }
        return -1;
    }

    /** Bytes held per packet (for the benches' accounting). */
    public static final int BYTES_PER_PACKET = 8 + 8 + 4 + 8;
}
