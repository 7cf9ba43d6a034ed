package org.ringscope.model.runtime;

import java.nio.file.Path;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.testing.Fixtures;

/** Test helpers: run a NEFF through the emulated runtime. */
public final class Runs {
    private Runs() {
    }

    public static Path sample() {
        return Fixtures.repo("resources/samples/sample.neff");
    }

    public static NeuronRuntime run(Path neff, RunOptions opts) throws Exception {
        NeffFile f = NeffReader.read(neff);
        NeuronRuntime rt = new NeuronRuntime(f, opts);
        rt.run();
        return rt;
    }
}
