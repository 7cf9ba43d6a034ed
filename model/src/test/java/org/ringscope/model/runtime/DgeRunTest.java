package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.dge.Addr8;
import org.ringscope.model.dge.DgeWords;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.testing.Fixtures;

/**
 * The public NEFFs end to end: every one runs, at least 95 % of its DMA operations move real bytes and every one
 * that does not says why; every PseudoDmaDirect2d is lowered at load into its real word, each a patch with its
 * bytes before and after.
 */
class DgeRunTest {
    static Stream<Path> neffs() {
        return Fixtures.sharedFiles("neff", ".neff").stream();
    }

    /**
     * v6b's Pool loads an expert index from SBUF (0xCE, after the static DMA that copied it there from input1) and
     * scales it into the offset register of its table addresses (0xA8): the DGE follows the input — expert 5 is in
     * the 256 MiB bound the extension names, expert 200 is past it (oob_mode.error: 1006 and the runtime's lines).
     */
    @Test
    void aRegisterLoadedFromMemoryADmaFilledIsFollowed() throws Exception {
        Path v6b = Fixtures.shared("neff").resolve("v6b.neff");
        Assumptions.assumeTrue(Files.isRegularFile(v6b), "v6b.neff absent");
        ByteBuffer ok = ByteBuffer.allocate(32).order(ByteOrder.LITTLE_ENDIAN);
        ok.putInt(5).putInt(1).putInt(2).putInt(3).putInt(4).putInt(6).putInt(7).putInt(0);
        RunResult good = Runs.run(v6b, RunOptions.defaults().withInput("input1", ok.array(), "ok.bin")).result();
        assertEquals(0, good.status(), good.message());
        byte[] bad = ok.array().clone();
        bad[0] = (byte) 200;
        RunResult oob = Runs.run(v6b, RunOptions.defaults().withInput("input1", bad, "bad.bin")).result();
        assertEquals(1006, oob.status(), "NRT_EXEC_OOB");
        assertTrue(oob.notes().stream().anyMatch(n -> n.startsWith("Received notification generated at runtime: failed "
                + "to run scatter/gather (indirect memory copy via vector DGE), due to out-of-bound access.")), "log line");
        assertTrue(oob.notes().stream().anyMatch(n -> n.startsWith("Out of bounds access on model ")), "log line");
    }

    @ParameterizedTest
    @MethodSource("neffs")
    void everyPublicNeffRunsAndMovesItsBytes(Path neff) throws Exception {
        NeuronRuntime rt = Runs.run(neff, RunOptions.defaults());
        RunResult r = rt.result();
        assertEquals(0, r.status(), neff.getFileName() + ": " + r.message());
        DmaCoverage c = r.dmaCoverage();
        assertTrue(c.operations() > 0, "operations counted");
        assertTrue(c.executedPercent() >= 95.0, neff.getFileName() + ": " + c.executed() + " of " + c.operations()
                + " executed; not emulated: " + c.notEmulated());
        for (DmaCoverage.Reason n : c.notEmulated()) {
            assertTrue(n.reason() != null && !n.reason().isBlank(), "a reason for each");
        }
        long dge = r.dge().size();
        List<InstructionPatch> patches = rt.instructionPatches();
        assertEquals(dge, patches.size(), "one patch per DGE instruction issued once");
        for (InstructionPatch p : patches) {
            assertEquals(DgeWords.PSEUDO_DMA_DIRECT2D, p.before()[0] & 0xFF);
            assertEquals(DgeWords.DMA_MEMCPY, p.after()[0] & 0xFF, "every public pseudo is a DIRECT2D");
            for (int at : new int[] {DgeWords.SRC_ADDR, DgeWords.DST_ADDR}) {
                long a = DgeWords.u64(p.after(), at);
                assertTrue(Addr8.marker(a) != Addr8.VAR_ID, "no VAR_ID arm survives the lowering: " + Addr8.describe(a));
            }
        }
        assertEquals(c.operations(), r.triggers().stream().filter(t -> t.dmaId() >= 0).mapToLong(t -> {
            return t.entries();
        }).sum() + dge, "an operation per static entry fired and per DGE instruction issued");
    }
}
