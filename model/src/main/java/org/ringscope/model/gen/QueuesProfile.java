package org.ringscope.model.gen;

import static org.ringscope.model.gen.Descs.dense;
import static org.ringscope.model.gen.Descs.grid;
import static org.ringscope.model.gen.Descs.rows;

import java.util.List;
import org.ringscope.model.neff.Engine;

/**
 * {@code gen --profile queues}: one kelf of two subgraphs (LNC 2, like the public NEFFs), each with six queue
 * sets of every static type the engines own — {@code in} on SP and Activation, {@code data} on DVE,
 * {@code out} on Pool with two queues — plus two {@code dynamic} (DGE) queue sets whose work is only
 * PseudoDmaDirect2d + PseudoExtension slots in the Pool and SP streams (generated on the device, so they
 * have no dma entries). Subgraph k moves half k of {@code a} to {@code c}.
 */
public final class QueuesProfile {
    /** Bytes of {@code a} and {@code c}. */
    public static final int BYTES = 65536;
    /** Dynamic-queue instructions per subgraph: two on Pool, one on SP. */
    public static final int DGE_PER_SUBGRAPH = 3;

    private QueuesProfile() {
    }

    public static NeffBuilder build() {
        NeffBuilder b = new NeffBuilder("queues.neff");
        Manifests.single(b, "queues", new Manifests.KelfSpec(List.of("sg00", "sg01"), List.of("a"), List.of("c")));
        b.lnc(2, 0x400);
        int[] inst = SubgraphBuilder.counter();
        for (int k = 0; k < 2; k++) {
            subgraph("sg0" + k, k, inst).into(b);
        }
        return b;
    }

    private static SubgraphBuilder subgraph(String name, int k, int[] inst) {
        long base = (long) k * BYTES / 2;
        SubgraphBuilder sg = new SubgraphBuilder(name, inst)
                .queueSet("qSPIO0", "in", Engine.SP, 1, List.of(24))
                .queueSet("qActIO0", "in", Engine.ACTIVATION, 1, List.of(26))
                .queueSet("qDVEData0", "data", Engine.DVE, 1, List.of(30))
                .queueSet("qPoolIO0", "out", Engine.POOL, 2, List.of(40, 41))
                .queueSet("qPoolDynamic", "dynamic", Engine.POOL, 16, SampleNeffs.range(8, 16), "dynamic_dma",
                        NeffBuilder.obj("SB_scratch_partition_offset", 0, "SB_scratch_partition_size", 16384))
                .queueSet("qSPDynamicHW", "dynamic", Engine.SP, 16, SampleNeffs.range(56, 16))
                .var("SB", "state-buffer", -1)
                .var("a", "input", BYTES, "ops", NeffBuilder.list())
                .var("c", "output", BYTES, "ops", NeffBuilder.list())
                .var("DGETable0", "dge-table", -1, "list", NeffBuilder.list(1, 2))
                .feature("neff_feature_vnc");
        sg.stream(Engine.SP).dmaDirect2d(0, 0, 65536, 0x600000, 262144, 4, 1024, 56);
        sg.dma("qSPIO0", Descs.copy(rows("a", base, 4096, 4, 4096, "uint8"), rows("SB", 0, 4096, 4, 65536, "uint8")));
        sg.dma("qActIO0", Descs.copy(dense("a", base + 16384, 16384, "uint8"), dense("SB", 0x100000, 16384, "uint8")));
        sg.stream(Engine.DVE).slot(0x46);
        sg.dma("qDVEData0", Descs.copy(grid("SB", 0, 1024, 4, 1024, 4, 65536, "uint8"),
                dense("SB", 0x200000, 16384, "uint8")));
        sg.stream(Engine.POOL).dmaDirect2d(0, 0x100000, 4096, 0x700000, 262144, 4, 4096, 8).slot(0x41)
                .dmaDirect2d(0, 0x200000, 4096, 0x800000, 262144, 4, 4096, 9);
        sg.dma("qPoolIO0", Descs.copy(dense("SB", 0x200000, 16384, "uint8"), dense("c", base, 16384, "uint8")));
        sg.dma("qPoolIO0", Descs.copy(dense("SB", 0x100000, 16384, "uint8"), dense("c", base + 16384, 16384, "uint8")));
        for (Engine e : Engine.values()) {
            sg.stream(e).slot(0xA0);
        }
        return sg;
    }
}
