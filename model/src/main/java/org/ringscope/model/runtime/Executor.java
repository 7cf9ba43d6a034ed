package org.ringscope.model.runtime;

import java.util.List;
import java.util.Map;
import org.ringscope.model.InputException;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.load.ExecutionTensors;
import org.ringscope.model.runtime.load.QueueRings;
import org.ringscope.model.runtime.load.VarAddressing;
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
    private final Emulation em;
    private final Calls calls;
    private final Kickoff kickoff;
    private final Sequencer sequencer;
    private NrtStatus deviceStatus;

    Executor(Emulation em) {
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
        calls.run("kbl_tensor_set_copy", this::tensorSetCopy);
        if (em.options.async()) {
            for (List<Tpb> kelf : em.kelfs.values()) {
                calls.run("kmgr_async_exec_add_work", () -> calls.run("kaew_post_request",
                        () -> calls.run("tpb_xu_schedule_exec", () -> kickoff.scheduleRequest(kelf, true, execution))));
            }
            for (List<Tpb> kelf : em.kelfs.values()) {
                calls.run("kmgr_async_exec_poll", () -> harvest(kelf, execution));
            }
        } else {
            for (List<Tpb> kelf : em.kelfs.values()) {
                calls.run("kmgr_sync_exec", () -> {
                    calls.leaf("tdrv_get_platform_type");
                    calls.leaf("tpb_xu_get_by_vcore");
                    calls.run("tpb_xu_schedule_exec", () -> {
                        kickoff.scheduleRequest(kelf, false, execution);
                        calls.leaf("nrt_sys_trace_new_event_with_seq");
                    });
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

    /** Every queue gets this execution's rings; templates are resolved against the model's tensors. */
    private void buildComputeResources() throws Exception {
        for (Tpb t : em.tpbs()) {
            Map<String, Long> pas = new java.util.HashMap<>();
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
                            : org.ringscope.model.device.DeviceAddressMap.SB_PER_NC);
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
        if (have > room) {
            throw new InputException(file, room, "--input " + var, "the file has " + have + " bytes; variable " + var
                    + " holds " + room);
        }
    }

    /** The device runs while the host waits; then the completion is harvested ({@code udma_cdesc_ack}, counters). */
    private void harvest(List<Tpb> kelf, int execution) throws Exception {
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
        if (!ok) {
            deviceStatus = NrtStatus.NRT_EXEC_HW_ERR_DMA_ABORT;
        }
    }
}
