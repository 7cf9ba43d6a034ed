package org.ringscope.model.gen;

import static org.ringscope.model.gen.Descs.dense;
import static org.ringscope.model.gen.Descs.grid;
import static org.ringscope.model.gen.Descs.rows;

import java.util.List;
import java.util.stream.IntStream;
import org.ringscope.model.neff.Engine;

/**
 * The bundled sample (decision 0601), chosen so that a sync run plus an async run visit the whole spine:
 * two kelf nodes — {@code kelf-0.json} with one subgraph (the single-TPB stage path) and {@code kelf-1.json}
 * with two (the multi-TPB path, LNC 2) — and three GPSIMD ucode libraries in {@code sg00} (PRELINK / OPSET: two
 * split, one single-block for the sibling loader {@code xtlib_host_load_pi_library}) and a PseudoEmbeddingUpdate
 * (0xCA) slot on Pool (decision 0700).
 * Its copies use 1-, 2- and 3-dimensional access patterns, one transfer is larger than 64 KiB, {@code sg00} has a
 * data queue set (a DVE spill and reload inside the state buffer) beside its IO sets and a dynamic (DGE) queue
 * set. Its kelfs target any arch ({@code *}), so it loads on SUNDA, CAYMAN and MARIANA alike. A few KiB, readable
 * in the NEFF view.
 */
public final class SampleNeffs {
    /** The bundled sample's file name. */
    public static final String SAMPLE_NAME = "sample.neff";
    /** The ucode libraries of {@code sg00}. */
    public static final List<UcodeLibs.Lib> SAMPLE_LIBS = List.of(
            new UcodeLibs.Lib("rs_split.so", 8, List.of(new UcodeLibs.Function("op_add", 0),
                    new UcodeLibs.Function("op_sub", 1))),
            new UcodeLibs.Lib("rs_split_initfini.so", 1, List.of(new UcodeLibs.Function("op_mul", 2))),
            new UcodeLibs.Lib("rs_single.so", 1, List.of(new UcodeLibs.Function("op_neg", 3))));
    /** PseudoEmbeddingUpdate: lowered at load into LOAD_POOL_ARGUMENT (0x107A), decision 0700. */
    static final int PSEUDO_EMBEDDING_UPDATE = 0xCA;
    /** Bytes of {@code x}, the input of kelf 0. */
    static final int X_BYTES = 131072;
    /** Bytes of {@code u} and {@code v}, the input and output of kelf 1; each subgraph moves half. */
    static final int UV_BYTES = 8192;

    private SampleNeffs() {
    }

    public static NeffBuilder sample() {
        NeffBuilder b = new NeffBuilder(SAMPLE_NAME);
        build(b, "sample");
        return b;
    }

    /**
     * The sample plus an opaque file member of {@code megabytes} pseudo-random bytes: a large NEFF for
     * the reader's benchmark. Pseudo-random so that gzip cannot shrink it.
     */
    public static NeffBuilder large(int megabytes) {
        NeffBuilder b = new NeffBuilder("large-" + megabytes + "mb.neff");
        build(b, "large");
        b.member("sg00/value_large.bin", Npy.noise(megabytes * (1 << 20), 0x1a7e));
        return b;
    }

    private static void build(NeffBuilder b, String label) {
        Manifests.write(b, label, List.of(
                new Manifests.KelfSpec(List.of("sg00"), List.of("x"), List.of("y")),
                new Manifests.KelfSpec(List.of("sg10", "sg11"), List.of("u"), List.of("v"))), Manifests.ANY_TARGET);
        b.lnc(2, 0x400 | UcodeLibs.FEATURE_CUSTOM_OPS);
        int[] inst = SubgraphBuilder.counter();
        sg00(inst).into(b);
        for (int half = 0; half < 2; half++) {
            lncHalf("sg1" + half, half, inst).into(b);
        }
    }

    /** kelf 0: x → SB → y through 1-, 2- and 3-D patterns, a DGE queue set and the ucode libraries. */
    private static SubgraphBuilder sg00(int[] inst) {
        SubgraphBuilder sg = new SubgraphBuilder("sg00", inst)
                .queueSet("qSPIO0", "in", Engine.SP, 2, List.of(24, 25))
                .queueSet("qActIO0", "in", Engine.ACTIVATION, 1, List.of(26))
                .queueSet("qPoolIO0", "out", Engine.POOL, 2, List.of(40, 41))
                .queueSet("qDVESpill0", "data", Engine.DVE, 1, List.of(28))
                .queueSet("qPoolDynamic", "dynamic", Engine.POOL, 16, range(8, 16), "dynamic_dma",
                        NeffBuilder.obj("SB_scratch_partition_offset", 0, "SB_scratch_partition_size", 16384))
                .var("SB", "state-buffer", -1)
                .var("x", "input", X_BYTES, "ops", NeffBuilder.list())
                .fileVar("w", "value_w.npy", Npy.float32(new int[] {64, 32}, 0x5eed), 4096)
                .var("y", "output", 32768, "ops", NeffBuilder.list())
                .var("DGETable0", "dge-table", -1, "list", NeffBuilder.list(1, 3))
                .feature("neff_feature_vnc")
                .def("runtime_semaphore_count", 3)
                .def("runtime_event_count", 12);
        UcodeLibs.add(sg, SAMPLE_LIBS);
        // loads: 8 rows of 4 KiB into 8 SB partitions (2-D); 96 KiB in one run (1-D, > 64 KiB); w as 4 x 16 x 128 B (3-D)
        sg.dma("qSPIO0", Descs.copy(rows("x", 0, 4096, 8, 4096, "uint8"), rows("SB", 0x10000, 4096, 8, 65536, "uint8")));
        sg.dma("qSPIO0", Descs.copy(dense("x", 32768, 98304, "uint8"), dense("SB", 0x80000, 98304, "uint8")));
        sg.dma("qActIO0", Descs.copy(grid("w", 0, 128, 16, 128, 4, 2048, "float32"),
                grid("SB", 0x200000, 128, 16, 128, 4, 65536, "float32")));
        sg.stream(Engine.SP).slot(0xA0).slot(0xA4);
        sg.stream(Engine.ACTIVATION).slot(0x23).slot(0x21).slot(0x21).slot(0xA0);
        sg.stream(Engine.PE).slot(0x01).slot(0x02).slot(0x01).slot(0x02).slot(0xA0);
        // a data queue set (drs_create_data_refill_rings): DVE spills SB rows 0-1 to 0x300000 and back into row 2
        sg.dma("qDVESpill0", Descs.copy(rows("SB", 0x10000, 4096, 2, 65536, "uint8"),
                rows("SB", 0x300000, 4096, 2, 65536, "uint8")));
        sg.dma("qDVESpill0", Descs.copy(dense("SB", 0x300000, 4096, "uint8"), dense("SB", 0x30000, 4096, "uint8")));
        sg.stream(Engine.DVE).slot(0x46).slot(0x47).slot(0x41).slot(0xA0);
        // Pool: a DGE transfer, the GPSIMD library calls, then the stores of SB rows 0-3 and 4-7 to y
        // the DGE transfer: the 8 rows loaded at SB + 0x10000 into partitions 12..19 (software DGE)
        sg.stream(Engine.POOL).dmaDirect2d(0, 0x10000, 65536, 0x300000, 262144, 8, 4096, 8).slot(0x41);
        // a DGE transpose and a gather-transpose (lowered at load; not executed by the emulated DGE yet)
        sg.stream(Engine.POOL).dge(2, 0, 0x300000, 256, 0x400000, 262144, 16, 256, 9)
                .dge(3, 0, 0x300000, 256, 0x500000, 262144, 16, 256, 10);
        for (UcodeLibs.Function f : UcodeLibs.functions(SAMPLE_LIBS)) {
            sg.stream(Engine.POOL).extendedInst(f.spec());
        }
        // an embedding update (RingScope's 0xCA layout: table SB offset u32 @+0x10, completion semaphore u8 @+0x14)
        byte[] emb = new byte[0x14 - 4 + 1];
        emb[0x10 - 4 + 1] = 0x03;
        emb[0x14 - 4] = 27;
        sg.stream(Engine.POOL).slot(PSEUDO_EMBEDDING_UPDATE, emb);
        sg.dma("qPoolIO0", Descs.copy(rows("SB", 0x10000, 4096, 4, 65536, "uint8"), rows("y", 0, 4096, 4, 4096, "uint8")));
        sg.dma("qPoolIO0", Descs.copy(rows("SB", 0x10000 + 4 * 65536, 4096, 4, 65536, "uint8"),
                rows("y", 16384, 4096, 4, 4096, "uint8")));
        sg.stream(Engine.POOL).slot(0xA0);
        return sg;
    }

    /** One subgraph of kelf 1 (LNC 2): half {@code half} of u → SB (2-D) → v (1-D). */
    private static SubgraphBuilder lncHalf(String name, int half, int[] inst) {
        int bytes = UV_BYTES / 2;
        long base = (long) half * bytes;
        SubgraphBuilder sg = new SubgraphBuilder(name, inst)
                .queueSet("qSPIO0", "in", Engine.SP, 1, List.of(24))
                .queueSet("qPoolIO0", "out", Engine.POOL, 1, List.of(40))
                .var("SB", "state-buffer", -1)
                .var("u", "input", UV_BYTES, "ops", NeffBuilder.list())
                .var("v", "output", UV_BYTES, "ops", NeffBuilder.list())
                .feature("neff_feature_vnc");
        sg.dma("qSPIO0", Descs.copy(rows("u", base, 1024, 4, 1024, "uint8"), rows("SB", 0, 1024, 4, 65536, "uint8")));
        sg.stream(Engine.PE).slot(0x01).slot(0x02).slot(0xA0);
        sg.dma("qPoolIO0", Descs.copy(rows("SB", 0, 1024, 4, 65536, "uint8"), dense("v", base, bytes, "uint8")));
        sg.stream(Engine.POOL).slot(0xA0);
        return sg;
    }

    static List<Integer> range(int from, int count) {
        return IntStream.range(from, from + count).boxed().toList();
    }
}
