package org.ringscope.model.device;

import java.util.Arrays;
import org.ringscope.model.trace.StateHash;

/**
 * The state of every initialised DMA ring, as primitive rows (no object per ring): one row of
 * {@link #FIELDS} longs per ring, TX (m2s) and RX (s2m) rows for each queue. Software cursors follow
 * {@code sw_dma_queue_t} / {@code struct udma_q} (docs/reference/udma-rings-and-doorbells.md); hardware cursors the queue registers
 * ({@code drhp} head, {@code drtp} tail; docs/reference/udma-rings-and-doorbells.md). A checkpoint copies the rows (shared until the
 * next change).
 */
final class QueueTable {
    static final int BASE = 0;
    static final int COUNT = 1;
    /** {@code sw_dma_queue_t.next_desc_idx} / {@code udma_q.next_desc_idx}: the producer. */
    static final int NEXT_DESC = 2;
    /** {@code desc_ring_id}: the producer's phase, 1 at init, {@code (id+1) & 3} on each wrap. */
    static final int SW_RING_ID = 3;
    /** {@code udma_q.next_cdesc_idx}: the software consumer (acked). */
    static final int NEXT_CDESC = 4;
    /** Hardware head ({@code drhp}): the next descriptor the engine processes. */
    static final int HEAD = 5;
    /** The ring id the engine expects at its head: 1 at init, +1 mod 4 per wrap. */
    static final int HEAD_RING_ID = 6;
    /** Hardware tail ({@code drtp}): where the next doorbell's descriptors end. */
    static final int TAIL = 7;
    /** Descriptors handed to the engine and not yet processed. */
    static final int PENDING = 8;
    /** Sequence number of the ring's last doorbell (the run order). */
    static final int DOORBELL_SEQ = 9;
    static final int FLAGS = 10;
    static final int DESCS = 11;
    static final int BYTES = 12;
    static final int PACKETS = 13;
    static final int FIELDS = 14;

    static final long F_BUSY = 1;
    static final long F_ABORTED = 2;
    static final int ORDER_SHIFT = 2;
    static final long ORDER_MASK = 3L << ORDER_SHIFT;

    private final int ringCount;
    private int[] slotOf;
    private long[] rows = new long[0];
    private int slots;
    private boolean shared;
    private State last;

    record State(int[] slotOf, long[] rows, int slots) {
    }

    QueueTable(int queueCount) {
        this.ringCount = queueCount * 2;
        this.slotOf = new int[ringCount];
        Arrays.fill(slotOf, -1);
    }

    static int ring(int queue, int dir) {
        return queue * 2 + dir;
    }

    int slot(int ring) {
        return slotOf[ring];
    }

    boolean initialized(int ring) {
        return slotOf[ring] >= 0;
    }

    long get(int ring, int field) {
        int s = slotOf[ring];
        if (s < 0) {
            throw new IllegalStateException("ring " + ring + " is not initialised");
        }
        return rows[s * FIELDS + field];
    }

    void set(int ring, int field, long v) {
        unshare();
        rows[slotOf[ring] * FIELDS + field] = v;
    }

    void add(int ring, int field, long d) {
        unshare();
        rows[slotOf[ring] * FIELDS + field] += d;
    }

    /** A row for {@code ring} (new or existing), all fields zero. */
    void init(int ring) {
        unshare();
        if (slotOf[ring] < 0) {
            slotOf = slotOf.clone();
            slotOf[ring] = slots++;
            if (slots * FIELDS > rows.length) {
                rows = Arrays.copyOf(rows, Math.max(slots * FIELDS, rows.length * 2));
            }
        }
        Arrays.fill(rows, slotOf[ring] * FIELDS, (slotOf[ring] + 1) * FIELDS, 0);
    }

    /** Forgets {@code ring}'s row (a revert of its first initialisation); the row must be the last slot. */
    void uninit(int ring) {
        unshare();
        int s = slotOf[ring];
        if (s != slots - 1) {
            throw new IllegalStateException("ring " + ring + " is not the last initialised");
        }
        slotOf = slotOf.clone();
        slotOf[ring] = -1;
        slots--;
    }

    long[] row(int ring) {
        int s = slotOf[ring];
        return Arrays.copyOfRange(rows, s * FIELDS, (s + 1) * FIELDS);
    }

    void setRow(int ring, long[] row) {
        unshare();
        System.arraycopy(row, 0, rows, slotOf[ring] * FIELDS, FIELDS);
    }

    private void unshare() {
        if (shared) {
            rows = rows.clone();
            shared = false;
            last = null;
        }
    }

    State snapshot() {
        if (last == null) {
            last = new State(slotOf, rows, slots);
        }
        shared = true;
        return last;
    }

    void restore(State s) {
        slotOf = s.slotOf();
        rows = s.rows();
        slots = s.slots();
        shared = true;
        last = s;
    }

    int ringCount() {
        return ringCount;
    }

    long hash() {
        long h = slots;
        for (int r = 0; r < ringCount; r++) {
            int s = slotOf[r];
            if (s >= 0) {
                h = StateHash.combine(h, r);
                h = StateHash.combine(h, rows, s * FIELDS, FIELDS);
            }
        }
        return h;
    }

    long bytes() {
        return 4L * slotOf.length + 8L * rows.length;
    }
}
