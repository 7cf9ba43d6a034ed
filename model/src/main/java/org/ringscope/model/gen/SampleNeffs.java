package org.ringscope.model.gen;

import static org.ringscope.model.gen.NeffBuilder.list;
import static org.ringscope.model.gen.NeffBuilder.obj;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The synthetic NEFFs RingScope generates for what public NEFFs do not exercise. Each is written in the
 * official format (neff-format.md §5) and reads back through the same reader as a compiler's NEFF.
 */
public final class SampleNeffs {
    /** The bundled sample's file name. */
    public static final String SAMPLE_NAME = "sample.neff";

    private SampleNeffs() {
    }

    /**
     * The bundled sample: one subgraph whose SP, Activation and Pool engines trigger static DMA copies
     * through 1-, 2- and 3-dimensional access patterns (one larger than 64 KiB), a dynamic (DGE) queue
     * set, a file variable and instruction streams with compute, trigger and extension slots.
     */
    public static NeffBuilder sample() {
        NeffBuilder b = new NeffBuilder(SAMPLE_NAME);
        common(b, "sample", 131072);
        b.member("sg00/value_w.npy", Npy.float32(new int[] {64, 32}, 0x5eed));
        return b;
    }

    /**
     * The sample plus an opaque file member of {@code megabytes} pseudo-random bytes: a large NEFF for
     * the reader's benchmark. Pseudo-random so that gzip cannot shrink it.
     */
    public static NeffBuilder large(int megabytes) {
        NeffBuilder b = new NeffBuilder("large-" + megabytes + "mb.neff");
        common(b, "large", 131072);
        b.member("sg00/value_w.npy", Npy.float32(new int[] {64, 32}, 0x5eed));
        b.member("sg00/value_large.bin", Npy.noise(megabytes * (1 << 20), 0x1a7e));
        return b;
    }

    private static void common(NeffBuilder b, String label, int xBytes) {
        b.json("info.json", obj("tool_version", "ringscope-gen", "kelp_version", "Dynamic", "name", label,
                "num_tpb", 1, "num_tpb_requested", 1, "num_tpb_per_node", perNode()));
        b.json("kelf-0.json", obj("graphs", list(obj("definition", "sg00/def.json", "name", "sg00")),
                "version", "0.5", "target", "cayman"));
        b.json("neff.json", obj("nodes", list(
                        obj("op", "null", "name", "x", "inputs", list(), "output_names", list("x"), "is_param", "0"),
                        obj("op", "tvm_op", "name", "sg_coreV10", "attrs", obj("func_name", "__kelf", "flatten_data", "0",
                                "num_inputs", "1", "kelf", "kelf-0.json", "num_outputs", "1"),
                                "inputs", list(list(0, 0, 0)), "output_names", list("y"))),
                "arg_nodes", list(0), "heads", list(list(1, 0, 0))));
        b.json("sg00/def.json", def(xBytes));
        b.json("sg00/SP.json", obj("dma", list(
                dma(0, "qSPIO0", 24, "x", 0, new long[] {1, 4096}, new long[] {4096, 8},
                        "SB", 0x10000, new long[] {1, 65536}, new long[] {4096, 8}),
                dma(1, "qSPIO0", 25, "x", 32768, new long[] {1, 0}, new long[] {98304, 1},
                        "SB", 0x80000, new long[] {1, 0}, new long[] {98304, 1})),
                "instr", "SP.bin", "name", "SP.json"));
        b.json("sg00/Activation.json", obj("dma", list(
                dma(0, "qActIO0", 26, "w", 0, new long[] {1, 128, 2048}, new long[] {128, 16, 4},
                        "SB", 0x200000, new long[] {1, 128, 65536}, new long[] {128, 16, 4})),
                "instr", "Activation.bin", "name", "Activation.json", "act_info", "act_info.json"));
        b.json("sg00/Pool.json", obj("dma", list(
                dma(0, "qPoolIO0", 40, "SB", 0x10000, new long[] {1, 65536}, new long[] {4096, 4},
                        "y", 0, new long[] {1, 4096}, new long[] {4096, 4}),
                dma(1, "qPoolIO0", 41, "SB", 0x10000 + 4 * 65536, new long[] {1, 65536}, new long[] {4096, 4},
                        "y", 16384, new long[] {1, 4096}, new long[] {4096, 4})),
                "instr", "Pool.bin", "name", "Pool.json"));
        b.json("sg00/PE.json", obj("dma", list(), "instr", "PE.bin", "name", "PE.json"));
        b.json("sg00/DVE.json", obj("dma", list(), "instr", "DVE.bin", "name", "DVE.json"));
        b.member("sg00/SP.bin", new SlotStreamBuilder().prologue().dmaTrigger("qSPIO0", 0).dmaTrigger("qSPIO0", 1)
                .slot(0xA0).slot(0xA4).build());
        b.member("sg00/Activation.bin", new SlotStreamBuilder().prologue().dmaTrigger("qActIO0", 0).slot(0x23)
                .slot(0x21).slot(0x21).slot(0xA0).build());
        b.member("sg00/PE.bin", new SlotStreamBuilder().prologue().slot(0x01).slot(0x02).slot(0x01).slot(0x02)
                .slot(0xA0).build());
        b.member("sg00/DVE.bin", new SlotStreamBuilder().prologue().slot(0x46).slot(0x47).slot(0x41).slot(0xA0)
                .build());
        b.member("sg00/Pool.bin", new SlotStreamBuilder().prologue().dmaDirect2d("qPoolDynamic").slot(0x41)
                .dmaTrigger("qPoolIO0", 0).dmaTrigger("qPoolIO0", 1).slot(0xA0)
                .build());
    }

    private static Map<String, Object> def(int xBytes) {
        return obj("version", "0.6", "name", "definition",
                "pe", "PE.json", "pe_instr", "PE.bin", "act", "Activation.json", "act_instr", "Activation.bin",
                "pool", "Pool.json", "pool_instr", "Pool.bin", "dve", "DVE.json", "dve_instr", "DVE.bin",
                "sp", "SP.json", "sp_instr", "SP.bin",
                "dma_queue", obj(
                        "qSPIO0", obj("type", "in", "owner", "sp", "num_queues", 2, "fabric_path", "main",
                                "semaphore_set", list(24, 25)),
                        "qActIO0", obj("type", "in", "owner", "act", "num_queues", 1, "fabric_path", "main",
                                "semaphore_set", list(26)),
                        "qPoolIO0", obj("type", "out", "owner", "pool", "num_queues", 2, "fabric_path", "main",
                                "semaphore_set", list(40, 41)),
                        "qPoolDynamic", obj("type", "dynamic", "owner", "pool", "num_queues", 16, "fabric_path", "main",
                                "semaphore_set", range(8, 16), "dynamic_dma",
                                obj("SB_scratch_partition_offset", 0, "SB_scratch_partition_size", 16384))),
                "var", obj(
                        "SB", obj("type", "state-buffer", "var_id", 0),
                        "x", obj("type", "input", "var_id", 1, "size", xBytes, "ops", list()),
                        "w", obj("type", "file", "var_id", 2, "size", 8192, "alignment", 4096,
                                "file_name", "value_w.npy", "fabric_path", "main", "ops", list()),
                        "y", obj("type", "output", "var_id", 3, "size", 32768, "ops", list()),
                        "DGETable0", obj("type", "dge-table", "var_id", 4, "list", list(1, 3))),
                "neff_features", list(), "runtime_semaphore_count", 3, "runtime_event_count", 12);
    }

    private static Map<String, Object> dma(int id, String queue, int sem, String from, long fromOff, long[] fromSteps,
                                           long[] fromSizes, String to, long toOff, long[] toSteps, long[] toSizes) {
        return obj("#comment", "ringscope-gen-" + queue + "-" + id, "id", id, "queue", queue, "semaphore", sem,
                "desc", list(obj("op", "copy", "from", from, "from_off", fromOff, "from_steps", longs(fromSteps),
                        "from_sizes", longs(fromSizes), "from_dtype", "uint8", "to", to, "to_off", toOff,
                        "to_steps", longs(toSteps), "to_sizes", longs(toSizes), "to_dtype", "uint8")));
    }

    private static List<Object> longs(long[] v) {
        List<Object> out = new ArrayList<>();
        for (long x : v) {
            out.add(x);
        }
        return out;
    }

    private static List<Object> range(int from, int count) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(from + i);
        }
        return out;
    }

    private static List<Object> perNode() {
        List<Object> out = new ArrayList<>();
        out.add(1);
        for (int i = 1; i < 64; i++) {
            out.add(0);
        }
        return out;
    }
}
