package org.ringscope.model.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.load.DmaDtype;
import org.ringscope.model.runtime.load.DmaTranslator;
import org.ringscope.model.runtime.load.VarLayout;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.VringException;

/**
 * The value-converting casts of a subgraph, which the emulated translation may refuse (a RingScope limit, not the
 * runtime's: the real runtime loads them). Where it does ({@link #lowered}), the check translates the subgraph
 * without those descriptions and says which queue sets are missing descriptors (decision 1052).
 */
final class CastGaps {
    private static final Map<Arch, Boolean> LOWERS =
            new ConcurrentHashMap<>();

    private CastGaps() {
    }

    /**
     * Whether the emulated translation lowers value-converting casts on {@code arch}: asked once of a one-entry
     * subgraph (16 int8 → 16 float16), so a NEFF is translated once, whether or not casts are supported.
     */
    static boolean lowered(Arch arch) {
        return LOWERS.computeIfAbsent(arch, a -> {
            Variable from = new Variable("a", "tmp-buf", 0, 64, 0, "", -1, -1, List.of());
            Variable to = new Variable("b", "tmp-buf", 1, 64, 0, "", -1, -1, List.of());
            DmaDesc cast = new DmaDesc("cast", new AccessPattern("a", 0, new long[] {1}, new long[] {16}, "int8"),
                    new AccessPattern("b", 0, new long[] {1}, new long[] {32}, "float16"), Map.of());
            EngineProgram ep = new EngineProgram(Engine.SP, "probe/SP.json", "", List.of(new DmaEntry(0, "q", -1, -1, "",
                    List.of(cast))), Optional.empty());
            Subgraph sg = new Subgraph("probe", "probe/def.json", List.of(new QueueSet("q", "data", 1, "SP", List.of(),
                    "", List.of())), List.of(from, to), List.of(ep), List.of());
            try {
                DmaTranslator.translate(sg, a, VarLayout.place(sg));
                return true;
            } catch (InputException | VringException e) {
                return false;
            }
        });
    }

    /** Whether {@code d} converts element values (a cast between dtypes of different bits). */
    static boolean converts(DmaDesc d) {
        if (!"cast".equals(d.op())) {
            return false;
        }
        DmaDtype from = DmaDtype.of(d.from().dtype());
        DmaDtype to = DmaDtype.of(d.to().dtype());
        return from != null && to != null && !from.bitPreservingCastTo(to);
    }

    /** Queue set → descriptions left out, for {@code sg}; empty when it has no value-converting cast. */
    static Map<String, Integer> count(Subgraph sg) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (EngineProgram ep : sg.engines()) {
            for (DmaEntry e : ep.dma()) {
                for (DmaDesc d : e.descs()) {
                    if (converts(d)) {
                        out.merge(e.queue(), 1, Integer::sum);
                    }
                }
            }
        }
        return out;
    }

    /** {@code sg} without its value-converting cast descriptions (each entry keeps its completion). */
    static Subgraph without(Subgraph sg) {
        List<EngineProgram> engines = new ArrayList<>();
        for (EngineProgram ep : sg.engines()) {
            List<DmaEntry> dma = new ArrayList<>(ep.dma().size());
            for (DmaEntry e : ep.dma()) {
                List<DmaDesc> keep = e.descs().stream().filter(d -> !converts(d)).toList();
                dma.add(keep.size() == e.descs().size() ? e
                        : new DmaEntry(e.id(), e.queue(), e.semaphore(), e.event(), e.comment(), keep));
            }
            engines.add(new EngineProgram(ep.engine(), ep.jsonMember(), ep.instrMember(), dma, ep.instructions()));
        }
        return new Subgraph(sg.name(), sg.definition(), sg.queueSets(), sg.variables(), engines, sg.features());
    }
}
