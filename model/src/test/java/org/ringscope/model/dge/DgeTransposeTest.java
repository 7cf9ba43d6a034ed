package org.ringscope.model.dge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * DmaTranspose (0xBD) and DmaGatherTranspose (0xF1) words from the independent {@link SlotWriter}; the expected
 * memory by plain loops over decision 1122's semantics: {@code dst(j, i) = src(i, j)}, and for the gather form
 * value l of gathered row r at {@code dst + 2r + l·dst_step_elem_1}.
 */
class DgeTransposeTest {
    private final DgeBench d = new DgeBench();

    DgeTransposeTest() throws Exception {
    }

    /** Copies {@code size} bytes per value: src value (i, j) to dst value (j, i), plain loops. */
    private static void transposed(byte[] src, long s, long s0, long s1, int n0, int n1, byte[] dst, long t, long d0,
            long d1, int size) {
        for (int j = 0; j < n1; j++) {
            for (int i = 0; i < n0; i++) {
                System.arraycopy(src, (int) (s + i * s0 + j * s1), dst, (int) (t + j * d0 + i * d1), size);
            }
        }
    }

    @Test
    void bf16SixteenRowsLandOneColumnPerPartition() throws Exception {
        byte[] x = d.fill(d.a.address(), 1 << 20, 21);
        // 16 rows × 128 bf16 values, rows 256 bytes apart → 128 partitions × 16 values
        byte[] w = SlotWriter.transpose(70, 6, 128).xSrc(SlotWriter.imm(d.a.address() + 0x100), 2, 256, 128, 16)
                .xDst(SlotWriter.imm(d.sb(0, 0x3000)), 2, 1 << 18, 16, 128).xposeBounds(0, 0, 256).bytes();
        DgeOutcome o = DgeExecutor.execute(w, null, d.regs, d.sw());
        assertTrue(o.executed(), o.reason());
        assertEquals(16 * 128 * 2, o.bytes());
        byte[] want = new byte[128 * 32];
        transposed(x, 0x100, 2, 256, 128, 16, want, 0, 2, 32, 2);
        for (int p = 0; p < 128; p++) {
            assertArrayEquals(DgeBench.slice(want, p * 32L, 32), d.read(d.sb(p, 0x3000), 32), "partition " + p);
        }
        assertEquals(16, d.dev.sync().semaphore(0, 70), "no sem_increment field: one per engine");
    }

    @Test
    void fp32TwoRowTilesWithRowsWalkedBackwardsAndABound() throws Exception {
        byte[] x = d.fill(d.a.address(), 1 << 20, 22);
        // 32 rows × 64 fp32 values, the source rows walked from row 31 down (step -256) → 64 rows × 32 values in b
        long top = 0x4000 + 31 * 256;
        byte[] w = SlotWriter.transpose(71, 10, 64).xSrc(SlotWriter.imm(d.a.address() + top), 4, -256, 64, 32)
                .xDst(SlotWriter.imm(d.b.address()), 4, 128, 32, 64).bytes();
        DgeOutcome o = DgeExecutor.execute(w, null, d.regs, d.sw());
        assertTrue(o.executed(), o.reason());
        byte[] want = new byte[64 * 128];
        transposed(x, top, 4, -256, 64, 32, want, 0, 4, 128, 4);
        assertArrayEquals(want, d.read(d.b.address(), 64 * 128));

        // the destination through table[1] with a bound of 32 rows: the values of destination rows 32..63 stay
        byte[] before = d.fill(d.b.address() + 0x10000, 64 * 128, 23);
        byte[] skip = SlotWriter.transpose(72, 10, 64).xSrc(SlotWriter.imm(d.a.address() + top), 4, -256, 64, 32)
                .xDst(SlotWriter.table(1, 0x10000), 4, 128, 32, 64).xposeBounds(0, 0x80 | 0x40 | 61, 0).bytes();
        DgeOutcome s = DgeExecutor.execute(skip, SlotWriter.extension(0, 0x10000 + 32 * 128), d.regs, d.sw());
        assertTrue(s.executed(), s.reason());
        assertNull(s.oob());
        assertEquals(32 * 32, s.skipped(), "32 rows of 32 values past the bound");
        byte[] bounded = before.clone();
        System.arraycopy(want, 0, bounded, 0, 32 * 128);
        assertArrayEquals(bounded, d.read(d.b.address() + 0x10000, 64 * 128));
    }

    @Test
    void aTransposeDoesNotCastAndKeepsItsTile() throws Exception {
        SlotWriter ok = SlotWriter.transpose(73, 6, 128).xSrc(SlotWriter.imm(d.a.address()), 2, 256, 128, 16)
                .xDst(SlotWriter.imm(d.sb(0, 0)), 2, 1 << 18, 16, 128);
        String[][] cases = {
            {"15", "10", "do not cast"},
            {"60", "8", "tile 8 × 128"},
            {"61", "129", "tile 16 × 129"},
        };
        for (String[] c : cases) {
            byte[] w = ok.bytes();
            w[Integer.parseInt(c[0])] = (byte) Integer.parseInt(c[1]);
            DgeOutcome o = DgeExecutor.execute(w, null, d.regs, d.sw());
            assertFalse(o.executed());
            assertTrue(o.reason().contains(c[2]), o.reason());
        }
        byte[] step = ok.xposeBounds(0, 0, 512).bytes();
        assertTrue(DgeExecutor.execute(step, null, d.regs, d.sw()).reason().contains("tile_src_row_step 512"));
        assertEquals(4 * 16, d.dev.sync().semaphore(0, 73));
    }

    /** 32 gathered rows of {@code runs} runs of {@code elem} bytes from a into partitions: value l of row r. */
    private void gatherTransposed(byte[] x, long[] idx, int runs, int elem, long s0, byte[] before, long bound,
            DgeOutcome o) throws Exception {
        assertTrue(o.executed(), o.reason());
        int values = runs * elem / 2;
        for (int l = 0; l < values; l++) {
            byte[] want = DgeBench.slice(before, l * 64L, 64);
            for (int r = 0; r < 32; r++) {
                long row = idx[r] * 4096;
                long lo = row;
                long hi = row + (runs - 1) * s0 + elem;
                if (bound < 0 || hi <= bound) {
                    long at = lo + (l / (elem / 2)) * s0 + (l % (elem / 2)) * 2L;
                    System.arraycopy(x, (int) at, want, 2 * r, 2);
                }
            }
            assertArrayEquals(want, d.read(d.sb(l, 0x5000), 64), "partition " + l);
        }
    }

    @Test
    void gatherTransposeTakesTheIndexedRowsAndTransposesThem() throws Exception {
        byte[] x = d.fill(d.a.address(), 1 << 20, 24);
        long[] idx = new long[32];
        for (int r = 0; r < 32; r++) {
            idx[r] = (r * 7 + 3) % 40;
        }
        d.indices(0x900, idx);
        byte[] before = new byte[128 * 64];
        for (int p = 0; p < 128; p++) {
            System.arraycopy(d.fill(d.sb(p, 0x5000), 64, 600 + p), 0, before, p * 64, 64);
        }
        // rows 4096 bytes apart in a, one run of 128 bytes (64 bf16) each → 64 partitions × 32 values
        byte[] w = SlotWriter.gatherTranspose(74, 6).xSrc(SlotWriter.table(0, 0), 128, 4096, 1, 32)
                .gather(SlotWriter.sbIndex(0x900), 0, SlotWriter.imm(d.sb(0, 0x5000)), 1 << 18, 32, 64, 128).bytes();
        gatherTransposed(x, idx, 1, 128, 128, before, -1, DgeExecutor.execute(w, null, d.regs, d.sw()));

        // two runs of 64 bytes 1024 apart, an index bound of 32 rows: rows with index ≥ 32 move nothing (error mode)
        for (int p = 0; p < 128; p++) {
            System.arraycopy(d.fill(d.sb(p, 0x5000), 64, 700 + p), 0, before, p * 64, 64);
        }
        byte[] bounded = SlotWriter.gatherTranspose(75, 6).xSrc(SlotWriter.table(0, 0), 1024, 4096, 2, 32)
                .gather(SlotWriter.sbIndex(0x900), 0x80 | 61, SlotWriter.imm(d.sb(0, 0x5000)), 1 << 18, 32, 64, 64)
                .bytes();
        DgeOutcome o = DgeExecutor.execute(bounded, SlotWriter.extension(32 * 4096, 0), d.regs, d.sw());
        assertNotNull(o.oob(), "oob_mode.error");
        gatherTransposed(x, idx, 2, 64, 1024, before, 32 * 4096, o);
        long outside = Arrays.stream(idx).filter(i -> i >= 32).count();
        assertTrue(o.oob().startsWith(outside + " elements out of bounds"), o.oob());

        DgeOutcome hw = DgeExecutor.execute(w, null, d.regs, d.ctx(true));
        assertFalse(hw.executed());
        assertTrue(hw.reason().contains("software DGE"), hw.reason());
        byte[] odd = w.clone();
        odd[60] = 3;
        assertTrue(DgeExecutor.execute(odd, null, d.regs, d.sw()).reason().contains("elem_size 3"));
    }
}
