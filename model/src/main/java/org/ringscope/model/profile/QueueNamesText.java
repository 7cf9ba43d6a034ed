package org.ringscope.model.profile;

import org.ringscope.model.profile.parquet.ColumnValues;

/** A packet's queue named from its engine and queue numbers when the profile has no {@code queue_name}. */
final class QueueNamesText {
    private QueueNamesText() {
    }

    static String of(ColumnValues engine, ColumnValues queue, int i) {
        long e = engine == null ? -1 : engine.longAt(i, -1);
        long q = queue == null ? -1 : queue.longAt(i, -1);
        return e < 0 || q < 0 ? "(no queue)" : "-Q" + q + "-E" + e;
    }
}
