package org.ringscope.views.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Manifest;

class ProgramModelTest {
    @Test
    void queueSetsVariablesAndDmaRowsOfTheSample() throws Exception {
        Manifest man = Samples.sample().manifest();
        ProgramModel m = new ProgramModel(man);
        assertEquals(9, m.queues().size(), "sg00: 5, sg10 and sg11: 2 each");
        assertEquals(11, m.variables().size());
        assertEquals(11, m.dma().size());
        ProgramModel.QueueRow pool = m.queues().stream().filter(q -> q.queue().name().equals("qPoolIO0"))
                .findFirst().orElseThrow();
        assertEquals(2, pool.entries());
        assertEquals(32_768, pool.bytes());
        assertEquals("40, 41", pool.semaphores());
        assertTrue(m.dma().stream().allMatch(ProgramModel.DmaRow::first));
    }

    @Test
    void triggerTargetsFindTheirRow() throws Exception {
        Manifest man = Samples.sample().manifest();
        ProgramModel m = new ProgramModel(man);
        EngineProgram sp = man.subgraphs().get(0).engine(Engine.SP).orElseThrow();
        int row = m.dmaRowOf(sp, 1);
        assertEquals(sp, m.dma().get(row).program());
        assertEquals(1, m.dma().get(row).entry().id());
        assertEquals(-1, m.dmaRowOf(sp, 99));
    }

    @Test
    void patternText() {
        AccessPattern p = new AccessPattern("SB", 0x804400, new long[] {1, 262144}, new long[] {4, 2}, "float32");
        assertEquals("SB +0x804400 · sizes [4, 2] · steps [1, 262144] · float32", ProgramModel.pattern(p));
        assertEquals("SB+0x804400 [4,2] step [1,262144]", ProgramModel.patternShort(p));
    }
}
