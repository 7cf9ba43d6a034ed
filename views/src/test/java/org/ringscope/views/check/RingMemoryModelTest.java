package org.ringscope.views.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckArch;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.Vring;

/** The Ring Memory view's model on a hand-built report: category shares, a pool over its budget, where rows go. */
class RingMemoryModelTest {
    private static CheckReport report(long used) {
        Map<String, Long> rings = new LinkedHashMap<>();
        rings.put("io", 3L << 20);
        rings.put("spill", 1L << 20);
        rings.put("collectives", 0L);
        rings.put("runtime", 0L);
        Map<String, Long> uses = new LinkedHashMap<>();
        uses.put("model code", 96L << 20);
        uses.put("dma rings", 4L << 20);
        uses.put("tensors", 0L);
        long total = 16L << 30;
        long reserved = 16L << 20;
        CheckReport.Pool pool = new CheckReport.Pool(0, 0, List.of(0), total, reserved, used, uses, total - reserved - used);
        List<CheckReport.RingFigure> figures = List.of(
                new CheckReport.RingFigure("sg00:qSPIO0_0.tx", "sg00", "qSPIO0", "per-execution", "io", 1, 0, "tx", 100, 128,
                        3L << 19),
                new CheckReport.RingFigure("sg00:qSPIO0_0.rx", "sg00", "qSPIO0", "per-execution", "io", 1, 0, "rx", 100, 128,
                        3L << 19),
                new CheckReport.RingFigure("sg00:hw_exec_queue.tx", "sg00", "hw_exec_queue", "exec-queue", "runtime", 15,
                        0, "tx", 0, 64, 4096));
        return new CheckReport(Catalog.standard().current(CheckArch.SUNDA), List.of(), rings, new CheckReport.Hbm(
                List.of(pool)), figures, List.of());
    }

    @Test
    void categoriesShareTheRingBytes() {
        List<RingMemoryModel.Bar> bars = RingMemoryModel.categories(report(1L << 30));
        assertEquals(List.of("io", "spill", "collectives", "runtime"), bars.stream().map(RingMemoryModel.Bar::label).toList());
        assertEquals(0.75, bars.get(0).fill(), 1e-9);
        assertEquals("3.0 MiB  75.0%", bars.get(0).text());
    }

    @Test
    void aPoolShowsItsUseAndWhetherItIsOver() {
        RingMemoryModel.Bar ok = RingMemoryModel.pools(report(1L << 30)).get(0);
        assertFalse(ok.over());
        assertEquals("nd0 hbm0 · NC 0", ok.label());
        assertTrue(ok.text().startsWith("1.00 GiB of 15.98 GiB, "), ok.text());
        RingMemoryModel.Bar over = RingMemoryModel.pools(report(17L << 30)).get(0);
        assertTrue(over.over());
        assertEquals(1.0, over.fill());
        assertTrue(over.text().endsWith("too much"), over.text());
        assertEquals("model code 96.0 MiB  ·  dma rings 4.0 MiB", RingMemoryModel.uses(report(0).hbm().pools().get(0)));
    }

    @Test
    void queueSetsGoToTheirFirstVringOrTheExecQueuesRing() {
        List<CheckReport.QueueSetFigure> sets = report(0).queueSets();
        assertEquals(2, sets.size());
        assertEquals(1, sets.get(0).queues());
        assertEquals(new Vring("sg00:qSPIO0_0"), RingMemoryModel.location(sets.get(0)));
        assertEquals(new Pring("sg00:hw_exec_queue.tx"), RingMemoryModel.location(sets.get(1)));
        assertEquals("75.0%", RingMemoryModel.share(report(0), sets.get(0)));
    }
}
