package org.ringscope.model.testing;

import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;

/** The bundled sample, run to its end (a fresh session each call: tests that seek own theirs). */
public final class SampleRun {
    private SampleRun() {
    }

    /** A session over {@code resources/samples/sample.neff} with the default options, run. */
    public static EmulationSession run() {
        try {
            EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                    RunOptions.defaults());
            s.run();
            return s;
        } catch (Exception e) {
            throw new AssertionError("the sample does not run", e);
        }
    }
}
