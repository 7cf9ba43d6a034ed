package org.ringscope.model.runtime;

import java.util.List;

/**
 * How much of a run's DMA work moved real bytes. An operation is one NEFF {@code dma} entry fired (by a
 * PseudoDMATrigger) or one DGE instruction issued, every execution counted.
 *
 * @param operations  operations issued
 * @param executed    operations whose bytes moved
 * @param bytes       source bytes of the executed operations
 * @param notEmulated the others, grouped by reason
 * @param queueSets   the same per queue set
 */
public record DmaCoverage(long operations, long executed, long bytes, List<Reason> notEmulated, List<QueueSetCoverage> queueSets) {
    /** Operations not executed for one reason, and the bytes they would have moved. */
    public record Reason(String reason, long operations, long bytes) {
    }

    /**
     * One queue set's operations.
     *
     * @param kind {@code static}, {@code software_dynamic} or {@code hardware_dynamic}
     */
    public record QueueSetCoverage(String subgraph, String name, String kind, long operations, long executed, long bytes) {
    }

    /** Executed operations over all, in percent (100 when there are none). */
    public double executedPercent() {
        return operations == 0 ? 100 : 100.0 * executed / operations;
    }
}
