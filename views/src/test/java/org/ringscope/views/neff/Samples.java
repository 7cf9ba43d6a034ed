package org.ringscope.views.neff;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.ringscope.model.InputException;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.testing.Fixtures;

/** The documents the view tests read: the committed sample, and a copy of it whose hash does not match. */
final class Samples {
    private Samples() {
    }

    static Path samplePath() {
        return Fixtures.repo("resources/samples/sample.neff");
    }

    static NeffDocument sample() throws IOException, InputException {
        return NeffDocument.load(samplePath(), ReadLimits.DEFAULT);
    }

    /** The sample with one byte of the payload's zero padding flipped: it loads, with a hash warning. */
    static NeffDocument mismatch() throws IOException, InputException {
        byte[] b = Files.readAllBytes(samplePath());
        b[b.length - 5] ^= 1;
        return NeffDocument.load("mismatch.neff", b, ReadLimits.DEFAULT);
    }
}
