package org.ringscope.model.gen;

import static org.ringscope.model.gen.NeffBuilder.list;
import static org.ringscope.model.gen.NeffBuilder.obj;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ringscope.model.neff.Engine;

/**
 * NEFFs that reproduce, offline, the load failures of Neuron users the pre-flight check models (decisions 1058, 1059):
 * each fails on the profile of its class and loads on a profile where the real stack took it. Every transfer moves
 * 16-byte rows from a source read every other row (as {@code copy} does), so each row is exactly one descriptor and
 * the descriptor counts are what the names say, whatever the packing.
 */
public final class PreflightNeffs {
    /** Bytes per descriptor. */
    static final long ROW = 16;
    /** Source row pitch: no two source rows touch, so none merge. */
    static final long PITCH = 32;
    /** Rows per 2-D block of a pattern. */
    static final int BLOCK = 256;

    /**
     * Data descriptors of {@code queue-2p24}'s queue: a wraparound ring for 8,400,000 descriptors is the next power of
     * two above them and the 16-descriptor guard, {@code 2^24} = 16,777,216, more than the 16,777,200 drivers take
     * from 2.9.4.0 (aws-neuron-sdk#980).
     */
    public static final int RING_2P24_DESCS = 8_400_000;
    /** The queue of its set the big entry lands on (aws-neuron-sdk#980: {@code queue8}). */
    public static final int RING_2P24_QUEUE = 8;
    /** Data descriptors of {@code ring-length}'s IO queue: a linear ring of 2,016, a multiple of 16 and no power of two. */
    public static final int RING_LENGTH_DESCS = 1_990;
    /**
     * Data descriptors of {@code hbm}'s queue {@code qSPPIOParam0_5}: a linear ring of 2,839,360 descriptors, 45,429,760
     * bytes, "43.325MB" (transformers-neuronx#92).
     */
    public static final int HBM_DESCS = 2_839_340;
    /** The queue of {@code qSPPIOParam0} it lands on. */
    public static final int HBM_QUEUE = 5;
    /**
     * {@code hbm}'s weights: with the 96 MiB of microcode, the staged copy of the parameter and the TX half of the big
     * ring they leave about 20 MiB of a v2 core's 16 GiB − 16 MiB, so the RX half does not fit; a Trn2 HBM (24 GiB)
     * takes them all.
     */
    public static final long HBM_WEIGHTS = (16L << 30) - (16L << 20) - (96L << 20) - 2 * 45_432_832L - (20L << 20)
            - (64L << 10);
    /**
     * The weights are this many variables, as a model's are many tensors: no single chunk is larger than the main pool
     * a channel keeps beside its 1 GiB small pool from driver 2.19.64.0.
     */
    public static final int WEIGHT_PARTS = 16;
    /** {@code features}' header feature bits: bit 8, which runtimes before 2.19.5.0 do not know (aws-neuron-sdk#820). */
    public static final long FEATURES = 0x100;
    /** Data descriptors of {@code ring-pages}' spill queue: more than 16 vring pages of 65,536 (aws-neuron-sdk#369). */
    public static final int RING_PAGES_DESCS = 1_100_000;

    private PreflightNeffs() {
    }

    /** {@code queue-2p24}: a spill queue whose ring is exactly 2^24 descriptors, on queue 8 of its set (SUNDA). */
    public static NeffBuilder queue2p24() {
        NeffBuilder b = neff("queue-2p24", "in", "out");
        SubgraphBuilder sg = spill(sg00("qSPSpill0", "data", 16, SampleNeffs.range(24, 16), "in", ROW * BLOCK, ROW * BLOCK),
                RING_2P24_DESCS);
        for (int q = 0; q < RING_2P24_QUEUE; q++) {
            sg.dma("qSPSpill0", rows("spill", "spill_out", (long) q * BLOCK, BLOCK));
        }
        sg.dma("qSPSpill0", rows("spill", "spill_out", 0, RING_2P24_DESCS));
        return finish(b, sg, "sunda");
    }

    /** {@code ring-length}: an IO queue of 1,990 descriptors, whose per-execution ring of 2,016 is no power of two. */
    public static NeffBuilder ringLength() {
        NeffBuilder b = neff("ring-length", "in", "out");
        SubgraphBuilder sg = sg00("qSPIO0", "in", 1, List.of(24), "in", PITCH * RING_LENGTH_DESCS,
                ROW * RING_LENGTH_DESCS);
        sg.dma("qSPIO0", rows("in", "out", 0, RING_LENGTH_DESCS));
        return finish(b, sg, "sunda");
    }

    /**
     * {@code hbm}: weights that fill a v2 core's HBM, then an IO queue set {@code qSPPIOParam0} of 6 queues whose queue
     * 5 needs a 43.325 MB ring per half; compiled for any arch ({@code *}), so it loads on an instance with more HBM.
     */
    public static NeffBuilder hbm() {
        NeffBuilder b = neff("hbm", "param", "out");
        SubgraphBuilder sg = sg00("qSPPIOParam0", "in", 6, List.of(), "param", PITCH * HBM_DESCS, ROW * BLOCK)
                .var("staged", "tmp-buf", ROW * HBM_DESCS);
        for (int w = 0; w < WEIGHT_PARTS; w++) {
            sg.var("weights" + w, "tmp-buf", HBM_WEIGHTS / WEIGHT_PARTS);
        }
        for (int q = 0; q < HBM_QUEUE; q++) {
            sg.dma("qSPPIOParam0", rows("param", "staged", (long) q * BLOCK, BLOCK));
        }
        sg.dma("qSPPIOParam0", rows("param", "staged", 0, HBM_DESCS));
        return finish(b, sg, "*");
    }

    /** {@code features}: a small copy NEFF whose header sets feature bit 8 (0x100). */
    public static NeffBuilder features() {
        NeffBuilder b = neff("features", "in", "out");
        SubgraphBuilder sg = sg00("qSPIO0", "in", 1, List.of(24), "in", PITCH * BLOCK, ROW * BLOCK);
        sg.dma("qSPIO0", rows("in", "out", 0, BLOCK));
        b.lnc(1, FEATURES);
        return finish(b, sg, "sunda");
    }

    /** {@code ring-pages}: a spill queue of 1,100,000 descriptors (17 vring pages per half), for any arch. */
    public static NeffBuilder ringPages() {
        NeffBuilder b = neff("ring-pages", "in", "out");
        SubgraphBuilder sg = spill(sg00("qSPSpill0", "data", 1, List.of(24), "in", ROW * BLOCK, ROW * BLOCK),
                RING_PAGES_DESCS);
        sg.dma("qSPSpill0", rows("spill", "spill_out", 0, RING_PAGES_DESCS));
        return finish(b, sg, "*");
    }

    /** A NEFF of one kelf, one subgraph {@code sg00} reading graph input {@code in}, writing output {@code out}. */
    private static NeffBuilder neff(String name, String in, String out) {
        NeffBuilder b = new NeffBuilder(name + ".neff");
        Manifests.single(b, name, new Manifests.KelfSpec(List.of("sg00"), List.of(in), List.of(out)));
        return b;
    }

    /**
     * Subgraph {@code sg00}: one queue set of {@code queues} queues on the SP engine, the graph's input {@code in} of
     * {@code inBytes} and its output {@code out} of {@code outBytes}.
     */
    private static SubgraphBuilder sg00(String set, String kind, int queues, List<Integer> ids, String in, long inBytes,
                                        long outBytes) {
        return new SubgraphBuilder("sg00", SubgraphBuilder.counter())
                .queueSet(set, kind, Engine.SP, queues, ids)
                .var(in, "input", inBytes, "ops", list())
                .var("out", "output", outBytes, "ops", list());
    }

    /** Adds the spill buffers {@code spill} (rows 32 bytes apart) and {@code spill_out} (dense) of {@code n} rows. */
    private static SubgraphBuilder spill(SubgraphBuilder sg, int n) {
        return sg.var("spill", "tmp-buf", PITCH * n).var("spill_out", "tmp-buf", ROW * n);
    }

    /** Starts the SP engine's stream on the queues, writes the subgraph and sets the kelf's target. */
    private static NeffBuilder finish(NeffBuilder b, SubgraphBuilder sg, String target) {
        sg.stream(Engine.SP).slot(0xA0);
        sg.into(b);
        b.json("kelf-0.json", obj("graphs", list(obj("definition", "sg00/def.json", "name", "sg00")), "version", "0.5",
                "target", target));
        return b;
    }

    /**
     * One copy of {@code n} 16-byte rows, row {@code first} on: from {@code src} (rows 32 bytes apart) to {@code dst}
     * (dense). The rows go as one 4-D pattern of whole 256 × 256 blocks, then one of the 256-row blocks left, then
     * the rows left.
     */
    @SuppressWarnings("unchecked")
    static Map<String, Object>[] rows(String src, String dst, long first, long n) {
        List<Map<String, Object>> d = new ArrayList<>();
        long done = 0;
        long square = (long) BLOCK * BLOCK;
        long squares = n / square;
        if (squares > 0) {
            d.add(Descs.copy(pattern(src, first, PITCH, squares), pattern(dst, first, ROW, squares)));
            done = squares * square;
        }
        long blocks = (n - done) / BLOCK;
        if (blocks > 0) {
            d.add(Descs.copy(Descs.grid(src, PITCH * (first + done), ROW, BLOCK, PITCH, blocks, PITCH * BLOCK, "uint8"),
                    Descs.grid(dst, ROW * (first + done), ROW, BLOCK, ROW, blocks, ROW * BLOCK, "uint8")));
            done += blocks * BLOCK;
        }
        if (n > done) {
            d.add(Descs.copy(Descs.rows(src, PITCH * (first + done), ROW, n - done, PITCH, "uint8"),
                    Descs.rows(dst, ROW * (first + done), ROW, n - done, ROW, "uint8")));
        }
        return d.toArray(new Map[0]);
    }

    /** {@code [16, 256, 256, squares]} rows {@code pitch} apart. */
    private static Descs.Pattern pattern(String var, long first, long pitch, long squares) {
        return new Descs.Pattern(var, pitch * first, new long[] {ROW, BLOCK, BLOCK, squares},
                new long[] {1, pitch, pitch * BLOCK, pitch * BLOCK * BLOCK}, "uint8");
    }
}
