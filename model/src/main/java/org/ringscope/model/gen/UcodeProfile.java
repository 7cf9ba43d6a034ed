package org.ringscope.model.gen;

import static org.ringscope.model.gen.Descs.dense;

import java.util.List;
import org.ringscope.model.gen.UcodeLibs.Function;
import org.ringscope.model.gen.UcodeLibs.Lib;
import org.ringscope.model.neff.Engine;

/**
 * {@code gen --profile ucode}: four GPSIMD ucode libraries in one subgraph — every valid layout RingScope
 * builds (single block, split, split + scratch, split with DT_INIT / DT_FINI), on one or all eight cores —
 * with {@code ucode_lib.json} and the def.json {@code ucode_lib} key (decision 0600), and a Pool stream that
 * loads {@code x}, calls every library function (ExtendedInst, specialization = {@code sub_opcode}) and
 * stores {@code y}. Four libraries put the model in the runtime's "2..9 libraries, staged per model" case.
 */
public final class UcodeProfile {
    /** The libraries, their cores and functions. */
    public static final List<Lib> LIBS = List.of(
            new Lib("rs_single.so", 1, List.of(new Function("op_add", 0))),
            new Lib("rs_split.so", 8, List.of(new Function("op_add", 1), new Function("op_sub", 2),
                    new Function("op_mul", 3))),
            new Lib("rs_scratch.so", 8, List.of(new Function("op_mul", 4))),
            new Lib("rs_split_initfini.so", 1, List.of(new Function("op_sub", 5))));

    private UcodeProfile() {
    }

    public static NeffBuilder build() {
        NeffBuilder b = new NeffBuilder("ucode.neff");
        Manifests.single(b, "ucode", new Manifests.KelfSpec(List.of("sg00"), List.of("x"), List.of("y")));
        b.lnc(1, UcodeLibs.FEATURE_CUSTOM_OPS);
        SubgraphBuilder sg = new SubgraphBuilder("sg00", SubgraphBuilder.counter())
                .queueSet("qPoolIO0", "in", Engine.POOL, 1, List.of(40))
                .queueSet("qPoolIO1", "out", Engine.POOL, 1, List.of(41))
                .var("SB", "state-buffer", -1)
                .var("x", "input", 4096, "ops", NeffBuilder.list())
                .var("y", "output", 4096, "ops", NeffBuilder.list());
        UcodeLibs.add(sg, LIBS);
        sg.dma("qPoolIO0", Descs.copy(dense("x", 0, 4096, "float32"), dense("SB", 0, 4096, "float32")));
        for (Function f : UcodeLibs.functions(LIBS)) {
            sg.stream(Engine.POOL).extendedInst(f.spec());
        }
        sg.dma("qPoolIO1", Descs.copy(dense("SB", 0, 4096, "float32"), dense("y", 0, 4096, "float32")));
        sg.stream(Engine.POOL).slot(0xA0);
        sg.into(b);
        return b;
    }
}
