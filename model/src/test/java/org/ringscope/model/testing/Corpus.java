package org.ringscope.model.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The seed corpora of the Jazzer fuzz tests, committed under {@code model/src/test/resources/<package>/
 * <FuzzTest>Inputs/<method>/} where Jazzer's regression mode (every {@code mvn verify}) replays them. A corpus is
 * made by the project's own writers (gen, the dump writer, the bundled lessons) plus the hostile cases, each a
 * regression input. Run the tests with {@code -Dringscope.corpus.update=true} to (re)write the seeds; without it,
 * the committed corpus must hold every seed by name (findings Jazzer adds may sit beside them).
 */
public final class Corpus {
    /** The system property that writes the seeds. */
    public static final String UPDATE = "ringscope.corpus.update";

    private Corpus() {
    }

    /** The corpus folder of {@code method} of fuzz test {@code test}. */
    public static Path dir(Class<?> test, String method) {
        return Fixtures.repo("model/src/test/resources/" + test.getPackageName().replace('.', '/') + "/"
                + test.getSimpleName() + "Inputs/" + method);
    }

    /** Writes the seeds when updating; otherwise checks they are all there. */
    public static void check(Class<?> test, String method, Map<String, byte[]> seeds) {
        Path d = dir(test, method);
        try {
            if (Boolean.getBoolean(UPDATE)) {
                Files.createDirectories(d);
                for (Map.Entry<String, byte[]> s : seeds.entrySet()) {
                    Files.write(d.resolve(s.getKey()), s.getValue());
                }
                return;
            }
            TreeSet<String> present = new TreeSet<>();
            try (Stream<Path> files = Files.list(d)) {
                files.forEach(f -> present.add(f.getFileName().toString()));
            }
            TreeSet<String> missing = new TreeSet<>(seeds.keySet());
            missing.removeAll(present);
            assertEquals(new TreeSet<String>(), missing, "seeds missing from " + d + " (run with -D" + UPDATE
                    + "=true to write them)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
