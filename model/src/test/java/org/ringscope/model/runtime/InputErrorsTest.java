package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.InputException;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.vring.VringAssertionError;

/** The run's input errors name the NEFF: a member's error becomes {@code NEFF!member}; a broken invariant names it. */
class InputErrorsTest {
    @Test
    void aMembersErrorIsNamedAsTheReaderNamesItAndAnInputFilesIsKept() throws Exception {
        NeffFile neff = NeffReader.read("model.neff", SampleNeffs.sample().build(), ReadLimits.DEFAULT);
        InputException member = new InputException("sg00/SP.json", -1, "dma[0].id", "bad");
        InputException named = InputErrors.ofNeff(neff, member);
        assertEquals("model.neff!sg00/SP.json: field dma[0].id: bad", named.getMessage());
        InputException input = new InputException("x.bin", 4, "--input x", "short");
        assertSame(input, InputErrors.ofNeff(neff, input));
    }

    @Test
    void aBrokenInvariantNamesTheNeffAndTheValue() throws Exception {
        NeffFile neff = NeffReader.read("model.neff", SampleNeffs.sample().build(), ReadLimits.DEFAULT);
        InputException e = InputErrors.brokenInvariant(neff, new IllegalArgumentException("offset 99 does not fit"));
        assertEquals("model.neff: the NEFF holds a value the emulated runtime cannot take: offset 99 does not fit",
                e.getMessage());
        InputException a = InputErrors.brokenInvariant(neff, new VringAssertionError("x", "vring.c:1"));
        assertTrue(a.getMessage().startsWith("model.neff: the runtime would abort on this NEFF: assert(x) failed"),
                a.getMessage());
    }
}
