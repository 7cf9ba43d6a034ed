package org.ringscope.model.log.triage;

import java.util.ArrayList;
import java.util.List;

/**
 * The log's lines against the emulated log, in the emulated log's order: each recognised line of the log with the
 * emulated line it matched (or none), and the emulated lines the log lacks where they fall — what a side-by-side
 * comparison shows row by row. Kept as primitive arrays: a row is made when asked.
 *
 * @param logLines   the recognised lines' numbers, in file order
 * @param ordinals   the emulated line each matched, or -1
 * @param steps      the emulated step of that line, or -1
 * @param outOfOrder whether its match is out of the emulated order
 * @param missing    the emulated lines the log lacks (the first ones), in order
 */
public record LogAlignment(int[] logLines, long[] ordinals, int[] steps, boolean[] outOfOrder,
                           List<TriageReport.Expected> missing) {
    /** What a row shows. */
    public enum RowKind { MATCHED, OUT_OF_ORDER, UNMATCHED, MISSING }

    /** One row: a log line and its emulated line, a log line alone, or an emulated line alone. */
    public record Row(RowKind kind, int logLine, long ordinal, int step) {
    }

    /**
     * The rows in order: the log's lines as they come, each emulated line the log lacks placed before the first log
     * line matched after it.
     */
    public List<Row> rows() {
        List<Row> out = new ArrayList<>(logLines.length + missing.size());
        int m = 0;
        for (int i = 0; i < logLines.length; i++) {
            if (ordinals[i] >= 0 && !outOfOrder[i]) {
                while (m < missing.size() && missing.get(m).ordinal() < ordinals[i]) {
                    TriageReport.Expected e = missing.get(m++);
                    out.add(new Row(RowKind.MISSING, -1, e.ordinal(), e.step()));
                }
            }
            RowKind k = ordinals[i] < 0 ? RowKind.UNMATCHED : outOfOrder[i] ? RowKind.OUT_OF_ORDER : RowKind.MATCHED;
            out.add(new Row(k, logLines[i], ordinals[i], steps[i]));
        }
        while (m < missing.size()) {
            TriageReport.Expected e = missing.get(m++);
            out.add(new Row(RowKind.MISSING, -1, e.ordinal(), e.step()));
        }
        return out;
    }
}
