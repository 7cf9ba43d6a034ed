package org.ringscope.model.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.ringscope.model.InputException;

/**
 * Which of a profile's rows belong to execution N: the N-th row of {@code ExecutionInfo} in
 * {@code execution_index} order, and its start and end time when it has them; with no such table, or one row, every
 * row. The emulation's execution N is counted the same way, from 1.
 */
final class ExecutionWindow {
    private ExecutionWindow() {
    }

    /** {from, to}: the time window of {@code execution}'s rows; notes what was chosen. */
    static long[] of(ProfileDir dir, int execution, List<String> notes) throws InputException {
        long[] all = {Long.MIN_VALUE, Long.MAX_VALUE};
        Optional<ProfileTable> t = dir.table("ExecutionInfo");
        if (t.isEmpty() || !t.get().has("execution_index")) {
            if (execution > 1) {
                notes.add("no ExecutionInfo: every row is taken as execution " + execution + "'s");
            }
            return all;
        }
        List<long[]> rows = new ArrayList<>();
        dir.scan(t.get(), List.of("execution_index", "execution_start_ts", "execution_end_ts"), (first, c) -> {
            for (int i = 0; i < c[0].size(); i++) {
                rows.add(new long[] {c[0].longAt(i, 0), c[1] == null ? Long.MIN_VALUE : c[1].longAt(i, Long.MIN_VALUE),
                        c[2] == null ? Long.MAX_VALUE : c[2].longAt(i, Long.MAX_VALUE)});
            }
        });
        rows.sort(Comparator.comparingLong(r -> r[0]));
        if (rows.size() <= 1 && execution == 1) {
            return all;
        }
        if (execution > rows.size()) {
            notes.add("ExecutionInfo has " + rows.size() + " execution(s), not " + execution + ": every row is taken");
            return all;
        }
        long[] r = rows.get(execution - 1);
        notes.add("execution " + execution + " is ExecutionInfo's execution_index " + r[0] + (r[1] == Long.MIN_VALUE
                ? "" : " (rows from " + r[1] + " to " + r[2] + " ns)"));
        return new long[] {r[1], r[2]};
    }
}
