package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SparseMemoryTest {
    private final SparseMemory mem = new SparseMemory("m", 96L << 30);

    @Test
    void unwrittenMemoryReadsZeroAndAllocatesNothing() {
        byte[] b = new byte[100];
        b[3] = 7;
        mem.read(80L << 30, b, 0, 100);
        assertArrayEquals(new byte[100], b);
        assertEquals(0, mem.residentPages());
        mem.fill(0, 1L << 30, (byte) 0);
        assertEquals(0, mem.residentPages(), "a zero fill of fresh memory allocates no page");
        assertTrue(mem.isZero(0, (96L << 30) - 1));
    }

    @Test
    void writesAcrossPageAndChunkBoundariesReadBack() {
        byte[] data = new byte[3 * SparseMemory.PAGE_SIZE + 123];
        new Random(1).nextBytes(data);
        long chunkEdge = (long) SparseMemory.PAGE_SIZE * SparseMemory.PAGES_PER_CHUNK;
        for (long at : new long[] {0, 4090, chunkEdge - 5000, (95L << 30) + 17}) {
            mem.write(at, data, 0, data.length);
            byte[] back = new byte[data.length];
            mem.read(at, back, 0, back.length);
            assertArrayEquals(data, back, "at " + at);
        }
    }

    @Test
    void wordsAreLittleEndianAndMayStraddlePages() {
        long at = SparseMemory.PAGE_SIZE - 3;
        mem.putLong(at, 0x0102030405060708L);
        assertEquals(0x08, mem.getInt(at) & 0xFF);
        assertEquals(0x0102030405060708L, mem.getLong(at));
        assertEquals(0x05060708, mem.getInt(at));
        mem.putInt(100, 0xCAFEBABE);
        byte[] b = new byte[4];
        mem.read(100, b, 0, 4);
        assertArrayEquals(new byte[] {(byte) 0xBE, (byte) 0xBA, (byte) 0xFE, (byte) 0xCA}, b);
        long[] words = {1, 2, 3, 4, 5};
        mem.putLongs(SparseMemory.PAGE_SIZE * 2L - 16, words, 0, 5);
        long[] back = new long[5];
        mem.getLongs(SparseMemory.PAGE_SIZE * 2L - 16, back, 0, 5);
        assertArrayEquals(words, back);
        mem.putLongs(7, words, 0, 5);
        mem.getLongs(7, back, 0, 5);
        assertArrayEquals(words, back, "unaligned");
    }

    @Test
    void outOfRangeAccessIsRefused() {
        SparseMemory small = new SparseMemory("s", 1000);
        assertThrows(IndexOutOfBoundsException.class, () -> small.write(999, new byte[2], 0, 2));
        assertThrows(IndexOutOfBoundsException.class, () -> small.getLong(-1));
        assertThrows(IllegalArgumentException.class, () -> new SparseMemory("z", 0));
    }

    @Test
    void snapshotsShareUntouchedPagesAndRestoreExactly() {
        byte[] a = {1, 2, 3};
        mem.write(10, a, 0, 3);
        mem.write(1L << 30, a, 0, 3);
        long h1 = mem.contentHash();
        SparseMemory.Snapshot s = mem.snapshot();
        mem.write(11, new byte[] {9}, 0, 1);
        mem.write(5L << 30, a, 0, 3);
        assertEquals(1, mem.copiedPages(), "only the written shared page was copied");
        assertNotEquals(h1, mem.contentHash());
        mem.restore(s);
        assertEquals(h1, mem.contentHash());
        assertEquals(2, mem.getInt(10) >>> 8 & 0xFF);
        mem.write(10, new byte[] {7}, 0, 1);
        mem.restore(s);
        assertEquals(1, mem.getInt(10) & 0xFF, "the snapshot itself never changes");
    }

    @Test
    void zeroPagesHashLikeUnwrittenOnes() {
        long empty = mem.contentHash();
        mem.write(5000, new byte[64], 0, 64);
        assertEquals(empty, mem.contentHash());
        mem.write(5000, new byte[] {1}, 0, 1);
        assertNotEquals(empty, mem.contentHash());
        assertFalse(mem.isZero(4990, 20));
        mem.fill(5000, 1, (byte) 0);
        assertEquals(empty, mem.contentHash());
    }

    @Test
    void copyBetweenMemoriesKeepsBytesAndSparseness() {
        SparseMemory other = new SparseMemory("o", 1L << 20);
        byte[] data = new byte[10_000];
        new Random(2).nextBytes(data);
        mem.write(100, data, 0, data.length);
        other.copyFrom(mem, 100, 3, data.length);
        byte[] back = new byte[data.length];
        other.read(3, back, 0, back.length);
        assertArrayEquals(data, back);
        other.copyFrom(mem, 1L << 33, 50_000, 8192);
        assertTrue(other.isZero(50_000, 8192));
        mem.copyFrom(mem, 100, 150, data.length);
        mem.read(150, back, 0, back.length);
        assertArrayEquals(data, back, "overlapping copy within one memory");
    }
}
