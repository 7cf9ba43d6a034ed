package org.ringscope.model.runtime;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.ringscope.model.gen.Manifests;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SubgraphBuilder;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;

/**
 * A NEFF whose Pool stream holds one PseudoDmaDirect2d of each {@code dge_op}, each with its PseudoExtension, written
 * by hand from the byte tables (docs/reference/dge.md; VAR_ID arm: u32 offset, var_id in bytes 4..6, marker 0x10):
 *
 * <ol>
 *   <li>DIRECT2D: 128 UINT32 indices from file var w (+32768) into SBUF partitions 0..127 at 0x1000;</li>
 *   <li>INDIRECT1D gather: 128 rows of 256 bytes of w (rows 256 apart) by those indices into partitions at 0x2000
 *       (source bound {@link #ROWS} rows when {@code bounded});</li>
 *   <li>TRANSPOSE: 16 partitions × 128 bf16 at 0x2000 into 128 partitions × 16 bf16 at 0x3000;</li>
 *   <li>GATHER_TRANSPOSE: 32 rows of 64 bf16 of w by the first 32 indices into 64 partitions × 32 bf16 at 0x4000;</li>
 *   <li>DIRECT2D with compute_op ADD (fp32): w's first 128 rows added into the gathered rows at 0x2000.</li>
 * </ol>
 */
final class DgeOpsNeff {
    /** Rows of w the indexed legs may reach when bounded. */
    static final int ROWS = 100;
    static final int VAR_SB = 0;
    static final int VAR_W = 3;
    final byte[] w = new byte[65536];
    final long[] idx = new long[128];

    DgeOpsNeff(long seed, int maxIndex) {
        Random r = new Random(seed);
        r.nextBytes(w);
        ByteBuffer b = ByteBuffer.wrap(w).order(ByteOrder.LITTLE_ENDIAN);
        for (int k = 0; k < 128; k++) {
            idx[k] = r.nextInt(maxIndex);
            b.putInt(32768 + 4 * k, (int) idx[k]);
        }
        for (int i = 0; i < 128 * 64; i++) {
            b.putFloat(4 * i, (i % 997) * 0.5f - 200f);
        }
    }

    private static long var(int id, long off) {
        return off | (long) id << 32 | 0x10L << 56;
    }

    private static ByteBuffer pseudo(int dgeOp, int sem) {
        ByteBuffer b = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) 0xD4).put(1, (byte) 0x10).put(13, (byte) sem).put(14, (byte) 16).put(15, (byte) dgeOp);
        return b;
    }

    private static ByteBuffer leg(ByteBuffer b, int at, long addr, int s0, int s1, int n0, int n1, int elem) {
        return b.putLong(at, addr).putInt(at + 8, s0).putInt(at + 12, s1).putShort(at + 16, (short) n0)
                .putShort(at + 18, (short) n1).putShort(at + 20, (short) elem);
    }

    private static byte[] ext(int flags, int channels, int computeOp, int srcIdx, long srcBound, int rowStep, int rows,
            int cols) {
        ByteBuffer e = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        e.put(0, (byte) 0xDA).put(1, (byte) flags).put(2, (byte) channels).put(3, (byte) computeOp).putInt(4, srcIdx)
                .putInt(12, (int) srcBound).putInt(20, rowStep).put(24, (byte) rows).put(25, (byte) cols);
        return e.array();
    }

    byte[][] slots(boolean bounded) {
        int part = 1 << 18;
        ByteBuffer ind = pseudo(0, 8);
        leg(ind, 16, var(VAR_W, 32768), 4, 0, 128, 1, 4);
        leg(ind, 40, var(VAR_SB, 0x1000), part, 0, 128, 1, 4).put(62, (byte) 9).put(63, (byte) 9);
        ByteBuffer gather = pseudo(1, 9);
        leg(gather, 16, var(VAR_W, 0), 256, 0, 128, 1, 256);
        leg(gather, 40, var(VAR_SB, 0x2000), part, 0, 128, 1, 256).put(62, (byte) 10).put(63, (byte) 10)
                .put(38, (byte) (bounded ? 0x80 | 61 : 0));
        ByteBuffer xpose = pseudo(2, 10);
        leg(xpose, 16, var(VAR_SB, 0x2000), 2, part, 128, 16, 2);
        leg(xpose, 40, var(VAR_SB, 0x3000), 2, part, 16, 128, 2).put(62, (byte) 6).put(63, (byte) 6);
        ByteBuffer gx = pseudo(3, 11);
        leg(gx, 16, var(VAR_W, 0), 256, 256, 1, 32, 128);
        leg(gx, 40, var(VAR_SB, 0x4000), 2, part, 32, 64, 2).put(62, (byte) 6).put(63, (byte) 6);
        ByteBuffer add = pseudo(0, 12);
        leg(add, 16, var(VAR_W, 0), 256, 0, 128, 1, 256);
        leg(add, 40, var(VAR_SB, 0x2000), part, 0, 128, 1, 256).put(62, (byte) 10).put(63, (byte) 10);
        return new byte[][] {
            ind.array(), ext(0, 0, 0, 0, 0, 0, 0, 0),
            gather.array(), ext(bounded ? 4 : 0, 128, 0, 0x1000, bounded ? ROWS * 256 : 0, 0, 0, 0),
            xpose.array(), ext(0, 0, 0, 0, 0, part, 16, 128),
            gx.array(), ext(0x10, 128, 0, 0x1000, 0, 0, 0, 0),
            add.array(), ext(0, 0, 1, 0, 0, 0, 0, 0),
        };
    }

    /** The NEFF: SB (var 0), input a (1), output c (2), file w (3), a dynamic set on Pool. */
    NeuronRuntime run(boolean bounded) throws Exception {
        NeffBuilder b = new NeffBuilder("dgeops.neff");
        Manifests.single(b, "dgeops", new Manifests.KelfSpec(List.of("sg00"), List.of("a"), List.of("c")));
        SubgraphBuilder sg = new SubgraphBuilder("sg00", SubgraphBuilder.counter())
                .queueSet("qPoolDynamic", "dynamic", Engine.POOL, 16, IntStream.range(8, 24).boxed().toList())
                .var("SB", "state-buffer", -1)
                .var("a", "input", 4096, "ops", NeffBuilder.list())
                .var("c", "output", 4096, "ops", NeffBuilder.list())
                .fileVar("w", "w.bin", w, 64);
        for (byte[] s : slots(bounded)) {
            sg.stream(Engine.POOL).raw(s);
        }
        sg.into(b);
        NeffFile f = NeffReader.read("dgeops.neff", b.build(), ReadLimits.DEFAULT);
        NeuronRuntime rt = new NeuronRuntime(f, RunOptions.defaults());
        rt.run();
        return rt;
    }
}
