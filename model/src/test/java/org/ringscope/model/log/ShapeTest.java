package org.ringscope.model.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Templates: numbers, ids, names with an index, paths and file names are holes; words are text. */
class ShapeTest {
    @Test
    void aPathAndAFileNameAreTheSameHole() {
        // aws-neuron-sdk#369 against the emulated load of ring-pages.neff
        Shape real = Shape.of("Failed to load NN: 1.7.3.0+c02f9fde4-/tmp/tmpt83tcdeo, err: 4");
        Shape ours = Shape.of("Failed to load NN: ring-pages.neff, err: 4");
        assertEquals(real.key(), ours.key());
        assertEquals(List.of("1.7.3.0+c02f9fde4-/tmp/tmpt83tcdeo", "4"), real.values());
        assertEquals(List.of("ring-pages.neff", "4"), ours.values());
    }

    @Test
    void aRelativePathIsOneHoleWithItsLeadingDots() {
        // triage names the NEFF as the user did (../model.neff); the runtime prints the path the framework gave it
        Shape ours = Shape.of("Failed to load NN: ../gen-features.neff, err: 10");
        assertEquals(Shape.of("Failed to load NN: /tmp/model.neff, err: 10").key(), ours.key());
        assertEquals(Shape.of("Failed to load NN: ./m.neff, err: 10").key(), ours.key());
        assertEquals(List.of("../gen-features.neff", "10"), ours.values());
    }

    @Test
    void aNameAloneInBracketsIsAHole() {
        // the memory report names the NEFF in brackets, with or without a digit in its name
        Shape ours = Shape.of("Per NEFF memory usage breakdown for [sample]:");
        assertEquals(Shape.of("Per NEFF memory usage breakdown for [out-test0_meta_concat3]:").key(), ours.key());
        assertEquals(List.of("sample"), ours.values());
        assertEquals(List.of("0", "0"), Shape.of("[ND 0:NC 0] Current Usage Total:").values(), "words with others stay text");
    }

    @Test
    void queueNamesWithAnIndexAndSizesAreHoles() {
        Shape s = Shape.of("queue8 size(16777216) too large");
        assertEquals(List.of("queue8", "16777216"), s.values());
        assertEquals(Shape.of("queue3 size(32) too large").key(), s.key());
        assertNotEquals(Shape.of("queue3 size(16) too small").key(), s.key());
        assertEquals(List.of("43.325MB", "0", "1"), Shape.of("Failed to allocate 43.325MB (usage: dma rings) on ND 0:NC 1, "
                + "current utilization:").values());
    }

    @Test
    void wordsSentencePunctuationAndSpacingAreText() {
        Shape s = Shape.of("failed to run scatter/gather (indirect memory copy via vector DGE), due to out-of-bound access.");
        assertEquals(List.of("scatter/gather"), s.values());
        assertTrue(s.key().endsWith("out-of-bound access."));
        assertEquals(Shape.of("a  b\tc").key(), Shape.of("a b c").key());
        assertEquals(List.of("m2s", "-22"), Shape.of("failed to init m2s queue, err: -22").values());
    }

    @Test
    void aHostileLineCostsItsLength() {
        String s = "(".repeat(200_000) + "1.2.3/".repeat(50_000);
        Shape sh = Shape.of(s);
        assertEquals(1, sh.values().size());
        assertEquals(200_001, sh.key().length());
    }
}
