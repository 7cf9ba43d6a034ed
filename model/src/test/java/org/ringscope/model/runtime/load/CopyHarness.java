package org.ringscope.model.runtime.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.TensorSet;

/**
 * Runs a copy-only subgraph end to end — translate, place, bind an execution's tensors, dump (static at load,
 * dynamic per execution), then execute each entry's descriptor range from the prings on a sparse memory —
 * and computes the same copies with {@link PatternCopy} on plain arrays, so a test can compare the bytes of
 * every variable a desc touches. Variables placed at one address (virtual vars sharing a scratchpad offset)
 * share one reference array, as they share memory.
 */
final class CopyHarness {
    /** Where the execution's input/output tensors live. */
    static final long TENSOR_BASE = 0x2_0000_0000L;

    final Subgraph sg;
    final DmaProgram program;
    final VarLayout layout;
    final SparseMemory memory = new SparseMemory();
    /** Base address of each touched variable. */
    final Map<String, Long> addresses = new LinkedHashMap<>();
    /** Reference bytes by base address. */
    final Map<Long, byte[]> reference = new HashMap<>();
    final Map<String, QueueRings> rings = new HashMap<>();
    final DynamicRings ddrs = new DynamicRings();
    final TensorSet tensors;

    CopyHarness(Subgraph sg, Arch arch, long seed) throws Exception {
        this.sg = sg;
        this.layout = VarLayout.place(sg);
        this.program = DmaTranslator.translate(sg, arch, layout);
        Map<String, Long> reach = reach(sg);
        Random rnd = new Random(seed);
        long tensor = TENSOR_BASE;
        Map<String, Long> bound = new HashMap<>();
        for (Variable v : sg.variables()) {
            if (!reach.containsKey(v.name())) {
                continue;
            }
            long size = v.size() >= 0 ? v.size() : reach.get(v.name());
            long at;
            if (VarAddressing.perExecution(v.type())) {
                at = tensor;
                bound.put(v.name(), at);
                tensor += (size + 4095) & ~4095L;
            } else {
                at = layout.address(v).base();
            }
            addresses.put(v.name(), at);
            byte[] old = reference.get(at);
            if (old == null || old.length < size) {
                byte[] init = new byte[Math.toIntExact(size)];
                rnd.nextBytes(init);
                memory.write(at, init);
                reference.put(at, init.clone());
            }
        }
        for (QueueRings r : StaticRings.create(program)) {
            rings.put(r.vring(), r);
        }
        tensors = ExecutionTensors.of(sg, bound);
        for (QueueProgram qp : program.queues()) {
            for (int q = 0; q < qp.vrings().size(); q++) {
                if (qp.isTemplate(q)) {
                    QueueRings r = ddrs.build(qp, q, tensors);
                    rings.put(r.vring(), r);
                }
            }
        }
    }

    /** The bytes each variable's patterns reach (an upper bound for variables without a size). */
    private static Map<String, Long> reach(Subgraph sg) {
        Map<String, Long> out = new HashMap<>();
        for (EngineProgram ep : sg.engines()) {
            for (DmaEntry e : ep.dma()) {
                for (DmaDesc d : e.descs()) {
                    for (AccessPattern p : new AccessPattern[] {d.from(), d.to()}) {
                        long max = 0;
                        for (long o : PatternCopy.offsets(p)) {
                            max = Math.max(max, o + 1);
                        }
                        out.merge(p.var(), max, Math::max);
                    }
                }
            }
        }
        return out;
    }

    /**
     * Executes every translated entry in engine order (the order their triggers fire) and applies the reference
     * copies in the same order; the table holds them in the order the queue sets were expanded.
     */
    CopyHarness run() {
        EntryTable t = program.entries();
        Map<String, EntryLocation> byEntry = new HashMap<>();
        for (int i = 0; i < t.size(); i++) {
            EntryLocation loc = t.get(i);
            byEntry.put(loc.engine() + "/" + loc.entryIndex(), loc);
        }
        int row = 0;
        for (EngineProgram ep : sg.engines()) {
            for (int k = 0; k < ep.dma().size(); k++) {
                DmaEntry e = ep.dma().get(k);
                if (program.queue(e.queue()).isEmpty()) {
                    continue;
                }
                EntryLocation loc = byEntry.get(ep.engine() + "/" + k);
                row++;
                assertEquals(e.id(), loc.id());
                execute(rings.get(loc.vring()), loc);
                for (DmaDesc d : e.descs()) {
                    PatternCopy.apply(d, reference.get(addresses.get(d.from().var())),
                            reference.get(addresses.get(d.to().var())));
                }
            }
        }
        assertEquals(t.size(), row);
        return this;
    }

    private void execute(QueueRings r, EntryLocation loc) {
        Pring tx = r.tx();
        Pring rx = r.rx();
        assertEquals(loc.txCount(), loc.rxCount(), "a copy program pairs TX and RX descriptors");
        for (int i = 0; i < loc.txCount(); i++) {
            int tl = (int) tx.word0(loc.txStart() + i);
            int rl = (int) rx.word0(loc.rxStart() + i);
            assertFalse(LenCtrl.isMeta(tl));
            int n = LenCtrl.size(tl);
            assertEquals(n, LenCtrl.size(rl));
            memory.copy(tx.word1(loc.txStart() + i), rx.word1(loc.rxStart() + i), n);
        }
    }

    /** Asserts the bytes of every touched variable in memory equal the reference's. */
    void assertExact() {
        for (Map.Entry<Long, byte[]> e : reference.entrySet()) {
            byte[] got = memory.read(e.getKey(), e.getValue().length);
            assertArrayEquals(e.getValue(), got, () -> "bytes at 0x" + Long.toHexString(e.getKey()) + " ("
                    + addresses.entrySet().stream().filter(a -> a.getValue().equals(e.getKey())).map(Map.Entry::getKey)
                            .toList() + ")");
        }
    }
}
