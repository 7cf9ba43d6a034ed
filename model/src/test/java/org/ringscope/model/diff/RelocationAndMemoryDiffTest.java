package org.ringscope.model.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpManifest;
import org.ringscope.model.dump.DumpUcode;
import org.ringscope.model.dump.MemoryPages;

class RelocationAndMemoryDiffTest {
    private static DumpManifest.Patch patch(int index, long site, String after) {
        return new DumpManifest.Patch(index, "R_XTENSA_RELATIVE", "DRAM", index * 4L, site, "00000000", after);
    }

    private static Dump dump(List<DumpManifest.Patch> patches, byte[] image, long[] pages, byte fill) {
        DumpManifest.Ucode u = new DumpManifest.Ucode("lib.so", "x", "ucode/00.bin", image.length, 0x1000, 0, patches);
        DumpManifest.Memory mem = new DumpManifest.Memory("HBM", "memory/HBM.pages", 0, pages.length);
        ByteBuffer data = ByteBuffer.allocate(pages.length * DumpManifest.Memory.RECORD).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < pages.length; i++) {
            data.putLong(i * DumpManifest.Memory.RECORD, pages[i]);
            data.put(i * DumpManifest.Memory.RECORD + 8 + (int) (pages[i] >>> 12) % 4096, fill);
        }
        DumpManifest m = new DumpManifest(DumpManifest.FORMAT, 1, "t", "cayman", 0, 0, List.of(),
                new DumpManifest.Options("", 1, false, "", false, true, 0), List.of(), List.of(u), List.of(mem));
        return new Dump("t", m, List.of(), List.of(new DumpUcode(u, ByteBuffer.wrap(image))),
                List.of(new MemoryPages(mem, data)));
    }

    @Test
    void patchesPairByRowAndImagesCompareByteForByte() {
        Dump a = dump(List.of(patch(0, 0x10, "aa"), patch(1, 0x14, "bb"), patch(2, 0x18, "cc")), new byte[] {1, 2},
                new long[0], (byte) 0);
        Dump b = dump(List.of(patch(0, 0x10, "aa"), patch(1, 0x14, "bd"), patch(3, 0x1c, "dd")), new byte[] {1, 3},
                new long[0], (byte) 0);
        RelocationDiff r = RelocationDiff.of(a, b);
        assertEquals(1, r.libraries());
        assertEquals(1, r.changed());
        assertEquals(1, r.inserted());
        assertEquals(1, r.deleted());
        assertEquals(List.of("lib.so"), r.imagesDiffer());
        assertEquals(List.of(1, 2, 3), r.changes().stream().map(RelocationDiff.Change::index).toList());
        assertFalse(r.identical());
        assertTrue(RelocationDiff.of(a, a).identical());
    }

    @Test
    void pagesOnlyOneSideWroteAndPagesThatDiffer() {
        Dump a = dump(List.of(), new byte[0], new long[] {0x1000, 0x2000, 0x5000}, (byte) 1);
        Dump b = dump(List.of(), new byte[0], new long[] {0x2000, 0x3000, 0x5000}, (byte) 1);
        MemoryDiff.Region r = MemoryDiff.of(a, b).regions().get(0);
        assertEquals(1, r.onlyInA());
        assertEquals(1, r.onlyInB());
        assertEquals(0, r.differ());
        assertEquals(0x1000, r.firstAddress());
        Dump c = dump(List.of(), new byte[0], new long[] {0x1000, 0x2000, 0x5000}, (byte) 2);
        assertEquals(3, MemoryDiff.of(a, c).regions().get(0).differ());
        assertTrue(MemoryDiff.of(a, a).identical());
    }
}
