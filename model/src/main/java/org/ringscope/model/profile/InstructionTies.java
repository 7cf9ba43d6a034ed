package org.ringscope.model.profile;

import java.util.List;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.profile.ProfileComparison.ErrorRow;

/**
 * Ties the errors that name nothing by their time: to the {@code Instruction} row running then (its engine, opcode
 * and row), read in one pass over the table, else to the profile's DMA packet that started last before it.
 */
final class InstructionTies {
    private InstructionTies() {
    }

    /** {@code times}: {index in errors, time}. Replaces the untied rows of {@code errors}. */
    static void tie(ProfileDir dir, List<ErrorRow> errors, List<long[]> times, ProfilePackets packets)
            throws InputException {
        String[] tied = new String[errors.size()];
        Optional<ProfileTable> t = dir.table("Instruction");
        if (t.isPresent() && t.get().has("start_ts") && t.get().has("end_ts")) {
            dir.scan(t.get(), List.of("start_ts", "end_ts", "engine", "opcode"), (first, c) -> {
                for (int i = 0; i < c[0].size(); i++) {
                    long a = c[0].longAt(i, Long.MAX_VALUE);
                    long b = c[1].longAt(i, Long.MIN_VALUE);
                    for (long[] x : times) {
                        int k = (int) x[0];
                        if (tied[k] == null && errors.get(k).tiedTo().isEmpty() && x[1] >= a && x[1] <= b) {
                            tied[k] = "instruction " + (c[3] == null ? "" : c[3].textAt(i)) + " on "
                                    + (c[2] == null ? "?" : c[2].textAt(i)) + " (Instruction row " + (first + i) + ")";
                        }
                    }
                }
            });
        }
        for (long[] x : times) {
            int k = (int) x[0];
            ErrorRow e = errors.get(k);
            if (!e.tiedTo().isEmpty()) {
                continue;
            }
            if (tied[k] != null) {
                errors.set(k, new ErrorRow(e.row(), e.description(), e.metadata(), e.type(), e.time(), tied[k],
                        "by time"));
                continue;
            }
            int best = -1;
            for (int p = 0; p < packets.size(); p++) {
                if (packets.start(p) <= x[1] && (best < 0 || packets.start(p) > packets.start(best))) {
                    best = p;
                }
            }
            if (best >= 0) {
                errors.set(k, new ErrorRow(e.row(), e.description(), e.metadata(), e.type(), e.time(), "packet row "
                        + packets.row(best) + " on " + packets.queues().get(packets.queueOf(best)), "by time"));
            }
        }
    }
}
