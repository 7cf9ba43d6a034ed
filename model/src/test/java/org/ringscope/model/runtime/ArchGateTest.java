package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.udma.Arch;

/** A NEFF for another arch is refused as the runtime refuses it, unless the what-if allows it. */
class ArchGateTest {
    private static NeffFile copy(String target) throws Exception {
        byte[] b = GenProfiles.build("copy", OptionalInt.of(300), OptionalInt.empty(), Optional.of(target)).build();
        return NeffReader.read("copy-" + target + ".neff", b, ReadLimits.DEFAULT);
    }

    private static RunResult run(NeffFile f, RunOptions o) throws Exception {
        NeuronRuntime rt = new NeuronRuntime(f, o);
        return rt.run();
    }

    @Test
    void aNeffForCaymanIsRefusedOnSundaWithTheRuntimesLines() throws Exception {
        RunResult r = run(copy("cayman"), RunOptions.defaults().withArch(Arch.SUNDA));
        assertEquals(NrtStatus.NRT_INVALID.code(), r.status());
        assertEquals("dlr_kelf_load", r.failedNode());
        assertTrue(r.message().contains("NEFF_ARCH_INCOMPAT"), r.message());
        assertTrue(r.message().contains("Loading a NEFF compiled for a different arch is not allowed, NEFF arch: v3, "
                + "instance arch: v2\nPlease ensure that --target <correct_arch> is passed as a neuronx-cc command line "
                + "flag.\nTo override, set NEURON_RT_ALLOW_LEGACY_NEFF=1 and restart."), r.message());
        assertEquals(0, r.executions().size(), "nothing executes after a failed load");
    }

    @Test
    void theWhatIfRunsItAndSaysSo() throws Exception {
        RunResult r = run(copy("cayman"), RunOptions.defaults().withArch(Arch.SUNDA).withAllowArchMismatch(true));
        assertEquals(0, r.status(), r.message());
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("--allow-arch-mismatch")
                && n.contains("NEFF arch: v3, instance arch: v2")), r.notes()::toString);
    }

    @Test
    void aNeffForAnyArchAndOneForItsOwnRunWithoutANote() throws Exception {
        for (Arch a : Arch.values()) {
            RunResult any = run(copy("*"), RunOptions.defaults().withArch(a));
            assertEquals(0, any.status(), any.message());
            assertTrue(any.notes().stream().noneMatch(n -> n.contains("NEFF_ARCH_INCOMPAT")));
        }
        RunResult own = run(copy("sunda"), RunOptions.defaults());
        assertEquals("sunda", own.arch(), "without --arch a run takes the NEFF's target");
        assertEquals(0, own.status(), own.message());
    }

    @ParameterizedTest
    @CsvSource({"sunda, SUNDA", "v2, SUNDA", "'', SUNDA", "cayman, CAYMAN", "V3, CAYMAN", "mariana, MARIANA",
        "v4, MARIANA", "*, MARIANA"})
    void targetsReadAsTheRuntimeReadsThem(String target, Arch arch) {
        assertEquals(arch, KelfTarget.arch(target, Arch.MARIANA));
    }

    @Test
    void anUnknownTargetIsNotAnArch() {
        assertNull(KelfTarget.arch("x86", Arch.CAYMAN));
        assertEquals("Invalid target 'x86'", String.format(KelfTarget.INVALID, "x86"));
    }
}
