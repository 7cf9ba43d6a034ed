package org.ringscope.model.runtime.load;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import org.ringscope.model.cast.CastMath;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.device.SparseMemory;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Desc;
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
    /** The device addresses the copies run on: 1 TiB of address space, pages allocated on first write. */
    final SparseMemory memory = new SparseMemory("copy harness", 1L << 40);
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
                write(at, init);
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
                    byte[] src = reference.get(addresses.get(d.from().var()));
                    byte[] dst = reference.get(addresses.get(d.to().var()));
                    if (isValueCast(d)) {
                        castReference(d, src, dst);
                    } else {
                        PatternCopy.apply(d, src, dst);
                    }
                }
            }
        }
        assertEquals(t.size(), row);
        return this;
    }

    /** A cast whose values change (the ones lowered to cast packets, decision 1101). */
    static boolean isValueCast(DmaDesc d) {
        if (!"cast".equals(d.op())) {
            return false;
        }
        DmaDtype f = DmaDtype.of(d.from().dtype());
        DmaDtype t = DmaDtype.of(d.to().dtype());
        return !f.bitPreservingCastTo(t);
    }

    /** The reference of a value cast: one byte at a time through the patterns, each element through CastMath. */
    static void castReference(DmaDesc d, byte[] src, byte[] dst) {
        Dtype f = DmaDtype.of(d.from().dtype()).dtype();
        Dtype t = DmaDtype.of(d.to().dtype()).dtype();
        long[] s = PatternCopy.offsets(d.from());
        long[] o = PatternCopy.offsets(d.to());
        byte[] in = new byte[s.length];
        for (int k = 0; k < s.length; k++) {
            in[k] = src[Math.toIntExact(s[k])];
        }
        byte[] out = new byte[o.length];
        CastMath.convert(in, 0, f, out, 0, t, s.length / f.size(),
                Conversion.DEFAULT, 0);
        for (int k = 0; k < o.length; k++) {
            dst[Math.toIntExact(o[k])] = out[k];
        }
    }

    private void execute(QueueRings r, EntryLocation loc) {
        Pring tx = r.tx();
        Pring rx = r.rx();
        int j = loc.rxStart();
        for (int i = loc.txStart(); i < loc.txStart() + loc.txCount(); i++) {
            int tl = (int) tx.word0(i);
            if (LenCtrl.isMeta(tl)) {
                i = castPacket(tx, rx, i, j);
                j = castRx;
                continue;
            }
            int rl = (int) rx.word0(j);
            int n = LenCtrl.size(tl);
            assertEquals(n, LenCtrl.size(rl), "a copy pairs TX and RX descriptors");
            write(rx.word1(j++), read(tx.word1(i), n));
        }
        assertEquals(loc.rxStart() + loc.rxCount(), j, "every RX descriptor consumed");
    }

    private int castRx;

    /** Executes the cast packet whose META is TX {@code i}, RX from {@code j}; returns its last TX index. */
    private int castPacket(Pring tx, Pring rx, int i, int j) {
        int word = Desc.metaCtrl(tx.word0(i + 1));
        Dtype f = Dtype.of((word >>> 12) & 0xF);
        Dtype t = Dtype.of((word >>> 16) & 0xF);
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        int k = i + 1;
        while (true) {
            int tl = (int) tx.word0(k);
            in.writeBytes(read(tx.word1(k), LenCtrl.size(tl)));
            if (LenCtrl.isLast(tl)) {
                break;
            }
            k++;
        }
        byte[] src = in.toByteArray();
        int n = src.length / f.size();
        byte[] out = new byte[n * t.size()];
        CastMath.convert(src, 0, f, out, 0, t, n, Conversion.DEFAULT, 0);
        int pos = 0;
        while (pos < out.length) {
            int len = LenCtrl.size((int) rx.word0(j));
            byte[] part = Arrays.copyOfRange(out, pos, pos + len);
            write(rx.word1(j++), part);
            pos += len;
        }
        castRx = j;
        return k;
    }

    /** Asserts the bytes of every touched variable in memory equal the reference's. */
    void assertExact() {
        for (Map.Entry<Long, byte[]> e : reference.entrySet()) {
            byte[] got = read(e.getKey(), e.getValue().length);
            assertArrayEquals(e.getValue(), got, () -> "bytes at 0x" + Long.toHexString(e.getKey()) + " ("
                    + addresses.entrySet().stream().filter(a -> a.getValue().equals(e.getKey())).map(Map.Entry::getKey)
                            .toList() + ")");
        }
    }

    private byte[] read(long address, int n) {
        byte[] out = new byte[n];
        memory.read(address, out, 0, n);
        return out;
    }

    private void write(long address, byte[] b) {
        memory.write(address, b, 0, b.length);
    }
}
