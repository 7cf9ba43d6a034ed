package org.ringscope.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code -} as a file name: the bytes of standard input, read once into a temporary file (deleted when the JVM
 * exits) — dumps are read in place and NEFFs by path, so a file is what every reader takes. A second {@code -} in
 * the same command names the same bytes.
 */
final class Stdin {
    private static Path read;

    private Stdin() {
    }

    /** {@code p} itself, or for {@code -} the file holding standard input. */
    static synchronized Path file(Path p) throws IOException {
        if (p == null || !p.toString().equals("-")) {
            return p;
        }
        if (read == null) {
            Path t = Files.createTempFile("ringscope-stdin-", ".bin");
            t.toFile().deleteOnExit();
            try (InputStream in = System.in) {
                Files.copy(in, t, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            read = t;
        }
        return read;
    }
}
