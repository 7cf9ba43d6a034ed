package org.ringscope.model.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.check.CheckReport;
import org.ringscope.model.check.Finding;
import org.ringscope.model.check.Profile;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.gen.PreflightNeffs;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;

/** The component a function logs under agrees with every line the pre-flight prints, and with the public lines. */
class ModulesTest {
    @Test
    void thePublicLinesComponents() {
        assertEquals(Module.NMGR, FunctionModules.of("kmgr_load_nn_post_metrics"));
        assertEquals(Module.NMGR, FunctionModules.of("dlr_kelf_stage"));
        assertEquals(Module.TDRV, FunctionModules.of("dma_ring_allocate"));
        assertEquals(Module.NRT, FunctionModules.of("nrt_allocate_neuron_cores"));
        assertEquals(Module.ENC, FunctionModules.of("enc_parse_replica_groups"));
        assertEquals(Module.HAL, FunctionModules.of("aws_hal_notific_nq_enable"));
        assertEquals(Module.HAL, FunctionModules.of("_aws_hal_notific_nq_reset"));
        assertEquals(Module.ENC, FunctionModules.of("check_version"));
    }

    @Test
    void everyLineThePreflightPrintsIsUnderItsFunctionsComponent() throws Exception {
        int lines = 0;
        for (NeffBuilder b : List.of(PreflightNeffs.ringPages(), PreflightNeffs.features(), PreflightNeffs.ringLength())) {
            NeffFile neff = NeffReader.read(b.header().name(), b.build(), ReadLimits.DEFAULT);
            for (Profile p : TriageRuns.C.profiles()) {
                CheckReport r = TriageRuns.check(neff, p);
                for (Finding f : r.findings()) {
                    for (ReadLine l : LogReader.lines("check", f.runtimeLog(), Set.of()).lines()) {
                        if (l.kind() == LineKind.RUNTIME) {
                            lines++;
                            assertEquals(l.module(), FunctionModules.of(l.function()).name(), l.text());
                        }
                    }
                }
            }
        }
        assertTrue(lines > 10, "lines held: " + lines);
    }
}
