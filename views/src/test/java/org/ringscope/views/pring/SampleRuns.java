package org.ringscope.views.pring;

import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.SampleRun;
import org.ringscope.model.timeline.TimelineIndex;

/** The bundled sample, run to its end (a fresh session each call: tests that seek own theirs). */
final class SampleRuns {
    private SampleRuns() {
    }

    static EmulationSession sample() {
        return SampleRun.run();
    }

    static TimelineIndex index(EmulationSession s) {
        return s.indexes().timeline();
    }
}
