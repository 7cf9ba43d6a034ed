package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.dump.RingKind;
import org.ringscope.model.vring.VringDump;

/** {@code run --dump-trap --dump FILE}: the dump's rings end with the trap descriptor; without it, none does. */
class RunDumpTrapCommandTest {
    private static int traps(Dump d) {
        int n = 0;
        for (DumpRing r : d.rings()) {
            if (r.id().kind() == RingKind.PRING && r.entry().used() > 0
                    && VringDump.isTrap(r.id().direction(), r.word0(r.entry().used() - 1))) {
                n++;
            }
        }
        return n;
    }

    @Test
    void theOptionPutsTheTrapInTheDump(@TempDir Path dir) throws Exception {
        Path on = dir.resolve("on.rsdump");
        CliRun r = CliRun.of("run", "--sample", "--dump-trap", "--dump", on.toString());
        assertEquals(0, r.exit(), r.err());
        Dump d = DumpReader.read(on);
        assertTrue(d.manifest().options().dumpTrap());
        assertTrue(traps(d) > 10, "every dumped ring ends with it: " + traps(d));

        Path off = dir.resolve("off.rsdump");
        assertEquals(0, CliRun.of("run", "--sample", "--dump", off.toString()).exit());
        Dump plain = DumpReader.read(off);
        assertFalse(plain.manifest().options().dumpTrap());
        assertEquals(0, traps(plain), "off by default");
    }
}
