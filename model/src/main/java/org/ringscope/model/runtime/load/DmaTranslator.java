package org.ringscope.model.runtime.load;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.ArchAddressMap;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringSet;
import org.ringscope.model.vring.VringSync;
import org.ringscope.model.vring.VringTemplates;

/**
 * The load-time translation of a subgraph's static DMA program into vrings — what {@code kbl_model_add} does
 * for the IO and data queue sets between {@code dma_queue_bundle_instance_lut_init} and
 * {@code dma_ring_setup_queue_bundles} ({@code io_create_queues} / {@code drs_create_data_refill_rings} →
 * {@code vring_set_allocate}, {@code expand_io_descs} / {@code drs_expand_data_desc_model} →
 * {@code dma_util_vring_append_descs}, {@code vring_pack_descs}; vring seed §7, load-facts §4):
 *
 * <ol>
 *   <li>every static queue set (and each of its {@code queue_instances}) gets a vring set of
 *       {@code num_queues} vrings; DGE ({@code type: dynamic}) sets get nothing and are reported;</li>
 *   <li>every entry of every engine's {@code dma} list goes to one queue ({@link QueuePlacement}); each of its
 *       descs is lowered by op — copy / equal-size cast: {@link CopyLowering}; add / min / max / fma:
 *       {@link CceLowering}; transpose: {@link TransposeLowering} — with template pointers for per-execution
 *       variables ({@link VarAddressing});</li>
 *   <li>then its completion: {@code vring_add_desc_semaphore_inc} for {@code semaphore},
 *       {@code vring_add_desc_event} for {@code event};</li>
 *   <li>finally every half that holds a template pointer is flagged {@code is_template} with
 *       {@code max_var_id} = the subgraph's largest var_id ({@code vring_set_template}).</li>
 * </ol>
 * The vrings are then dumped: {@link StaticRings} at load, {@link DynamicRings} per execution for templates.
 */
public final class DmaTranslator {
    private final Subgraph sg;
    private final Arch arch;
    private final LoadOptions opts;
    private final ArchAddressMap map;
    private final VarTable vars;
    private final Where where = new Where();
    private final CopyLowering copy = new CopyLowering();
    private final CceLowering cce = new CceLowering();
    private final TransposeLowering transpose = new TransposeLowering();
    private final CastLowering cast = new CastLowering();
    private final List<NotEmulatedEntry> notEmulated = new ArrayList<>();
    private EngineProgram current;
    private int currentIndex;
    private DmaEntry currentEntry;
    private final List<QueueProgram> queues = new ArrayList<>();
    private final Map<String, Integer> queueIndex = new HashMap<>();
    private final Map<String, int[]> dynamicEntries = new LinkedHashMap<>();
    private final Map<String, QueueSet> dynamicSets = new HashMap<>();

    private DmaTranslator(Subgraph sg, Arch arch, VarAddressing addressing, LoadOptions opts) {
        this.sg = sg;
        this.arch = arch;
        this.opts = opts;
        this.map = opts.addressMap() != null ? opts.addressMap() : ArchAddressMap.emulated(arch);
        this.vars = new VarTable(sg, addressing);
    }

    /** {@link #translate(Subgraph, Arch, VarAddressing, LoadOptions)} with {@link LoadOptions#defaults()}. */
    public static DmaProgram translate(Subgraph sg, Arch arch, VarAddressing addressing)
            throws InputException, VringException {
        return translate(sg, arch, addressing, LoadOptions.defaults());
    }

    /**
     * Translates every static {@code dma} entry of {@code sg} into vrings for {@code arch}.
     *
     * @throws InputException a NEFF the runtime would refuse, naming the member and the dma entry id: an unknown
     *         queue set or variable, a pattern whose byte count differs between from and to, bytes outside a
     *         variable, an unknown op or dtype, a size-changing cast
     * @throws VringException a vring failure as the runtime reports it (e.g. QUEUE_FULL past 16,777,200
     *         descriptors in one half)
     */
    public static DmaProgram translate(Subgraph sg, Arch arch, VarAddressing addressing, LoadOptions opts)
            throws InputException, VringException {
        return new DmaTranslator(sg, arch, addressing, opts).run();
    }

    private DmaProgram run() throws InputException, VringException {
        for (QueueSet qs : sg.queueSets()) {
            if (qs.dynamic()) {
                dynamicSets.put(qs.name(), qs);
                dynamicEntries.put(qs.name(), new int[1]);
                continue;
            }
            if (qs.numQueues() < 1 || qs.numQueues() > VringSet.MAX_VRINGS) {
                throw new InputException(sg.definition(), -1, "dma_queue." + qs.name() + ".num_queues",
                        qs.numQueues() + " queues; a queue set has 1 to " + VringSet.MAX_VRINGS);
            }
            allocate(qs, qs.name());
            for (String instance : qs.queueInstances()) {
                allocate(qs, instance);
            }
        }
        EntryTable table = new EntryTable(queues);
        for (EngineProgram ep : sg.engines()) {
            List<DmaEntry> dma = ep.dma();
            for (int i = 0; i < dma.size(); i++) {
                entry(ep, i, dma.get(i), table);
            }
        }
        for (QueueProgram qp : queues) {
            for (int q = 0; q < qp.vrings().size(); q++) {
                Vring v = qp.vrings().get(q);
                if (qp.txTemplate(q)) {
                    VringTemplates.vringSetTemplate(v, Direction.TX, true, vars.maxVarId());
                }
                if (qp.rxTemplate(q)) {
                    VringTemplates.vringSetTemplate(v, Direction.RX, true, vars.maxVarId());
                }
            }
        }
        List<DynamicQueueSet> dynamic = new ArrayList<>();
        dynamicEntries.forEach((name, n) -> dynamic.add(new DynamicQueueSet(dynamicSets.get(name), n[0])));
        return new DmaProgram(sg.name(), arch, queues, queueIndex, dynamic, table, vars.maxVarId(), notEmulated);
    }

    private void allocate(QueueSet qs, String name) throws InputException {
        if (queueIndex.containsKey(name)) {
            throw new InputException(sg.definition(), -1, "dma_queue." + qs.name(), "queue name " + name + " is used twice");
        }
        VringSet set = VringSet.vringSetAllocate(name, qs.numQueues(), opts.tileIdx(), false, arch);
        if (opts.listener() != null) {
            set.vrings().forEach(v -> v.setListener(opts.listener()));
        }
        if (opts.attach() != null) {
            set.vrings().forEach(opts.attach());
        }
        queueIndex.put(name, queues.size());
        queues.add(new QueueProgram(qs, name, set));
    }

    private void entry(EngineProgram ep, int index, DmaEntry e, EntryTable table) throws InputException, VringException {
        where.entry(ep.jsonMember(), index, e.id());
        try {
            place(ep, index, e, table);
        } catch (VringException ve) {
            throw new VringException(ve.status(), where.member() + ": " + where.field(null) + ": " + ve.getMessage(), ve);
        }
    }

    private void place(EngineProgram ep, int index, DmaEntry e, EntryTable table) throws InputException, VringException {
        Integer qpi = queueIndex.get(e.queue());
        if (qpi == null) {
            int[] dyn = dynamicEntries.get(e.queue());
            if (dyn != null) {
                dyn[0]++;
                return;
            }
            throw where.error("queue", "names queue set " + e.queue() + ", which def.json's dma_queue does not declare");
        }
        QueueProgram qp = queues.get(qpi);
        int q = QueuePlacement.queueOf(e, qp.queueSet());
        Vring v = qp.vrings().get(q);
        int txStart = v.tx().usedDescCount();
        int rxStart = v.rx().usedDescCount();
        long bytes = 0;
        List<DmaDesc> descs = e.descs();
        current = ep;
        currentIndex = index;
        currentEntry = e;
        for (int j = 0; j < descs.size(); j++) {
            where.desc(j);
            bytes += lower(descs.get(j), v, qp, q, j);
        }
        where.desc(-1);
        int sync = 0;
        if (e.semaphore() >= 0) {
            if (e.semaphore() > 255) {
                throw where.error("semaphore", "semaphore " + e.semaphore() + " outside the 256 of a core");
            }
            VringSync.vringAddDescSemaphoreInc(v, map, opts.tpbIdx(), e.semaphore());
            sync++;
        }
        if (e.event() >= 0) {
            VringSync.vringAddDescEvent(v, map, opts.tpbIdx(), e.event(), true);
            sync++;
        }
        qp.noteEntry(q);
        table.add(ep.engine(), index, e.id(), qpi, q, txStart, v.tx().usedDescCount() - txStart, rxStart,
                v.rx().usedDescCount() - rxStart, bytes, e.semaphore(), e.event(), sync);
    }

    private long lower(DmaDesc d, Vring v, QueueProgram qp, int q, int j) throws InputException, VringException {
        String op = d.op().isEmpty() ? "copy" : d.op();
        switch (op) {
            case "copy":
                return copy.lower(d.from(), d.to(), v, qp, q, vars, where, opts.pack(),
                        opts.packetBudget(arch.maxDescPerPacket()));
            case "cast":
                DmaDtype from = dtype(d.from().dtype(), "from_dtype");
                DmaDtype to = dtype(d.to().dtype(), "to_dtype");
                if (!from.bitPreservingCastTo(to)) {
                    return castValues(d, from, to, v, qp, q, j);
                }
                return copy.lower(d.from(), d.to(), v, qp, q, vars, where, opts.pack(),
                        opts.packetBudget(arch.maxDescPerPacket()));
            case "transpose":
                return transpose.lower(d, v, qp, q, vars, where);
            default:
                CceOp cceOp = CceLowering.op(op);
                if (cceOp == null) {
                    throw where.error("op", "unsupported op " + op + " (copy, cast, add, min, max, fma, transpose)");
                }
                return cce.lower(d, cceOp, v, qp, q, vars, where);
        }
    }

    /** A value-converting cast ({@link CastLowering}); one that cannot be performed is recorded, not refused. */
    private long castValues(DmaDesc d, DmaDtype from, DmaDtype to, Vring v, QueueProgram qp, int q, int j)
            throws InputException, VringException {
        String why = cast.unsupported(d.from(), d.to(), from, to, where);
        if (why != null) {
            long bytes = Patterns.check(d.from().steps(), d.from().sizes(), "from", where);
            notEmulated.add(new NotEmulatedEntry(current.engine(), currentIndex, currentEntry.id(), j, why, bytes));
            return 0;
        }
        return cast.lower(d.from(), d.to(), from, to, v, qp, q, vars, where);
    }

    private DmaDtype dtype(String name, String field) throws InputException {
        DmaDtype t = DmaDtype.of(name);
        if (t == null) {
            throw where.error(field, "unknown dtype " + name);
        }
        return t;
    }
}
