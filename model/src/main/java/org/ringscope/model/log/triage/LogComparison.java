package org.ringscope.model.log.triage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.ProfileRequest;
import org.ringscope.model.location.Location;
import org.ringscope.model.log.LogLine;
import org.ringscope.model.log.LogText;
import org.ringscope.model.log.ReadLine;
import org.ringscope.model.neff.NeffFile;

/**
 * A real log beside the emulated one, row by row, as the Log Compare view shows it (decision 1343): the triage's
 * alignment ({@link LogAlignment#rows()}) with each side's text, and for every row with an emulated line its step,
 * spine node, place and pre-flight finding — what selecting the row moves the workbench to. The first divergence
 * is a row too, so a view opens on it; when it is a log line nothing matched, it carries the step and node where the
 * emulation expected another line.
 *
 * @param report     the triage
 * @param rows       the rows, in the alignment's order
 * @param divergence the row of the first divergence, or -1 when the two agree
 */
public record LogComparison(TriageReport report, List<Row> rows, int divergence) {
    public LogComparison {
        rows = List.copyOf(rows);
    }

    /**
     * One row: a log line and the emulated line it matched, a log line alone or an emulated line alone.
     *
     * @param kind     matched, matched out of order, unmatched (the log's alone) or missing (the emulation's alone)
     * @param logLine  the log's line number, or -1
     * @param logText  the log's line as read (without its time), or empty
     * @param emulated the emulated line's text (without its time), or empty
     * @param step     the emulated step, or -1
     * @param node     the emulated spine node, or empty
     * @param place    the vring half or descriptor the emulated line names, or {@code null}
     * @param finding  the pre-flight finding's rule the emulated line belongs to, or empty
     */
    public record Row(LogAlignment.RowKind kind, int logLine, String logText, String emulated, int step, String node,
                      Location place, String finding) {
    }

    /** Triage of {@code log} against {@code neff} on {@code request} (empty: the profiles are scanned), row by row. */
    public static LogComparison of(LogText log, NeffFile neff, Optional<ProfileRequest> request, Catalog c)
            throws InputException {
        Triage.Triaged t = Triage.triage(log, neff, request, c);
        TriageReport r = t.report();
        List<LogAlignment.Row> aligned = r.alignment().rows();
        Map<Long, LogLine> emulated = new HashMap<>();
        for (LogAlignment.Row a : aligned) {
            if (a.ordinal() >= 0) {
                emulated.put(a.ordinal(), null);
            }
        }
        if (t.runLog() != null && !emulated.isEmpty()) {
            long[] count = {0};
            t.runLog().walk(l -> {
                long o = count[0]++;
                if (emulated.containsKey(o)) {
                    emulated.put(o, l);
                }
            });
        }
        Map<Integer, ReadLine> byNumber = new HashMap<>();
        log.lines().forEach(l -> byNumber.put(l.number(), l));
        Map<Integer, String> rules = new HashMap<>();
        r.findings().forEach(f -> rules.put(f.index(), f.finding().rule().id()));
        List<Row> rows = new ArrayList<>(aligned.size());
        int divergence = -1;
        Integer divLine = r.firstDivergence() == null ? null : r.firstDivergence().line();
        for (LogAlignment.Row a : aligned) {
            ReadLine read = a.logLine() >= 0 ? byNumber.get(a.logLine()) : null;
            LogLine e = a.ordinal() >= 0 ? emulated.get(a.ordinal()) : null;
            String rule = e == null || e.finding() < 0 ? "" : rules.getOrDefault(e.finding(), "");
            boolean parts = divergence < 0 && r.firstDivergence() != null && (divLine != null
                    ? a.logLine() == divLine
                    : a.kind() == LogAlignment.RowKind.MISSING && a.step() == r.firstDivergence().step());
            int step = e == null ? a.step() : e.step();
            String node = e == null ? "" : e.node();
            if (parts) {
                divergence = rows.size();
                if (e == null) { // a log line nothing matched: the step and node where the emulation expected another
                    step = r.firstDivergence().step();
                    node = r.firstDivergence().node();
                }
            }
            rows.add(new Row(a.kind(), a.logLine(), read == null ? "" : read.text(), e == null ? "" : Triage.text(e),
                    step, node, e == null ? null : e.place(), rule));
        }
        return new LogComparison(r, rows, divergence);
    }
}
