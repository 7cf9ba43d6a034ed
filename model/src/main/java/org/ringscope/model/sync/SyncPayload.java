package org.ringscope.model.sync;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;

/** The changes of the bank one sequencer record holds (the one reader of the payloads {@link SyncRecords} lists). */
final class SyncPayload {
    private SyncPayload() {
    }

    /** A semaphore (or event) of {@code core} went from {@code old} to {@code now}; {@code producer} -1 for a reset. */
    record Change(int producer, int core, boolean event, int index, int old, int now) {
    }

    /** The changes of record {@code i}, in the order they were applied (none for records that change nothing). */
    static List<Change> of(Journal j, int i) {
        ArenaReader r = j.payload(i);
        return switch (j.kind(i)) {
            case SyncRecords.RESET -> {
                int n = r.getVarInt();
                List<Change> out = new ArrayList<>(n);
                for (int k = 0; k < n; k++) {
                    int c = r.getVarInt();
                    int bank = r.getVarInt();
                    int idx = r.getVarInt();
                    out.add(new Change(-1, c, bank == SyncRecords.EVT, idx, (int) r.getSigned(), 0));
                }
                yield out;
            }
            case SyncRecords.ISSUE -> {
                int n = r.getVarInt();
                List<Change> out = new ArrayList<>(n);
                for (int k = 0; k < n; k++) {
                    int p = r.getVarInt();
                    out.add(change(p, r));
                }
                yield out;
            }
            case SyncRecords.DELIVER -> List.of(change(j.a(i), r));
            default -> List.of();
        };
    }

    private static Change change(int producer, ArenaReader r) {
        int c = r.getVarInt();
        int bank = r.getVarInt();
        int idx = r.getVarInt();
        int old = (int) r.getSigned();
        return new Change(producer, c, bank == SyncRecords.EVT, idx, old, (int) r.getSigned());
    }
}
