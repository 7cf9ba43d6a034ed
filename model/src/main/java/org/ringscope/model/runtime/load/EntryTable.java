package org.ringscope.model.runtime.load;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ringscope.model.neff.Engine;

/**
 * The locations of every translated {@code dma} entry, as primitive columns (no object per entry; a
 * program of a million entries costs ~50 bytes each), with a lazily built (queue, id) → rows index.
 */
public final class EntryTable {
    private static final Engine[] ENGINES = Engine.values();

    private final List<QueueProgram> queues;
    private int size;
    private byte[] engine = new byte[16];
    private int[] ints = new int[16 * INTS];
    private long[] bytes = new long[16];
    private volatile Index index;

    private static final int INTS = 11;
    private static final int ENTRY = 0;
    private static final int ID = 1;
    private static final int QP = 2;
    private static final int QUEUE = 3;
    private static final int TX = 4;
    private static final int TXN = 5;
    private static final int RX = 6;
    private static final int RXN = 7;
    private static final int SEM = 8;
    private static final int EVT = 9;
    private static final int SYNC = 10;

    EntryTable(List<QueueProgram> queues) {
        this.queues = queues;
    }

    void add(Engine eng, int entryIndex, int id, int queueProgram, int queue, int txStart, int txCount, int rxStart,
            int rxCount, long byteCount, int semaphore, int event, int syncDescs) {
        if (size == engine.length) {
            int n = size * 2;
            engine = Arrays.copyOf(engine, n);
            ints = Arrays.copyOf(ints, n * INTS);
            bytes = Arrays.copyOf(bytes, n);
        }
        engine[size] = (byte) eng.ordinal();
        int o = size * INTS;
        ints[o + ENTRY] = entryIndex;
        ints[o + ID] = id;
        ints[o + QP] = queueProgram;
        ints[o + QUEUE] = queue;
        ints[o + TX] = txStart;
        ints[o + TXN] = txCount;
        ints[o + RX] = rxStart;
        ints[o + RXN] = rxCount;
        ints[o + SEM] = semaphore;
        ints[o + EVT] = event;
        ints[o + SYNC] = syncDescs;
        bytes[size] = byteCount;
        size++;
        index = null;
    }

    /** Entries translated. */
    public int size() {
        return size;
    }

    /** Row {@code i}, in translation order (engine by engine, entry by entry). */
    public EntryLocation get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("entry row " + i + " of " + size);
        }
        int o = i * INTS;
        QueueProgram qp = queues.get(ints[o + QP]);
        return new EntryLocation(ENGINES[engine[i]], ints[o + ENTRY], ints[o + ID], qp.name(),
                qp.vrings().get(ints[o + QUEUE]).name(), ints[o + QUEUE], ints[o + TX], ints[o + TXN], ints[o + RX],
                ints[o + RXN], bytes[i], ints[o + SEM], ints[o + EVT], ints[o + SYNC]);
    }

    /** The rows of the entries named {@code id} on queue program {@code queueProgram}, in row order. */
    int[] rows(int queueProgram, int id) {
        Index ix = index;
        if (ix == null) {
            ix = new Index();
            index = ix;
        }
        return ix.find(key(queueProgram, id));
    }

    private static long key(int queueProgram, int id) {
        return ((long) queueProgram << 32) | (id & 0xFFFFFFFFL);
    }

    /** Open addressing from (queue program, id) to the first row, chained to the next row of the same key. */
    private final class Index {
        private final long[] keys;
        private final int[] heads;
        private final int[] next;
        private final int mask;

        Index() {
            int cap = Integer.highestOneBit(Math.max(4, size * 2 - 1)) << 1;
            keys = new long[cap];
            heads = new int[cap];
            Arrays.fill(heads, -1);
            next = new int[size];
            mask = cap - 1;
            for (int r = size - 1; r >= 0; r--) {
                long k = key(ints[r * INTS + QP], ints[r * INTS + ID]);
                int s = slot(k);
                next[r] = heads[s];
                keys[s] = k;
                heads[s] = r;
            }
        }

        private int slot(long k) {
            int s = (int) (k * 0x9E3779B97F4A7C15L >>> 40) & mask;
            while (heads[s] >= 0 && keys[s] != k) {
                s = (s + 1) & mask;
            }
            return s;
        }

        int[] find(long k) {
            int s = slot(k);
            List<Integer> out = new ArrayList<>(1);
            for (int r = heads[s]; r >= 0; r = next[r]) {
                out.add(r);
            }
            return out.stream().mapToInt(Integer::intValue).toArray();
        }
    }
}
