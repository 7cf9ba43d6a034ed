package org.ringscope.model.dge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.Allocation;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DmaQueue;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;

/**
 * DGE words from an independent writer ({@link SlotWriter}) executed on the device; the expected memory is computed
 * by plain loops over the reference's semantics (docs/reference/dge.md: byte steps, elem_size 0 = 64 KiB), apart from the
 * emulator's walker and cutter.
 */
class DgeExecutorTest {
    private final DgeBench bench = new DgeBench();
    private final Journal journal = bench.journal;
    private final Device dev = bench.dev;
    private final DmaQueue[] queues = bench.queues;
    private final long sb = bench.sb;
    private final RegisterFile regs = bench.regs;
    private final Allocation a = bench.a;
    private final Allocation b = bench.b;

    DgeExecutorTest() throws Exception {
    }

    private DgeContext ctx(boolean hardware) {
        return bench.ctx(hardware);
    }

    private byte[] fill(long addr, int n, long seed) throws Exception {
        return bench.fill(addr, n, seed);
    }

    /** Expected bytes of a copy: the reference semantics, one element at a time. */
    private static void copy(byte[] src, long srcBase, long s0, long s1, int n0, int n1, int es, byte[] dst, long dstBase,
            long d0, long d1, int m0, int m1, int des) {
        List<Long> from = new ArrayList<>();
        for (int j = 0; j < n1; j++) {
            for (int i = 0; i < n0; i++) {
                for (int k = 0; k < es; k++) {
                    from.add(srcBase + i * s0 + j * s1 + k);
                }
            }
        }
        int p = 0;
        for (int j = 0; j < m1; j++) {
            for (int i = 0; i < m0; i++) {
                for (int k = 0; k < des; k++) {
                    dst[(int) (dstBase + i * d0 + j * d1 + k)] = src[(int) (long) from.get(p++)];
                }
            }
        }
    }

    @Test
    void hbmRowsIntoPartitionsMoveTheBytesAndCompleteWithSixteen() throws Exception {
        byte[] x = fill(a.address(), 1 << 20, 1);
        byte[] word = SlotWriter.memcpy(24, 16).src(SlotWriter.imm(a.address()), 512, 0, 128, 1, 512)
                .dst(SlotWriter.imm(sb + 0x100), 1 << 18, 0, 128, 1, 512).bytes();
        DgeOutcome o = DgeExecutor.execute(word, null, regs, ctx(false));
        assertTrue(o.executed(), o.reason());
        assertEquals(128 * 512, o.bytes());
        byte[] want = new byte[32 << 20];
        copy(x, 0, 512, 0, 128, 1, 512, want, 0x100, 1 << 18, 0, 128, 1, 512);
        for (int p = 0; p < 128; p++) {
            assertArrayEquals(Arrays.copyOfRange(want, (p << 18) + 0x100, (p << 18) + 0x100 + 512),
                    dev.read(sb + ((long) p << 18) + 0x100, 512), "partition " + p);
        }
        assertEquals(16, dev.sync().semaphore(0, 24), "each of the 16 engines adds 1");
        for (int e = 0; e < 16; e++) {
            assertEquals(8 + 1, queues[e].descriptors(Direction.TX), "engine " + e + ": 8 partitions, then its write");
        }
    }

    @Test
    void negativeStridesBroadcastAndTheTableWithARegisterOffset() throws Exception {
        byte[] x = fill(a.address(), 1 << 20, 2);
        regs.set(31, 0x4000, "test");
        // source: table[0] + r31, rows walked backwards (step -1024), each row read twice (outer step 0)
        byte[] word = SlotWriter.memcpy(30, 16).src(SlotWriter.tableReg(0, 31), -1024, 0, 8, 2, 256)
                .dst(SlotWriter.table(1, 0x800), 256, 4096, 8, 2, 256).bytes();
        DgeOutcome o = DgeExecutor.execute(word, null, regs, ctx(false));
        assertTrue(o.executed(), o.reason());
        byte[] want = dev.read(b.address(), 1 << 16);
        byte[] ref = new byte[1 << 16];
        copy(x, 0x4000, -1024, 0, 8, 2, 256, ref, 0x800, 256, 4096, 8, 2, 256);
        for (int j = 0; j < 2; j++) {
            int at = 0x800 + j * 4096;
            assertArrayEquals(Arrays.copyOfRange(ref, at, at + 8 * 256),
                    Arrays.copyOfRange(want, at, at + 8 * 256), "row block " + j);
        }
        assertArrayEquals(Arrays.copyOfRange(want, 0x800, 0x800 + 2048),
                Arrays.copyOfRange(want, 0x800 + 4096, 0x800 + 4096 + 2048), "broadcast: both blocks alike");
        regs.unknown(31, "a compute engine's result");
        DgeOutcome n = DgeExecutor.execute(word, null, regs, ctx(false));
        assertFalse(n.executed());
        assertTrue(n.reason().contains("r31") && n.reason().contains("compute engine"), n.reason());
        assertEquals(32, dev.sync().semaphore(0, 30), "a word not emulated still completes");
    }

    @Test
    void everyAddressKindReachesTheBytesItNames() throws Exception {
        byte[] x = fill(a.address(), 1 << 20, 6);
        regs.set(7, 0x3000, "test: a u32 offset");
        regs.set(8, 0x180, "test: the low word of a wide offset");
        regs.set(9, 0, "test: its high word");
        regs.set(10, (5 << 18) | 0x40, "test: SBUF partition 5 + 0x40, partition form");
        regs.set(12, (int) (b.address() + 0x900), "test: the low word of a device address");
        regs.set(13, (int) ((b.address() + 0x900) >>> 32), "test: its high word");
        long[][] cases = {
            // source ADDR8, its byte offset into a; destination ADDR8, its device address
            {SlotWriter.imm(a.address() + 0x500), 0x500, SlotWriter.reg(10), sb + (5L << 18) + 0x40},
            {SlotWriter.table(0, 0x700), 0x700, SlotWriter.regWide(12), b.address() + 0x900},
            {SlotWriter.tableReg(0, 7), 0x3000, SlotWriter.table(1, 0x4000), b.address() + 0x4000},
            {SlotWriter.tableWide(0, 8), 0x180, SlotWriter.imm(b.address() + 0x8000), b.address() + 0x8000},
        };
        int sem = 40;
        for (long[] k : cases) {
            // 4 rows of 96 bytes, source rows 128 apart, destination rows 96 apart (one contiguous block)
            byte[] w = SlotWriter.memcpy(sem++, 16).src(k[0], 128, 0, 4, 1, 96).dst(k[2], 96, 0, 4, 1, 96).bytes();
            DgeOutcome o = DgeExecutor.execute(w, null, regs, ctx(false));
            assertTrue(o.executed(), o.reason());
            byte[] want = new byte[4 * 96];
            for (int r = 0; r < 4; r++) {
                System.arraycopy(x, (int) k[1] + 128 * r, want, 96 * r, 96);
            }
            assertArrayEquals(want, dev.read(k[3], 4 * 96), Addr8.describe(k[0]) + " → " + Addr8.describe(k[2]));
        }
        byte[] shape = SlotWriter.memcpy(50, 16).src(SlotWriter.shapeReg(a.address()), 0, 0, 0, 0, 96)
                .dst(SlotWriter.imm(b.address()), 96, 0, 4, 1, 96).bytes();
        DgeOutcome s = DgeExecutor.execute(shape, null, regs, ctx(false));
        assertFalse(s.executed());
        assertTrue(s.reason().contains("$S shape register"), s.reason());
        regs.unknown(12, "Pool slot 9 (AluOp) is AluOp op 1 dtype 9 form 0");
        byte[] unknown = SlotWriter.memcpy(51, 16).src(SlotWriter.imm(a.address()), 96, 0, 4, 1, 96)
                .dst(SlotWriter.regWide(12), 96, 0, 4, 1, 96).bytes();
        DgeOutcome u = DgeExecutor.execute(unknown, null, regs, ctx(false));
        assertFalse(u.executed());
        assertTrue(u.reason().contains("r12") && u.reason().contains("Pool slot 9 (AluOp)"), u.reason());
        assertEquals(16, dev.sync().semaphore(0, 51), "a word not emulated still completes");
    }

    @Test
    void elemSizeZeroIs64KiB() throws Exception {
        byte[] x = fill(a.address(), 1 << 20, 3);
        byte[] word = SlotWriter.memcpy(26, 16).src(SlotWriter.imm(a.address()), 65536, 0, 2, 1, 0)
                .dst(SlotWriter.imm(b.address()), 65536, 0, 2, 1, 0).bytes();
        DgeOutcome o = DgeExecutor.execute(word, null, regs, ctx(true));
        assertTrue(o.executed(), o.reason());
        assertEquals(2 * 65536, o.bytes());
        assertArrayEquals(Arrays.copyOf(x, 131072), dev.read(b.address(), 131072));
    }

    @Test
    void outOfBoundsElementsAreNotMovedAndTheErrorModeSaysSo() throws Exception {
        fill(a.address(), 1 << 20, 4);
        byte[] ext = SlotWriter.extension(4 * 1024, 0);
        byte[] before = dev.read(b.address(), 8 * 1024);
        // 8 rows of 1 KiB from table[0] + 2 KiB with a 4 KiB bound: rows 2..7 are past it
        byte[] err = SlotWriter.memcpy(27, 16).src(SlotWriter.table(0, 2048), 1024, 0, 8, 1, 1024)
                .dst(SlotWriter.imm(b.address()), 1024, 0, 8, 1, 1024).bounds(0x80 | 61, 0).bytes();
        DgeOutcome o = DgeExecutor.execute(err, ext, regs, ctx(false));
        assertNotNull(o.oob(), "oob_mode.error");
        byte[] got = dev.read(b.address(), 8 * 1024);
        assertArrayEquals(dev.read(a.address() + 2048, 2048), Arrays.copyOf(got, 2048), "rows 0, 1 moved");
        assertArrayEquals(Arrays.copyOfRange(before, 2048, 8192), Arrays.copyOfRange(got, 2048, 8192),
                "rows 2..7 not written");
        byte[] skip = SlotWriter.memcpy(28, 16).src(SlotWriter.table(0, 2048), 1024, 0, 8, 1, 1024)
                .dst(SlotWriter.imm(b.address() + 65536), 1024, 0, 8, 1, 1024).bounds(0x80 | 0x40 | 61, 0).bytes();
        DgeOutcome s = DgeExecutor.execute(skip, ext, regs, ctx(false));
        assertNull(s.oob(), "oob_mode.skip: silent");
        assertEquals(6, s.skipped());
        assertEquals(16, dev.sync().semaphore(0, 28));
    }

    @Test
    void softwareDgeCastsAndHardwareDgeDoesNot() throws Exception {
        ByteBuffer f = ByteBuffer.allocate(4 * 256).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 256; i++) {
            f.putFloat(i * 0.37f - 40f);
        }
        dev.write(a.address(), f.array());
        byte[] word = SlotWriter.memcpy(29, 16).src(SlotWriter.imm(a.address()), 512, 0, 2, 1, 512)
                .dst(SlotWriter.imm(b.address()), 256, 0, 2, 1, 256).dtypes(10, 6).bytes();
        DgeOutcome o = DgeExecutor.execute(word, null, regs, ctx(false));
        assertTrue(o.executed(), o.reason());
        ByteBuffer got = ByteBuffer.wrap(dev.read(b.address(), 512)).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 256; i++) {
            int bits = Float.floatToRawIntBits(i * 0.37f - 40f);
            int rne = (bits + 0x7FFF + ((bits >>> 16) & 1)) >>> 16;
            assertEquals(rne, got.getShort(2 * i) & 0xFFFF, "element " + i);
        }
        DgeOutcome h = DgeExecutor.execute(word, null, regs, ctx(true));
        assertFalse(h.executed());
        assertTrue(h.reason().contains("does not cast"), h.reason());
    }

    @Test
    void steppingBackAcrossDgeStepsRestoresEveryByte() throws Exception {
        fill(a.address(), 1 << 20, 5);
        int start = journal.size();
        List<Long> hashes = new ArrayList<>();
        List<Integer> steps = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            byte[] w = SlotWriter.memcpy(31 + k, 16).src(SlotWriter.imm(a.address() + k * 4096), 4096, 0, 16, 1, 4096)
                    .dst(SlotWriter.imm(sb + k * 8192), 1 << 18, 0, 16, 1, 4096).bytes();
            assertTrue(DgeExecutor.execute(w, null, regs, ctx(false)).executed());
        }
        for (int i = start; i <= journal.size(); i += Math.max(1, (journal.size() - start) / 40)) {
            journal.seek(i);
            steps.add(i);
            hashes.add(journal.stateHash());
        }
        journal.seek(journal.size());
        long end = journal.stateHash();
        byte[] sbEnd = dev.read(sb, 1 << 20);
        journal.seek(start);
        assertArrayEquals(new byte[1 << 20], dev.read(sb, 1 << 20), "the state buffer as before the DGE");
        for (int m = steps.size() - 1; m >= 0; m--) {
            journal.seek(steps.get(m));
            assertEquals(hashes.get(m), journal.stateHash(), "step " + steps.get(m));
        }
        journal.seek(journal.size());
        assertEquals(end, journal.stateHash());
        assertArrayEquals(sbEnd, dev.read(sb, 1 << 20));
    }
}
