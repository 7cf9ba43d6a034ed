package org.ringscope.model.session.bench;

import java.util.List;

/**
 * What {@code ringscope bench size --json} prints (decision 1400): one NEFF's run, its time, and the bytes each
 * structure of the run holds, per journal record and per entry of its own.
 *
 * @param file             the NEFF's source name
 * @param steps            journal records of the run
 * @param descriptors      descriptors in the attached vrings at the end (both halves)
 * @param largestHalf      the largest vring half's descriptors: what the C floor appends to both halves and copies
 * @param runSeconds       wall time of the run in this JVM
 * @param runCpuSeconds    CPU time of the process over the run (every thread: the run's, the JIT's, the collector's)
 * @param structures       each structure with its bytes
 * @param budgetPerRecord  the budget of a budgeted structure, bytes per journal record
 * @param rss              the process's resident set, filled in by the command ({@code null} in the model)
 * @param floor            the C floor of the same job, filled in by the command ({@code null} in the model)
 */
public record SizeBenchResult(String file, int steps, long descriptors, long largestHalf, double runSeconds, double runCpuSeconds,
        List<Structure> structures, int budgetPerRecord, Rss rss, Floor floor) {

    /**
     * One structure.
     *
     * @param name            what it is
     * @param bytes           bytes it holds
     * @param entries         its own entries (records indexed, events, pages), 0 when it has none of its own
     * @param bytesPerRecord  {@code bytes} per journal record
     * @param bytesPerEntry   {@code bytes} per entry of its own (0 without entries)
     * @param budgeted        whether the 32-bytes-a-record budget applies (the journal and the indexes built on it;
     *                        not the emulated state — vring pages and device memory — which the job itself holds)
     * @param buildMillis     the time it took to build (lazy indexes), else 0
     */
    public record Structure(String name, long bytes, long entries, double bytesPerRecord, double bytesPerEntry,
                            boolean budgeted, double buildMillis) {
        /** Whether it is within the budget (an unbudgeted structure always is). */
        public boolean met(int budget) {
            return !budgeted || bytesPerRecord <= budget;
        }
    }

    /** The resident set of this JVM (from {@code /proc/self/status}), in bytes. */
    public record Rss(long peakBytes, long nowBytes, long heapMaxBytes) {
    }

    /**
     * The C floor: the paged append of both halves and the dump copy of the same number of descriptors, compiled and
     * run by the command beside the run.
     *
     * @param descriptors descriptors per half
     * @param seconds     its wall time (the best of its runs)
     * @param ratio       {@code runSeconds / seconds}
     * @param cpuSeconds  its CPU time in that run
     * @param cpuRatio    {@code runCpuSeconds / cpuSeconds}: steadier than the wall ratio on a loaded machine
     * @param note        how it ran, or why it did not (no compiler)
     */
    public record Floor(long descriptors, double seconds, double ratio, double cpuSeconds, double cpuRatio,
                        String note) {
        /** A floor that did not run, and why. */
        public static Floor none(long descriptors, String why) {
            return new Floor(descriptors, 0, 0, 0, 0, why);
        }
    }

    /** This result with the resident set and the floor. */
    public SizeBenchResult with(Rss r, Floor f) {
        return new SizeBenchResult(file, steps, descriptors, largestHalf, runSeconds, runCpuSeconds, structures, budgetPerRecord, r, f);
    }

    /** Whether every budgeted structure is within the budget. */
    public boolean budgetsMet() {
        return structures.stream().allMatch(s -> s.met(budgetPerRecord));
    }
}
