package org.ringscope.views.pring;

import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/** The bundled sample, run to its end (a fresh session each call: tests that seek own theirs). */
final class SampleRuns {
    private SampleRuns() {
    }

    static EmulationSession sample() {
        try {
            EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                    RunOptions.defaults());
            s.run();
            return s;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static TimelineIndex index(EmulationSession s) {
        return TimelineIndexer.build(s.journal(), s.device(), s.result());
    }
}
