package org.ringscope.app.bench.hostile;

import java.util.List;
import java.util.Map;

/**
 * What {@code ringscope bench hostile} found: per reader and in total, how the mutated inputs ended and whether any
 * ended in a way the README does not promise.
 *
 * @param seed         the campaign's random seed (the same seed replays the same mutants)
 * @param heapMiB      the JVM's maximum heap
 * @param timeoutSec   the time a case may take before it counts as a hang
 * @param cwd          the folder the campaign ran in, and what it held before and what was added
 * @param readers      reader → its figures
 * @param total        the figures of all readers
 * @param findings     the cases that broke a promise (at most a few per kind), to replay
 * @param findingsByKind every kind of broken promise and how many cases showed it (all of them, not only those
 *                     kept in {@code findings})
 * @param seconds      wall time of the campaign
 */
public record HostileReport(long seed, long heapMiB, long timeoutSec, Cwd cwd, Map<String, Figures> readers,
                            Figures total, List<Finding> findings, Map<String, Integer> findingsByKind,
                            double seconds) {

    /** The folder the campaign ran in: it should be empty before and after. */
    public record Cwd(String path, List<String> before, List<String> added) {
    }

    /**
     * How the cases of one reader ended.
     *
     * @param cases             mutated inputs run
     * @param exits             exit code → cases
     * @param errors            cases that ended in an input error (exit 1; for {@code diff}, exit 2)
     * @param errorsNamingFile  of those, the ones whose message names the input file
     * @param invariantNet      of those, the ones caught only by the runtime's net for broken model invariants
     *                          (decision 1003) rather than by a check that names the field
     * @param stackTraces       cases that printed a stack trace or "internal error"
     * @param outOfMemory       cases that ran out of heap or stack
     * @param hangs             cases that passed the time limit
     * @param undocumentedExits cases whose exit code the README does not document for the command
     * @param writesOutside     cases that left a file anywhere but the asked folder, or a temporary in it
     * @param targetsHarmed     writers' cases whose target was replaced, changed though the write was refused, or
     *                          left with a temporary beside it
     * @param refusalsAccepted  cases whose input holds what the real runtime refuses and that ended with exit 0
     * @param freshJvm          cases also run in a fresh JVM
     * @param freshJvmDiffers   of those, the ones whose exit code there was not the one in this process
     * @param slowestMillis     the longest case
     * @param meanMillis        the mean case
     */
    public record Figures(int cases, Map<Integer, Integer> exits, int errors, int errorsNamingFile, int invariantNet,
                          int stackTraces,
                          int outOfMemory, int hangs, int undocumentedExits, int writesOutside, int targetsHarmed,
                          int refusalsAccepted,
                          int freshJvm, int freshJvmDiffers, long slowestMillis, double meanMillis) {
    }

    /** One case that broke a promise: which, how it was made, the command, and what it printed. */
    public record Finding(String kind, String reader, int caseNumber, String mutation, List<String> command,
                          int exit, String stderr) {
    }
}
