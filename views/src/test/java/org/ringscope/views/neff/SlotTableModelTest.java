package org.ringscope.views.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.testing.Fixtures;

class SlotTableModelTest {
    private static SlotTableModel pool() throws Exception {
        EngineProgram p = Samples.sample().manifest().subgraphs().get(0).engine(Engine.POOL).orElseThrow();
        return new SlotTableModel(p);
    }

    @Test
    void extensionSlotsBelongToTheInstructionBefore() throws Exception {
        SlotTableModel m = pool();
        int ext = IntStream.range(0, m.rowCount()).filter(m::extension).findFirst().orElseThrow();
        assertEquals("0xda", m.opcode(ext));
        assertEquals("", m.instruction(ext), "an extension has no instruction number of its own");
        assertEquals("↳ extension", m.name(ext));
        assertEquals("PseudoDmaDirect2d", m.name(ext - 1));
        assertEquals("↑ part of instr " + m.instruction(ext - 1) + " at slot " + (ext - 1), m.detail(ext));
        assertFalse(m.pseudo(ext));
        assertTrue(m.pseudo(ext - 1));
    }

    @Test
    void rowsReadSlotsByIndex() throws Exception {
        SlotTableModel m = pool();
        assertEquals(17, m.rowCount());
        assertEquals("0x000040", m.offset(1));
        assertEquals("0xb1", m.opcode(0));
        assertEquals("SetOrderingMode", m.name(0));
        assertEquals(SlotTableModel.PREVIEW_BYTES * 3 - 1, m.preview(0).length());
        String[] dump = m.dump(0).split("\n");
        assertEquals(4, dump.length);
        assertTrue(dump[3].startsWith("0x000030  "));
        assertTrue(m.summary().contains("17 slots, 14 instructions"), m.summary());
    }

    @Test
    void triggersNameTheirDmaEntry() throws Exception {
        SlotTableModel m = pool();
        int t = IntStream.range(0, m.rowCount()).filter(m::trigger).findFirst().orElseThrow();
        assertEquals("PseudoDMATrigger", m.name(t));
        assertTrue(m.detail(t).matches("dma \\d+ → qPoolIO0 · 16,384 B"), m.detail(t));
        assertTrue(m.triggeredEntry(t).isPresent());
        assertTrue(m.describe(t).contains("PseudoDMATrigger"));
    }

    @Test
    void theWaitAndUpdateColumnReadsTheEventsField() throws Exception {
        Path f = Fixtures.shared("neff")
                .resolve("chengli2003__part1_transpose_1024.neff");
        NeffFile neff = NeffReader.read(f);
        Subgraph sg = ManifestParser.parse(neff).subgraphs().get(0);
        SlotTableModel pe = new SlotTableModel(sg.engine(Engine.PE).orElseThrow());
        assertEquals("$S[24]>=16", pe.sync(2), "the EventSemaphore waits for the first SP load (docs/reference/sync.md)");
        SlotTableModel act = new SlotTableModel(sg.engine(Engine.ACTIVATION).orElseThrow());
        assertEquals("$S[5]>=1 $S[4]++@complete", act.sync(3));
        assertEquals("", act.sync(0), "SetOrderingMode neither waits nor updates");
    }
}
