package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Direction;

/** A half's count after an append, read from the record alone, against the record's whole touch, on every record. */
class AppendEndTest {
    @Test
    void everyAppendsEndIsItsTouchsStartPlusCountAndEveryOtherRecordHasNone() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
        s.run();
        Journal j = s.journal();
        VringDomain d = VringDomain.of(j);
        int appends = 0;
        for (int i = 0; i < j.size(); i++) {
            VringDomain.Touch t = d.touchOf(i);
            boolean append = t != null && t.kind() == VringDomain.Touch.Kind.APPEND;
            appends += append ? 1 : 0;
            assertEquals(append ? t.txStart() + t.txCount() : -1, d.appendEnd(i, Direction.TX), "TX of record " + i);
            assertEquals(append ? t.rxStart() + t.rxCount() : -1, d.appendEnd(i, Direction.RX), "RX of record " + i);
        }
        assertTrue(appends >= 50, "the sample appends dozens of times: " + appends);
    }
}
