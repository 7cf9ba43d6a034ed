package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.testing.DgeNeffs;

/**
 * DGE work the load refuses or the device has nothing to run with, from hand-written Pool streams: the run fails
 * (exit 1) and {@code check} says the NEFF would not load, with the same words — never a run that fails beside a
 * check that passes. The unchanged NEFF runs and would load.
 */
class DgeLoadCheckCliTest {
    private static final byte[] FROM_TABLE = DgeNeffs.stream(DgeNeffs.copy(DgeNeffs.table(0, 0)), DgeNeffs.ext());

    private record Outcome(CliRun run, CliRun check) {
    }

    private static Outcome both(NeffBuilder neff, Path dir, String name) throws Exception {
        Path f = dir.resolve(name);
        neff.write(f);
        return new Outcome(CliRun.of("run", f.toString()), CliRun.of("check", f.toString()));
    }

    private static void refused(Outcome o, String run, String rule, String finding) {
        assertEquals(1, o.run().exit(), o.run().out() + o.run().err());
        assertTrue(o.run().err().contains(run), o.run().err());
        assertEquals(1, o.check().exit(), o.check().out() + o.check().err());
        assertTrue(o.check().out().contains("would not load"), o.check().out());
        assertTrue(o.check().out().contains(rule), o.check().out());
        assertTrue(o.check().out().contains(finding), o.check().out());
    }

    @Test
    void aWordThroughItsTableRunsAndWouldLoad(@TempDir Path dir) throws Exception {
        Outcome o = both(DgeNeffs.neff(FROM_TABLE, Engine.POOL, List.of(3)), dir, "fine.neff");
        assertEquals(0, o.run().exit(), o.run().out() + o.run().err());
        assertTrue(o.run().out().contains("1 of 1 operations executed") || o.run().out().contains("executed (100.0 %)"),
                o.run().out());
        assertEquals(0, o.check().exit(), o.check().out() + o.check().err());
        assertTrue(o.check().out().contains("would load"), o.check().out());
    }

    @Test
    void aLostTableFailsTheRunAndTheCheck(@TempDir Path dir) throws Exception {
        refused(both(DgeNeffs.neff(FROM_TABLE, Engine.POOL, null), dir, "no-table.neff"),
                "read a DGE table entry that is not there (dge-table): sg00 Pool slot 0: the source reads DGE table "
                        + "index 0, but sg00 has no dge-table variable",
                "dge-backend", "sg00 Pool slot 0: the source reads DGE table index 0, but sg00 has no dge-table variable");
        refused(both(DgeNeffs.neff(FROM_TABLE, Engine.POOL, List.of()), dir, "empty-table.neff"),
                "(dge-table): sg00 Pool slot 0: the source reads DGE table index 0, past the 0 entries of DGETable0",
                "dge-backend", "the source reads DGE table index 0, past the 0 entries of DGETable0");
        refused(both(DgeNeffs.neff(FROM_TABLE, Engine.POOL, List.of(77)), dir, "no-var.neff"),
                "(dge-table): sg00 Pool slot 0: the source reads DGE table index 0 of DGETable0, var_id 77, which sg00 "
                        + "does not declare", "dge-backend", "var_id 77, which sg00 does not declare");
    }

    @Test
    void aLostQueueSetFailsTheRunAndTheCheck(@TempDir Path dir) throws Exception {
        refused(both(DgeNeffs.neff(FROM_TABLE, null, List.of(3)), dir, "no-set.neff"),
                "had no backend (dge-no-backend): sg00 Pool slot 0: the Pool engine owns no dynamic queue set",
                "dge-backend", "sg00 Pool slot 0: the Pool engine owns no dynamic queue set (def.json dma_queue type "
                        + "dynamic, owner pool)");
        refused(both(DgeNeffs.neff(FROM_TABLE, Engine.SP, List.of(3)), dir, "other-owner.neff"),
                "(dge-no-backend): sg00 Pool slot 0: the Pool engine owns no dynamic queue set", "dge-backend",
                "the Pool engine owns no dynamic queue set");
    }

    @Test
    void whatTheLoadRefusesTheCheckRefusesInTheSameWords(@TempDir Path dir) throws Exception {
        byte[] wait = DgeNeffs.copy(DgeNeffs.varId(3, 0));
        wait[4] = (byte) 0xFF;
        String invalid = "sg00 Pool slot 0 (offset 0x0, PseudoDmaDirect2d dge_op 0): invalid instruction: wait_mode 0xff "
                + "(INVALID)";
        refused(both(DgeNeffs.neff(DgeNeffs.stream(wait, DgeNeffs.ext()), Engine.POOL, null), dir, "wait.neff"),
                invalid, "dge-program", invalid);
        byte[] ok = DgeNeffs.stream(DgeNeffs.copy(DgeNeffs.varId(3, 0)), DgeNeffs.ext());
        String cut = "sg00: instruction stream sg00/Pool.bin (Pool) is 168 bytes, not a whole number of 64-byte slots: "
                + "40 bytes after the last whole slot, at offset 0x80";
        refused(both(DgeNeffs.neff(Arrays.copyOf(ok, ok.length + 40), Engine.POOL, null), dir, "cut.neff"), cut,
                "dge-program", cut);
        byte[] op = DgeNeffs.copy(DgeNeffs.varId(3, 0));
        op[15] = 9;
        refused(both(DgeNeffs.neff(DgeNeffs.stream(op, DgeNeffs.ext()), Engine.POOL, null), dir, "op.neff"),
                "Unsupported dynamic dma opcode 9", "dge-program", "Unsupported dynamic dma opcode 9");
        String input = "Variable a is not staged in HBM";
        refused(both(DgeNeffs.neff(DgeNeffs.stream(DgeNeffs.copy(DgeNeffs.varId(1, 0)), DgeNeffs.ext()), Engine.POOL,
                null), dir, "input.neff"), input, "dge-program", input);
        String past = "invalid offset in w, 8192 < (7168 + 2048)";
        refused(both(DgeNeffs.neff(DgeNeffs.stream(DgeNeffs.copy(DgeNeffs.varId(3, 7168)), DgeNeffs.ext()),
                Engine.POOL, null), dir, "past.neff"), past, "dge-program", past);
    }
}
