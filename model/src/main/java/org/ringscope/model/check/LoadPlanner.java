package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.ringscope.model.InputException;
import org.ringscope.model.device.Topology;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Kelf;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.UcodeLibParser;
import org.ringscope.model.runtime.load.DmaProgram;
import org.ringscope.model.runtime.load.DmaTranslator;
import org.ringscope.model.runtime.load.DynamicQueueSet;
import org.ringscope.model.runtime.load.EngineQueues;
import org.ringscope.model.runtime.load.LoadOptions;
import org.ringscope.model.runtime.load.QueueProgram;
import org.ringscope.model.runtime.load.VarLayout;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringSet;

/**
 * Builds the {@link LoadPlan} of a NEFF on one arch from the emulated runtime's own load code, without a device or a
 * journal, so a check of a large NEFF takes seconds: each subgraph's variables are placed ({@link VarLayout}), its
 * DMA program is translated into vrings ({@link DmaTranslator}, as {@code io_create_queues} does), its instruction
 * images become the fetch vring ({@code sequencer_setup_instr}: one copy per engine image), and every queue is put on
 * its engine ({@link QueueMap}). The rings' sizes are left to the profile: the runtime's sizing law differs by
 * version.
 */
public final class LoadPlanner {
    private LoadPlanner() {
    }

    /** Loads planned in this JVM (a large NEFF's plan translates every descriptor: the tests count them). */
    private static final AtomicLong PLANS = new AtomicLong();

    /** Loads planned in this JVM so far. */
    public static long plans() {
        return PLANS.get();
    }

    /** The plan of {@code neff} on {@code arch}. */
    public static LoadPlan plan(NeffFile neff, Arch arch) throws InputException {
        return plan(neff, ManifestParser.parse(neff), arch);
    }

    /** The plan of {@code neff} (whose manifest is {@code m}) on {@code arch}. */
    public static LoadPlan plan(NeffFile neff, Manifest m, Arch arch) throws InputException {
        PLANS.incrementAndGet();
        Topology topo = Topology.of(arch);
        Map<String, Integer> cores = QueueMap.cores(m, topo);
        List<PlannedSubgraph> sgs = new ArrayList<>();
        List<NeffFacts.QueueSetFact> sets = new ArrayList<>();
        int instances = 0;
        for (Kelf k : m.kelfs()) {
            for (Subgraph sg : k.subgraphs()) {
                for (QueueSet qs : sg.queueSets()) {
                    sets.add(new NeffFacts.QueueSetFact(sg.name(), sg.definition(), qs.name(), qs.type(), qs.numQueues()));
                    instances += qs.queueInstances().size();
                }
                sgs.add(subgraph(neff, sg, cores.getOrDefault(sg.name(), 0), arch, topo));
            }
        }
        NeffFacts facts = new NeffFacts(neff.source(), neff.header().pkgVersion(), neff.header().versionMajor(),
                neff.header().versionMinor(), neff.header().featureBits(), m.target() == null ? "" : m.target(),
                m.kelfMember(), (int) neff.header().lncSize(), instances, sets);
        return new LoadPlan(facts, arch, sgs);
    }

    private static PlannedSubgraph subgraph(NeffFile neff, Subgraph sg, int nc, Arch arch, Topology topo)
            throws InputException {
        List<String> gaps = new ArrayList<>();
        VarLayout vars = VarLayout.place(sg);
        List<PlannedSubgraph.PlannedVar> staged = new ArrayList<>();
        for (VarLayout.Placement p : vars.placements()) {
            if (p.bytes() > 0) {
                staged.add(new PlannedSubgraph.PlannedVar(p.var().name(), p.var().type(),
                        "file".equals(p.var().type()) ? MemoryUse.MODEL_CONSTANTS : MemoryUse.TENSORS, p.bytes()));
            }
        }
        Optional<PlannedSubgraph.ProgramError> error = Optional.empty();
        DmaProgram program = null;
        Optional<QueueSet> oversized = sg.queueSets().stream()
                .filter(q -> q.numQueues() < 1 || q.numQueues() > VringSet.MAX_VRINGS)
                .findFirst();
        if (oversized.isPresent()) {
            error = Optional.of(new PlannedSubgraph.ProgramError(Rule.QUEUE_SET_QUEUES, sg.definition()
                    + ": dma_queue." + oversized.get().name() + ".num_queues is " + oversized.get().numQueues()));
        } else {
            try {
                program = translate(sg, arch, vars, nc, gaps);
            } catch (InputException e) {
                error = Optional.of(new PlannedSubgraph.ProgramError(Rule.NEFF_PROGRAM, e.getMessage()));
            } catch (VringException e) {
                error = Optional.of(new PlannedSubgraph.ProgramError(Rule.VRING_CAP, e.getMessage()));
            }
        }
        List<PlannedQueue> queues = new ArrayList<>();
        List<String> dynamic = new ArrayList<>();
        if (program != null) {
            Map<String, int[]> at = QueueMap.queues(sg, nc, topo);
            for (QueueProgram qp : program.queues()) {
                int[] eq = at.get(qp.name());
                if (eq == null) {
                    gaps.add("queue set " + qp.name() + ": no engine left on NC " + nc + " (RingScope gives a core's queue "
                            + "sets " + QueueMap.DATA_ENGINES + " engines, decision 0704)");
                    continue;
                }
                for (int q = 0; q < qp.vrings().size(); q++) {
                    Vring v = qp.vrings().get(q);
                    queues.add(new PlannedQueue(sg.name() + ":" + v.name(), sg.name(), nc, qp.name(), qp.queueSet().type(),
                            q, qp.isTemplate(q) ? RingKind.PER_EXECUTION : RingKind.STATIC,
                            RingCategory.ofQueueSetType(qp.queueSet().type()), eq[2 * q], eq[2 * q + 1], v.tx().usedDescCount(),
                            v.rx().usedDescCount(), v, qp));
                }
            }
            for (DynamicQueueSet d : program.dynamicQueueSets()) {
                dynamic.add(d.queueSet().name());
            }
            dgeRings(sg, nc, topo, queues);
        }
        List<Long> instr = new ArrayList<>();
        Vring fetch = instructions(sg, arch, vars.hbmEnd(), instr);
        if (fetch != null) {
            queues.add(new PlannedQueue(sg.name() + ":" + fetch.name(), sg.name(), nc, "instr", "instr", 0,
                    RingKind.INSTRUCTIONS, RingCategory.RUNTIME, QueueMap.engine(nc, QueueMap.INSTR_ENGINE, topo), 0,
                    fetch.tx().usedDescCount(), fetch.rx().usedDescCount(), fetch, null));
            if (!UcodeLibParser.parse(neff, sg).isEmpty()) {
                gaps.add("the Pool image's ucode load records are not counted in its instruction bytes");
            }
        }
        queues.add(new PlannedQueue(sg.name() + ":hw_exec_queue", sg.name(), nc, "hw_exec_queue", "exec", 0,
                RingKind.EXEC_QUEUE, RingCategory.RUNTIME, QueueMap.engine(nc, QueueMap.EXEC_ENGINE, topo), 0, 0, 0,
                null, null));
        // the plan's rings are only scanned from here on: their words packed (a few bytes a segment of a regular
        // stream) rather than a second copy of every descriptor the session's own load holds
        for (PlannedQueue q : queues) {
            if (q.vring() != null) {
                q.vring().tx().seal();
                q.vring().rx().seal();
            }
        }
        return new PlannedSubgraph(sg.name(), sg.definition(), nc, sg, queues, staged, vars.scratchpadSize(), instr, program,
                error, dynamic, gaps, PlannedDge.of(sg, vars));
    }

    /**
     * The DGE sets' rings, as the runtime allocates them at load: per set one ring pair of
     * {@value EngineQueues#DGE_RING_DESCS} descriptors on each of the core's 16 engines, on the set's queue id. They hold no
     * descriptor at load (the DGE writes them when it runs); they are charged as runtime rings.
     */
    private static void dgeRings(Subgraph sg, int nc, Topology topo, List<PlannedQueue> queues) {
        int[] ids = EngineQueues.dgeQueueIds(sg);
        int k = 0;
        for (QueueSet qs : sg.queueSets()) {
            if (!qs.dynamic() || k >= ids.length) {
                continue;
            }
            int id = ids[k++];
            for (int e = 0; e < topo.dmaEnginesPerNc(); e++) {
                queues.add(new PlannedQueue(sg.name() + ":" + qs.name() + "_" + e, sg.name(), nc, qs.name(), qs.type(), e,
                        RingKind.DGE, RingCategory.RUNTIME, QueueMap.engine(nc, e, topo), id, EngineQueues.DGE_RING_DESCS,
                        EngineQueues.DGE_RING_DESCS, null, null));
            }
        }
    }

    /** The translation; a value-converting cast RingScope cannot lower is left out, and said so in {@code gaps}. */
    private static DmaProgram translate(Subgraph sg, Arch arch, VarLayout vars, int nc, List<String> gaps)
            throws InputException, VringException {
        LoadOptions opts = LoadOptions.defaults().withTpb(nc);
        Map<String, Integer> casts = CastGaps.lowered(arch) ? Map.of() : CastGaps.count(sg);
        if (casts.isEmpty()) {
            return DmaTranslator.translate(sg, arch, vars, opts);
        }
        casts.forEach((qs, n) -> gaps.add("queue set " + qs + ": " + n + " value-converting cast description"
                + (n == 1 ? "" : "s") + " not emulated: its rings lack their descriptors (decision 1052)"));
        return DmaTranslator.translate(CastGaps.without(sg), arch, vars, opts);
    }

    /** {@code sequencer_setup_instr}'s fetch vring: one copy image → instruction buffer per engine with slots. */
    private static Vring instructions(Subgraph sg, Arch arch, long base, List<Long> bytes) throws InputException {
        Vring v = null;
        long at = (base + 4095) & ~4095L;
        for (EngineProgram ep : sg.engines()) {
            int slots = ep.slotCount();
            if (slots == 0) {
                continue;
            }
            long n = (long) slots * InstructionStream.SLOT;
            if (v == null) {
                v = new Vring(sg.name() + "_instr", arch);
            }
            try {
                v.vringAddDescTransfer(at, at + n, n);
            } catch (VringException e) {
                throw new InputException(ep.instrMember(), -1, "instructions", e.getMessage(), e);
            }
            at += 2 * n;
            bytes.add(n);
        }
        return v;
    }
}
