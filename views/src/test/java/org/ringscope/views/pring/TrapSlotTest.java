package org.ringscope.views.pring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.timeline.SlotKind;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.VringDump;

/**
 * The Pring view's strips with {@code --dump-trap} (decision 1325): the slot after each dumped vring's descriptors is
 * the trap — its own slot kind, drawn in the abort's colour, described as the trap — and without it there is none.
 */
class TrapSlotTest {
    private static List<RingRow> rows(RunOptions o) throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")), o);
        s.run();
        TimelineIndex x = s.indexes().timeline();
        List<RingRow> rows = new RingSnapshots(x).rows(s.device(), s.steps());
        for (RingRow r : rows) {
            Pring p = s.device().prings().get(r.pring());
            for (int i = 0; i < r.count(); i++) {
                boolean bits = VringDump.isTrap(r.rx() ? Direction.RX : Direction.TX, p.word0(i));
                assertEquals(bits, r.slots().at(i) == SlotKind.TRAP, r.name() + " slot " + i + ": the strip's kind is the "
                        + "ring's bits");
            }
        }
        return rows;
    }

    @Test
    void theTrapSlotIsItsOwnKindInTheStrips() throws Exception {
        int traps = 0;
        for (RingRow r : rows(RunOptions.defaults().withDumpTrap(true))) {
            for (int i = 0; i < r.count(); i++) {
                if (r.slots().at(i) == SlotKind.TRAP) {
                    traps++;
                    assertTrue(Describe.slot(r, i).contains("trap descriptor (ends the padded region"),
                            Describe.slot(r, i));
                }
            }
        }
        assertTrue(traps > 10, "one per dumped ring: " + traps);
        assertEquals(PringPalette.Colour.ABORT, StripCanvas.slotColour(SlotKind.TRAP));
        assertEquals(PringPalette.Colour.PAD, StripCanvas.slotColour(SlotKind.PAD));
        for (RingRow r : rows(RunOptions.defaults())) {
            assertEquals(0, r.slots().tally(0, r.count()).traps(), r.name() + ": no trap by default");
        }
    }
}
