package org.ringscope.model.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.Level;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.ForkDiff;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.lint.Lint;
import org.ringscope.model.location.DmaEntry;
import org.ringscope.model.location.Neff;
import org.ringscope.model.location.NeffMember;
import org.ringscope.model.log.LogLevels;
import org.ringscope.model.log.emit.SessionLog;
import org.ringscope.model.memory.MemoryAreas;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.provenance.Provenance;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.testing.Fixtures;

/**
 * The session owns the manifest it parsed: one parse a session, shared by the run and every reader of it — the
 * checks, the indexes, provenance, the memory areas, the run's log and a fork of the run.
 */
class SessionManifestTest {
    private static NeffFile sample() throws Exception {
        return NeffReader.read(Fixtures.repo("resources/samples/sample.neff"));
    }

    /**
     * Every reader of a session that needs the NEFF's manifest (checks, vrings, DGE, provenance, memory areas, the
     * run's log and its pre-flight, a fork of the run).
     */
    private static void readEverything(EmulationSession s) throws Exception {
        s.run();
        Lint.check(s);
        s.vrings().entries();
        DgeTraffic.of(s).rings();
        Provenance p = Provenance.of(s);
        long y = p.addressOf("y", 0).orElseThrow();
        Provenance.why(s, y, 4, s.steps(), Provenance.DEFAULT_DEPTH);
        String member = s.manifest().subgraphs().get(0).engines().get(0).jsonMember();
        p.producedBy(new DmaEntry(new NeffMember(new Neff(s.neffName()), member), 0), 8);
        assertFalse(MemoryAreas.of(s).isEmpty());
        assertTrue(SessionLog.plan(s, LogLevels.all(Level.INFO)).check().loads(), "the sample would load");
        ForkDiff.fork(s, ForkParameter.parse("pack=off"), DiffOptions.defaults());
    }

    @Test
    void aSessionParsesItsManifestOnceForTheRunAndEveryReader() throws Exception {
        NeffFile neff = sample();
        long before = ManifestParser.parses();
        EmulationSession s = EmulationSession.open(neff, RunOptions.defaults());
        readEverything(s);
        assertEquals(1, ManifestParser.parses() - before, "parses of the manifest for one session and its readers");
    }

    @Test
    void aSessionGivenTheDocumentsManifestParsesNone() throws Exception {
        NeffFile neff = sample();
        Manifest m = ManifestParser.parse(neff);
        long before = ManifestParser.parses();
        EmulationSession s = EmulationSession.open(neff, m, RunOptions.defaults());
        assertSame(m, s.manifest(), "the session holds the manifest it was given");
        readEverything(s);
        assertEquals(0, ManifestParser.parses() - before, "parses once the document's manifest is handed over");
        assertEquals(List.copyOf(m.inputs()), s.manifest().inputs());
    }
}
