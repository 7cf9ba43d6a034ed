package org.ringscope.model.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/**
 * A ring's slots as runs, on the generated sample run three times with the dump's trap (its rings written again at
 * every execution, with descriptors, and once with the dump's traps), against a byte a slot filled write by write.
 */
class RingSlotsTest {
    @Test
    void theRunsHoldWhatTheWritesPutInEachSlotAfterEveryWrite() throws Exception {
        int[] seen = new int[SlotKind.values().length];
        int checked = check(RunOptions.defaults().withExecutions(3), seen)
                + check(RunOptions.defaults().withExecutions(2).withDumpTrap(true), seen);
        assertTrue(checked > 50, "ring states checked: " + checked);
        for (SlotKind k : new SlotKind[] {SlotKind.EMPTY, SlotKind.DESCRIPTOR, SlotKind.TRAP}) {
            assertTrue(seen[k.ordinal()] > 0, "the sample's rings hold some " + k);
        }
        RingSlots none = RingSlots.uniform(5, SlotKind.EMPTY);
        assertEquals(0, none.written());
        assertEquals(0, none.tally(-3, 99).written(), "a range past the ring is clamped");
        assertThrows(IndexOutOfBoundsException.class, () -> none.at(5));
    }

    /** Checks every ring state of the sample run with {@code o}; counts the slots of each kind into {@code seen}. */
    private static int check(RunOptions o, int[] seen) throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")), o);
        s.run();
        TimelineIndex x = s.indexes().timeline();
        PringWrites byPring = x.pringWrites();
        Random r = new Random(1481);
        int checked = 0;
        for (int p = 0; p < x.prings().size(); p++) {
            int count = x.prings().get(p).count();
            byte[] plain = new byte[count];
            for (int applied = 0; applied <= byPring.count(p); applied++) {
                if (applied > 0) {
                    TimelineIndex.RingWrite w = x.writes().get(byPring.position(p, applied - 1));
                    int end = Math.min(count, w.start() + w.count());
                    SlotKind k = w.trap() ? SlotKind.TRAP : w.pad() ? SlotKind.PAD : SlotKind.DESCRIPTOR;
                    Arrays.fill(plain, Math.min(w.start(), end), end, (byte) k.ordinal());
                }
                RingSlots slots = RingSlots.of(x, p, count, applied);
                assertEquals(count, slots.count());
                int[] tally = new int[SlotKind.values().length];
                for (int i = 0; i < count; i++) {
                    SlotKind want = SlotKind.values()[plain[i]];
                    assertEquals(want, slots.at(i), "pring " + p + " after " + applied + " writes, slot " + i);
                    tally[want.ordinal()]++;
                    seen[want.ordinal()]++;
                }
                assertEquals(count - tally[0], slots.written());
                assertTrue(slots.runs() <= 2 * applied + 1, slots.runs() + " runs after " + applied + " writes");
                for (int t = 0; t < 20; t++) {
                    int a = r.nextInt(count + 1);
                    int b = a + r.nextInt(count + 1 - a);
                    int[] want = new int[4];
                    for (int i = a; i < b; i++) {
                        want[plain[i]]++;
                    }
                    RingSlots.Tally got = slots.tally(a, b);
                    String at = "pring " + p + " [" + a + ", " + b + ") after " + applied;
                    assertEquals(want[SlotKind.DESCRIPTOR.ordinal()], got.descriptors(), at);
                    assertEquals(want[SlotKind.PAD.ordinal()], got.pads(), at);
                    assertEquals(want[SlotKind.TRAP.ordinal()], got.traps(), at);
                }
                assertEquals(slots, RingSlots.of(x, p, count, applied), "the same writes, the same slots");
                checked++;
            }
        }
        return checked;
    }
}
