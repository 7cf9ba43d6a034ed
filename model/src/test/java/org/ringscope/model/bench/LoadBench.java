package org.ringscope.model.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.QueueSet;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.neff.Variable;
import org.ringscope.model.runtime.load.DmaProgram;
import org.ringscope.model.runtime.load.DmaTranslator;
import org.ringscope.model.runtime.load.DynamicRings;
import org.ringscope.model.runtime.load.ExecutionTensors;
import org.ringscope.model.runtime.load.QueueProgram;
import org.ringscope.model.runtime.load.StaticRings;
import org.ringscope.model.runtime.load.VarLayout;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.TensorSet;
import org.ringscope.model.vring.Vring;

/**
 * The load path at 1,000,000 copy descriptors (the CLI goal: load and run in ≤ 3 s wall). The subgraph
 * is built from records directly: an input and an output of 64 MiB, one static queue set of 16 queues, and
 * either 1,000 entries of 1,000 strided 64-byte rows ({@code shape = rows}) or 1,000,000 entries of one
 * 64-byte copy ({@code shape = entries}). {@code translate}: the load-time translation (runs, chunks,
 * packing, semaphore pokes, template flags); {@code translateAndBuildRings}: plus one execution's
 * dynamic rings (deep copy, template resolution, dump). Run with
 * {@code mvn -B -ntp -pl model -am -Pjmh -DskipTests verify -Djmh.args="LoadBench -f 1 -wi 2 -i 5"}.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g"})
public class LoadBench {
    static final int DESCRIPTORS = 1_000_000;
    static final int QUEUES = 16;
    static final long ROW = 64;

    @Param({"rows", "entries"})
    public String shape;

    private Subgraph sg;
    private VarLayout layout;
    private TensorSet tensors;

    @Setup(Level.Trial)
    public void setUp() {
        int entries = shape.equals("rows") ? 1_000 : DESCRIPTORS;
        long rowsPerEntry = DESCRIPTORS / entries;
        List<DmaEntry> dma = new ArrayList<>(entries);
        long bytes = ROW * DESCRIPTORS;
        for (int i = 0; i < entries; i++) {
            long off = i * rowsPerEntry * ROW;
            AccessPattern from = new AccessPattern("x", off, new long[] {1, 2 * ROW}, new long[] {ROW, rowsPerEntry},
                    "uint8");
            AccessPattern to = new AccessPattern("y", off, new long[] {1}, new long[] {ROW * rowsPerEntry}, "uint8");
            if (rowsPerEntry == 1) {
                from = new AccessPattern("x", off, new long[] {1}, new long[] {ROW}, "uint8");
            }
            dma.add(new DmaEntry(i, "qSPIO0", 24 + i % QUEUES, -1, "", List.of(new DmaDesc("copy", from, to, Map.of()))));
        }
        List<Integer> sems = new ArrayList<>();
        for (int q = 0; q < QUEUES; q++) {
            sems.add(24 + q);
        }
        List<Variable> vars = List.of(new Variable("x", "input", 1, 2 * bytes, 0, "", -1, -1, List.of()),
                new Variable("y", "output", 2, bytes, 0, "", -1, -1, List.of()));
        sg = new Subgraph("sg00", "sg00/def.json", List.of(new QueueSet("qSPIO0", "in", QUEUES, "sp", sems, "main",
                List.of())), vars, List.of(new EngineProgram(Engine.SP, "sg00/SP.json", "", dma, Optional.empty())),
                List.of());
        layout = VarLayout.place(sg);
        Map<String, Long> pas = new HashMap<>();
        pas.put("x", 0x2_0000_0000L);
        pas.put("y", 0x3_0000_0000L);
        tensors = ExecutionTensors.of(sg, pas);
    }

    private static void free(DmaProgram p) {
        for (Vring v : p.vrings()) {
            v.vringFreePages(Direction.TX);
            v.vringFreePages(Direction.RX);
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long translate() throws Exception {
        DmaProgram p = DmaTranslator.translate(sg, Arch.CAYMAN, layout);
        long n = p.txDescriptors();
        free(p);
        return n;
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long translateAndBuildRings() throws Exception {
        DmaProgram p = DmaTranslator.translate(sg, Arch.CAYMAN, layout);
        long n = StaticRings.create(p).size();
        DynamicRings ddrs = new DynamicRings();
        for (QueueProgram qp : p.queues()) {
            for (int q = 0; q < qp.vrings().size(); q++) {
                n += ddrs.build(qp, q, tensors).tx().usedDescCount();
            }
        }
        free(p);
        return n;
    }
}
