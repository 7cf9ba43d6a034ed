package org.ringscope.model.runtime;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.InputException;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.load.ExecutionTensors;
import org.ringscope.model.runtime.load.QueueRings;
import org.ringscope.model.runtime.load.VarAddressing;
import org.ringscope.model.sync.HangExplainer;
import org.ringscope.model.sync.HangReport;
import org.ringscope.model.sync.SyncErrors;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.TensorSet;

/**
 * EXEC (seed §5, §7): {@code nrt_execute} (with the profiling fan-out when inspect is on) → PLT →
 * {@code nrt_execute_repeat} → {@code kmgr_exec}: {@code kmgr_exec_pre} (compute resources: every queue gets its
 * rings for this execution — the load-time static rings, or per-execution rings resolved from the templates by
 * {@code ddrs_build_dma_rings}), {@code kbl_tensor_set_copy} (the inputs copied into device memory), then per
 * kelf the SYNC path ({@code kmgr_sync_exec} → {@code tpb_xu_schedule_exec} → {@link Kickoff}, the device runs
 * while the host waits on the completion eventfd, then the harvest) or the ASYNC path
 * ({@code kmgr_async_exec_add_work} → {@code kaew_post_request} → the worker enters the same funnel,
 * {@code tpb_xu_schedule_exec} → {@code tpb_xu_schedule_request}, whose async barrier is the request's one;
 * {@code kmgr_async_exec_poll} waits), and {@code kmgr_exec_resources_free}.
 */
final class Executor {
    /** The 2.31 runtime's line when WAIT_CORE times out (docs/reference/sync.md). */
    static final String TIMEOUT_LINE = "(FATAL-RT-UNDEFINED-STATE) [ND %d][NC %d] execution timeout (%d ms) on model %s, "
            + "waiting for execution completion notification";
    private final Emulation em;
    private final Calls calls;
    private final Kickoff kickoff;
    private final Sequencer sequencer;
    private NrtStatus deviceStatus;
    private final Runnable ringsBuilt;

    /**
     * An executor that runs {@code ringsBuilt} once, in the first execution, after its rings are built and before
     * any of its queues runs (where the executions' budget is first checked, decision 1370).
     */
    Executor(Emulation em, Runnable ringsBuilt) {
        this.ringsBuilt = ringsBuilt;
        this.em = em;
        this.calls = em.calls;
        this.kickoff = new Kickoff(em);
        this.sequencer = new Sequencer(em);
    }

    /** {@code nrt_execute(model, input, output)}; returns what it returns. */
    NrtStatus nrtExecute(int execution) {
        deviceStatus = NrtStatus.NRT_SUCCESS;
        calls.run("nrt_execute", () -> {
            if (em.options.inspect()) {
                calls.leaf("nrt_profile_start");
                calls.leaf("nrt_inspect_device_profile_start");
            }
            calls.run("nrt_execute_repeat", () -> {
                calls.leaf("kmgr_get_ifmap_count");
                calls.run("kmgr_exec", () -> kmgrExec(execution));
            });
            if (em.options.inspect()) {
                calls.leaf("nrt_inspect_device_profile_stop");
            }
            calls.leaf("nrt_sys_trace_new_event");
        });
        return deviceStatus;
    }

    private void kmgrExec(int execution) {
        calls.run("kmgr_exec_pre", () -> {
            calls.leaf("kbl_init_compute_resources");
            calls.run("kbl_compute_build_compute_resources", this::buildComputeResources);
            calls.leaf("kbl_exec_build_and_load_cc_resources");
            calls.leaf("kbl_create_reference_feature_map_set");
            calls.leaf("kbl_acquire_hw_exec_queue_lock");
            calls.leaf("kbl_release_hw_exec_queue_lock");
        });
        if (execution == 0) {
            ringsBuilt.run();
        }
        calls.run("kbl_tensor_set_copy", this::tensorSetCopy);
        if (em.options.async()) {
            for (List<Tpb> kelf : em.kelfs.values()) {
                calls.run("kmgr_async_exec_add_work", () -> calls.run("kaew_post_request",
                        () -> calls.run("tpb_xu_schedule_exec", () -> scheduleExec(kelf, true, execution))));
            }
            for (List<Tpb> kelf : em.kelfs.values()) {
                calls.run("kmgr_async_exec_poll", () -> harvest(kelf, execution));
            }
        } else {
            for (List<Tpb> kelf : em.kelfs.values()) {
                calls.run("kmgr_sync_exec", () -> {
                    calls.leaf("tdrv_get_platform_type");
                    calls.leaf("tpb_xu_get_by_vcore");
                    calls.run("tpb_xu_schedule_exec", () -> scheduleExec(kelf, false, execution));
                    calls.leaf("tpb_xu_sync_exec_get_pooled_comp_efd");
                    harvest(kelf, execution);
                    calls.leaf("tpb_xu_get_last_completed");
                    calls.leaf("tpb_xu_release_pooled_eventfd");
                });
            }
        }
        calls.run("kmgr_exec_resources_free", () -> {
            for (Tpb t : em.tpbs()) {
                for (Tpb.Binding b : t.bindings) {
                    if (b.fixed == null && b.current != null) {
                        t.ddrs.release(b.current);
                    }
                }
            }
        });
    }

    /**
     * The body of {@code tpb_xu_schedule_exec} (seed §5), the same on the sync path and in the async worker:
     * {@code tpb_xu_schedule_request}, then {@code nrt_sys_trace_new_event_with_seq}.
     */
    private void scheduleExec(List<Tpb> kelf, boolean async, int execution) {
        kickoff.scheduleRequest(kelf, async, execution);
        calls.leaf("nrt_sys_trace_new_event_with_seq");
    }

    /** Every queue gets this execution's rings; templates are resolved against the model's tensors. */
    private void buildComputeResources() throws Exception {
        for (Tpb t : em.tpbs()) {
            Map<String, Long> pas = new HashMap<>();
            for (Variable v : t.sg.variables()) {
                Allocation a = em.tensors.get(v.name());
                if (VarAddressing.perExecution(v.type()) && a != null) {
                    pas.put(v.name(), a.address());
                }
            }
            TensorSet ts = ExecutionTensors.of(t.sg, pas);
            for (Tpb.Binding b : t.bindings) {
                QueueRings r = b.fixed != null ? b.fixed : t.ddrs.build(b.program, b.q, ts);
                b.current = r;
                b.queue.init(r.tx(), r.rx());
            }
            if (t.instrRings != null) {
                t.instrQueue.init(t.instrRings.tx(), t.instrRings.rx());
            }
            for (DgeSet d : t.dge) {
                for (int e = 0; e < d.queues.length; e++) {
                    d.queues[e].init(d.tx[e], d.rx[e]);
                }
            }
            writeDgeTable(t);
        }
    }

    /**
     * The DGE table's device form (decision 1102): one u64 device address per {@code list} entry, in order — a
     * staged variable's at load, an input / output tensor's for this execution (0 when it is not bound).
     */
    private void writeDgeTable(Tpb t) throws Exception {
        for (VarPlacement.Placed p : t.vars.all().values()) {
            if (!"dge-table".equals(p.var().type()) || p.allocation() == null || p.var().list().isEmpty()) {
                continue;
            }
            ByteBuffer b = ByteBuffer.allocate(8 * p.var().list().size())
                    .order(ByteOrder.LITTLE_ENDIAN);
            for (int id : p.var().list()) {
                long addr = 0;
                for (Variable v : t.sg.variables()) {
                    if (v.varId() != id) {
                        continue;
                    }
                    VarPlacement.Placed q = t.vars.get(v.name());
                    Allocation a = em.tensors.get(v.name());
                    addr = q != null && !q.address().perExecution() ? q.address().base() : a != null ? a.address() : 0;
                }
                b.putLong(addr);
            }
            em.dev.write(p.address().base(), b.array());
        }
    }

    /** {@code kbl_tensor_set_copy}: each {@code --input} into its variable, on every core that has it. */
    private void tensorSetCopy() throws Exception {
        for (Map.Entry<String, byte[]> in : em.options.inputs().entrySet()) {
            String name = in.getKey();
            byte[] bytes = in.getValue();
            String file = em.options.inputFiles().getOrDefault(name, name);
            Allocation tensor = em.tensors.get(name);
            if (tensor != null) {
                check(file, name, bytes.length, tensor.size());
                em.dev.write(tensor.address(), bytes);
                continue;
            }
            boolean found = false;
            for (Tpb t : em.tpbs()) {
                VarPlacement.Placed p = t.vars == null ? null : t.vars.get(name);
                if (p != null && !p.address().perExecution()) {
                    check(file, name, bytes.length, p.address().size() >= 0 ? p.address().size()
                            : DeviceAddressMap.SB_PER_NC);
                    em.dev.write(p.address().base(), bytes);
                    found = true;
                }
            }
            if (!found) {
                throw new InputException(file, -1, "--input " + name, "no variable named " + name
                        + " in any subgraph of " + em.neff.source());
            }
        }
    }

    private static void check(String file, String var, long have, long room) throws InputException {
        if (have == 0) {
            throw new InputException(file, 0, "--input " + var, "the file is empty (0 bytes): there is nothing to copy "
                    + "into variable " + var + " (" + room + " bytes; kbl_tensor_set_copy refuses an empty access)");
        }
        if (have > room) {
            throw new InputException(file, room, "--input " + var, "the file has " + have + " bytes; variable " + var
                    + " holds " + room);
        }
    }

    /** The device runs while the host waits; then the completion is harvested ({@code udma_cdesc_ack}, counters). */
    private void harvest(List<Tpb> kelf, int execution) throws Exception {
        int errorsBefore = SyncErrors.before(em.sync, em.journal.size()).size();
        boolean ok = sequencer.run(kelf, execution);
        for (Tpb t : kelf) {
            int done = (int) Math.min(t.execQueue.descriptors(Direction.TX), Integer.MAX_VALUE);
            int acked = Math.floorMod(t.execQueue.nextCdescIdx(Direction.TX) - 0, t.execQueue.descCount(Direction.TX));
            int head = t.execQueue.head(Direction.TX);
            int toAck = Math.floorMod(head - acked, t.execQueue.descCount(Direction.TX));
            if (toAck > 0 && done > 0) {
                t.execQueue.ack(toAck);
            }
            for (Tpb.Binding b : t.bindings) {
                b.txDescriptors += b.queue.descriptors(Direction.TX);
                b.rxDescriptors += b.queue.descriptors(Direction.RX);
                b.txBytes += b.queue.bytes(Direction.TX);
                b.rxBytes += b.queue.bytes(Direction.RX);
                b.packets += b.queue.packets();
            }
        }
        if (sequencer.hung()) {
            timeout(kelf);
        } else if (!ok) {
            deviceStatus = NrtStatus.NRT_EXEC_HW_ERR_DMA_ABORT;
        } else if (!em.dgeOob.isEmpty()) {
            if (em.statusMessage == null) {
                em.statusMessage = em.dgeOob.get(0); // the runtime's notification line, with the instruction
            }
            em.notes.addAll(em.dgeOob);
            em.dgeOob.clear();
            deviceStatus = NrtStatus.NRT_EXEC_OOB;
        } else {
            eventErrors(errorsBefore);
        }
    }

    /**
     * The host's WAIT_CORE gave up: some engine never posted END (docs/reference/sync.md). {@code NRT_TIMEOUT} with the 2.31
     * FATAL line, then one line per stuck engine with its instruction pointer ({@code "%s 0x%lx (%d)"}).
     */
    private void timeout(List<Tpb> kelf) {
        deviceStatus = NrtStatus.NRT_TIMEOUT;
        HangReport h = HangExplainer.explain(em.sync,
                em.journal.size());
        int nc = h == null || h.blocked().isEmpty() ? kelf.get(0).nc : h.blocked().get(0).core();
        String fatal = String.format(TIMEOUT_LINE, 0, nc, em.options.execTimeoutSeconds() * 1000L, em.neff.source());
        em.statusMessage = fatal;
        em.notes.add(fatal);
        if (h != null) {
            for (HangReport.Blocked b : h.blocked()) {
                long pc = 0;
                for (Tpb t : kelf) {
                    Tpb.Image img = t.nc == b.core() ? t.images.get(em.sync.streams().get(b.stream()).engine()) : null;
                    if (img != null) {
                        pc = img.ibuf().address() + 64L * b.slot();
                    }
                }
                em.notes.add(String.format("%s 0x%x (%d)", b.engine(), pc, b.slot()));
            }
        }
    }

    /** Event errors of this execution (a double set): {@code NRT_EXEC_COMPLETED_WITH_ERR} with the notification. */
    private void eventErrors(int before) {
        List<SyncErrors.EventError> all = SyncErrors.before(em.sync,
                em.journal.size());
        for (int k = before; k < all.size(); k++) {
            SyncErrors.EventError e = all.get(k);
            String line = String.format(SyncErrors.NOTIFICATION, e.core(), em.neff.source(),
                    e.text());
            if (deviceStatus.ok()) {
                deviceStatus = NrtStatus.NRT_EXEC_COMPLETED_WITH_ERR;
                em.statusMessage = line;
            }
            em.notes.add(line + " (E[" + e.event() + "] set again by " + e.producer() + ")");
        }
    }
}
