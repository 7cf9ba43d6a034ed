package org.ringscope.views.diff;

import java.nio.file.Path;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpCapture;
import org.ringscope.model.dump.DumpWriter;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;
import org.ringscope.model.udma.Arch;

/** The bundled sample run on an arch, as a session, a dump in memory or a dump file. */
final class SampleDumps {
    private SampleDumps() {
    }

    static EmulationSession run(Arch arch) {
        try {
            EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                    RunOptions.defaults().withArch(arch));
            s.run();
            return s;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static Dump dump(Arch arch) {
        EmulationSession s = run(arch);
        return DumpCapture.capture(s, s.steps());
    }

    static Path write(Arch arch, Path file) {
        try {
            EmulationSession s = run(arch);
            DumpWriter.write(s, s.steps(), file);
            return file;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** SUNDA (A) against CAYMAN (B). */
    static DumpDiff sundaVsCayman() {
        return DumpDiff.of(dump(Arch.SUNDA), dump(Arch.CAYMAN), DiffOptions.defaults());
    }
}
