package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.gen.Manifests;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.SubgraphBuilder;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;

/**
 * The load-time lowering of PseudoDmaDirect2d slots written by hand (the byte table of docs/reference/dge.md; VAR_ID
 * arm: u32 offset, var_id in bytes 4..6, marker 0x10): the runtime's error strings, and a valid slot's patch and
 * bytes moved.
 */
class DgeLoweringTest {
    private static final byte[] W = new byte[4096];

    static {
        new Random(7).nextBytes(W);
    }

    /** A pseudo of {@code n} elements of {@code elem} bytes, var {@code sv} + {@code so} → var {@code dv} + {@code dOff}. */
    private static byte[] pseudo(int dgeOp, int sv, long so, int dv, long dOff, int n, int elem) {
        ByteBuffer b = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) 0xD4).put(1, (byte) 0x10).put(12, (byte) 3).put(13, (byte) 8).put(14, (byte) 16)
                .put(15, (byte) dgeOp);
        b.putLong(16, so | (long) sv << 32 | 0x10L << 56).putInt(24, elem).putShort(32, (short) n).putShort(34, (short) 1)
                .putShort(36, (short) elem);
        b.putLong(40, dOff | (long) dv << 32 | 0x10L << 56).putInt(48, 262144).putShort(56, (short) n)
                .putShort(58, (short) 1).putShort(60, (short) elem);
        b.put(62, (byte) 3).put(63, (byte) 3);
        return b.array();
    }

    /** SB (var 0), input a (1), output c (2), file w (3), a DGE set on Pool; Pool runs {@code slots}. */
    private static NeuronRuntime run(byte[]... slots) throws Exception {
        NeffBuilder b = new NeffBuilder("dge.neff");
        Manifests.single(b, "dge", new Manifests.KelfSpec(List.of("sg00"), List.of("a"), List.of("c")));
        SubgraphBuilder sg = new SubgraphBuilder("sg00", SubgraphBuilder.counter())
                .queueSet("qPoolDynamic", "dynamic", Engine.POOL, 16, IntStream.range(8, 24).boxed()
                        .toList())
                .var("SB", "state-buffer", -1)
                .var("a", "input", 4096, "ops", NeffBuilder.list())
                .var("c", "output", 4096, "ops", NeffBuilder.list())
                .fileVar("w", "w.bin", W, 64);
        for (byte[] s : slots) {
            sg.stream(Engine.POOL).slot(s[0] & 0xFF, Arrays.copyOfRange(s, 4, 64));
        }
        sg.into(b);
        NeffFile f = NeffReader.read("dge.neff", b.build(), ReadLimits.DEFAULT);
        NeuronRuntime rt = new NeuronRuntime(f, RunOptions.defaults());
        rt.run();
        return rt;
    }

    private static void refused(String message, byte[]... slots) throws Exception {
        RunResult r = run(slots).result();
        assertEquals(2, r.status(), r.message());
        assertTrue(r.message().contains(message), r.message());
    }

    @Test
    void theRuntimesErrorsWithItsStrings() throws Exception {
        refused("Unsupported dynamic dma opcode 9", pseudo(9, 3, 0, 0, 0, 4, 256));
        refused("Pseudo dma indirect1d instruction must be followed by extension", pseudo(1, 3, 0, 0, 0, 4, 256));
        refused("Variable a is not staged in HBM", pseudo(0, 1, 0, 0, 0, 4, 256));
        refused("invalid offset in w, 4096 < (3072 + 2048)", pseudo(0, 3, 3072, 0, 0, 8, 256));
    }

    @Test
    void aValidSlotIsPatchedAndMovesItsBytes() throws Exception {
        byte[] p = pseudo(0, 3, 512, 0, 0x1000, 8, 256);
        NeuronRuntime rt = run(p, new byte[] {(byte) 0xDA, 0, 0, 0});
        RunResult r = rt.result();
        assertEquals(0, r.status(), r.message());
        List<InstructionPatch> patches = rt.instructionPatches();
        assertEquals(1, patches.size());
        InstructionPatch patch = patches.get(0);
        assertArrayEquals(p, patch.before());
        byte[] after = patch.after();
        assertEquals(0xB8, after[0] & 0xFF, "DMAMemcpy");
        assertEquals(3, after[12], "the priority class stays at +12");
        long file = rt.address("sg00", "w");
        long sb = rt.device().addressMap().sbAddress(0, 0, 0);
        ByteBuffer a = ByteBuffer.wrap(after).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(file + 512, a.getLong(16), "var w + 512 as an IMM address");
        assertEquals(sb + 0x1000, a.getLong(40), "SB + 0x1000");
        for (int k = 0; k < 8; k++) {
            assertArrayEquals(Arrays.copyOfRange(W, 512 + 256 * k, 512 + 256 * (k + 1)),
                    rt.device().read(sb + 0x1000 + 262144L * k, 256), "partition " + k);
        }
        assertEquals(16, rt.device().sync().semaphore(0, 8));
        assertEquals(1, r.dmaCoverage().executed());
    }

    /**
     * The real words of dge_op 1, 2 and 3 (their own layouts, docs/reference/dge.md; RingScope's field mapping,
     * decisions 1120 and 1122): each field where its struct has it, the VAR_ID addresses resolved.
     */
    @Test
    void eachKindIsRepackedIntoItsOwnLayout() throws Exception {
        NeuronRuntime rt = new DgeOpsNeff(33, 128).run(false);
        assertEquals(0, rt.result().status(), rt.result().message());
        List<InstructionPatch> patches = rt.instructionPatches();
        assertEquals(5, patches.size());
        long file = rt.address("sg00", "w");
        long sb = rt.device().addressMap().sbAddress(0, 0, 0);
        ByteBuffer ind = ByteBuffer.wrap(patches.get(1).after()).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0xBB, ind.get(0) & 0xFF);
        assertEquals(9, ind.get(12), "semaphore +12");
        assertEquals(16, ind.get(13), "sem_increment +13");
        assertEquals(128, ind.get(14) & 0xFF, "idx_num_active_channels +14");
        assertEquals(file, ind.getLong(16), "src ADDR8 +16");
        assertEquals(256, ind.getInt(24), "src_step_elem +24");
        assertEquals(128, ind.getShort(28), "src_num_elem +28");
        assertEquals(256, ind.getShort(30), "src_elem_size +30");
        assertEquals(sb + 0x2000, ind.getLong(32), "dst ADDR8 +32");
        assertEquals(262144, ind.getInt(40), "dst_step_elem +40");
        assertEquals(128, ind.getShort(44), "dst_num_elem +44");
        assertEquals(0x1000, ind.getInt(48), "src_idx_start_addr +48");
        assertEquals(10, ind.get(56), "in_dtype +56");
        assertEquals(0, ind.getShort(62), "reserved +62");
        ByteBuffer xp = ByteBuffer.wrap(patches.get(2).after()).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0xBD, xp.get(0) & 0xFF);
        assertEquals(6, xp.get(14), "in_dtype +14");
        assertEquals(262144, xp.getInt(36), "tile_src_row_step +36");
        assertEquals(16, xp.get(60), "tile_src_rows +60");
        assertEquals(128, xp.get(61) & 0xFF, "tile_src_cols +61");
        assertEquals(10, xp.get(62), "semaphore +62");
        assertEquals("translate_pseudo_dma_direct2d_xpose_instr_v3", patches.get(2).function());
        ByteBuffer gx = ByteBuffer.wrap(patches.get(3).after()).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0xF1, gx.get(0) & 0xFF);
        assertEquals(11, gx.get(12), "semaphore +12");
        assertEquals(0x1000, gx.getInt(36), "src_idx_start_addr +36");
        assertEquals(262144, gx.getInt(52), "dst_step_elem_1 +52");
        assertEquals(128, gx.getShort(60), "elem_size +60");
        assertEquals(0x66, gx.get(62) & 0xFF, "DTYPE_PAIR +62");
        assertEquals(1, gx.get(63), "gather_dim Y +63");
        assertEquals(1, patches.get(4).after()[15], "DMAMemcpy compute_op +15 from the extension: ADD");
    }
}
