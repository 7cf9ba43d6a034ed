package org.ringscope.model.profile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringscope.model.InputException;
import org.ringscope.model.profile.ProfileComparison.SemaphoreRow;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.Producer;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncLedger;
import org.ringscope.model.trace.Journal;

/**
 * The profile's {@code SemaphoreUpdate} rows beside the emulated ledger of the same execution ({@link SyncLedger}):
 * for each semaphore, how many updates the profile saw and the value after its last, how many the emulation
 * delivered and the value after as many, and which emulated producer makes the update after the profile's last —
 * where a run that stopped short would have gone on. A semaphore is named {@code S[5]}, {@code 5} or {@code sem 5}.
 */
final class SemaphoreCompare {
    static final Pattern ID = Pattern.compile("(?:S\\[|sem(?:aphore)?\\s*)?(\\d{1,4})\\]?.*", Pattern.CASE_INSENSITIVE);

    record Result(List<SemaphoreRow> rows, List<String> notes) {
    }

    private SemaphoreCompare() {
    }

    /** The index {@code id} names, or -1. */
    static int index(String id) {
        Matcher m = ID.matcher(id.trim());
        return m.matches() ? Integer.parseInt(m.group(1)) : -1;
    }

    static Result of(ProfileDir dir, EmulationSession s, int execution, long[] window) throws InputException {
        List<String> notes = new ArrayList<>();
        Optional<ProfileTable> t = dir.table("SemaphoreUpdate");
        if (t.isEmpty() || !t.get().has("id") || !t.get().has("value")) {
            return new Result(List.of(), notes);
        }
        Map<String, long[]> seen = new TreeMap<>(); // core:id → {updates, last value, last time, core}
        dir.scan(t.get(), List.of("id", "value", "timestamp", "pcore_idx"), (first, c) -> {
            for (int i = 0; i < c[0].size(); i++) {
                long time = c[2] == null ? 0 : c[2].longAt(i, 0);
                if (time < window[0] || time > window[1]) {
                    continue;
                }
                long core = c[3] == null ? 0 : c[3].longAt(i, 0);
                long[] v = seen.computeIfAbsent(core + ":" + c[0].textAt(i), k -> new long[] {0, 0, Long.MIN_VALUE,
                        core});
                if (time >= v[2]) {
                    v[1] = c[1].longAt(i, 0);
                    v[2] = time;
                }
                v[0]++;
            }
        });
        Journal j = s.journal();
        Map<Long, SyncLedger.Entry> ledger = new HashMap<>();
        if (j.has(SyncDomain.class)) {
            for (SyncLedger.Entry e : SyncLedger.of(SyncDomain.of(j), execution - 1, j.size())) {
                if (!e.event()) {
                    ledger.put(((long) e.core() << 32) | e.index(), e);
                }
            }
        } else {
            notes.add("the run has no sequencer ledger: semaphore updates are listed, not compared");
        }
        List<SemaphoreRow> rows = new ArrayList<>();
        for (Map.Entry<String, long[]> x : seen.entrySet()) {
            String id = x.getKey().substring(x.getKey().indexOf(':') + 1);
            long[] v = x.getValue();
            int idx = index(id);
            SyncLedger.Entry e = idx < 0 ? null : ledger.remove((v[3] << 32) | idx);
            rows.add(row(id, (int) v[3], idx, v[0], v[1], v[2], e));
        }
        for (SyncLedger.Entry e : ledger.values()) {
            if (!e.delivered().isEmpty()) {
                rows.add(row(e.name(), e.core(), e.index(), 0, 0, -1, e));
            }
        }
        return new Result(rows, notes);
    }

    private static SemaphoreRow row(String id, int core, int idx, long k, long last, long time, SyncLedger.Entry e) {
        if (idx < 0) {
            return new SemaphoreRow(id, core, idx, k, last, time, 0, null, "", "unknown semaphore");
        }
        if (e == null) {
            return new SemaphoreRow(id, core, idx, k, last, time, 0, null, "", "not emulated");
        }
        int n = e.delivered().size();
        Long value = k > 0 && k <= n ? Long.valueOf(e.delivered().get((int) k - 1).value()) : null;
        String next = k < n ? e.delivered().get((int) k).producer() : k < e.expected().size()
                ? text(e.expected().get((int) k)) : "";
        String status = k == 0 ? "missing" : k < n ? "fewer" : k > n ? "more"
                : value != null && value != last ? "value differs" : "matched";
        return new SemaphoreRow(id, core, idx, k, last, time, n, value, next, status);
    }

    private static String text(Producer p) {
        return p.kind() + " " + p.target() + (p.dmaId() >= 0 ? " (DMA entry " + p.dmaId() + " on " + p.queue() + ")"
                : "");
    }
}
