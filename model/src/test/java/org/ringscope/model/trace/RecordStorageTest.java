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
