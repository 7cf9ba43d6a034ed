package org.ringscope.model.sync;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.trace.IntList;

/**
 * The sequencer's records by what they are about, ascending record indices: the changes of each semaphore and
 * event, the waits and issues of each stream, the deliveries and drops of each producer, the event errors and the
 * hangs. Every reverse-run question ("the last increment of S[24]", "when did PE start waiting") is a binary search
 * here; the journal's truncation trims every list. About 4 bytes per indexed record.
 */
final class SyncIndex {
    private final Map<Integer, IntList> changes = new HashMap<>();
    private final List<IntList> waits = new ArrayList<>();
    private final List<IntList> issues = new ArrayList<>();
    private int[] delivered = new int[0];
    private int[] dropped = new int[0];
    private final IntList eventErrors = new IntList();
    private final IntList hangs = new IntList();

    /** Bytes the lists hold. */
    long bytes() {
        long n = 8L * (delivered.length + dropped.length) / 2 + eventErrors.bytes() + hangs.bytes();
        for (IntList l : changes.values()) {
            n += 48 + l.bytes();
        }
        for (int k = 0; k < waits.size(); k++) {
            n += waits.get(k).bytes() + issues.get(k).bytes();
        }
        return n;
    }

    /** Records the lists hold. */
    long entries() {
        long n = eventErrors.size() + hangs.size();
        for (IntList l : changes.values()) {
            n += l.size();
        }
        for (int k = 0; k < waits.size(); k++) {
            n += waits.get(k).size() + issues.get(k).size();
        }
        return n;
    }

    static int key(int core, int bank, int idx) {
        return (core * 2 + bank) * 256 + idx;
    }

    void streams(int n) {
        while (waits.size() < n) {
            waits.add(new IntList());
            issues.add(new IntList());
        }
    }

    void producers(int n) {
        if (delivered.length < n) {
            int old = delivered.length;
            delivered = Arrays.copyOf(delivered, Math.max(n, old * 2));
            dropped = Arrays.copyOf(dropped, delivered.length);
            Arrays.fill(delivered, old, delivered.length, -1);
            Arrays.fill(dropped, old, dropped.length, -1);
        }
    }

    void changed(int core, int bank, int idx, int record) {
        IntList l = changes.computeIfAbsent(key(core, bank, idx), k -> new IntList());
        if (l.size() == 0 || l.get(l.size() - 1) != record) {
            l.add(record);
        }
    }

    void waited(int stream, int record) {
        waits.get(stream).add(record);
    }

    void issued(int stream, int record) {
        issues.get(stream).add(record);
    }

    void delivered(int producer, int record) {
        if (delivered[producer] < 0) {
            delivered[producer] = record;
        }
    }

    void dropped(int producer, int record) {
        if (dropped[producer] < 0) {
            dropped[producer] = record;
        }
    }

    void eventError(int record) {
        eventErrors.add(record);
    }

    void hang(int record) {
        hangs.add(record);
    }

    /** The records that changed the semaphore (bank 0) or event (bank 1), or an empty list. */
    IntList changes(int core, int bank, int idx) {
        IntList l = changes.get(key(core, bank, idx));
        return l == null ? new IntList() : l;
    }

    IntList waits(int stream) {
        return waits.get(stream);
    }

    IntList issues(int stream) {
        return issues.get(stream);
    }

    /** The record that first delivered the producer's change, or -1. */
    int deliveredAt(int producer) {
        return producer < delivered.length ? delivered[producer] : -1;
    }

    /** The record that dropped the producer's completion, or -1. */
    int droppedAt(int producer) {
        return producer < dropped.length ? dropped[producer] : -1;
    }

    IntList eventErrors() {
        return eventErrors;
    }

    IntList hangs() {
        return hangs;
    }

    /** The last value of {@code l} below {@code limit}, or -1. */
    static int lastBefore(IntList l, int limit) {
        int k = l.lowerBound(limit);
        return k == 0 ? -1 : l.get(k - 1);
    }

    void truncated(int newSize) {
        changes.values().forEach(l -> l.truncateFrom(newSize));
        waits.forEach(l -> l.truncateFrom(newSize));
        issues.forEach(l -> l.truncateFrom(newSize));
        for (int p = 0; p < delivered.length; p++) {
            if (delivered[p] >= newSize) {
                delivered[p] = -1;
            }
            if (dropped[p] >= newSize) {
                dropped[p] = -1;
            }
        }
        eventErrors.truncateFrom(newSize);
        hangs.truncateFrom(newSize);
    }
}
