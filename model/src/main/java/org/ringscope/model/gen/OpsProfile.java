package org.ringscope.model.gen;

import static org.ringscope.model.gen.Descs.dense;
import static org.ringscope.model.gen.Descs.rows;

import java.util.List;
import org.ringscope.model.neff.Engine;

/**
 * {@code gen --profile ops}: one static dma desc of every op of docs/reference/neff-container.md — copy, cast, fma, add,
 * min, max, transpose — with their dtypes and op fields, as a small relu6-like chain through the state
 * buffer: load {@code x}, {@code xi} and the constant {@code w}, cast int32 to uint32 (bit-preserving) and int32 to
 * float32 (value-converting: cast packets), scale, add, clamp, transpose, store. Loads run on SP, the CCE ops on
 * Activation's data queue set, the stores on Pool. Run with inputs, the device computes
 * {@code y = max(min(x × 0.5 + w, 6), 0)} (fp32), {@code yu = xi}, {@code yf = (float) xi} and {@code yt} = the first
 * 64 × 64 bf16 tile of {@code xi} transposed (decisions 0103, 0503, 0603, 1101).
 */
public final class OpsProfile {
    /** Elements of {@code x}, {@code w} and {@code y} (float32). */
    public static final int ELEMS = 4096;
    static final int F32 = ELEMS * 4;
    static final int BF16 = ELEMS * 2;
    static final long SB_X = 0;
    static final long SB_W = 0x10000;
    static final long SB_CAST = 0x20000;
    static final long SB_FMA = 0x30000;
    static final long SB_ADD = 0x40000;
    static final long SB_MIN = 0x50000;
    static final long SB_MAX = 0x60000;
    static final long SB_T = 0x70000;
    static final long SB_I = 0x80000;
    static final long SB_F = 0x90000;

    private OpsProfile() {
    }

    public static NeffBuilder build() {
        NeffBuilder b = new NeffBuilder("ops.neff");
        Manifests.single(b, "ops", new Manifests.KelfSpec(List.of("sg00"), List.of("x"), List.of("y", "yu", "yt", "yf")));
        SubgraphBuilder sg = new SubgraphBuilder("sg00", SubgraphBuilder.counter())
                .queueSet("qSPIO0", "in", Engine.SP, 2, List.of(24, 25))
                .queueSet("qActData0", "data", Engine.ACTIVATION, 1, List.of(26))
                .queueSet("qPoolIO0", "out", Engine.POOL, 2, List.of(40, 41))
                .var("SB", "state-buffer", -1)
                .var("x", "input", F32, "ops", NeffBuilder.list())
                .var("xi", "input", F32, "ops", NeffBuilder.list())
                .fileVar("w", "value_w.npy", Npy.float32(new int[] {32, 128}, 0x0b5), 4096)
                .var("y", "output", F32, "ops", NeffBuilder.list())
                .var("yu", "output", F32, "ops", NeffBuilder.list())
                .var("yt", "output", BF16, "ops", NeffBuilder.list())
                .var("yf", "output", F32, "ops", NeffBuilder.list());
        // loads: x as 32 rows of 512 bytes, w (its data, not the .npy header) densely
        sg.dma("qSPIO0", Descs.copy(rows("x", 0, 512, 32, 512, "float32"), rows("SB", SB_X, 512, 32, 512, "float32")));
        sg.dma("qSPIO0", Descs.copy(dense("w", 0, F32, "float32"), dense("SB", SB_W, F32, "float32")));
        sg.dma("qSPIO0", Descs.copy(dense("xi", 0, F32, "int32"), dense("SB", SB_I, F32, "int32")));
        sg.stream(Engine.ACTIVATION).slot(0x23);
        // a bit-preserving cast (int32 -> uint32): the only kind a descriptor can carry out (decision 0551)
        sg.dma("qActData0", Descs.cast(dense("SB", SB_I, F32, "int32"), dense("SB", SB_CAST, F32, "uint32")));
        // a value-converting cast (int32 -> float32): cast packets, converted through fp32 by the device
        sg.dma("qActData0", Descs.cast(dense("SB", SB_I, F32, "int32"), dense("SB", SB_F, F32, "float32")));
        sg.dma("qActData0", Descs.fma(dense("SB", SB_X, F32, "float32"), dense("SB", SB_FMA, F32, "float32"),
                0.5, "float32"));
        sg.dma("qActData0", Descs.add(List.of(dense("SB", SB_FMA, F32, "float32"), dense("SB", SB_W, F32, "float32")),
                dense("SB", SB_ADD, F32, "float32")));
        sg.dma("qActData0", Descs.min(dense("SB", SB_ADD, F32, "float32"), dense("SB", SB_MIN, F32, "float32"),
                6.0, "float32"));
        sg.dma("qActData0", Descs.max(dense("SB", SB_MIN, F32, "float32"), dense("SB", SB_MAX, F32, "float32"),
                0.0, "float32"));
        // a 64 x 64 bfloat16 tile transposed (rows of 128 bytes)
        sg.dma("qActData0", Descs.transpose(rows("SB", SB_CAST, 128, 64, 128, "bfloat16"),
                rows("SB", SB_T, 128, 64, 128, "bfloat16"), "WXZY", 2));
        sg.stream(Engine.ACTIVATION).slot(0xA0);
        sg.stream(Engine.PE).slot(0x01).slot(0x02).slot(0xA0);
        sg.stream(Engine.DVE).slot(0x46).slot(0x47).slot(0xA0);
        // stores
        sg.dma("qPoolIO0", Descs.copy(dense("SB", SB_MAX, F32, "float32"), dense("y", 0, F32, "float32")));
        sg.dma("qPoolIO0", Descs.copy(dense("SB", SB_CAST, F32, "uint32"), dense("yu", 0, F32, "uint32")));
        sg.dma("qPoolIO0", Descs.copy(dense("SB", SB_T, BF16, "bfloat16"), dense("yt", 0, BF16, "bfloat16")));
        sg.dma("qPoolIO0", Descs.copy(dense("SB", SB_F, F32, "float32"), dense("yf", 0, F32, "float32")));
        sg.stream(Engine.POOL).slot(0xA0);
        sg.stream(Engine.SP).slot(0xA0);
        sg.into(b);
        return b;
    }
}
