package org.ringscope.model.device;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;

/**
 * A QINIT record decoded ({@link DeviceRecords}): the rows the queue's two rings had before ({@code null}
 * where a ring did not exist), and the bases and descriptor counts it was initialised with. The one reader
 * of that payload: the device's redo and revert, its walk and its events all decode it here.
 */
record QueueInitRecord(long[] oldTx, long[] oldRx, long txBase, int txCount, long rxBase, int rxCount) {

    /** Decodes QINIT record {@code i} of {@code j}. */
    static QueueInitRecord read(Journal j, int i) {
        ArenaReader r = j.payload(i);
        long[] tx = r.getVar() != 0 ? row(r) : null;
        long[] rx = r.getVar() != 0 ? row(r) : null;
        long txBase = r.getSigned();
        int txCount = r.getVarInt();
        long rxBase = r.getSigned();
        return new QueueInitRecord(tx, rx, txBase, txCount, rxBase, r.getVarInt());
    }

    /** The old row of direction {@code d} (0 TX, 1 RX), or {@code null}. */
    long[] old(int d) {
        return d == 0 ? oldTx : oldRx;
    }

    private static long[] row(ArenaReader r) {
        long[] row = new long[QueueTable.FIELDS];
        for (int f = 0; f < row.length; f++) {
            row[f] = r.getSigned();
        }
        return row;
    }
}
