package org.ringscope.model.dge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * DmaIndirect (0xBB) words from the independent {@link SlotWriter} on the device: gather, scatter and both, rows
 * out of the index bound in the error and the skip mode, a register-fed index tensor, a cast and a scatter-add;
 * expected memory by plain loops over decision 1120's semantics (row k from {@code src + i·step} to
 * {@code dst + j·step}, index k in partition k % 128, column k / 128).
 */
class DgeIndirectTest {
    private static final int ERROR = 0x80 | 61;
    private static final int SKIP = 0x80 | 0x40 | 61;
    private static final int IS_ERR = 4;
    private final DgeBench d = new DgeBench();

    DgeIndirectTest() throws Exception {
    }

    private static long[] randomIndices(int n, int bound, long seed) {
        Random r = new Random(seed);
        long[] idx = new long[n];
        for (int k = 0; k < n; k++) {
            idx[k] = r.nextInt(bound);
        }
        return idx;
    }

    /** Fills the 128 destination rows (256 bytes at 0x2000 of each partition) from {@code seed}; returns them. */
    private byte[] destinationRows(int seed) throws Exception {
        byte[] rows = new byte[128 * 256];
        for (int k = 0; k < 128; k++) {
            System.arraycopy(d.fill(d.sb(k, 0x2000), 256, seed + k), 0, rows, k * 256, 256);
        }
        return rows;
    }

    /** 128 rows of 256 bytes gathered from 64 rows of a (indices 0..79: some past the 64-row bound) into partitions. */
    private DgeOutcome gather(int boundReg, int flags, byte[] x, long[] idx, byte[] before, int sem) throws Exception {
        byte[] w = SlotWriter.indirect(sem, 16).indSrc(SlotWriter.table(0, 0), 256, 128, 256)
                .indDst(SlotWriter.imm(d.sb(0, 0x2000)), 1 << 18, 128, 256)
                .indIndex(flags, SlotWriter.sbIndex(0x1000), 0, boundReg, 0).bytes();
        DgeOutcome o = DgeExecutor.execute(w, SlotWriter.extension(64 * 256, 0), d.regs, d.sw());
        assertTrue(o.executed(), o.reason());
        for (int k = 0; k < 128; k++) {
            boolean in = idx[k] * 256 + 256 <= 64 * 256;
            byte[] want = in ? DgeBench.slice(x, idx[k] * 256, 256) : DgeBench.slice(before, (long) k * 256, 256);
            assertArrayEquals(want, d.read(d.sb(k, 0x2000), 256), "row " + k + " (index " + idx[k] + ")");
        }
        assertEquals(16, d.dev.sync().semaphore(0, sem));
        return o;
    }

    @Test
    void gatherMovesTheIndexedRowsAndMasksThosePastTheBound() throws Exception {
        byte[] x = d.fill(d.a.address(), 1 << 20, 11);
        long[] idx = randomIndices(128, 80, 12);
        d.indices(0x1000, idx);
        long outside = Arrays.stream(idx).filter(i -> i >= 64).count();
        assertTrue(outside > 0 && outside < 128);
        byte[] before = destinationRows(100);
        DgeOutcome err = gather(ERROR, 0, x, idx, before, 60);
        assertNotNull(err.oob(), "oob_mode.error: the notification makes it an error");
        assertTrue(err.oob().startsWith(outside + " elements out of bounds"), err.oob());
        before = destinationRows(300);
        DgeOutcome skip = gather(SKIP, IS_ERR, x, idx, before, 61);
        assertNull(skip.oob(), "oob_mode.skip: silent");
        assertEquals(outside, skip.skipped());
        byte[] bad = SlotWriter.indirect(62, 16).indSrc(SlotWriter.table(0, 0), 256, 128, 256)
                .indDst(SlotWriter.imm(d.sb(0, 0x2000)), 1 << 18, 128, 256)
                .indIndex(0, SlotWriter.sbIndex(0x1000), 0, SKIP, 0).bytes();
        DgeOutcome invalid = DgeExecutor.execute(bad, SlotWriter.extension(64 * 256, 0), d.regs, d.sw());
        assertFalse(invalid.executed());
        assertTrue(invalid.reason().contains("not a valid word"), invalid.reason());
    }

    /** What a masked row would have moved is not counted as moved; a word whose every row is masked moved nothing. */
    @Test
    void maskedRowsAreNotCountedAsMoved() throws Exception {
        byte[] x = d.fill(d.a.address(), 1 << 20, 13);
        long[] idx = randomIndices(128, 80, 14);
        d.indices(0x1000, idx);
        long outside = Arrays.stream(idx).filter(i -> i >= 64).count();
        DgeOutcome some = gather(ERROR, 0, x, idx, destinationRows(500), 63);
        assertEquals((128 - outside) * 256, some.bytes(), outside + " rows masked");

        byte[] now = new byte[128 * 256];
        for (int k = 0; k < 128; k++) {
            System.arraycopy(d.read(d.sb(k, 0x2000), 256), 0, now, k * 256, 256);
        }
        long[] past = new long[128];
        Arrays.fill(past, 70);
        d.indices(0x1000, past);
        byte[] w = SlotWriter.indirect(64, 16).indSrc(SlotWriter.table(0, 0), 256, 128, 256)
                .indDst(SlotWriter.imm(d.sb(0, 0x2000)), 1 << 18, 128, 256)
                .indIndex(0, SlotWriter.sbIndex(0x1000), 0, ERROR, 0).bytes();
        DgeOutcome none = DgeExecutor.execute(w, SlotWriter.extension(64 * 256, 0), d.regs, d.sw());
        assertFalse(none.executed(), "every row masked: nothing moved");
        assertTrue(none.reason().startsWith("every element (128) was past its bound and masked, nothing moved "
                + "(out-of-bound access"), none.reason());
        assertNotNull(none.oob(), "still the error the execution returns as 1006");
        assertEquals(128L * 256, none.bytes(), "what it would have moved");
        assertEquals(16, d.dev.sync().semaphore(0, 64), "its completion still arrives");
        for (int k = 0; k < 128; k++) {
            assertArrayEquals(DgeBench.slice(now, (long) k * 256, 256), d.read(d.sb(k, 0x2000), 256));
        }
    }

    @Test
    void scatterAndBothWriteWhereTheIndicesSay() throws Exception {
        byte[] rows = new byte[128 * 512];
        for (int k = 0; k < 128; k++) {
            System.arraycopy(d.fill(d.sb(k, 0x4000), 512, 500 + k), 0, rows, k * 512, 512);
        }
        long[] perm = new long[128];
        for (int k = 0; k < 128; k++) {
            perm[k] = (k * 37 + 5) % 128 + (k % 9 == 0 ? 128 : 0);
        }
        d.indices(0x100, perm);
        byte[] before = d.fill(d.b.address(), 1 << 17, 13);
        byte[] w = SlotWriter.indirect(63, 16).indSrc(SlotWriter.imm(d.sb(0, 0x4000)), 1 << 18, 128, 512)
                .indDst(SlotWriter.table(1, 0), 512, 128, 512).indIndex(1 | IS_ERR, 0, SlotWriter.sbIndex(0x100),
                        0, SKIP).bytes();
        DgeOutcome o = DgeExecutor.execute(w, SlotWriter.extension(0, 128 * 512), d.regs, d.sw());
        assertTrue(o.executed(), o.reason());
        byte[] want = before.clone();
        int skipped = 0;
        for (int k = 0; k < 128; k++) {
            if (perm[k] < 128) {
                System.arraycopy(rows, k * 512, want, (int) perm[k] * 512, 512);
            } else {
                skipped++;
            }
        }
        assertEquals(skipped, o.skipped());
        assertArrayEquals(want, d.read(d.b.address(), 1 << 17));

        // both: row k from a + gidx[k]·256 to b + 0x20000 + sidx[k]·256, HBM to HBM
        byte[] x = d.fill(d.a.address(), 1 << 20, 14);
        long[] g = randomIndices(128, 1000, 15);
        long[] s = new long[128];
        for (int k = 0; k < 128; k++) {
            s[k] = 127 - k;
        }
        d.indices(0x200, g);
        d.indices(0x300, s);
        byte[] both = SlotWriter.indirect(64, 16).indSrc(SlotWriter.imm(d.a.address()), 256, 128, 256)
                .indDst(SlotWriter.imm(d.b.address() + 0x20000), 256, 128, 256)
                .indIndex(2, SlotWriter.sbIndex(0x200), SlotWriter.sbIndex(0x300), 0, 0).bytes();
        assertTrue(DgeExecutor.execute(both, null, d.regs, d.sw()).executed());
        for (int k = 0; k < 128; k++) {
            assertArrayEquals(DgeBench.slice(x, g[k] * 256, 256), d.read(d.b.address() + 0x20000 + s[k] * 256, 256),
                    "row " + k);
        }
    }

    @Test
    void moreIndicesThanLanesTakeTheNextColumn() throws Exception {
        byte[] x = d.fill(d.a.address(), 1 << 20, 17);
        long[] idx = randomIndices(300, 4000, 18);
        d.indices(0xA00, idx);
        byte[] w = SlotWriter.indirect(68, 16).indSrc(SlotWriter.imm(d.a.address()), 64, 300, 64)
                .indDst(SlotWriter.imm(d.b.address()), 64, 300, 64).indIndex(0, SlotWriter.sbIndex(0xA00), 0, 0, 0)
                .bytes();
        assertTrue(DgeExecutor.execute(w, null, d.regs, d.sw()).executed());
        byte[] want = new byte[300 * 64];
        for (int k = 0; k < 300; k++) {
            System.arraycopy(x, (int) idx[k] * 64, want, k * 64, 64);
        }
        assertArrayEquals(want, d.read(d.b.address(), 300 * 64), "index k at partition k % 128, column k / 128");
    }

    @Test
    void aRegisterFedIndexTensorACastAndAScatterAdd() throws Exception {
        ByteBuffer f = ByteBuffer.allocate(64 * 64 * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 64 * 64; i++) {
            f.putFloat(i * 1.013f - 2000f);
        }
        d.dev.write(d.a.address(), f.array());
        long[] idx = randomIndices(128, 64, 16);
        d.indices(0x600, idx);
        d.regs.set(20, 0x600, "test: the index tensor's SBUF address");
        byte[] w = SlotWriter.indirect(65, 16).indSrc(SlotWriter.imm(d.a.address()), 256, 128, 256)
                .indDst(SlotWriter.imm(d.sb(0, 0x8000)), 1 << 18, 128, 128)
                .indIndex(0, SlotWriter.regIndex(20), 0, 0, 0).indTypes(10, 6, 0).bytes();
        DgeOutcome o = DgeExecutor.execute(w, null, d.regs, d.sw());
        assertTrue(o.executed(), o.reason());
        for (int k = 0; k < 128; k++) {
            ByteBuffer got = ByteBuffer.wrap(d.read(d.sb(k, 0x8000), 128)).order(ByteOrder.LITTLE_ENDIAN);
            for (int e = 0; e < 64; e++) {
                int bits = Float.floatToRawIntBits(f.getFloat((int) (idx[k] * 256 + 4 * e)));
                int rne = (bits + 0x7FFF + ((bits >>> 16) & 1)) >>> 16;
                assertEquals(rne, got.getShort(2 * e) & 0xFFFF, "row " + k + " value " + e);
            }
        }
        d.regs.unknown(20, "Pool slot 3 (AluOp) reads r60: a compute engine's result");
        DgeOutcome u = DgeExecutor.execute(w, null, d.regs, d.sw());
        assertFalse(u.executed());
        assertTrue(u.reason().contains("r20") && u.reason().contains("Pool slot 3 (AluOp)"), u.reason());

        // scatter-add of INT32 rows with duplicate targets (non_unique_dst_idx): they accumulate
        int[] acc = new int[4 * 4];
        Arrays.fill(acc, 1000);
        ByteBuffer init = ByteBuffer.allocate(4 * 16).order(ByteOrder.LITTLE_ENDIAN);
        for (int a : acc) {
            init.putInt(a);
        }
        d.dev.write(d.b.address(), init.array());
        long[] to = {3, 1, 3, 0, 1, 3, 2, 0};
        for (int k = 0; k < 8; k++) {
            for (int e = 0; e < 4; e++) {
                int val = (k + 1) * 10 + e;
                ByteBuffer one = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(val);
                d.dev.write(d.sb(k, 0x9000 + 4L * e), one.array());
                acc[(int) to[k] * 4 + e] += val;
            }
        }
        d.indices(0x700, to);
        byte[] add = SlotWriter.indirect(66, 16).indSrc(SlotWriter.imm(d.sb(0, 0x9000)), 1 << 18, 8, 16)
                .indDst(SlotWriter.imm(d.b.address()), 16, 8, 16).indIndex(1 | 8, 0, SlotWriter.sbIndex(0x700), 0, 0)
                .indTypes(8, 8, 1).bytes();
        assertTrue(DgeExecutor.execute(add, null, d.regs, d.sw()).executed());
        ByteBuffer got = ByteBuffer.wrap(d.read(d.b.address(), 64)).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 16; i++) {
            assertEquals(acc[i], got.getInt(4 * i), "target " + i / 4 + " value " + i % 4);
        }
    }

    @Test
    void whatTheWordForbidsIsNotEmulatedAndStillCompletes() throws Exception {
        d.indices(0x1000, new long[128]);
        SlotWriter base = SlotWriter.indirect(67, 16).indSrc(SlotWriter.imm(d.a.address()), 256, 128, 256)
                .indDst(SlotWriter.imm(d.sb(0, 0)), 1 << 18, 128, 256).indIndex(0, SlotWriter.sbIndex(0x1000), 0, 0, 0);
        String[][] cases = {
            {"14", "64", "idx_num_active_channels is 64"},
            {"15", "3", "indirect_mode 3"},
        };
        for (String[] c : cases) {
            byte[] w = base.bytes();
            w[Integer.parseInt(c[0])] = (byte) Integer.parseInt(c[1]);
            DgeOutcome o = DgeExecutor.execute(w, null, d.regs, d.sw());
            assertFalse(o.executed());
            assertTrue(o.reason().contains(c[2]), o.reason());
        }
        byte[] many = SlotWriter.indirect(67, 16).indSrc(SlotWriter.imm(d.a.address()), 16, 4097, 16)
                .indDst(SlotWriter.imm(d.b.address()), 16, 4097, 16).indIndex(0, SlotWriter.sbIndex(0x1000), 0, 0, 0)
                .bytes();
        assertTrue(DgeExecutor.execute(many, null, d.regs, d.sw()).reason().contains("more than 4096"));
        DgeOutcome hw = DgeExecutor.execute(base.bytes(), null, d.regs, d.ctx(true));
        assertFalse(hw.executed());
        assertTrue(hw.reason().contains("software DGE only"), hw.reason());
        byte[] off = SlotWriter.indirect(67, 16).indSrc(SlotWriter.imm(d.a.address()), 256, 128, 256)
                .indDst(SlotWriter.imm(d.sb(0, 0)), 1 << 18, 128, 256)
                .indIndex(0, SlotWriter.sbIndex((3 << 18) | 0x1000), 0, 0, 0).bytes();
        assertTrue(DgeExecutor.execute(off, null, d.regs, d.sw()).reason().contains("partition 0"));
        assertEquals(5 * 16, d.dev.sync().semaphore(0, 67), "every word not emulated still adds its 16");
    }
}
