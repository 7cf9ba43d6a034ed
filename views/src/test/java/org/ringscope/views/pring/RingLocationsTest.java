package org.ringscope.views.pring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringscope.model.location.Descriptor;
import org.ringscope.model.location.Half;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.SessionVrings;
import org.ringscope.model.timeline.TimelineIndex;
import org.ringscope.model.udma.Direction;

/**
 * A vring descriptor and its pring slot, both ways, on the sample: a descriptor named by its session key lands in its
 * own subgraph's pring (sg10 has a qSPIO0_0 too), and that slot maps back to the same descriptor.
 */
class RingLocationsTest {
    @Test
    void aDescriptorAndItsSlotMapBothWays() {
        EmulationSession s = SampleRuns.sample();
        TimelineIndex x = SampleRuns.index(s);
        SessionVrings vr = SessionVrings.of(s);
        int end = s.steps();
        for (String key : new String[] {"sg00:qActIO0_0", "sg00:qSPIO0_0", "sg10:qSPIO0_0"}) {
            Descriptor d = Half.of(key, Direction.TX).descriptor(1);
            int[] ps = RingLocations.slotOf(x, d, end);
            assertTrue(ps[0] >= 0, key + " was dumped");
            String ring = x.prings().get(ps[0]).name();
            assertTrue(ring.startsWith(key.substring(0, 5)), key + " lands in its subgraph's pring, not " + ring);
            Optional<Descriptor> back = RingLocations.descriptorAt(x, vr.entries(), ps[0], ps[1], end);
            assertTrue(back.isPresent(), ring + " slot " + ps[1]);
            assertEquals(1, back.get().index());
            assertEquals(Direction.TX, back.get().half().direction());
            assertTrue(back.get().half().vring().name().endsWith(key.substring(key.indexOf(':'))), back.get().toString());
        }
        assertEquals(Optional.empty(), RingLocations.descriptorAt(x, vr.entries(), -1, 0, end));
    }
}
