package org.ringscope.model.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;
import org.ringscope.model.location.Pring;
import org.ringscope.model.location.PringSlot;
import org.ringscope.model.location.SpineNode;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.Runs;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;

/**
 * "Why?" on the places a view selects, on the sample run on SUNDA (the barrier lesson's run): the first TX
 * descriptor of {@code sg00:qActIO0_0} was appended by {@code vring_add_dma_packet_v2}, got its write barrier from
 * {@code vring_set_dmb_on_last_packet}, was dumped into {@code sg00:qActIO0_0.tx} and belongs to a NEFF entry; its
 * ring slot's chain names the same dump and vring index.
 */
class ExplainPlacesTest {
    private static final String VRING = "sg00:qActIO0_0";

    private static EmulationSession sunda() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Runs.sample()), RunOptions.defaults()
                .withArch(Arch.SUNDA).withInspect(true));
        s.run();
        return s;
    }

    @Test
    void aVringDescriptorNamesItsDumpEditsBuilderAndEntry() throws Exception {
        EmulationSession s = sunda();
        Location d = Descriptor.of(Half.of(VRING, Direction.TX), 0);
        List<Row> rows = Provenance.of(s).explain(d, s.steps(), Provenance.DEFAULT_DEPTH);
        assertTrue(rows.get(0) instanceof Row.Dumped dump && dump.pring().equals(VRING + ".tx") && dump.index() == 0,
                rows.toString());
        assertTrue(rows.stream().anyMatch(r -> r instanceof Row.Edited e && e.function().equals(
                "vring_set_dmb_on_last_packet")), rows.toString());
        Row.Authored a = rows.stream().filter(Row.Authored.class::isInstance).map(Row.Authored.class::cast)
                .findFirst().orElseThrow(() -> new AssertionError("no builder in " + rows));
        assertEquals("vring_add_dma_packet_v2", a.function());
        assertTrue(rows.get(rows.size() - 1) instanceof Row.Entry, "the NEFF entry comes last: " + rows);
        for (int k = 1; k < rows.size(); k++) {
            assertTrue(rows.get(k).step() <= rows.get(k - 1).step() || rows.get(k).step() < 0, "newest first: " + rows);
        }
        assertTrue(Provenance.of(s).explain(d, a.step() - 1, 4).stream().noneMatch(r -> r instanceof Row.Authored
                || r instanceof Row.Dumped), "before the append no builder and no dump made it");
    }

    @Test
    void aRingSlotsChainGoesThroughTheDumpOfItsVringDescriptor() throws Exception {
        EmulationSession s = sunda();
        Location slot = new PringSlot(new Pring(VRING + ".tx"), 0);
        List<Row> rows = Provenance.of(s).explain(slot, s.steps(), Provenance.DEFAULT_DEPTH);
        assertFalse(rows.isEmpty());
        assertTrue(rows.get(0) instanceof Row.Write, rows.toString());
        assertTrue(rows.get(1) instanceof Row.Dumped dump && dump.pring().equals(VRING + ".tx") && dump.index() == 0,
                rows.toString());
        assertTrue(rows.stream().anyMatch(r -> r instanceof Row.Authored a && a.vring().equals(VRING)
                && a.function().equals("vring_add_dma_packet_v2") && a.index() == 0), "the slot's chain goes on into "
                + "the vring descriptor it holds: " + rows);
        assertTrue(Provenance.of(s).explain(new PringSlot(new Pring("no-such.tx"), 0), s.steps(), 4)
                .isEmpty());
        assertTrue(Provenance.of(s).explain(new SpineNode("nrt_init"), s.steps(), 4).isEmpty());
    }
    @Test
    void theWriterOfOutputBytesIsTheRxSlotOfThePacketThatWroteThem() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Runs.sample()), RunOptions.defaults().withInspect(true));
        s.run();
        Provenance p = Provenance.of(s);
        long y5 = p.addressOf("y", 5).orElseThrow();
        assertEquals(Optional.of(new PringSlot(new Pring("sg00:qPoolIO0_0.rx"), 0)),
                p.writerSlot(new Memory(y5, 1), s.steps()), "y is written by sg00:qPoolIO0_0's first packet");
        long w0 = p.addressOf("w", 0).orElseThrow();
        assertEquals(Optional.empty(), p.writerSlot(new Memory(w0, 4), s.steps()),
                "the weights are the host's copy-in: no descriptor wrote them");
    }
}
