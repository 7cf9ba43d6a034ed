package org.ringscope.model.dump;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.vring.VringDump;

/**
 * {@code run --dump-trap} (decision 1325): off, as the runtime has it, no ring holds a trap descriptor; on, every
 * device ring a vring was dumped into ends with one, right after the vring's descriptors and counted in
 * {@code used_desc_count}, the dump's manifest says so, the run moves the same bytes, and stepping back and forth
 * over the dumps restores them.
 */
class DumpTrapTest {
    private static EmulationSession run(RunOptions o) throws Exception {
        NeffFile f = NeffReader.read(Fixtures.repo("resources/samples/sample.neff"));
        EmulationSession s = EmulationSession.open(f, o);
        RunResult r = s.run();
        assertEquals(0, r.status(), r.message());
        return s;
    }

    private static boolean dumped(DumpRing r) {
        String stage = r.entry().stage();
        return r.id().kind() == RingKind.PRING && (stage.equals("static") || stage.equals("dynamic")
                || stage.equals("instr"));
    }

    @Test
    void theTrapEndsEveryDumpedRingWhenAskedAndNoneByDefault(@TempDir Path dir) throws Exception {
        EmulationSession plain = run(RunOptions.defaults());
        Dump none = DumpCapture.capture(plain, plain.steps());
        for (DumpRing r : none.rings()) {
            for (int i = 0; i < r.count(); i++) {
                assertFalse(VringDump.isTrap(r.id().direction(), r.word0(i)), r.id() + " #" + i + ": no trap by default");
            }
        }
        assertFalse(none.manifest().options().dumpTrap());

        EmulationSession trapped = run(RunOptions.defaults().withDumpTrap(true));
        Dump d = DumpCapture.capture(trapped, trapped.steps());
        assertTrue(d.manifest().options().dumpTrap());
        int rings = 0;
        for (DumpRing r : d.rings()) {
            if (!dumped(r)) {
                continue;
            }
            rings++;
            int used = r.entry().used();
            assertTrue(used >= 1, r.id() + " holds the trap at least");
            assertTrue(VringDump.isTrap(r.id().direction(), r.word0(used - 1)), r.id() + " ends with the trap");
            for (int i = 0; i < used - 1; i++) {
                assertFalse(VringDump.isTrap(r.id().direction(), r.word0(i)), r.id() + " #" + i);
            }
        }
        assertTrue(rings > 10, "the sample's static, per-execution and instruction rings: " + rings);

        for (RunResult.Var v : plain.result().variables()) {
            if (v.type().equals("output")) {
                assertArrayEquals(plain.device().read(v.address(), (int) v.size()),
                        trapped.device().read(v.address(), (int) v.size()), v.name() + ": the same bytes moved");
            }
        }
        Path file = dir.resolve("trap.rsdump");
        DumpWriter.write(trapped, trapped.steps(), file);
        Dump back = DumpReader.read(file);
        assertTrue(back.manifest().options().dumpTrap(), "the manifest keeps the option");

        Journal j = trapped.journal();
        long end = j.stateHash();
        j.seek(0);
        j.seek(j.size() / 3);
        j.seek(j.size());
        assertEquals(end, j.stateHash(), "the dumps with their traps replay exactly");
    }
}
