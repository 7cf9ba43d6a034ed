package org.ringscope.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.emit.SessionLog;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;

/**
 * The checks of one session share one emulated load a profile's arch: the runtime log's plan, asked twice, and the
 * load check on the same arch translate the NEFF's DMA programs once (on the ring maximum a plan is every
 * descriptor again).
 */
class SessionChecksTest {
    @Test
    void theLogAndTheLoadCheckOfASessionTranslateItsNeffOnce() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
        s.run();
        long before = LoadPlanner.plans();
        assertTrue(SessionLog.plan(s, LogLevels.all(Level.INFO)).check().loads(), "the sample would load");
        SessionLog.plan(s, LogLevels.all(Level.WARN));
        CheckInput in = SessionChecks.input(s);
        assertSame(in, SessionChecks.input(s), "one input a session");
        Catalog c = Catalog.standard();
        Profile p = SessionLog.profile(c, null, Arch.valueOf(s.result().arch().toUpperCase(Locale.ROOT)), in);
        Preflight.check(in, p, c, Stamps.FIXED);
        assertEquals(1, LoadPlanner.plans() - before, "plans of the sample's load for two logs and a check");
    }
}
