package org.ringscope.model.runtime;

import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.Vring;

/**
 * One queue's rings as a run staged them, named by meaning (subgraph / queue set / queue) so that two runs
 * can be lined up ring by ring — what dumps and the diff key on.
 *
 * @param subgraph   the subgraph ({@code sg00})
 * @param queueSet   the queue set or instance ({@code qSPIO0}), {@code instr} for the instruction fetch ring,
 *                   {@code hw_exec_queue} for the hw exec queue
 * @param queue      the queue in the set ({@code 0} for instr and hw_exec_queue)
 * @param kind       {@code static} (dumped at load), {@code template} (its rings are built per execution; the
 *                   template vring has no pring), {@code dynamic} (one per-execution build of a template),
 *                   {@code instr} or {@code exec}
 * @param occurrence 0 for what LOAD staged; n ≥ 1 for the n-th per-execution build of the same queue
 * @param vring      the vring (host staging list), or {@code null} (the hw exec queue has none)
 * @param tx         the TX pring, or {@code null} (templates; a load that failed before its dump)
 * @param rx         the RX pring, or {@code null}
 */
public record StagedRing(String subgraph, String queueSet, int queue, String kind, int occurrence, Vring vring,
                         Pring tx, Pring rx) {
}
