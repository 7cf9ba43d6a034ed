package org.ringscope.model.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.Runs;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;

/**
 * The sequencer's state moves with the journal: seeking back restores the banks and the instruction pointers
 * exactly, and the reverse-run queries answer what a scan of the records would.
 */
class SyncJournalTest {
    private static NeuronRuntime transpose(RunOptions o) throws Exception {
        Path f = Fixtures.shared("neff").resolve("chengli2003__part1_transpose_1024.neff");
        return Runs.run(f, o);
    }

    @Test
    void seekingRestoresTheBanksAndThePointers() throws Exception {
        NeuronRuntime rt = transpose(RunOptions.defaults());
        Journal j = rt.journal();
        SyncDomain d = rt.sync();
        int end = j.size();
        int endS24 = d.semaphore(0, 24);
        assertEquals(64, endS24, "four +16 completions");
        int mid = SyncQueries.lastIncrement(d, 0, false, 24, end);
        assertTrue(mid > 0);
        j.seek(mid - 1);
        assertEquals(48, d.semaphore(0, 24), "before the last completion");
        j.seek(mid);
        assertEquals(64, d.semaphore(0, 24));
        j.seek(0);
        assertEquals(0, d.semaphore(0, 24));
        for (SyncStream s : d.streams()) {
            assertEquals(0, d.position(s.id()));
        }
        j.seek(end);
        for (SyncStream s : d.streams()) {
            assertEquals(s.size(), d.position(s.id()), s.label());
        }
    }

    @Test
    void theQueriesAgreeWithAScanOfTheRecords() throws Exception {
        NeuronRuntime rt = transpose(RunOptions.defaults().withFault("skip-dma:qSPIO0/0"));
        Journal j = rt.journal();
        SyncDomain d = rt.sync();
        int end = j.size();
        for (SyncStream s : d.streams()) {
            int scan = -1;
            int pos = 0;
            for (int i = 0; i < end; i++) {
                if (j.describe(i).contains("sequencer: wait nc " + s.core() + " " + s.engine().displayName() + " slot ")
                        && j.a(i) == s.id()) {
                    scan = i + 1;
                }
            }
            pos = SyncQueries.positionAt(d, s.id(), end);
            int started = SyncQueries.waitStarted(d, s.id(), end);
            if (pos < s.size()) {
                assertEquals(scan, started, s.label() + " started waiting at its last wait record");
                j.seek(started - 1);
                assertEquals(pos, d.position(s.id()), "it was already parked there");
            } else {
                assertEquals(-1, started, s.label() + " finished");
            }
        }
        int last = -1;
        for (int i = 0; i < end; i++) {
            String t = j.describe(i);
            if (t.contains("sequencer: complete nc 0 S[25]:")) {
                last = i + 1;
            }
        }
        assertTrue(last > 0);
        assertEquals(last, SyncQueries.lastIncrement(d, 0, false, 25, end));
        assertEquals(-1, SyncQueries.lastIncrement(d, 0, false, 24, end), "S[24]'s only producer was skipped");
    }

    @Test
    void aKelfsResetLeavesTheOtherKelfsCoresAlone() throws Exception {
        NeuronRuntime rt = Runs.run(Runs.sample(), RunOptions.defaults());
        SyncDomain d = rt.sync();
        int end = rt.journal().size();
        for (SyncLedger.Entry e : SyncLedger.of(d, 0, end)) {
            if (e.core() == 0 && !e.event()) {
                assertEquals(e.deliveredTotal(), d.semaphore(0, e.index()), e.name() + " of nc 0 keeps what sg00 delivered "
                        + "after sg10 and sg11 ran on their cores");
            }
        }
        assertEquals(16, d.semaphore(0, 8));
    }
}
