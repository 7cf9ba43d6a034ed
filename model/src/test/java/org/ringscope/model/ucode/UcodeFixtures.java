package org.ringscope.model.ucode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ringscope.model.testing.Fixtures;

/** The ucode fixtures: RingScope's own (resources/ucode) and the shared ones (../shared/fixtures/ucode). */
final class UcodeFixtures {
    /** RingScope's own libraries, built by resources/ucode/src/build.sh. */
    static final List<String> OWN = List.of("rs_single.so", "rs_split.so", "rs_scratch.so", "rs_split_initfini.so",
            "rs_extern_sym.so");
    /** The shared fixtures (not copied into the repo). */
    static final List<String> SHARED = List.of("xt_pi_plain.so", "xt_pi_split.so", "xt_pi_scratch.so",
            "xt_pi_split_initfini.so", "xt_pi_badsym.so");

    private UcodeFixtures() {
    }

    static byte[] own(String name) {
        return read(Fixtures.repo("resources/ucode/" + name));
    }

    /**
     * A shared library a golden was made from, or skips the calling test by the library's name, saying where it
     * looked and which golden (below {@code model/src/test/resources}) goes unchecked.
     */
    static byte[] shared(String name, String golden) {
        return read(present(Fixtures.sharedDir("ucode"), name, golden));
    }

    /** The library {@code name} in {@code dir}, or skips as {@link #shared(String, String)} says. */
    static Path present(Path dir, String name, String golden) {
        Path p = dir.resolve(name);
        if (!Files.isRegularFile(p)) {
            Fixtures.skip(name + ": " + p + " is absent (the shared ucode libraries live beside the checkout in "
                    + "../shared/fixtures/ucode), so golden " + golden + " is not checked");
        }
        return p;
    }

    static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(String resource) {
        return new String(read(Fixtures.repo("model/src/test/resources/ucode/" + resource)),
                StandardCharsets.UTF_8);
    }

    static PrelinkResult prelink(byte[] lib) {
        try {
            return Prelinker.prelink(lib, "test.so", PrelinkOptions.defaults());
        } catch (XtlibFormatException e) {
            throw new AssertionError(e);
        }
    }

    static Inspection inspect(byte[] lib) {
        try {
            return XtlibLoader.inspect(lib, "test.so", LayoutRequest.AUTO);
        } catch (XtlibFormatException e) {
            throw new AssertionError(e);
        }
    }
}
