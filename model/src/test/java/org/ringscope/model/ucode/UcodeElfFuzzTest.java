package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Jazzer fuzz test of the ELF reader, the validator and the prelinker: for any bytes the only exception
 * is the declared {@link XtlibFormatException}, every other outcome is a status, and no staged image is
 * larger than {@link Prelinker#MAX_IMAGE}. In {@code mvn verify} it runs in regression mode over the seed
 * corpus in {@code src/test/resources/org/ringscope/model/ucode/UcodeElfFuzzTestInputs/} (our fixtures and
 * crafted headers). A bounded fuzzing run (10 s):
 * {@code JAZZER_FUZZ=1 mvn -B -ntp -pl model test -Dtest=UcodeElfFuzzTest}.
 */
class UcodeElfFuzzTest {

    @FuzzTest(maxDuration = "10s")
    void prelinkNeverCrashes(byte[] data) {
        for (LayoutRequest layout : LayoutRequest.values()) {
            for (Bounds bounds : new Bounds[] {null, Bounds.CAYMAN}) {
                run(data, PrelinkOptions.defaults().withLayout(layout).withBounds(bounds));
            }
        }
    }

    private static void run(byte[] data, PrelinkOptions opts) {
        try {
            XtlibLoader.inspect(data, "fuzz.so", opts.layout());
            PrelinkResult r = Prelinker.prelink(data, "fuzz.so", opts);
            for (StagedImage i : new StagedImage[] {r.iram(), r.dram(), r.scratch()}) {
                assertTrue(i == null || i.length() <= Prelinker.MAX_IMAGE);
            }
            if (r.ok()) {
                assertTrue(r.prelinkedImage().length < UcplHeader.PRELINKED_LIMIT);
            }
        } catch (XtlibFormatException expected) {
            // the declared outcome for an unusable ELF
        }
    }
}
