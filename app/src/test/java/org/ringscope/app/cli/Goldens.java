package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ringscope.model.testing.Fixtures;

/**
 * Golden files under {@code app/src/test/resources/golden/}: {@code -Dringscope.golden.update=true} writes the new
 * file; otherwise a difference fails with the first line that differs.
 */
final class Goldens {
    static final String UPDATE = "ringscope.golden.update";

    private Goldens() {
    }

    static void check(String name, String actual) throws IOException {
        Path file = Fixtures.repo("app/src/test/resources/golden/" + name);
        if (Boolean.getBoolean(UPDATE)) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual);
            System.out.println("golden written: " + file);
            return;
        }
        assertTrue(Files.isRegularFile(file), file + " is missing (run with -D" + UPDATE + "=true to write it)");
        List<String> want = Files.readString(file).lines().toList();
        List<String> got = actual.lines().toList();
        for (int i = 0; i < Math.max(want.size(), got.size()); i++) {
            String w = i < want.size() ? want.get(i) : "<end of file>";
            String g = i < got.size() ? got.get(i) : "<end of output>";
            if (!w.equals(g)) {
                fail(name + " differs at line " + (i + 1) + ":\n  golden: " + w + "\n  actual: " + g
                        + "\n(-D" + UPDATE + "=true writes the new golden)");
            }
        }
    }
}
