package org.ringscope.views.reloc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.UcodeLib;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.ucode.Patch;

/** The relocation view's model over our own Xtensa libraries (resources/ucode), without a window. */
class RelocationsModelTest {
    static UcodeDocument lib(String name) throws Exception {
        Path p = Fixtures.repo("resources/ucode/" + name);
        return UcodeDocument.load(p);
    }

    @Test
    void segmentsAndRelocationsOfASplitLibrary() throws Exception {
        RelocationsModel m = new RelocationsModel(lib("rs_split.so"));
        assertTrue(m.ok());
        assertEquals("prelinked", m.status());
        assertEquals(3, m.segments().size());
        RelocationsModel.SegmentRow code = m.segments().get(0);
        assertEquals("LOAD", code.type());
        assertEquals("code", code.role());
        assertEquals("R E", code.flags());
        assertEquals("iram @ 0x00018000", code.placed());
        assertEquals("data", m.segments().get(1).role());
        assertEquals("dram @ 0x000be000", m.segments().get(1).placed());
        assertEquals("—", m.segments().get(2).placed(), "the dynamic segment is not loaded");
        assertEquals(11, m.relocations().size());
        assertEquals("11 entries · 11 patches", m.relocationSummary());
        RelocationsModel.RelocRow r0 = m.relocations().get(0);
        assertEquals("R_XTENSA_RELATIVE", r0.type());
        assertEquals(0, r0.phdr(), "r_offset 0x0 is in the code segment");
        assertEquals(1, m.relocations().get(5).phdr(), "r_offset 0x55d is in the data segment, not the dynamic one");
        assertEquals(new org.ringscope.model.location.Patch(new UcodeLib("rs_split.so"), 1, 5), m.location(5)); // qualified: clashes
        assertTrue(m.location(5).isWithin(m.segmentLocation(1)));
        assertEquals(1, m.segmentRow(1));
        assertTrue(m.facts().contains("layout split") && m.facts().contains("iram [0x18000, 0x18096)"), m.facts());
    }

    @Test
    void aPatchShowsItsBytesItsArithmeticAndItsContext() throws Exception {
        RelocationsModel m = new RelocationsModel(lib("rs_split.so"));
        Patch p = m.relocations().get(0).patch().orElseThrow();
        assertEquals(0x18000, p.site());
        assertEquals(0x558, p.before());
        assertEquals(0xbe158, p.after());
        // little-endian words: 58 05 00 00 → 58 e1 0b 00
        assertArrayEquals(new boolean[] {false, true, true, false}, RelocationsModel.changed(p));
        assertEquals("Relocation 0 · R_XTENSA_RELATIVE · site 0x00018000 in iram", m.detailTitle(0));
        String why = m.explain(0);
        assertTrue(why.contains("reloc_addr(0x558 + 0)") && why.contains("data side") && why.contains("= 0xbe158"), why);

        List<RelocationsModel.ContextRow> ctx = m.context(p);
        assertEquals(RelocationsModel.CONTEXT_ROWS, ctx.size());
        assertEquals(0x18000, ctx.get(0).addr(), "at the start of the image the context starts there");
        assertTrue(ctx.get(0).site()[0] && ctx.get(0).site()[3] && !ctx.get(0).site()[4]);
        assertTrue(ctx.get(0).otherSite()[4], "relocation 1 patched the next word");
        assertEquals((byte) 0x58, ctx.get(0).bytes()[0]);
        assertEquals((byte) 0xe1, ctx.get(0).bytes()[1]);

        Patch mid = m.relocations().get(6).patch().orElseThrow();
        List<RelocationsModel.ContextRow> c6 = m.context(mid);
        assertEquals((mid.site() & ~15L) - 16, c6.get(0).addr(), "one row before the site's row");
        assertTrue(m.explain(6).contains("code side"), m.explain(6));
    }

    @Test
    void contextRowsStayInsideTheImage() throws Exception {
        RelocationsModel m = new RelocationsModel(lib("rs_split.so"));
        Patch last = m.relocations().get(10).patch().orElseThrow();
        List<RelocationsModel.ContextRow> ctx = m.context(last);
        assertEquals(RelocationsModel.CONTEXT_ROWS, ctx.size());
        assertEquals(0xbe160, ctx.get(0).addr());
        for (RelocationsModel.ContextRow row : ctx) {
            for (boolean b : row.loaded()) {
                assertTrue(b, "every byte of dram [0xbe000, 0xbe1fc) was loaded from the data segment");
            }
        }
    }

    @Test
    void aRefusedLibraryNamesTheRowThatStoppedIt() throws Exception {
        RelocationsModel m = new RelocationsModel(lib("rs_extern_sym.so"));
        assertFalse(m.ok());
        assertEquals("XTLIB_UNKNOWN_SYMBOL (relocate)", m.status());
        assertTrue(m.failure().startsWith("status 5 XTLIB_UNKNOWN_SYMBOL: Relocation 2"), m.failure());
        RelocationsModel.RelocRow r2 = m.relocations().get(2);
        assertTrue(r2.failed());
        assertTrue(r2.patch().isEmpty());
        assertTrue(m.explain(2).startsWith("The relocator stopped here"), m.explain(2));
        assertEquals("Relocation 2 · R_XTENSA_GLOB_DAT · not applied", m.detailTitle(2));
        assertTrue(m.relocations().get(0).patch().isPresent(), "the rows before it were patched");
    }

    @Test
    void everyBundledLibraryLoads() throws Exception {
        for (String n : List.of("rs_single.so", "rs_split.so", "rs_split_initfini.so", "rs_scratch.so", "rs_extern_sym.so")) {
            RelocationsModel m = new RelocationsModel(lib(n));
            assertFalse(m.relocations().isEmpty(), n);
            for (RelocationsModel.RelocRow row : m.relocations()) {
                row.patch().ifPresent(p -> assertFalse(m.context(p).isEmpty(), n + " #" + row.index()));
                assertFalse(m.explain(row.index()).isBlank());
            }
        }
    }
}
