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
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.ArchAddressMap;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringSet;
import org.ringscope.model.vring.VringTemplates;

/**
 * The load-time translation of a subgraph's static DMA program into vrings, as {@code kbl_model_add} runs it in
 * two of its steps (docs/reference/load-path.md, vring seed §7; decisions 0551, 0110):
 *
 * <ol>
 *   <li>{@code drs_create_data_refill_rings} — {@link #drsCreateDataRefillRings()}: every data queue set (any
 *       static type but {@code in} / {@code out}) and each of its {@code queue_instances} gets a vring set of
 *       {@code num_queues} vrings ({@code vring_set_allocate}), filled by {@code drs_expand_data_desc_model};</li>
 *   <li>{@code io_create_queues} — {@link #ioCreateQueues()}: the same for the IO queue sets ({@code in},
 *       {@code out}), filled by {@code expand_io_descs}.</li>
 * </ol>
 * Each expansion takes the queue set's entries in engine order and, per entry: every desc through
 * {@code dma_util_vring_append_descs} ({@link DescAppend}), then {@link EntryCompletion} — pack, barrier, the
 * completion semaphore (embedded or a descriptor of its own) and the event. {@link #finish()} flags every half
 * that holds a template pointer {@code is_template} with {@code max_var_id} = the subgraph's largest var_id
 * ({@code vring_set_template}). DGE ({@code type: dynamic}) sets get nothing and are reported. The vrings are then
 * dumped: {@link StaticRings} at load, {@link DynamicRings} per execution for templates.
 */
public final class DmaTranslator {
    private final Subgraph sg;
    private final Arch arch;
    private final LoadOptions opts;
    private final VarTable vars;
    private final Where where = new Where();
    private final DescAppend append = new DescAppend();
    private final EntryCompletion completion;
    private final List<NotEmulatedEntry> notEmulated = new ArrayList<>();
    private final List<QueueProgram> queues = new ArrayList<>();
    private final Map<String, Integer> queueIndex = new HashMap<>();
    private final Map<String, int[]> dynamicEntries = new LinkedHashMap<>();
    private final Map<String, QueueSet> dynamicSets = new HashMap<>();
    /** Queue name → its entries in engine order, as {engine index, entry index} pairs. */
    private final Map<String, List<int[]>> byQueue = new HashMap<>();
    private final EntryTable table = new EntryTable(queues);

    private DmaTranslator(Subgraph sg, Arch arch, VarAddressing addressing, LoadOptions opts) {
        this.sg = sg;
        this.arch = arch;
        this.opts = opts;
        ArchAddressMap map = opts.addressMap() != null ? opts.addressMap() : ArchAddressMap.emulated(arch);
        this.vars = new VarTable(sg, addressing);
        this.completion = new EntryCompletion(map, opts);
    }

    /**
     * A translation of {@code sg} for {@code arch}, before either step ran: checks that every entry names a queue
     * set def.json declares.
     *
     * @throws InputException an entry naming an undeclared queue set, or a queue set with a bad queue count
     */
    public static DmaTranslator begin(Subgraph sg, Arch arch, VarAddressing addressing, LoadOptions opts)
            throws InputException {
        DmaTranslator t = new DmaTranslator(sg, arch, addressing, opts);
        t.index();
        return t;
    }

    /** {@link #translate(Subgraph, Arch, VarAddressing, LoadOptions)} with {@link LoadOptions#defaults()}. */
    public static DmaProgram translate(Subgraph sg, Arch arch, VarAddressing addressing)
            throws InputException, VringException {
        return translate(sg, arch, addressing, LoadOptions.defaults());
    }

    /**
     * Both steps and {@link #finish()}: every static {@code dma} entry of {@code sg} translated into vrings.
     *
     * @throws InputException a NEFF the runtime would refuse, naming the member and the dma entry id: an unknown
     *         queue set or variable, a pattern whose byte count differs between from and to, bytes outside a
     *         variable, an unknown op or dtype, a size-changing cast
     * @throws VringException a vring failure as the runtime reports it (e.g. QUEUE_FULL past 16,777,200
     *         descriptors in one half)
     */
    public static DmaProgram translate(Subgraph sg, Arch arch, VarAddressing addressing, LoadOptions opts)
            throws InputException, VringException {
        DmaTranslator t = begin(sg, arch, addressing, opts);
        t.drsCreateDataRefillRings();
        t.ioCreateQueues();
        return t.finish();
    }

    /** Whether {@code qs} is an IO queue set ({@code io_create_queues}); the other static sets are data refill. */
    public static boolean isIo(QueueSet qs) {
        return qs.type().equals("in") || qs.type().equals("out");
    }

    private void index() throws InputException {
        QueueSetRules.check(sg);
        Map<String, QueueSet> known = new HashMap<>();
        for (QueueSet qs : sg.queueSets()) {
            if (qs.dynamic()) {
                dynamicSets.put(qs.name(), qs);
                dynamicEntries.put(qs.name(), new int[1]);
                continue;
            }
            for (String name : names(qs)) {
                if (known.put(name, qs) != null) {
                    throw new InputException(sg.definition(), -1, "dma_queue." + qs.name(), "queue name " + name
                            + " is used twice");
                }
            }
        }
        List<EngineProgram> engines = sg.engines();
        for (int ei = 0; ei < engines.size(); ei++) {
            EngineProgram ep = engines.get(ei);
            List<DmaEntry> dma = ep.dma();
            for (int i = 0; i < dma.size(); i++) {
                DmaEntry e = dma.get(i);
                int[] dyn = dynamicEntries.get(e.queue());
                if (dyn != null) {
                    dyn[0]++;
                    continue;
                }
                if (!known.containsKey(e.queue())) {
                    where.entry(ep.jsonMember(), i, e.id());
                    throw where.error("queue", "names queue set " + e.queue()
                            + ", which def.json's dma_queue does not declare");
                }
                byQueue.computeIfAbsent(e.queue(), k -> new ArrayList<>()).add(new int[] {ei, i});
            }
        }
    }

    private static List<String> names(QueueSet qs) {
        List<String> n = new ArrayList<>();
        n.add(qs.name());
        n.addAll(qs.queueInstances());
        return n;
    }

    /** {@code drs_create_data_refill_rings}: the data queue sets, each by {@code drs_expand_data_desc_model}. */
    public void drsCreateDataRefillRings() throws InputException, VringException {
        expandAll(false, "drs_expand_data_desc_model");
    }

    /** {@code io_create_queues}: the IO queue sets, each by {@code expand_io_descs}. */
    public void ioCreateQueues() throws InputException, VringException {
        expandAll(true, "expand_io_descs");
    }

    private void expandAll(boolean io, String expander) throws InputException, VringException {
        for (QueueSet qs : sg.queueSets()) {
            if (qs.dynamic() || isIo(qs) != io) {
                continue;
            }
            for (String name : names(qs)) {
                QueueProgram qp = allocate(qs, name);
                opts.frames().run(expander, () -> expand(qp));
            }
        }
    }

    private QueueProgram allocate(QueueSet qs, String name) {
        VringSet set = VringSet.vringSetAllocate(name, qs.numQueues(), opts.tileIdx(), false, arch);
        if (opts.listener() != null) {
            set.vrings().forEach(v -> v.setListener(opts.listener()));
        }
        if (opts.attach() != null) {
            set.vrings().forEach(opts.attach());
        }
        QueueProgram qp = new QueueProgram(qs, name, set);
        queueIndex.put(name, queues.size());
        queues.add(qp);
        return qp;
    }

    private void expand(QueueProgram qp) throws InputException, VringException {
        List<EngineProgram> engines = sg.engines();
        for (int[] at : byQueue.getOrDefault(qp.name(), List.of())) {
            EngineProgram ep = engines.get(at[0]);
            DmaEntry e = ep.dma().get(at[1]);
            where.entry(ep.jsonMember(), at[1], e.id());
            try {
                place(ep, at[1], e, qp);
            } catch (VringException ve) {
                throw located(ve);
            }
        }
    }

    /** {@code ve} with the member and dma entry it happened at in front of the runtime's log line. */
    private VringException located(VringException ve) {
        return new VringException(ve.status(), where.member() + ": " + where.field(null) + ": " + ve.getMessage(), ve);
    }

    private void place(EngineProgram ep, int index, DmaEntry e, QueueProgram qp) throws InputException, VringException {
        int q = QueuePlacement.queueOf(e, qp.queueSet());
        Vring v = qp.vrings().get(q);
        int txStart = v.tx().usedDescCount();
        int rxStart = v.rx().usedDescCount();
        long[] bytes = new long[1];
        List<DmaDesc> descs = e.descs();
        boolean copies = false;
        for (int j = 0; j < descs.size(); j++) {
            DmaDesc d = descs.get(j);
            int desc = j;
            where.desc(j);
            copies |= DescAppend.isCopy(d);
            opts.frames().run("dma_util_vring_append_descs", () -> {
                try {
                    bytes[0] += append.dmaUtilVringAppendDescs(d, v, qp, q, vars, where, why -> notEmulated.add(
                            new NotEmulatedEntry(ep.engine(), index, e.id(), desc, why,
                                    Patterns.check(d.from().steps(), d.from().sizes(), "from", where))));
                } catch (VringException ve) {
                    throw located(ve);
                }
            });
        }
        where.desc(-1);
        if (e.semaphore() > 255) {
            throw where.error("semaphore", "semaphore " + e.semaphore() + " outside the 256 of a core");
        }
        completion.packAndBarrier(v, txStart, opts.pack() && copies);
        int sync = completion.complete(v, e.semaphore(), e.event(), v.rx().usedDescCount() - rxStart);
        qp.noteEntry(q);
        table.add(ep.engine(), index, e.id(), queueIndex.get(qp.name()), q, txStart, v.tx().usedDescCount() - txStart,
                rxStart, v.rx().usedDescCount() - rxStart, bytes[0], e.semaphore(), e.event(), sync);
    }

    /** Flags the template halves and returns the program. */
    public DmaProgram finish() {
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
}
