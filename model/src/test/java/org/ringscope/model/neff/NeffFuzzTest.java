package org.ringscope.model.neff;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Catalog;
import org.ringscope.model.check.CheckArch;
import org.ringscope.model.check.CheckInput;
import org.ringscope.model.check.CheckOptions;
import org.ringscope.model.check.Preflight;
import org.ringscope.model.check.Stamps;
import org.ringscope.model.gen.GenProfiles;
import org.ringscope.model.lint.Lint;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Corpus;
import org.ringscope.model.testing.HostileNeffs;
import org.ringscope.model.udma.Arch;

/**
 * Jazzer fuzz test of the NEFF reader (header, payload, tar, manifests, ucode manifests) and of {@code run}'s load
 * path and of the pre-flight check: for any bytes the only exception is {@link InputException}; what loads runs to a
 * status (the runtime never throws for the NEFF's faults), lints and is checked against its arch's current profile. In {@code mvn verify} it replays the seed corpus in
 * {@code src/test/resources/org/ringscope/model/neff/NeffFuzzTestInputs/} — every generated profile and the
 * hostile NEFFs of {@link HostileNeffs}. A bounded fuzzing run (30 s):
 * {@code JAZZER_FUZZ=1 mvn -B -ntp -pl model test -Dtest=NeffFuzzTest}.
 */
class NeffFuzzTest {
    /** Small enough that a bomb in the corpus stops at once. */
    private static final ReadLimits LIMITS = new ReadLimits(16L << 20);

    @FuzzTest(maxDuration = "30s")
    void neffNeverCrashes(byte[] data) throws IOException {
        NeffFile f;
        Manifest m;
        try {
            f = NeffReader.read("fuzz.neff", data, LIMITS);
            m = ManifestParser.parse(f);
            NeffInfo.of(f, m);
            for (Subgraph sg : m.subgraphs()) {
                UcodeLibParser.parse(f, sg);
            }
        } catch (InputException expected) {
            return; // the declared outcome for bad input
        }
        try {
            EmulationSession s = EmulationSession.open(f, RunOptions.defaults());
            s.run();
            Lint.check(s);
        } catch (InputException expected) {
            // refused before the run
        }
        try {
            CheckInput in = CheckInput.of(f);
            Catalog c = Catalog.standard();
            Preflight.check(in, c.current(in.neffArch().orElse(CheckArch.of(Arch.CAYMAN))), c, Stamps.FIXED,
                    CheckOptions.DEFAULTS);
        } catch (InputException expected) {
            // the pre-flight check refuses what the load would
        }
    }

    @Test
    void seedCorpus() throws IOException {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        for (String profile : new String[] {"sample", "copy", "ops", "queues", "ucode"}) {
            OptionalInt n = profile.equals("copy") ? OptionalInt.of(64) : OptionalInt.empty();
            seeds.put("gen-" + profile, GenProfiles.build(profile, n, OptionalInt.empty()).build());
        }
        seeds.put("hostile-output-traversal", HostileNeffs.copyWithOutput("../../escape").build());
        seeds.put("hostile-var-id-overflow", HostileNeffs.varIdOverflow().build());
        seeds.put("hostile-long-subgraph-name", HostileNeffs.longSubgraphName().build());
        seeds.put("hostile-negative-size", HostileNeffs.negativeSize().build());
        seeds.put("hostile-scalar-definition", HostileNeffs.scalarDefinition().build());
        seeds.put("hostile-duplicate-key", HostileNeffs.duplicateKey().build());
        seeds.put("hostile-tar-special-members", HostileNeffs.specialMembers());
        seeds.put("hostile-tar-bad-checksum", HostileNeffs.badTarChecksum());
        seeds.put("hostile-huge-declared-member", HostileNeffs.hugeDeclaredMember());
        seeds.put("hostile-gzip-bomb-64m", HostileNeffs.gzipBomb(64L << 20));
        Corpus.check(NeffFuzzTest.class, "neffNeverCrashes", seeds);
    }
}
