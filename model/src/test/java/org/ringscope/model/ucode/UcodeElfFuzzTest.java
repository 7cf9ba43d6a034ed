package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringscope.model.testing.Corpus;

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

    @Test
    void seedCorpus() {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        for (String name : UcodeFixtures.OWN) {
            seeds.put(name.replace(".so", ""), UcodeFixtures.own(name));
        }
        byte[] split = UcodeFixtures.own("rs_split.so");
        seeds.put("hostile-phnum-65535", Mutate.half(split, 44, 0xFFFF));
        seeds.put("hostile-phoff-past-the-end", Mutate.word(split, 28, 0xFFFFFFF0L));
        seeds.put("hostile-shoff-past-the-end", Mutate.word(split, 32, 0x7FFFFFFFL));
        seeds.put("hostile-filesz-past-the-end", Mutate.word(split, Mutate.phdr(0, Mutate.P_FILESZ), 0xFFFFFFF0L));
        seeds.put("hostile-memsz-huge", Mutate.word(split, Mutate.phdr(0, Mutate.P_MEMSZ), 0x7FFFFFFFL));
        seeds.put("hostile-truncated-header", Arrays.copyOf(split, 40));
        seeds.put("hostile-big-endian-flag", Mutate.setByte(split, 5, 2));
        Corpus.check(UcodeElfFuzzTest.class, "prelinkNeverCrashes", seeds);
    }
}
