package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.ringscope.model.gen.CopyProfile;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.testing.Fixtures;

/**
 * Brute force over whole runs (decision 1400): a run whose dumped rings are views of their vrings and the same run
 * with plain copies hold the same bytes in every device memory, page by page, at the end and at steps spread
 * through the journal — while the views hold a fraction of the copies' bytes.
 */
class RingViewsOnNeffsTest {
    private static final int STEPS = 6;

    private static NeuronRuntime run(NeffFile f, boolean views) throws Exception {
        NeuronRuntime rt = new NeuronRuntime(f, RunOptions.defaults());
        rt.device().setRingViews(views);
        rt.run();
        assertEquals(0, rt.result().status(), rt.result().message());
        return rt;
    }

    /** Every resident page of either memory reads the same bytes in both. */
    private static void assertSameMemory(SparseMemory expected, SparseMemory actual, String where) {
        assertEquals(expected.contentHash(), actual.contentHash(), where);
        byte[] e = new byte[SparseMemory.PAGE_SIZE];
        byte[] a = new byte[SparseMemory.PAGE_SIZE];
        for (SparseMemory m : new SparseMemory[] {expected, actual}) {
            for (long p = m.nextResidentPage(0); p >= 0; p = m.nextResidentPage(p + 1)) {
                expected.read(p << SparseMemory.PAGE_SHIFT, e, 0, e.length);
                actual.read(p << SparseMemory.PAGE_SHIFT, a, 0, a.length);
                assertArrayEquals(e, a, where + ", page 0x" + Long.toHexString(p));
            }
        }
    }

    /** Compares the two runs at the end and at {@value #STEPS} steps; the views hold at least {@code minViewed} pages. */
    private static void compare(String name, NeffFile f, long minViewed) throws Exception {
        NeuronRuntime shared = run(f, true);
        NeuronRuntime copied = run(f, false);
        SparseMemory hbm = shared.device().memory(Region.HBM);
        SparseMemory plain = copied.device().memory(Region.HBM);
        assertTrue(hbm.viewedPages() >= minViewed, name + ": " + hbm.viewedPages() + " pages viewed");
        assertEquals(plain.residentPages(), hbm.residentPages(), name);
        long saved = plain.retainedBytes() - hbm.retainedBytes();
        assertTrue(saved >= hbm.viewedPages() * (SparseMemory.PAGE_SIZE - 64), name + ": the views save their "
                + "pages, " + saved + " bytes for " + hbm.viewedPages());
        int end = shared.journal().size();
        assertEquals(copied.journal().size(), end, name);
        for (int k = STEPS; k >= 0; k--) {
            int pos = (int) ((long) end * k / STEPS);
            shared.journal().seek(pos);
            copied.journal().seek(pos);
            DeviceAddressMap ms = shared.device().addressMap();
            for (int m = 0; m < ms.memoryCount(); m++) {
                assertSameMemory(copied.device().addressMap().memory(m), ms.memory(m), name + " memory "
                        + ms.memory(m).name() + " at record " + pos + " of " + end);
            }
        }
    }

    @Test
    void aGeneratedCopyRingReadsTheSameThroughViews() throws Exception {
        NeffBuilder b = CopyProfile.build(70_000);
        // two halves of 70,000 descriptors, 16 bytes each: 273 pages a half, views all but the few a segment's edge cuts
        compare(b.header().name(), NeffReader.read(b.header().name(), b.build(), ReadLimits.DEFAULT), 2 * 263);
    }

    @Test
    void conv2d3ReadsTheSameThroughViews() throws Exception {
        Path neff = Fixtures.shared("neff").resolve("chengli2003__part2_conv2d_3_float16.neff");
        if (!Files.isRegularFile(neff)) {
            Fixtures.skip(neff + " is not present; skipping");
        }
        compare(neff.getFileName().toString(), NeffReader.read(neff), 8000);
    }
}
