package org.ringscope.model.runtime;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.device.MemCategory;
import org.ringscope.model.device.Region;
import org.ringscope.model.dge.DgeExecutor;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.runtime.load.DmaTranslator;
import org.ringscope.model.runtime.load.DynamicRings;
import org.ringscope.model.runtime.load.EngineQueues;
import org.ringscope.model.runtime.load.LoadOptions;
import org.ringscope.model.runtime.load.QueueProgram;
import org.ringscope.model.runtime.load.QueueSetRules;
import org.ringscope.model.runtime.load.StaticRings;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.VringDomain;

/**
 * {@code kbl_model_add} (0x3058e0) for one subgraph on its NeuronCore, in the order of docs/reference/load-path.md:
 * {@code dma_queue_bundle_instance_lut_init} (each queue set gets DMA queues of the core, decision 0704),
 * {@code drs_create_data_refill_rings} (the variables are placed, {@link VarPlacement}),
 * {@code io_create_queues} (the DMA program is translated into vrings attached to the journal,
 * {@link DmaTranslator}), {@code ucode_stage_libs} → {@code dmem_buf_copyin} of each prelinked image,
 * {@code sequencer_setup_instr} ({@link InstrSetup}), {@code dma_ring_setup_queue_bundles} (the static vrings are
 * dumped into prings in HBM and bound to their queues; the hw exec queue gets its ring) and
 * {@code kbl_get_fmap_set}. A failure takes {@code model_free}.
 */
final class ModelAdd {
    /** Engines of a core that carry queue sets; engine 14 fetches instructions, engine 15 is the hw exec queue. */
    static final int DATA_ENGINES = EngineQueues.DATA_ENGINES;
    static final int INSTR_ENGINE = 14;
    static final int EXEC_ENGINE = 15;
    /** The queue id of a core's first DGE queue set on each of its engines (decision 1103). */
    static final int FIRST_DGE_QUEUE = EngineQueues.FIRST_DGE_QUEUE;
    /** The staging slots of libraries in the core's DMEM: outside the code (0-0x20000) and data (0x80000-0xC0000) link windows. */
    static final long[] DMEM_SLOTS = {0x20000, 0x30000, 0x40000, 0x50000, 0x60000, 0x70000, 0xC0000, 0xD0000, 0xE0000,
        0xF0000};
    /** {@code ucode_stage_libs}: "Exceeded max number of GPSIMD libs". */
    static final int MAX_LIBS = 9;

    private final Emulation em;
    private final Calls calls;
    private final InstrSetup instr;

    ModelAdd(Emulation em) {
        this.em = em;
        this.calls = em.calls;
        this.instr = new InstrSetup(em);
    }

    void kblModelAdd(Tpb t) {
        calls.run("kbl_model_add", () -> {
            QueueSetRules.check(t.sg);
            calls.leaf("al_hal_tpb_get_arch_type");
            em.dev.setConversion(t.nc, ConversionSetup.of(em.neff, t.sg, em.options.rounding()));
            Map<String, int[]> lut = calls.fn("dma_queue_bundle_instance_lut_init", () -> lut(t));
            DmaTranslator[] tr = new DmaTranslator[1];
            calls.run("drs_create_data_refill_rings", () -> {
                t.vars = VarPlacement.place(em.dev, em.neff, t.sg, t.nc, t.prefix());
                tr[0] = DmaTranslator.begin(t.sg, em.arch, t.vars, LoadOptions.defaults().withTpb(t.nc)
                        .withPack(em.options.pack()).withMaxPacketSize(em.options.maxPacketSize())
                        .withEmbeddedSem(em.options.embeddedSem()).withAttach(VringDomain.of(em.journal)::attach)
                        .withFrames((node, work) -> calls.run(node, work::run)));
                tr[0].drsCreateDataRefillRings();
            });
            calls.run("io_create_queues", () -> {
                tr[0].ioCreateQueues();
                t.program = tr[0].finish();
                for (QueueProgram qp : t.program.queues()) {
                    int[] at = lut.get(qp.name());
                    for (int q = 0; q < qp.vrings().size(); q++) {
                        t.bindings.add(new Tpb.Binding(qp, q, em.dev.queue(at[2 * q], at[2 * q + 1])));
                    }
                }
                t.ddrs = new DynamicRings(DynamicRings.DEFAULT_CAPACITY, VringDomain.of(em.journal)::attach, em.prings(t))
                        .withTrap(em.options.dumpTrap());
            });
            calls.run("ucode_stage_libs", () -> stageLibs(t));
            calls.run("sequencer_setup_instr", () -> instr.setup(t));
            calls.run("dma_ring_setup_queue_bundles", () -> setupQueueBundles(t));
            calls.leaf("kbl_get_fmap_set");
        }, f -> {
            calls.leaf("model_free");
            return NrtStatus.NRT_FAILURE;
        });
    }

    /**
     * Queue set (and instance) name → {engine, queue} of each of its queues on the subgraph's core, as
     * {@link EngineQueues} places them.
     */
    private Map<String, int[]> lut(Tpb t) {
        EngineQueues.Lut l = EngineQueues.lut(t.sg, em.dev.topology().queuesPerEngine());
        if (l.overflow() != null) {
            throw new NrtFailure("dma_queue_bundle_instance_lut_init", NrtStatus.NRT_RESOURCE, false,
                    t.sg.definition() + ": the queue sets need more than the " + DATA_ENGINES
                            + " DMA engines RingScope gives a core's queue sets (decision 0704)", null);
        }
        Map<String, int[]> lut = new HashMap<>();
        l.queues().forEach((name, at) -> {
            int[] abs = at.clone();
            for (int q = 0; q < abs.length; q += 2) {
                abs[q] = engineOf(t, at[q]);
            }
            lut.put(name, abs);
        });
        return lut;
    }

    /** The dynamic queue sets' rings: one pair per engine on the set's queue id (decision 1103). */
    private void dgeRings(Tpb t) throws Exception {
        int[] ids = EngineQueues.dgeQueueIds(t.sg);
        int k = 0;
        for (QueueSet qs : t.sg.queueSets()) {
            if (!qs.dynamic() || k >= ids.length) {
                continue;
            }
            int id = ids[k++];
            Engine owner = Engine.byKey(qs.owner()).orElse(null);
            DmaQueue[] qs16 = new DmaQueue[DgeExecutor.ENGINES];
            Pring[] tx = new Pring[qs16.length];
            Pring[] rx = new Pring[qs16.length];
            for (int e = 0; e < qs16.length; e++) {
                qs16[e] = em.dev.queue(engineOf(t, e), id);
                tx[e] = em.dev.allocPring(t.prefix() + qs.name() + "_" + e + ".tx", RingType.TX, DgeSet.RING_DESCS, true);
                rx[e] = em.dev.allocPring(t.prefix() + qs.name() + "_" + e + ".rx", RingType.RX, DgeSet.RING_DESCS, true);
            }
            t.dge.add(new DgeSet(qs, owner, id, qs16, tx, rx));
        }
    }

    private int engineOf(Tpb t, int k) {
        return t.nc * em.dev.topology().dmaEnginesPerNc() + k;
    }

    /** {@code ucode_stage_libs} → {@code ucode_alloc_new_staged_libs}, {@code ucode_stage_libs_impl}. */
    private void stageLibs(Tpb t) {
        calls.leaf("db_physical_core_get_mla_and_tpb");
        List<UcodeImage> libs = em.ucode.stream().filter(u -> u.source().subgraphs().contains(t.sg.name())).toList();
        if (libs.isEmpty()) {
            return;
        }
        calls.run("ucode_alloc_new_staged_libs", () -> {
            if (libs.size() > MAX_LIBS) {
                throw new NrtFailure("ucode_alloc_new_staged_libs", NrtStatus.NRT_RESOURCE, false,
                        "Exceeded max number of GPSIMD libs (" + libs.size() + " > " + MAX_LIBS + ")", null);
            }
        });
        calls.run("ucode_stage_libs_impl", () -> {
            for (UcodeImage lib : libs) {
                if (!lib.ok()) {
                    throw new NrtFailure("ucode_stage_libs_impl", NrtStatus.NRT_FAILURE, false, "ucode library "
                            + lib.source().name() + " has no image to stage: status " + lib.status().code() + " ("
                            + lib.message() + ")", null);
                }
                long at = em.dev.addressMap().base(Region.DMEM)
                        + t.nc * DeviceAddressMap.DMEM_PER_NC + DMEM_SLOTS[t.libs.size()];
                calls.run("dmem_buf_copyin", () -> em.dev.write(at, lib.image()));
                t.libs.add(lib);
                t.libDmem.add(at);
            }
            calls.leaf("calloc");
            calls.leaf("strncpy");
        });
    }

    /** {@code dma_ring_setup_queue_bundles}: static rings dumped and bound; the hw exec queue's ring. */
    private void setupQueueBundles(Tpb t) throws Exception {
        for (Tpb.Binding b : t.bindings) {
            if (!b.program.isTemplate(b.q)) {
                b.fixed = StaticRings.createPringsFromVring(b.program.vrings().get(b.q), em.prings(t),
                        em.options.dumpTrap());
            }
        }
        if (t.instrVring != null) {
            t.instrRings = StaticRings.createPringsFromVring(t.instrVring, em.prings(t), em.options.dumpTrap());
            t.instrQueue = em.dev.queue(engineOf(t, INSTR_ENGINE), 0);
        }
        dgeRings(t);
        t.execTx = em.dev.allocPring(t.prefix() + "hw_exec_queue.tx", RingType.TX, 0, true);
        t.execRx = em.dev.allocPring(t.prefix() + "hw_exec_queue.rx", RingType.RX, 0, true);
        t.execQueue = em.dev.queue(engineOf(t, EXEC_ENGINE), 0);
        t.execQueue.init(t.execTx, t.execRx);
        t.requestBuffer = em.dev.alloc(t.prefix() + "exec_request", MemCategory.RUNTIME, Kickoff.REQUEST_BUFFER, 64);
        t.mailbox = em.dev.alloc(t.prefix() + "exec_request.mailbox", MemCategory.RUNTIME, Kickoff.REQUEST_BYTES, 64);
    }
}
