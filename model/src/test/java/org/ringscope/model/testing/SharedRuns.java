package org.ringscope.model.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;

/** Runs of the public NEFFs under {@code shared/fixtures/neff}; a test skips, saying which, when one is absent. */
public final class SharedRuns {
    private SharedRuns() {
    }

    /** {@code neff} (a file name) run to its end with {@code options}. */
    public static EmulationSession run(String neff, RunOptions options) throws Exception {
        Path f = Fixtures.shared("neff").resolve(neff);
        Assumptions.assumeTrue(Files.isRegularFile(f), neff + " absent from the shared fixtures; skipping");
        EmulationSession s = EmulationSession.open(NeffReader.read(f), options);
        s.run();
        return s;
    }
}
