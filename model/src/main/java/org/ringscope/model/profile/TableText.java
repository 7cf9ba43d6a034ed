package org.ringscope.model.profile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.InputException;

/** Small reads of a profile's small tables: a value of {@code Metadata}, the queues of {@code DmaQueuesInfo}. */
final class TableText {
    private TableText() {
    }

    /** The first non-empty value of {@code column} in {@code table}, or empty. */
    static String first(ProfileDir dir, String table, String column) throws InputException {
        Optional<ProfileTable> t = dir.table(table);
        if (t.isEmpty() || !t.get().has(column)) {
            return "";
        }
        String[] out = {""};
        dir.scan(t.get(), List.of(column), (first, c) -> {
            for (int i = 0; i < c[0].size() && out[0].isEmpty(); i++) {
                out[0] = c[0].textAt(i);
            }
        });
        return out[0];
    }

    /** {@code DmaQueuesInfo}: each queue set's name → its rows' {engine, queue}. */
    static Map<String, List<int[]>> queuesInfo(ProfileDir dir) throws InputException {
        Map<String, List<int[]>> out = new HashMap<>();
        Optional<ProfileTable> t = dir.table("DmaQueuesInfo");
        if (t.isEmpty() || !t.get().has("name") || !t.get().has("engine_idx") || !t.get().has("idx")) {
            return out;
        }
        dir.scan(t.get(), List.of("name", "engine_idx", "idx"), (first, c) -> {
            for (int i = 0; i < c[0].size(); i++) {
                out.computeIfAbsent(c[0].textAt(i), k -> new ArrayList<>())
                        .add(new int[] {(int) c[1].longAt(i, -1), (int) c[2].longAt(i, -1)});
            }
        });
        return out;
    }
}
