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
 */
public record SeekBenchResult(String file, int steps, double runSeconds, double settleMillis, int seeks, long seed, double medianMillis,
        double p99Millis, double maxMillis, int maxFrom, int maxTo, boolean restored,
        int reverseRuns, double reverseMaxMillis) {
}
