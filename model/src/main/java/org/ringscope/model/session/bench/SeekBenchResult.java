package org.ringscope.model.session.bench;

/**
 * What {@code ringscope bench seek --json} prints: one NEFF's run and the cursor moves over its journal.
 *
 * @param file          the NEFF's source name
 * @param steps         journal steps of the run
 * @param runSeconds    wall time of the run (load, executions, harvest), in this JVM
 * @param settleMillis  a full garbage collection after the run, before the seeks (the run's garbage is not
 *                      a seek's cost: without it, the first collection after the run lands in some seek)
 * @param seeks         timed seeks (random targets from {@code seed}, plus the ends and the middle)
 * @param seed          seed of the targets
 * @param medianMillis  median seek time
 * @param p99Millis     99th-percentile seek time
 * @param maxMillis     the slowest seek
 * @param maxFrom       where the slowest seek started
 * @param maxTo         where it went
 * @param restored      every seek back to a step reproduced the state hash recorded there first
 * @param reverseRuns   timed reverse-runs answered by the sequencer's ledger (last increment of a semaphore, when an
 *                      engine started waiting): the query and the seek to its answer
 * @param reverseMaxMillis the slowest of them
 * @param why           the provenance queries ({@link Why}; {@code org.ringscope.model.provenance.bench.WhyBenchmark}
 *                      measures them), or {@code null}
 */
public record SeekBenchResult(String file, int steps, double runSeconds, double settleMillis, int seeks, long seed, double medianMillis,
        double p99Millis, double maxMillis, int maxFrom, int maxTo, boolean restored,
        int reverseRuns, double reverseMaxMillis, Why why) {

    /** This result with the provenance figures. */
    public SeekBenchResult withWhy(Why w) {
        return new SeekBenchResult(file, steps, runSeconds, settleMillis, seeks, seed, medianMillis, p99Millis, maxMillis,
                maxFrom, maxTo, restored, reverseRuns, reverseMaxMillis, w);
    }

    /**
     * The provenance queries over the journal (decision 1270); times in milliseconds.
     *
     * @param writeRecords       records that wrote device memory
     * @param indexMillis        building the write index (one pass over the records)
     * @param indexBytesPerWrite the index's memory per write record (budget 16)
     * @param lastWrites         timed "last write of a byte before step S" queries
     * @param queryMedianMillis  the index query alone, median
     * @param queryMaxMillis     the index query alone, slowest
     * @param seekMedianMillis   the query and the seek to its answer, median
     * @param seekMaxMillis      the query and the seek to its answer, slowest (budget 200)
     * @param chains             timed whole {@code why} chains (depth 16) after the first
     * @param firstWhyMillis     the first chain, which builds the per-vring record lists and DGE attribution once
     * @param whyMedianMillis    a chain, median
     * @param whyMaxMillis       a chain, slowest
     */
    public record Why(long writeRecords, double indexMillis, double indexBytesPerWrite, int lastWrites,
                      double queryMedianMillis, double queryMaxMillis, double seekMedianMillis, double seekMaxMillis,
                      int chains, double firstWhyMillis, double whyMedianMillis, double whyMaxMillis) {
    }
}
