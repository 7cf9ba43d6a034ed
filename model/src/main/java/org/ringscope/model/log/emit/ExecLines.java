package org.ringscope.model.log.emit;

import java.util.List;
import org.ringscope.model.check.Level;
import org.ringscope.model.log.Origin;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.runtime.NrtStatus;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.sync.HangExplainer;
import org.ringscope.model.sync.HangReport;
import org.ringscope.model.sync.SyncDomain;
import org.ringscope.model.sync.SyncEvents;

/**
 * What a failed execution or call prints (neuron-runtime/nrt-troubleshoot.rst, about/core-dump.rst): a hang's
 * missing notifications, its {@code (FATAL-RT-UNDEFINED-STATE) inference timeout} line and {@code dlr_infer}'s
 * error; the DGE's out-of-bounds notification; the {@code nrt_infodump} line every failure ends with; and, where the
 * emulator itself refused something, its message at the node that failed (RingScope's words).
 */
final class ExecLines {
    static final String MISSING = "Missing infer_status notification: (end:%d)";
    static final String TIMEOUT = "(FATAL-RT-UNDEFINED-STATE) inference timeout (%d ms) on Neuron Device 0 NC %d, "
            + "waiting for execution completion notification";
    static final String INFER = "Inference completed with err: %d";
    static final String OOB = "nd0:nc%d:h_model.id1001: Received notification generated at runtime: failed to run "
            + "scatter/gather (indirect memory copy via vector DGE), due to out-of-bound access.";
    static final String INFODUMP = "Failure: %s in %s()";

    private final RunResult result;
    private final SyncDomain sync;
    private final List<Integer> executeExits;
    private final int failedExit;

    /**
     * @param executeExits the records of every {@code nrt_execute} exit, in order
     * @param failedExit   the record of the failed node's last exit, or -1
     */
    ExecLines(RunResult result, SyncDomain sync, List<Integer> executeExits, int failedExit) {
        this.result = result;
        this.sync = sync;
        this.executeExits = executeExits;
        this.failedExit = failedExit;
    }

    /** A sequencer record: the lines of a hang. */
    void record(int i, Emit e) {
        if (sync == null || !sync.owns(i)) {
            return;
        }
        for (SyncEvents.Event ev : SyncEvents.of(sync, i)) {
            if (ev instanceof SyncEvents.Hung h) {
                HangReport r = HangExplainer.explain(sync, i + 1);
                if (r != null) {
                    for (HangReport.Blocked b : r.blocked()) {
                        e.line(Level.ERROR, "exec_consume_tpb_status_notifications", String.format(MISSING,
                                engineIndex(b.engine())), Origin.RUNTIME, null);
                    }
                }
                e.line(Level.ERROR, "exec_consume_infer_status_notifications", String.format(TIMEOUT, h.timeoutMs(),
                        h.core()), Origin.RUNTIME, null);
                e.line(Level.ERROR, "dlr_infer", String.format(INFER, NrtStatus.NRT_TIMEOUT.code()), Origin.RUNTIME,
                        null);
            }
        }
    }

    /** The exit of {@code node} at record {@code i}: a failed call's closing lines. */
    void exit(int i, String node, int depth, Emit e) {
        if (i == failedExit && !result.failedNode().isEmpty() && !result.ok()) {
            e.line(Level.ERROR, node, result.message(), Origin.EMULATED, null);
        }
        if (depth != 0) {
            return;
        }
        if (node.equals("nrt_execute")) {
            int k = executeExits.indexOf(i);
            int status = k >= 0 && k < result.executions().size() ? result.executions().get(k) : 0;
            if (status != 0) {
                if (status == NrtStatus.NRT_EXEC_OOB.code()) {
                    e.line(Level.ERROR, "exec_process_custom_notification", String.format(OOB, 0), Origin.RUNTIME,
                            null);
                }
                e.line(Level.ERROR, "nrt_infodump", String.format(INFODUMP, name(status), node), Origin.RUNTIME, null);
            }
        } else if (failedExit >= 0 && failedExit <= i && !result.ok() && result.executions().isEmpty()) {
            e.line(Level.ERROR, "nrt_infodump", String.format(INFODUMP, result.statusName(), node), Origin.RUNTIME,
                    null);
        }
    }

    private static String name(int status) {
        return NrtStatus.of(status).name();
    }

    /** The engine's place in the NEFF's engine order ({@code sg00 SP}: the troubleshooting guide's {@code end:N}; inferred). */
    private static int engineIndex(String label) {
        for (Engine en : Engine.values()) {
            if (label.equals(en.displayName()) || label.endsWith(" " + en.displayName())) {
                return en.ordinal();
            }
        }
        return 0;
    }
}
