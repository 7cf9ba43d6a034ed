package org.ringscope.views.session;

import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/** The bundled sample, run as the window runs it (profiling on, as {@code run --sample}). */
public final class SampleSession {
    private SampleSession() {
    }

    /** A fresh, finished session of the sample; the caller's thread owns it. */
    public static EmulationSession run() {
        try {
            NeffFile f = NeffReader.read(Fixtures.repo("resources/samples/sample.neff"));
            EmulationSession s = EmulationSession.open(f, RunOptions.defaults().withInspect(true));
            s.run();
            return s;
        } catch (Exception e) {
            throw new AssertionError("the sample does not run", e);
        }
    }
}
