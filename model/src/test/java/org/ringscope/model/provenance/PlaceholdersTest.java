package org.ringscope.model.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.runtime.RunResult;
import org.ringscope.model.session.EmulationSession;

/**
 * Where every byte is data movement the emulator performs — {@code gen --profile ops}: loads, casts, CCE ops, a
 * transpose, stores — no byte is a placeholder for compute and each output is moved whole; the interval set under
 * the query keeps its ranges disjoint.
 */
class PlaceholdersTest {
    @Test
    void anEmulatedProgramHasNoPlaceholders() throws Exception {
        byte[] neff = GenProfiles.build("ops", OptionalInt.empty(), OptionalInt.empty()).build();
        EmulationSession s = EmulationSession.open(NeffReader.read("ops.neff", neff, ReadLimits.DEFAULT),
                RunOptions.defaults());
        assertEquals(0, s.run().status());
        Placeholders p = Placeholders.of(s);
        assertTrue(p.at(s.steps()).isEmpty(), "nothing stands in for compute: " + p.at(s.steps()));
        for (RunResult.Var v : s.result().variables()) {
            if (v.type().equals("output")) {
                assertEquals(List.of(new Placeholders.Span(0, v.size(), Placeholders.Kind.MOVED)),
                        p.spans(v.address(), v.size(), s.steps()), v.name());
                assertEquals(List.of(new Placeholders.Span(0, v.size(), Placeholders.Kind.UNWRITTEN)),
                        p.spans(v.address(), v.size(), 0), v.name() + " before the run");
            }
        }
    }

    @Test
    void aRunWhoseEnginesNeverComputedNeedsNoPass() throws Exception {
        byte[] neff = GenProfiles.build("copy", OptionalInt.of(4096), OptionalInt.empty()).build();
        EmulationSession s = EmulationSession.open(NeffReader.read("copy.neff", neff, ReadLimits.DEFAULT),
                RunOptions.defaults());
        assertEquals(0, s.run().status());
        Placeholders p = Placeholders.of(s);
        assertTrue(p.at(s.steps()).isEmpty(), "nothing stands in for compute");
        int outputs = 0;
        for (RunResult.Var v : s.result().variables()) {
            if (v.type().equals("output")) {
                // what some record wrote, by a scan of every record
                long[] loc = new long[2];
                assertTrue(DeviceWrites.locate(s.device(), v.address(), v.size(), loc));
                boolean[] written = new boolean[(int) v.size()];
                for (int r = 0; r < s.journal().size(); r++) {
                    DeviceWrites.forEach(s.device(), s.journal(), r, (m, o, l) -> {
                        for (long b = Math.max(o, loc[1]); m == loc[0] && b < Math.min(o + l, loc[1] + v.size()); b++) {
                            written[(int) (b - loc[1])] = true;
                        }
                    });
                }
                int moved = 0;
                for (Placeholders.Span x : p.spans(v.address(), v.size(), s.steps())) {
                    assertTrue(x.kind() != Placeholders.Kind.COMPUTED, v.name() + ": " + x);
                    for (long b = x.offset(); b < x.offset() + x.length(); b++) {
                        assertEquals(written[(int) b], x.kind() == Placeholders.Kind.MOVED, v.name() + " byte " + b);
                        moved += x.kind() == Placeholders.Kind.MOVED ? 1 : 0;
                    }
                }
                assertTrue(moved > 0, v.name() + ": the copy moved some of it");
                outputs++;
            }
        }
        assertTrue(outputs > 0, "the copy has outputs");
        assertEquals(0, p.passes(), "no engine computed: no pass over the records is needed to know it");
    }

    @Test
    void theIntervalSetMergesSplitsAndClips() {
        Intervals x = new Intervals();
        x.add(10, 10);
        x.add(30, 10);
        x.add(18, 14);
        assertEquals(1, x.all().size(), "10..40 merged");
        x.remove(15, 5);
        List<long[]> all = x.all();
        assertEquals(2, all.size());
        assertEquals(15, all.get(0)[1]);
        assertEquals(20, all.get(1)[0]);
        assertTrue(x.covers(14) && !x.covers(15) && x.covers(39) && !x.covers(40));
        assertEquals(15, x.boundaryAfter(12));
        assertEquals(20, x.boundaryAfter(16));
        List<long[]> in = x.overlapping(12, 20);
        assertEquals(2, in.size());
        assertEquals(12, in.get(0)[0]);
        assertEquals(32, in.get(1)[1]);
        x.remove(0, 100);
        assertTrue(x.isEmpty());
    }
}
