package org.ringscope.model.runtime;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.udma.BarrierMode;
import org.ringscope.model.udma.CopyPair;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.M2mCopy;
import org.ringscope.model.vring.ArchAddressMap;

/**
 * DISPATCH / KICKOFF (seed §5–§6, docs/reference/udma-rings-and-doorbells.md): {@code tpb_xu_schedule_request}, the fork — the build
 * branch {@code dlr_add_to_hw_exec_queue} → {@code kbl_compute_setup} → {@code hw_exec_queue_add_exec_request}
 * (the 52-byte {@code device_exec_request_t} and {@code cc_dma_increment} copied into the request buffer, then
 * the descriptor pairs — request copy, event poke, and the tail-increment pair that publishes the instruction
 * fetch — through {@code hw_exec_queue_add_descriptors} → {@code sw_dma_queue_reserve_descriptors} /
 * {@code sw_dma_queue_set_descriptors} → {@code dma_ring_copy_descriptors} into the hw exec queue's ring) and the
 * trigger branch {@code dlr_kickoff_exec} → {@code kbl_infer_kickoff} → {@code exec_kickoff_infer} →
 * {@code tdrv_sync_get_inference_start} + {@code ndl_nc_semaphore_increment}, the doorbell. A failure here takes
 * the stop path ({@code dlr_add_model_stop_request}) and leaves the exec unit FATAL_SHUTDOWN: this request
 * returns 101 and so does every later one (docs/reference/udma-rings-and-doorbells.md).
 */
final class Kickoff {
    /** {@code device_exec_request_t}: 52 bytes. */
    static final int REQUEST_BYTES = 0x34;
    /** The device buffer: the request and {@code cc_dma_increment} at 0x34. */
    static final int REQUEST_BUFFER = 0x38;
    /** The INFERENCE_START semaphore {@code tdrv_sync_get_inference_start} returns (decision 0705). */
    static final int INFERENCE_START = 255;
    /** The event {@code hw_exec_queue_request_load} pokes (decision 0705). */
    static final int REQUEST_LOAD_EVENT = 255;
    /** The engines in {@code eng_addresses_lo/hi} order. */
    static final Engine[] ENGINES = {Engine.PE, Engine.ACTIVATION, Engine.POOL, Engine.DVE, Engine.SP};

    private final Emulation em;
    private final Calls calls;

    Kickoff(Emulation em) {
        this.em = em;
        this.calls = em.calls;
    }

    /** {@code tpb_xu_schedule_request} for every subgraph of one kelf. */
    void scheduleRequest(List<Tpb> tpbs, boolean async, int execution) {
        calls.run("tpb_xu_schedule_request", () -> {
            if (em.xuFatal) {
                throw new NrtFailure("tpb_xu_schedule_request", NrtStatus.NRT_EXEC_UNIT_UNRECOVERABLE, false,
                        "the exec unit is FATAL_SHUTDOWN after an earlier stage / doorbell failure", null);
            }
            calls.leaf(async ? "kbl_async_mode_exec_enc_barrier" : "kbl_sync_mode_exec_enc_barrier");
            calls.run("dlr_add_to_hw_exec_queue", () -> calls.run("kbl_compute_setup", () -> {
                for (Tpb t : tpbs) {
                    addExecRequest(t, execution);
                }
                calls.leaf("kbl_exec_cc_enq_proxy_tasks");
            }));
            calls.run("dlr_kickoff_exec", () -> {
                for (Tpb t : tpbs) {
                    inferKickoff(t);
                }
            });
            calls.leaf("xuq_client_submit");
            calls.leaf("xuq_client_trigger_next");
            em.seq++;
        }, f -> {
            calls.leaf("dlr_add_model_stop_request");
            em.xuFatal = true;
            return NrtStatus.NRT_EXEC_UNIT_UNRECOVERABLE;
        });
    }

    private void addExecRequest(Tpb t, int execution) {
        calls.run("hw_exec_queue_add_exec_request", () -> {
            calls.leaf("encd_get_num_descs_model_switch");
            int fetch = t.instrVring == null ? 0 : t.instrVring.tx().usedDescCount();
            em.dev.write(t.requestBuffer.address(), request(t, execution, fetch));
            ArchAddressMap map = em.dev.addressMap().archMap();
            CopyPair reqCopy = pair(t.requestBuffer.address(), t.mailbox.address(), REQUEST_BYTES, false);
            CopyPair poke = pair(map.tdrvArchGetEvtAccelAddr(t.nc, true), map.tdrvArchGetEvtAddr(t.nc, REQUEST_LOAD_EVENT),
                    4, true);
            addDescriptors(t, reqCopy, poke);
            if (fetch > 0) {
                long inc = t.requestBuffer.address() + REQUEST_BYTES;
                DmaQueue iq = t.instrQueue;
                DeviceAddressMap m = em.dev.addressMap();
                addDescriptors(t, pair(inc, m.queueRegister(iq.engine(), iq.queue(), 1, DeviceAddressMap.DRTP_INC), 4,
                        true), pair(inc, m.queueRegister(iq.engine(), iq.queue(), 0, DeviceAddressMap.DRTP_INC), 4, true));
            }
        });
    }

    /** The 52-byte {@code device_exec_request_t} and {@code cc_dma_increment} (docs/reference/udma-rings-and-doorbells.md). */
    private byte[] request(Tpb t, int execution, int fetch) {
        ByteBuffer b = ByteBuffer.allocate(REQUEST_BUFFER).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0x00, execution == 0 ? 1 : 0);
        for (int i = 0; i < ENGINES.length; i++) {
            Tpb.Image img = t.images.get(ENGINES[i]);
            long addr = img == null ? 0 : img.ibuf().address();
            b.putInt(0x04 + 4 * i, (int) addr);
            b.putInt(0x18 + 4 * i, (int) (addr >>> 32));
        }
        b.putInt(0x2C, execution == 0 ? 1 : 0);
        b.putInt(0x30, execution == 0 ? 1 : 0);
        b.putInt(REQUEST_BYTES, fetch);
        return b.array();
    }

    /**
     * One of the request's pairs, built with {@code SOW = is_sow_supported()} as
     * {@code hw_exec_queue_add_exec_request_impl} builds all six descriptors (docs/reference/udma-rings-and-doorbells.md): on v3+ every RX
     * descriptor is strongly ordered and none carries DMB; on v2, which has no SOW, a {@code sync} pair (the event
     * poke, the tail increments) carries DMB instead (decision 0111).
     */
    private CopyPair pair(long src, long dst, int size, boolean sync) throws Exception {
        boolean sow = em.arch.isSowSupported();
        BarrierMode barrier = sync && !sow ? BarrierMode.DMB : BarrierMode.NONE;
        return M2mCopy.buildCopyPair(em.arch, src, dst, size, 0, barrier, sow, false);
    }

    /** {@code hw_exec_queue_add_descriptors}: reserve slots on both rings, then set them. */
    private void addDescriptors(Tpb t, CopyPair... pairs) {
        calls.run("hw_exec_queue_add_descriptors", () -> {
            int n = pairs.length;
            int[] base = calls.fn("sw_dma_queue_reserve_descriptors", () -> t.execQueue.reserve(n));
            long[] tx = new long[2 * n];
            long[] rx = new long[2 * n];
            for (int i = 0; i < n; i++) {
                tx[2 * i] = pairs[i].txWord0();
                tx[2 * i + 1] = pairs[i].txWord1();
                rx[2 * i] = pairs[i].rxWord0();
                rx[2 * i + 1] = pairs[i].rxWord1();
            }
            SwDmaQueue.swDmaQueueSetDescriptors(calls, t.execQueue, Direction.TX, base[0], tx, n);
            SwDmaQueue.swDmaQueueSetDescriptors(calls, t.execQueue, Direction.RX, base[1], rx, n);
            t.unpublished += n;
        });
    }

    /** {@code kbl_infer_kickoff} → {@code exec_kickoff_infer}: the NC doorbell, one semaphore increment. */
    private void inferKickoff(Tpb t) {
        calls.run("kbl_infer_kickoff", () -> {
            calls.leaf("db_physical_core_get_mla_and_tpb");
            calls.run("exec_kickoff_infer", () -> {
                calls.leaf("db_physical_core_get_mla_and_tpb");
                int sem = calls.fn("tdrv_sync_get_inference_start", () -> {
                    calls.leaf("tdrv_arch_ops_init");
                    calls.leaf("ensure_arch_ops_initialized.part.0");
                    return INFERENCE_START;
                });
                calls.run("ndl_nc_semaphore_increment", () -> em.dev.semaphoreIncrement(t.nc, sem, 1));
                em.kickoffs++;
            });
            calls.leaf("ntrace_record_event");
        });
    }
}
