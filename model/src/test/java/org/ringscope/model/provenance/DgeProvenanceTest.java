package org.ringscope.model.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.device.DevicePackets;
import org.ringscope.model.device.DeviceWalk;
import org.ringscope.model.device.Region;
import org.ringscope.model.dge.InstructionPatch;
import org.ringscope.model.location.Instruction;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.DgeTraffic;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/**
 * On real public NEFFs whose SBUF is written by DGE instructions, {@code why} on such a byte names the DGE
 * instruction that generated the descriptor — its subgraph, engine, stream slot and opcode — and its lowered word,
 * as the load patched it.
 */
class DgeProvenanceTest {
    @ParameterizedTest
    @ValueSource(strings = {"matmul_small.neff", "v6b.neff"})
    void anSbufByteWrittenByDgeNamesTheInstructionAndItsLoweredWord(String name) throws Exception {
        Path neff = Fixtures.shared("neff").resolve(name);
        Assumptions.assumeTrue(Files.exists(neff), neff + " is absent (the shared fixtures are not on this machine)");
        EmulationSession s = EmulationSession.open(NeffReader.read(neff), RunOptions.defaults());
        s.run();
        DgeTraffic t = DgeTraffic.of(s);
        long sbBase = s.device().addressMap().base(Region.STATE_BUFFER);
        long sbEnd = sbBase + s.device().addressMap().memory(Region.STATE_BUFFER).size();
        long[] found = {-1, -1};
        DeviceWalk.walk(s.device(), s.journal(), 0, s.steps(), new DeviceWalk.Visitor() {
            @Override
            public void dmaWrite(int record, long address, long len) {
                DevicePackets.PacketInfo p = DevicePackets.info(s.device(), s.journal(), record);
                if (found[0] < 0 && address >= sbBase && address < sbEnd
                        && t.ringOfQueue(p.queue()).isPresent()) {
                    found[0] = address + len / 2;
                    found[1] = record;
                }
            }
        });
        Assumptions.assumeTrue(found[0] >= 0, name + ": no DGE packet wrote SBUF in this run");
        Chain c = Provenance.why(s, found[0], 1, (int) found[1] + 1, 1);
        List<Row> hop = c.hop(0);
        Row.Write w = c.writes().get(0);
        assertEquals((int) found[1], w.record(), c.rows().toString());
        Row.Dge g = hop.stream().filter(Row.Dge.class::isInstance).map(Row.Dge.class::cast).findFirst()
                .orElseThrow(() -> new AssertionError(name + ": no DGE row in " + hop));
        Optional<InstructionPatch> patch = t.patch(g.subgraph(), g.engine(), g.slot());
        assertTrue(patch.isPresent(), "the load patched the instruction: " + g);
        assertEquals(Descriptors.hex(patch.get().after()), g.word(), "its lowered word");
        assertEquals(patch.get().after()[0] & 0xFF, g.opcode(), "the word's opcode");
        assertTrue(g.word().length() == 128, g.word());
        assertTrue(g.location() instanceof Instruction i && i.slot() == g.slot(), g.location().text());
        assertTrue(g.step() <= w.step(), "generated before it was written: " + g + " / " + w);
    }
}
