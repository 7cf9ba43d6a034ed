package org.ringscope.model.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The journal's packed storage (decision 1400) against plain lists: the chunked record columns across chunk
 * boundaries, positions past 2 GiB in a chunk, truncation and rewriting; the walked records' run list with runs of
 * every length, lookups and truncation.
 */
class RecordStorageTest {
    @Test
    void columnsAnswerAsPlainArraysAcrossChunksTruncationsAndWidePositions() {
        RecordColumns c = new RecordColumns();
        List<long[]> ref = new ArrayList<>(); // {domain, kind, a, b, start, end}
        Random rnd = new Random(7);
        long pos = 0;
        int n = 0;
        for (int round = 0; round < 3; round++) {
            int target = n + 3 * RecordColumns.CHUNK + 123;
            while (n < target) {
                long start = pos;
                c.startPayload(n, start);
                // now and then a payload of gigabytes (a large host copy-in), so a chunk's offsets pass 2 GiB
                long len = rnd.nextInt(1000) == 0 ? (3L << 30) : rnd.nextInt(40);
                pos += len;
                long[] r = {rnd.nextInt(8), rnd.nextInt(256) - 128, rnd.nextInt(), rnd.nextLong(), start, pos};
                c.put(n, (int) r[0], (int) r[1], (int) r[2], r[3], pos);
                if (ref.size() > n) {
                    ref.set(n, r);
                } else {
                    ref.add(r);
                }
                n++;
            }
            for (int i = 0; i < n; i++) {
                long[] r = ref.get(i);
                assertEquals(r[0], c.domain(i), "domain " + i);
                assertEquals((byte) r[1], c.kind(i), "kind " + i);
                assertEquals(r[2], c.a(i), "a " + i);
                assertEquals(r[3], c.b(i), "b " + i);
                assertEquals(r[4], c.pos(i), "start " + i);
                assertEquals(r[5], c.pos(i + 1), "end " + i);
            }
            // a new history from a point inside an earlier chunk
            n = rnd.nextInt(n);
            pos = c.pos(n);
            c.truncate(n);
            while (ref.size() > n) {
                ref.remove(ref.size() - 1);
            }
        }
    }

    @Test
    void narrowColumnsAnswerEveryValueWhateverTheirSpreadAndKeepCloseValuesInOneOrTwoBytes() {
        NarrowColumn col = new NarrowColumn();
        int[] ref = new int[4 * RecordColumns.CHUNK];
        Random rnd = new Random(13);
        for (int i = 0; i < ref.length; i++) {
            int c = i / RecordColumns.CHUNK;
            int s = i % RecordColumns.CHUNK;
            ref[i] = switch (c) {
                // within a byte of each other, drifting down past the first value's byte
                case 0 -> 1_000_000 - s / 200 + rnd.nextInt(50);
                // an append's starts: consecutive, over the whole chunk (two bytes), around Integer.MIN_VALUE
                case 1 -> Integer.MIN_VALUE + 20_000 - s;
                // mostly small, now and then far (four bytes)
                case 2 -> rnd.nextInt(5000) == 0 ? rnd.nextInt() : rnd.nextInt(100);
                // a value below the first one by more than the byte's room at the second slot
                default -> s == 1 ? -70_000 : 5 + s % 3;
            };
            col.put(i, ref[i]);
            if (s % 997 == 0) {
                for (int k = c * RecordColumns.CHUNK; k <= i; k++) {
                    assertEquals(ref[k], col.get(k), "value " + k + " after " + i);
                }
            }
        }
        for (int i = 0; i < ref.length; i++) {
            assertEquals(ref[i], col.get(i), "value " + i);
        }
        assertEquals(1, col.width(0));
        assertEquals(2, col.width(1));
        assertEquals(4, col.width(2));
        assertEquals(4, col.width(3));
        // a new history from inside chunk 1: its values are kept, a chunk rewritten from its first slot starts narrow
        col.truncateChunks(2);
        for (int i = 2 * RecordColumns.CHUNK; i < 3 * RecordColumns.CHUNK; i++) {
            col.put(i, 7 + i % 5);
        }
        assertEquals(1, col.width(2));
        assertEquals(ref[RecordColumns.CHUNK + 5], col.get(RecordColumns.CHUNK + 5));
        assertEquals(7 + (2 * RecordColumns.CHUNK + 2) % 5, col.get(2 * RecordColumns.CHUNK + 2));
    }

    @Test
    void classesNamePairsUntilFullThenTheChunkKeepsThemBeside() {
        RecordColumns c = new RecordColumns();
        int n = 0;
        // 128 domains × 3 kinds: 384 pairs, more than the class byte names
        for (int round = 0; round < 2; round++) {
            for (int d = 0; d < 128; d++) {
                for (int k = 0; k < 3; k++) {
                    c.startPayload(n, n);
                    c.put(n, d, k | (round == 1 ? 0x80 : 0), d * 3 + k, (long) d << 40 | k, n + 1);
                    n++;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            int d = i % 384 / 3;
            int k = i % 3;
            assertEquals(d, c.domain(i), "domain " + i);
            assertEquals((byte) (k | (i >= 384 ? 0x80 : 0)), c.kind(i), "kind " + i);
            assertEquals(d * 3 + k, c.a(i), "a " + i);
            assertEquals((long) d << 40 | k, c.b(i), "b " + i);
        }
    }

    @Test
    void runListAnswersAsAnIntListWithTruncations() {
        RangeList r = new RangeList();
        IntList ref = new IntList();
        Random rnd = new Random(11);
        int v = 0;
        for (int round = 0; round < 20; round++) {
            for (int k = 0; k < 2000; k++) {
                v += rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(50) : 1;
                r.add(v);
                ref.add(v);
            }
            assertEquals(ref.size(), r.size());
            for (int k = 0; k < ref.size(); k++) {
                assertEquals(ref.get(k), r.get(k), "position " + k);
            }
            for (int q = -1; q <= v + 2; q++) {
                assertEquals(ref.lowerBound(q), r.lowerBound(q), "lowerBound " + q);
            }
            // backwards, as a walk reads
            for (int k = ref.size() - 1; k >= 0; k -= 7) {
                assertEquals(ref.get(k), r.get(k));
            }
            int cut = rnd.nextInt(v + 1);
            r.truncateFrom(cut);
            ref.truncateFrom(cut);
            assertEquals(ref.size(), r.size());
            v = ref.size() == 0 ? 0 : ref.get(ref.size() - 1);
        }
        assertEquals(true, r.runs() < r.size(), "consecutive records share a run");
    }
}
