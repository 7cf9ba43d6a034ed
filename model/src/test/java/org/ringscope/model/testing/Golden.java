package org.ringscope.model.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files of the model's tests, kept in the source tree under {@code model/src/test/resources/golden/}. A
 * test renders what it checks as text and hands it to {@link #check}: the text must equal the committed file,
 * and a mismatch fails naming the first line that differs. Run the tests with
 * {@code -Dringscope.golden.update=true} to write the new files instead; each one that changed is reported with
 * its first differing line, so the change can be read before it is committed.
 */
public final class Golden {
    /** The system property that turns checking into writing. */
    public static final String UPDATE = "ringscope.golden.update";

    private Golden() {
    }

    /** Whether this run writes goldens instead of checking them. */
    public static boolean updating() {
        return Boolean.getBoolean(UPDATE);
    }

    /** The golden file {@code relative} (below {@code model/src/test/resources/golden}) in the checkout. */
    public static Path file(String relative) {
        return Fixtures.repo("model/src/test/resources/golden").resolve(relative);
    }

    /**
     * Checks {@code actual} against the golden file {@code relative}; writes it when updating (or when
     * the file does not exist yet and updating is on).
     */
    public static void check(String relative, String actual) {
        Path f = file(relative);
        String expected;
        try {
            expected = Files.exists(f) ? Files.readString(f, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (updating()) {
            if (actual.equals(expected)) {
                return;
            }
            try {
                Files.createDirectories(f.getParent());
                Files.writeString(f, actual, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            System.out.println("golden " + relative + " written" + (expected == null ? " (new)"
                    : ": " + firstDifference(expected, actual)));
            return;
        }
        if (expected == null) {
            fail("golden " + f + " does not exist; run with -D" + UPDATE + "=true to write it");
        }
        if (!expected.equals(actual)) {
            fail("golden " + relative + " differs: " + firstDifference(expected, actual) + " (run with -D" + UPDATE
                    + "=true to write the new file)");
        }
    }

    /** "line N: expected «…», actual «…»" for the first line where the two texts differ. */
    public static String firstDifference(String expected, String actual) {
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        for (int i = 0; i < Math.max(e.length, a.length); i++) {
            String el = i < e.length ? e[i] : "<end of file>";
            String al = i < a.length ? a[i] : "<end of file>";
            if (!el.equals(al)) {
                return "first difference at line " + (i + 1) + ": expected «" + el + "», actual «" + al + "»";
            }
        }
        return "no difference";
    }
}
