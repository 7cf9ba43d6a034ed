package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.Engine;
import org.ringscope.model.neff.InstructionStream;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.Subgraph;
import org.ringscope.model.testing.Fixtures;

/**
 * Why no run reaches the pseudo-DMA memcpy and activation-table producers (decision 1323), counted on every public
 * NEFF: no engine stream holds a 0xC4 PseudoDMAMemcpyFullInd slot (the pseudo memcpy the DGE lowering does not
 * handle), while every NEFF carries activation tables, which serve the Activation engine's compute.
 */
class ProducersCensusTest {
    private static final int PSEUDO_DMA_MEMCPY_FULL_IND = 0xC4;

    @Test
    void noPublicNeffHasAPseudoMemcpyAndEveryOneHasActivationTables() throws Exception {
        List<Path> neffs = Fixtures.sharedNeffs();
        Assumptions.assumeFalse(neffs.isEmpty(), "no public NEFFs in ../shared/fixtures/neff");
        int slots = 0;
        for (Path p : neffs) {
            NeffFile f = NeffReader.read(p);
            Manifest m = ManifestParser.parse(f);
            int memcpy = 0;
            for (Subgraph sg : m.subgraphs()) {
                for (Engine e : Engine.values()) {
                    InstructionStream s = sg.engine(e).flatMap(x -> x.instructions()).orElse(null);
                    for (int i = 0; s != null && i < s.slotCount(); i++) {
                        slots++;
                        memcpy += s.opcode(i) == PSEUDO_DMA_MEMCPY_FULL_IND && !s.isExtension(i) ? 1 : 0;
                    }
                }
            }
            assertEquals(0, memcpy, p.getFileName() + ": a PseudoDMAMemcpyFullInd slot");
            assertTrue(f.members().names().stream().anyMatch(n -> n.endsWith("act_info.json")),
                    p.getFileName() + " carries activation tables");
        }
        assertFalse(slots == 0, "the streams were read");
        assertTrue(slots > 10_000, slots + " slots counted");
    }
}
