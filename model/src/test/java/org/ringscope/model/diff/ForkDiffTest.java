package org.ringscope.model.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.sync.Fault;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;

class ForkDiffTest {
    private static EmulationSession sample() throws Exception {
        return EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
    }

    @Test
    void forkingTheArchChangesTheBarriersAndLeavesTheCursorAlone() throws Exception {
        EmulationSession s = sample();
        s.run();
        s.seek(s.steps() / 2);
        ForkDiff.Result r = ForkDiff.fork(s, ForkParameter.parse("arch=sunda"), DiffOptions.defaults());
        assertEquals(s.steps() / 2, r.base().cursor(), "the current session's cursor is where it was");
        assertEquals(Arch.SUNDA, r.fork().runtime().arch());
        assertEquals("sunda", r.b().manifest().arch());
        assertEquals("cayman", r.a().manifest().arch());
        assertFalse(r.diff().identical());
        assertTrue(r.diff().rings().stream().mapToLong(d -> d.fieldCount(DescField.DMB)).sum() > 0);
    }

    @Test
    void forkingWithTheSameParameterIsIdentical() throws Exception {
        ForkDiff.Result r = ForkDiff.run(sample().neff(), RunOptions.defaults().withArch(Arch.CAYMAN),
                ForkParameter.parse("arch=cayman"), DiffOptions.defaults());
        assertTrue(r.diff().identical(), "the emulation is deterministic");
    }

    @Test
    void moreExecutionsAndNoPackingAreOtherRuns() throws Exception {
        assertFalse(ForkDiff.run(sample().neff(), RunOptions.defaults(), ForkParameter.parse("pack=off"),
                DiffOptions.defaults()).diff().identical());
        assertFalse(ForkDiff.run(sample().neff(), RunOptions.defaults(), ForkParameter.parse("executions=2"),
                DiffOptions.defaults()).diff().identical());
    }

    @Test
    void parameters() {
        assertEquals(3, ForkParameter.parse("executions=3").apply(RunOptions.defaults()).executions());
        assertFalse(ForkParameter.parse("pack=off").apply(RunOptions.defaults()).pack());
        assertEquals(4096, ForkParameter.parse("packet-size=4096").apply(RunOptions.defaults()).maxPacketSize());
        assertTrue(ForkParameter.parse("async=on").apply(RunOptions.defaults()).async());
        assertThrows(IllegalArgumentException.class, () -> ForkParameter.parse("arch=tonga"));
        assertEquals(List.of(new Fault.SkipDma("qSPIO0", 0)),
                ForkParameter.parse("fault=skip-dma:qSPIO0/0").apply(RunOptions.defaults()).faults());
        assertThrows(IllegalArgumentException.class, () -> ForkParameter.parse("fault=melt:1"));
        assertThrows(IllegalArgumentException.class, () -> ForkParameter.parse("colour=blue"));
        assertThrows(IllegalArgumentException.class, () -> ForkParameter.parse("executions=0"));
        assertThrows(IllegalArgumentException.class, () -> ForkParameter.parse("pack"));
    }
}
