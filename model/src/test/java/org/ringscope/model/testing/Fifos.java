package org.ringscope.model.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Assumptions;

/** FIFOs for the writers' tests: made with {@code mkfifo} (the test is skipped, saying why, where it is absent). */
public final class Fifos {
    private Fifos() {
    }

    /** A FIFO at {@code dir/name}, or the calling test is skipped. */
    public static Path make(Path dir, String name) throws InterruptedException {
        Path f = dir.resolve(name);
        int rc;
        try {
            rc = new ProcessBuilder("mkfifo", f.toString()).start().waitFor();
        } catch (IOException e) {
            rc = -1;
        }
        Assumptions.assumeTrue(rc == 0, "mkfifo is absent here: the FIFO cases need it");
        return f;
    }

    /** Reads the FIFO to its end on a daemon thread (opening it blocks until a writer opens it). */
    public static CompletableFuture<byte[]> reader(Path fifo) {
        CompletableFuture<byte[]> got = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                got.complete(Files.readAllBytes(fifo));
            } catch (IOException e) {
                got.completeExceptionally(new UncheckedIOException(e));
            }
        }, "fifo-reader");
        t.setDaemon(true);
        t.start();
        return got;
    }
}
