package org.ringscope.model.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The "did you mean" name: a typo's nearest known name, none for a name too far from all, none for a known one. */
class NearestTest {
    private static final List<String> VARS = List.of("input0", "input1", "output0", "weights");

    @Test
    void aTypoFindsItsName() {
        assertEquals(Optional.of("output0"), Nearest.of("outptu0", VARS), "two letters swapped");
        assertEquals(Optional.of("output0"), Nearest.of("Output0", VARS), "case aside");
        assertEquals(Optional.of("weights"), Nearest.of("weight", VARS), "one letter missing");
    }

    @Test
    void farOrKnownNamesFindNone() {
        assertEquals(Optional.empty(), Nearest.of("bias", VARS));
        assertEquals(Optional.empty(), Nearest.of("input0", VARS));
        assertEquals(1, Nearest.distance("ab", "ba"));
        assertEquals(3, Nearest.distance("", "abc"));
    }
}
