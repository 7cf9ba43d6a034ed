package org.ringscope.model.runtime;

import java.util.List;
import java.util.Map;
import org.ringscope.model.sync.HangReport;

/**
 * What one emulated run did, as values (the CLI prints it as JSON or text).
 *
 * @param arch        the device generation the run used
 * @param status      the NRT_STATUS of the run: the first non-zero one {@code nrt_init}, {@code nrt_load} or an
 *                    {@code nrt_execute} returned, else 0
 * @param failedNode  the spine node where the failure started, or empty
 * @param injected    whether that failure was {@code --fail-at}'s
 * @param executions  what each {@code nrt_execute} returned
 * @param steps       journal records (the last step)
 * @param doorbells   doorbells rung: {@code drtp_inc} writes (host and DMA-written) and NC kickoffs
 * @param kickoffs    {@code ndl_nc_semaphore_increment} kickoffs
 * @param spine       edges visited and not visited
 * @param queues      every queue the run bound, with what its DMA engine did
 * @param semaphores  the non-zero semaphores of every NeuronCore at the end: {@code ncN → {index → value}}
 * @param ucode       every GPSIMD library built
 * @param triggers    the PseudoDMATrigger slots in the order the device fired them
 * @param variables   where each subgraph's variables were placed
 * @param notes       observations worth a line (arch mismatch, DGE transfers not emulated, …)
 * @param dmaCoverage how many DMA operations (static entries fired, DGE instructions issued) moved real bytes
 * @param dge         every DGE instruction issued, in issue order
 * @param hang        why the last execution hung (no engine could issue), or null
 * @param syncErrors  event errors (double set / double clear) the run's executions raised
 */
public record RunResult(String arch, int status, String statusName, String message, String failAt, String failedNode,
                        boolean injected, List<Integer> executions, int steps, long doorbells, long kickoffs,
                        Spine spine, List<Queue> queues, Map<String, Map<String, Integer>> semaphores, List<Ucode> ucode,
                        List<FiredTrigger> triggers, List<Var> variables, List<String> notes, DmaCoverage dmaCoverage,
                        List<DgeIssue> dge, HangReport hang, List<SyncError> syncErrors) {

    /** An event error: the step after it, core, event, the ISA error text and the producer of the second change. */
    public record SyncError(int step, int core, int event, String text, String producer) {
    }

    /** Spine coverage. */
    public record Spine(int visitedEdges, int totalEdges, List<Edge> unvisited) {
    }

    /** An edge as {@code caller->callee} with its path ({@code normal | variant | error}). */
    public record Edge(String edge, String path) {
    }

    /** A ring address and its descriptor count. */
    public record Ring(long address, int descriptors) {
    }

    /**
     * One queue: a queue set's queue ({@code qSPIO0_0}), the instruction fetch, the hw exec queue, or a DGE set.
     *
     * @param kind {@code static}, {@code template} (rings built per execution), {@code instr}, {@code exec}, or
     *             {@code dynamic} (DGE: descriptors generated on the device, nothing emulated)
     */
    public record Queue(String subgraph, String name, String kind, int nc, int engine, int queue, long txDescriptors,
                        long rxDescriptors, long txBytes, long rxBytes, long packets, Ring pringTx, Ring pringRx) {
    }

    /** A built GPSIMD library. */
    public record Ucode(String name, String origin, String subgraphs, String loader, String layout, int status,
                        String message, int opcodes, int specializations, int imageBytes, long deviceAddr, int patches,
                        String loadSequence, String poolArgument) {
    }

    /** A placed variable; {@code address} is the tensor's for inputs and outputs. */
    public record Var(String subgraph, String name, String type, long address, long size) {
    }

    public boolean ok() {
        return status == 0;
    }
}
