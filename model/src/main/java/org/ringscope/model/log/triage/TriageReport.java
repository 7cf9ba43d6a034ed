package org.ringscope.model.log.triage;

import java.util.List;
import org.ringscope.model.check.Finding;

/**
 * A real log held against the emulation of its NEFF (decision 1341).
 *
 * @param log        the log's name
 * @param bytes      its size, bytes
 * @param total      its lines
 * @param lines      the runtime and dmesg lines that carry a time
 * @param read       the lines recognised (runtime lines with or without a time, continuations, dmesg lines)
 * @param other      lines of anything else
 * @param cut        lines longer than the reader keeps
 * @param neff       the NEFF emulated, or empty
 * @param profile    the profile the emulation's load was checked on, or empty
 * @param profiles   the profiles whose load lines match the log best, when none was named; else the one named
 * @param matched    recognised lines matched onto an emulated line
 * @param unmatched  line numbers of recognised lines no emulated line matches
 * @param missing    the first emulated lines the log lacks, in order
 * @param missingCount how many the log lacks in all
 * @param differences matched lines whose values differ, first ones
 * @param outOfOrder  line numbers matched onto an emulated line out of its order
 * @param repeated    line numbers that print a matched failure line again (another thread, the next core), matched
 *                    onto its emulated line
 * @param findings   the pre-flight findings matched lines belong to
 * @param firstDivergence where the log and the emulation part, or {@code null}
 * @param alignment  the log's lines against the emulated ones, for a side-by-side view
 * @param notes      what was assumed
 */
public record TriageReport(String log, long bytes, int total, int lines, int read, int other, int cut, String neff,
                           String profile, List<ProfileScore> profiles, int matched, List<Integer> unmatched,
                           List<Expected> missing, long missingCount, List<Difference> differences,
                           List<Integer> outOfOrder, List<Integer> repeated, List<FindingHit> findings,
                           Divergence firstDivergence, LogAlignment alignment, List<String> notes) {
    public TriageReport {
        profiles = List.copyOf(profiles);
        unmatched = List.copyOf(unmatched);
        missing = List.copyOf(missing);
        differences = List.copyOf(differences);
        outOfOrder = List.copyOf(outOfOrder);
        repeated = List.copyOf(repeated);
        findings = List.copyOf(findings);
        notes = List.copyOf(notes);
    }

    /**
     * How well one profile's load lines match the log: lines matched, its lines the log lacks, matches whose values
     * are equal too.
     */
    public record ProfileScore(String name, int matched, int missing, int exact) {
    }

    /** An emulated line: its ordinal in the emulated log, step, spine node and text. */
    public record Expected(long ordinal, int step, String node, String text) {
    }

    /** A matched line whose values differ: the log's line number, the emulated step and node, both values. */
    public record Difference(int line, int step, String node, List<String> expected, List<String> actual) {
        public Difference {
            expected = List.copyOf(expected);
            actual = List.copyOf(actual);
        }
    }

    /**
     * A pre-flight finding and the log's lines that are its lines.
     *
     * @param index    its place in the load's check
     * @param logLines the log's line numbers
     */
    public record FindingHit(int index, Finding finding, List<Integer> logLines) {
        public FindingHit {
            logLines = List.copyOf(logLines);
        }
    }

    /**
     * Where the two part: the log's line (or {@code null} when the log ends first), the emulated step and spine node
     * of the emulated line expected there, that line and the log's.
     */
    public record Divergence(Integer line, int step, String node, String expected, String actual) {
    }
}
