package org.ringscope.app.cli;

import java.util.List;
import org.ringscope.model.check.Finding;
import org.ringscope.model.check.PassesOn;
import org.ringscope.model.log.triage.TriageReport;

/**
 * {@code triage --json} (schemaVersion 1; docs/log.md): {@code lines} (the log's lines that carry a time),
 * {@code read}, {@code matched}, {@code findings [{rule, severity, message, logLines, engine, queue, neffEntry,
 * location, passesOn}]}, {@code unmatched} (line numbers), {@code missing [{step, node, line}]},
 * {@code missingCount}, {@code differences}, {@code outOfOrder}, {@code repeated} (lines that print a matched
 * failure line again: another thread, the next core), {@code firstDivergence {line, step, node, expected, actual}}
 * or null, {@code profiles}, {@code notes}.
 */
record TriageJson(LogJson log, int lines, int read, int other, int cut, String neff, String profile,
                  List<TriageReport.ProfileScore> profiles, int matched, List<FindingJson> findings,
                  List<Integer> unmatched, List<MissingJson> missing, long missingCount,
                  List<TriageReport.Difference> differences, List<Integer> outOfOrder, List<Integer> repeated,
                  TriageReport.Divergence firstDivergence, List<String> notes) {

    /** The log read: its name, bytes and lines. */
    record LogJson(String name, long bytes, int total) {
    }

    /** A finding the log's lines belong to. */
    record FindingJson(String rule, String severity, String message, List<Integer> logLines, Integer engine,
                       Integer queue, Finding.NeffEntry neffEntry, CheckJson.LocationJson location, PassesOn passesOn) {
    }

    /** An emulated line the log lacks. */
    record MissingJson(int step, String node, String line) {
    }

    static TriageJson of(TriageReport r) {
        List<FindingJson> fs = r.findings().stream().map(h -> new FindingJson(h.finding().rule().id(),
                h.finding().severity().key(), h.finding().message(), h.logLines(), h.finding().engine(),
                h.finding().queue(), h.finding().neffEntry(), CheckJson.LocationJson.of(h.finding().location()),
                h.finding().passesOn())).toList();
        List<MissingJson> ms = r.missing().stream().map(m -> new MissingJson(m.step(), m.node(), m.text())).toList();
        return new TriageJson(new LogJson(r.log(), r.bytes(), r.total()), r.lines(), r.read(), r.other(), r.cut(),
                r.neff(), r.profile(), r.profiles(), r.matched(), fs, r.unmatched(), ms, r.missingCount(),
                r.differences(), r.outOfOrder(), r.repeated(), r.firstDivergence(), r.notes());
    }
}
